import { HttpResponse } from 'msw';
import { handle, respond, serverError } from '../define.ts';
import {
  buildEmptyFreelancerAnalytics,
  buildEmptyManagerAnalytics,
  buildFreelancerAnalytics,
  buildManagerAnalytics,
} from '../fixtures/analytics.ts';

/** The role in a mock access token's payload (the stories' tokens are `buildAccessToken`'s). */
function roleOf(request: Request): string | undefined {
  const payload = request.headers.get('authorization')?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json === 'object' && json !== null && 'role' in json ? String(json.role) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Handlers of /analytics' call. The default answers as the real one does, by the caller's role
 * (a manager's year to a manager's token, else a freelancer's), so a dashboard story of either role
 * needs no override.
 */
export const analyticsHandlers = {
  analytics: {
    byRole: handle('analytics', ({ request }) =>
      HttpResponse.json(roleOf(request) === 'project_manager' ? buildManagerAnalytics() : buildFreelancerAnalytics()),
    ),
    freelancer: respond('analytics', () => buildFreelancerAnalytics()),
    manager: respond('analytics', () => buildManagerAnalytics()),
    freelancerEmpty: respond('analytics', () => buildEmptyFreelancerAnalytics()),
    managerEmpty: respond('analytics', () => buildEmptyManagerAnalytics()),
    serverError: serverError('analytics'),
  },
};

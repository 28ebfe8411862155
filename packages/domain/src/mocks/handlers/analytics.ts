import { respond, serverError } from '../define.ts';
import {
  buildEmptyFreelancerAnalytics,
  buildEmptyManagerAnalytics,
  buildFreelancerAnalytics,
  buildManagerAnalytics,
} from '../fixtures/analytics.ts';

/** Handlers of /analytics' call; the first is its default (a freelancer's year). */
export const analyticsHandlers = {
  analytics: {
    freelancer: respond('analytics', () => buildFreelancerAnalytics()),
    manager: respond('analytics', () => buildManagerAnalytics()),
    freelancerEmpty: respond('analytics', () => buildEmptyFreelancerAnalytics()),
    managerEmpty: respond('analytics', () => buildEmptyManagerAnalytics()),
    serverError: serverError('analytics'),
  },
};

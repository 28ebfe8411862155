import { http, HttpResponse } from 'msw';
import { API_PREFIX, endpoints } from '../endpoints.ts';
import type { ErrorResponse } from '../errors.ts';
import { buildHealth } from './fixtures.ts';

/** The path MSW matches for an endpoint, on any origin. */
export const mockPath = (path: string) => `*${API_PREFIX}${path}`;

export function errorBody(code: string, message: string): ErrorResponse {
  return { error: { code, message } };
}

/** Handlers grouped by resource, so a story overrides one group with `msw.use(...)`. */
export const handlers = {
  health: {
    ok: http.get(mockPath(endpoints.health.path), () => HttpResponse.json(buildHealth())),
    unavailable: http.get(mockPath(endpoints.health.path), () =>
      HttpResponse.json(errorBody('internal_error', 'The service is unavailable'), { status: 503 }),
    ),
  },
};

/** The default answer of every call: the first handler of each group. */
export const defaultHandlers = [handlers.health.ok];

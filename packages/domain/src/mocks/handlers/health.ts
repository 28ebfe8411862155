import { errorBody, fail, respond } from '../define.ts';
import { buildHealth } from '../fixtures/health.ts';

export const healthHandlers = {
  health: {
    ok: respond('health', () => buildHealth()),
    unavailable: fail('health', 500, errorBody('internal_error', 'The service is unavailable')),
  },
};

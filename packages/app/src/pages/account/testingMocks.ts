import { API_PREFIX, endpoints, errorCodes } from '@cloudexperts/domain';
import { errorBody, fail } from '@cloudexperts/domain/mocks';
import type { HttpHandler } from 'msw';

/**
 * A production API: it does not mount the devOnly mailbox, so the call is an unknown path (the
 * API's 404 for any unknown call under /api/v1).
 */
export const mailboxNotMounted: HttpHandler = fail(
  'devMailbox',
  404,
  errorBody(errorCodes.notFound, `No such call: GET ${API_PREFIX}${endpoints.devMailbox.path}`),
);

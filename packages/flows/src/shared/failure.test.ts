import { ApiError, createApiClient } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { toFailure } from './failure.ts';

describe('toFailure', () => {
  it('reads status, message, fields and the body of an ApiError', () => {
    const body = {
      error: { code: 'validation_failed', message: 'Email is required', fields: { email: 'Email is required' } },
    };
    expect(toFailure(new ApiError(422, body, body))).toEqual({
      kind: 'http',
      status: 422,
      message: 'Email is required',
      fields: { email: 'Email is required' },
      data: body,
      retryAfterSeconds: undefined,
    });
  });

  it('calls a refused connection through the real client a network failure', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const error = await api.health().catch((caught: unknown) => caught);
    expect(toFailure(error).kind).toBe('network');
  });

  it('calls a bare TypeError a network failure and anything else unknown', () => {
    expect(toFailure(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(toFailure(new Error('boom')).kind).toBe('unknown');
  });
});

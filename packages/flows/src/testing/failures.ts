/**
 * A failed call as the domain client throws it (`ApiError`'s shape: status, the envelope, the
 * answer's data and a 429's Retry-After), for machine tests.
 */
export function apiFailure(
  status: number,
  message: string,
  extra: { fields?: Record<string, string>; data?: unknown; retryAfterSeconds?: number } = {},
) {
  return Object.assign(new Error(message), {
    status,
    body: { error: { code: 'x', message, ...(extra.fields ? { fields: extra.fields } : {}) } },
    data: extra.data,
    retryAfterSeconds: extra.retryAfterSeconds,
  });
}

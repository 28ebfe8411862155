/**
 * What a failed call looks like to a machine, whatever threw it: the domain client's `ApiError`
 * (status, envelope message, field messages, the raw body) or the network failing (`TypeError`).
 * Machines read this shape only, so they stay free of the client and of React.
 */
export interface Failure {
  kind: 'http' | 'network' | 'unknown';
  status: number | undefined;
  /** The server's message (spec: "the first server message"). */
  message: string | undefined;
  fields: Readonly<Record<string, string>>;
  /** The whole answer (login 403 carries the user). */
  data: unknown;
  /** A 429's wait, from its Retry-After header. */
  retryAfterSeconds?: number | undefined;
}

export function toFailure(error: unknown): Failure {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const candidate = error as {
      status: number;
      body?: { error?: { message?: string; fields?: Record<string, string> } };
      data?: unknown;
      retryAfterSeconds?: number;
    };
    return {
      kind: 'http',
      status: candidate.status,
      message: candidate.body?.error?.message,
      fields: candidate.body?.error?.fields ?? {},
      data: candidate.data,
      retryAfterSeconds: candidate.retryAfterSeconds,
    };
  }
  // fetch rejects with a TypeError; the domain client (ky) wraps it as NetworkError, and a request
  // that took too long is a TimeoutError: to the user all three are "the network failed".
  const name = error instanceof Error ? error.name : '';
  if (error instanceof TypeError || name === 'NetworkError' || name === 'TimeoutError') {
    return { kind: 'network', status: undefined, message: undefined, fields: {}, data: undefined };
  }
  return { kind: 'unknown', status: undefined, message: undefined, fields: {}, data: undefined };
}

/**
 * How long a refused call says to wait: a 429's Retry-After (the API sends it with every 429),
 * else `fallbackMs` (an answer without one, or a proxy's).
 */
export function retryAfterMs(error: unknown, fallbackMs: number): number {
  const seconds = toFailure(error).retryAfterSeconds;
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : fallbackMs;
}

/** The status of a failed call's error (for guards). */
export const statusOf = (error: unknown) => toFailure(error).status;

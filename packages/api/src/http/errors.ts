import { API_PREFIX, errorCodes, serverMessages, type ErrorResponse } from '@cloudexperts/domain';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** A failure with a status and a stable code, translated into the error envelope. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** For 429: seconds until a retry is allowed (sent as Retry-After). */
  readonly retryAfterSeconds: number | undefined;
  /** Extra top-level members of the answer (login 403 adds the user). */
  readonly extra: Record<string, unknown> | undefined;
  constructor(
    status: number,
    code: string,
    message: string,
    options: { fields?: Record<string, string>; retryAfterSeconds?: number; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.extra = options.extra;
  }
}

/** 422 with field messages; the envelope's message is the first field's (spec: "the first server message"). */
export function validationError(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? 'The request is not valid.';
  return new AppError(422, errorCodes.validation, first, { fields });
}

function isPostgresError(error: unknown): error is { code: string; detail?: string; constraint?: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/** Whether the error is Postgres refusing a duplicate through the named unique index or constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return (
    isPostgresError(error) &&
    error.code === '23505' &&
    (error.constraint === constraint || (error instanceof Error && error.message.includes(constraint)))
  );
}

/** Node's codes for a connection that could not be made or was cut. */
const connectionFailureCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Postgres's own codes for a server going away: class 08 (connection exception) and these. */
const serverGoneCodes = new Set([
  '57P01', // admin_shutdown: a fast or smart shutdown ended the session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

/** node-postgres's messages for a connection that ended under a query (they carry no code). */
const droppedConnectionMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether the error says the database could not be reached, rather than that a query was wrong: a
 * refused or cut connection, a server shutting down or starting up, or knex's pool timing out
 * while it waited for a connection. Such a request is answered 503 with Retry-After, never 500:
 * the client tries again, and the pool reconnects by itself when the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (name === 'KnexTimeoutError') return true;
  if (
    typeof code === 'string' &&
    (connectionFailureCodes.has(code) || serverGoneCodes.has(code) || code.startsWith('08'))
  ) {
    return true;
  }
  // knex puts the statement before the driver's message ("ROLLBACK - Connection terminated ...").
  if (typeof message === 'string' && droppedConnectionMessages.some((text) => message.includes(text))) return true;
  // node-postgres wraps a connect failure in an AggregateError (one per address tried).
  const { errors } = error as { errors?: unknown };
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const databaseRetryAfterSeconds = 5;

/** Maps any thrown value to a status and an envelope; unexpected errors are hidden. */
export function translateError(error: unknown): {
  status: number;
  body: ErrorResponse & Record<string, unknown>;
  expected: boolean;
  retryAfterSeconds?: number;
} {
  if (error instanceof AppError) {
    const body: ErrorResponse & Record<string, unknown> = {
      ...error.extra,
      error: { code: error.code, message: error.message },
    };
    if (error.fields) body.error.fields = error.fields;
    return {
      status: error.status,
      body,
      expected: true,
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  if (isPostgresError(error) && error.code === '23505') {
    return {
      status: 409,
      body: { error: { code: 'conflict', message: 'That record already exists' } },
      expected: true,
    };
  }
  if (isPostgresError(error) && error.code === '23503') {
    return {
      status: 422,
      body: { error: { code: errorCodes.validation, message: 'A referenced record does not exist' } },
      expected: true,
    };
  }
  // Class 22, data exception: a value the database refuses as data (a NUL byte in text, a number
  // or date out of range), which the schemas let through. The request's fault, never a 500.
  if (isPostgresError(error) && error.code.startsWith('22')) {
    return {
      status: 422,
      body: { error: { code: errorCodes.validation, message: serverMessages.invalidRequest } },
      expected: true,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: { error: { code: errorCodes.databaseUnavailable, message: serverMessages.databaseUnavailable } },
      expected: true,
      retryAfterSeconds: databaseRetryAfterSeconds,
    };
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Errors raised by Koa itself (a malformed request, for example).
    return {
      status,
      body: { error: { code: errorCodes.badRequest, message: (error as Error).message } },
      expected: true,
    };
  }
  return {
    status: 500,
    body: { error: { code: errorCodes.internal, message: serverMessages.internalError } },
    expected: false,
  };
}

/** The one error handler: every failure under /api/v1 leaves as the envelope. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith(API_PREFIX)) {
        throw new AppError(404, errorCodes.notFound, `No such call: ${ctx.method} ${ctx.path}`);
      }
    } catch (error) {
      const { status, body, expected, retryAfterSeconds } = translateError(error);
      if (!expected) logger.error({ err: error, requestId: ctx.state.requestId }, 'unexpected error');
      else if (status === 503 && body.error.code === errorCodes.databaseUnavailable) {
        logger.warn(
          { err: { message: (error as Error).message }, requestId: ctx.state.requestId },
          'database unavailable',
        );
      }
      if (retryAfterSeconds !== undefined) ctx.set('Retry-After', String(retryAfterSeconds));
      ctx.status = status;
      ctx.body = body;
    }
  };
}

/** Node's codes for a response the client stopped reading (a closed tab, a navigation mid-file). */
const clientAbortCodes = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

/**
 * Koa's `error` event: what went wrong after the answer had begun (a static file streaming when
 * the browser went away). A client abort is no fault of the server, so it is logged at debug;
 * anything else at error, once, through the logger (Koa's default printed stacks to stderr).
 */
export function logAppError(logger: Logger): (error: unknown) => void {
  return (error) => {
    const { code, status, expose } = (error ?? {}) as { code?: unknown; status?: unknown; expose?: unknown };
    if (typeof code === 'string' && clientAbortCodes.has(code)) {
      logger.debug({ err: error }, 'client closed the connection before the answer ended');
      return;
    }
    // Koa's own rule: a 404 or an error meant for the client is not the server's.
    if (status === 404 || expose === true) return;
    logger.error({ err: error }, 'error after the answer began');
  };
}

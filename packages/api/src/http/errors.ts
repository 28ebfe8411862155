import { API_PREFIX, errorCodes, type ErrorResponse } from '@cloudexperts/domain';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** A failure with a status and a stable code, translated into the error envelope. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

function isPostgresError(error: unknown): error is { code: string; detail?: string } {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}

/** Maps any thrown value to a status and an envelope; unexpected errors are hidden. */
export function translateError(error: unknown): { status: number; body: ErrorResponse; expected: boolean } {
  if (error instanceof AppError) {
    const body: ErrorResponse = { error: { code: error.code, message: error.message } };
    if (error.fields) body.error.fields = error.fields;
    return { status: error.status, body, expected: true };
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
    body: { error: { code: errorCodes.internal, message: 'Something went wrong on our side. Please try again.' } },
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
      const { status, body, expected } = translateError(error);
      if (!expected) logger.error({ err: error, requestId: ctx.state.requestId }, 'unexpected error');
      ctx.status = status;
      ctx.body = body;
    }
  };
}

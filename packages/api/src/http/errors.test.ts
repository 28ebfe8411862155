import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { AppError, logAppError, translateError } from './errors.ts';

describe('translateError', () => {
  it('keeps the status, code, message and fields of an AppError', () => {
    const result = translateError(
      new AppError(422, 'validation_failed', 'Email is required', { fields: { email: 'Required' } }),
    );
    expect(result).toEqual({
      status: 422,
      expected: true,
      body: { error: { code: 'validation_failed', message: 'Email is required', fields: { email: 'Required' } } },
    });
  });

  it('maps a Postgres unique violation to 409 and a foreign-key violation to 422', () => {
    expect(translateError({ code: '23505' }).status).toBe(409);
    expect(translateError({ code: '23503' }).status).toBe(422);
  });

  it('passes on client errors raised by Koa itself', () => {
    expect(translateError(Object.assign(new Error('invalid JSON'), { status: 400 })).status).toBe(400);
  });

  it('hides anything unexpected behind a 500 with a generic message', () => {
    const result = translateError(new Error('connection string postgres://secret@db'));
    expect(result.status).toBe(500);
    expect(result.expected).toBe(false);
    expect(JSON.stringify(result.body)).not.toContain('secret');
  });
});

describe('logAppError', () => {
  const logger = () => ({ debug: vi.fn(), error: vi.fn() });
  const withCode = (code: string) => Object.assign(new Error('Premature close'), { code });

  it('logs a client that went away mid-answer at debug, not as an error', () => {
    const log = logger();
    logAppError(log as unknown as Logger)(withCode('ERR_STREAM_PREMATURE_CLOSE'));
    logAppError(log as unknown as Logger)(withCode('ECONNRESET'));
    expect(log.debug).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs anything else as an error, and skips what Koa meant for the client', () => {
    const log = logger();
    logAppError(log as unknown as Logger)(new Error('disk failed'));
    logAppError(log as unknown as Logger)(Object.assign(new Error('Not Found'), { status: 404 }));
    logAppError(log as unknown as Logger)(Object.assign(new Error('Bad'), { status: 400, expose: true }));
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.debug).not.toHaveBeenCalled();
  });
});

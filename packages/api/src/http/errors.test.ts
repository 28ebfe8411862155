import type { Logger } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { errorCodes, serverMessages } from '@cloudexperts/domain';
import { AppError, isDatabaseUnavailable, logAppError, translateError } from './errors.ts';

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

  it('answers a value the database refuses as data (a NUL byte, a number out of range) 422, not 500', () => {
    for (const code of ['22021', '22003', '22008', '22P02']) {
      expect(translateError({ code })).toEqual({
        status: 422,
        expected: true,
        body: { error: { code: errorCodes.validation, message: serverMessages.invalidRequest } },
      });
    }
  });

  it('passes on client errors raised by Koa itself', () => {
    expect(translateError(Object.assign(new Error('invalid JSON'), { status: 400 })).status).toBe(400);
  });

  it('answers 503 with Retry-After when the database cannot be reached, whatever layer says so', () => {
    const unreachable = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }),
      new Error('ROLLBACK - Connection terminated unexpectedly'),
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })], 'connect failed'),
    ];
    for (const error of unreachable) {
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(translateError(error)).toEqual({
        status: 503,
        expected: true,
        retryAfterSeconds: 5,
        body: { error: { code: errorCodes.databaseUnavailable, message: serverMessages.databaseUnavailable } },
      });
    }
    // A query the database refused is not an outage.
    for (const error of [
      { code: '42P01' },
      { code: '23514' },
      new Error('syntax error'),
      new AggregateError([], 'none'),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
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

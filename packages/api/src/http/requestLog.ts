import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { confirmationPath, resetPasswordPath } from '../modules/auth/auth.mail.ts';

const REQUEST_ID = /^[\w-]{1,64}$/;

export const REDACTED = '[redacted]';

/** Query parameters whose values are secrets: tokens, codes, passwords, answers, keys. */
const SECRET_NAME = /token|code|otp|pass|secret|answer|key|sig|jwt|session|auth|credential|nonce/i;

/** App routes whose last segment is a mailed single-use token (auth.mail.ts builds the links). */
const TOKEN_ROUTES = [confirmationPath(''), resetPasswordPath('')];

/** A segment that looks like a secret wherever it appears: a JWT, or a long base64url string. */
const OPAQUE_SEGMENT = /^(?:eyJ[\w-]*\.[\w-]*\.[\w-]*|[\w-]{32,})$/;
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** The path with every token segment replaced (mailed-link routes, and any opaque segment). */
export function redactPath(path: string): string {
  for (const route of TOKEN_ROUTES) {
    if (path.startsWith(route) && path.length > route.length) return `${route}${REDACTED}`;
  }
  return path
    .split('/')
    .map((segment) => (OPAQUE_SEGMENT.test(segment) && !UUID.test(segment) ? REDACTED : segment))
    .join('/');
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/**
 * The query string with the values of secret-named parameters replaced, and token segments
 * redacted in any other value (`?redirect=/login_page/<token>`). Untouched parts stay as sent.
 */
export function redactQuery(querystring: string): string {
  if (!querystring) return '';
  return querystring
    .split('&')
    .map((part) => {
      const at = part.indexOf('=');
      const name = at === -1 ? part : part.slice(0, at);
      if (SECRET_NAME.test(decode(name))) return `${name}=${REDACTED}`;
      if (at === -1) return part;
      const value = decode(part.slice(at + 1));
      const shown = redactPath(value);
      return shown === value ? part : `${name}=${shown}`;
    })
    .join('&');
}

/**
 * Gives every request an id (kept from `X-Request-Id` when sane) and logs one line when it ends:
 * method, path and query with secrets replaced, status and time. Never a body, a header or a
 * cookie: Authorization carries the session token and bodies carry passwords and answers.
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const query = redactQuery(ctx.querystring);
      logger.info(
        {
          requestId,
          method: ctx.method,
          path: redactPath(ctx.path),
          ...(query ? { query } : {}),
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}

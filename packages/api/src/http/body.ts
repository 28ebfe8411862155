import { API_PREFIX, endpoints, errorCodes, type EndpointDefinition } from '@cloudexperts/domain';
import type { Context, Middleware } from 'koa';
import { AppError } from './errors.ts';

/** Bodies above this are refused with 413 (uploads are streamed by their handler, with their own caps). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

const bad = (message: string) => new AppError(400, errorCodes.badRequest, message);

async function readRaw(ctx: Context, limit: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw new AppError(413, errorCodes.payloadTooLarge, 'The request is too large.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new AppError(413, errorCodes.payloadTooLarge, 'The request is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The calls whose handler streams the body itself (`streamed` in the endpoint table). Matched as
 * the router matches: `:param` is one segment, case does not matter, a trailing slash is allowed.
 */
const streamedCalls = (Object.values(endpoints) as EndpointDefinition[])
  .filter((endpoint) => endpoint.streamed)
  .map((endpoint) => ({
    method: endpoint.method,
    path: new RegExp(
      `^${escapeRegExp(API_PREFIX)}${endpoint.path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
        .join('/')}/?$`,
      'i',
    ),
  }));

/** Whether the request goes to a call that streams its own body (the parser leaves it unread). */
export const isStreamedCall = (method: string, path: string) =>
  streamedCalls.some((call) => call.method === method && call.path.test(path));

function fromEntries(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of entries) result[key] = value;
  return result;
}

/**
 * Reads JSON, URL-encoded and multipart bodies (spec document 1, section 7: sign-up is multipart,
 * login form data, the rest JSON) into `ctx.request.body`. Anything else with a body is refused.
 * The body of a streamed call (uploads) is left unread for its handler: never in memory whole.
 */
export function bodyParser(limit = BODY_LIMIT_BYTES): Middleware {
  return async (ctx, next) => {
    const hasBody = Boolean(ctx.request.length) || Boolean(ctx.get('transfer-encoding'));
    if (
      !ctx.path.startsWith(API_PREFIX) ||
      !['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) ||
      !hasBody ||
      isStreamedCall(ctx.method, ctx.path)
    ) {
      await next();
      return;
    }
    const type = ctx.request.type;
    const raw = await readRaw(ctx, limit);
    if (raw.length === 0) {
      await next();
      return;
    }
    if (type === 'application/json') {
      try {
        ctx.request.body = JSON.parse(raw.toString('utf8')) as unknown;
      } catch {
        throw bad('The request body is not valid JSON.');
      }
    } else if (type === 'application/x-www-form-urlencoded') {
      ctx.request.body = fromEntries(new URLSearchParams(raw.toString('utf8')));
    } else if (type === 'multipart/form-data') {
      try {
        // The body is already capped at `limit` bytes, so reading it whole is what we want here.
        const form = await new Request('http://body.local/', {
          method: 'POST',
          headers: { 'content-type': ctx.get('content-type') },
          body: new Uint8Array(raw),
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- bounded above
        }).formData();
        ctx.request.body = fromEntries(form);
      } catch {
        throw bad('The multipart body could not be read.');
      }
    } else {
      throw new AppError(415, errorCodes.unsupportedMediaType, 'Send JSON, form data or multipart form data.');
    }
    await next();
  };
}

declare module 'koa' {
  interface Request {
    body?: unknown;
  }
}

import {
  endpointPermissions,
  endpoints,
  errorCodes,
  permissionCatalogue,
  roleServerMessages,
  IDEMPOTENCY_HEADER,
  serverMessages,
  type EndpointName,
  type Endpoints,
  type ResponseOf,
} from '@cloudexperts/domain';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { authenticate, notSignedIn, type Auth } from '../auth/sessions.ts';
import { AppError, validationError } from './errors.ts';
import { idempotencyKeyOf, idempotent, requestHash } from './idempotency.ts';
import { canonicalKey } from './listingCache.ts';
import { enforceRateLimits, type RateLimitRule } from './rateLimit.ts';
import { roleHolds } from '../modules/roles/roles.repository.ts';

type Parsed<N extends EndpointName, K extends 'params' | 'query' | 'body'> =
  Endpoints[N] extends Record<K, z.ZodType> ? z.output<Endpoints[N][K]> : undefined;

/** A streamed call's body is not parsed: its handler reads it from `ctx.req` as it arrives. */
type BodyOf<N extends EndpointName> = Endpoints[N] extends { streamed: true } ? undefined : Parsed<N, 'body'>;

/** What a handler receives: the validated parts of the request and the signed-in user. */
export interface RouteInput<N extends EndpointName> {
  params: Parsed<N, 'params'>;
  query: Parsed<N, 'query'>;
  body: BodyOf<N>;
  /** Present on every private call; on a public one, present when a valid token came along. */
  auth: Endpoints[N]['access'] extends 'public' ? Auth | null : Auth;
  ip: string;
  userAgent: string | undefined;
  ctx: Context;
}

/** The answer of a call whose success is a file (`responseMediaTypes`): its bytes, streamed out. */
export interface FileAnswer {
  body: Readable;
  contentType: string;
  /** The byte count when known up front; a file streamed as it is made goes out chunked without one. */
  size?: number;
  headers: Record<string, string>;
}

/** What a handler answers: the table's response, or a file for a file call. */
export type Answer<N extends EndpointName> = Endpoints[N] extends { responseMediaTypes: readonly string[] }
  ? FileAnswer
  : ResponseOf<N>;

export type Handler<N extends EndpointName> = (input: RouteInput<N>) => Promise<Answer<N>>;

export interface RouteOptions<N extends EndpointName> {
  /** Counters this call hits (after validation, so they can key on the account). */
  limits?: (input: RouteInput<N>) => RateLimitRule[];
  /**
   * A public listing whose answer depends only on its query: shared between requests for a few
   * seconds (listingCache.ts), for everyone ('anyone') or for visitors without a session only
   * ('visitors': a signed-in caller's answer carries their own marks, such as favorites).
   */
  sharedAnswer?: 'anyone' | 'visitors';
  /** A success changes what the public listings show: their shared answers are dropped. */
  changesListings?: boolean;
}

function fieldsOf(error: z.ZodError, prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || prefix || 'request';
    fields[path] ??= issue.message;
  }
  return fields;
}

function parse(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (part === 'body' ? {} : value));
  if (!result.success) throw validationError(fieldsOf(result.error, part));
  return result.data;
}

/** Streams a file answer out with its type, length and headers (Koa ends the stream if the client goes). */
function sendFile(ctx: Context, answer: FileAnswer, mediaTypes: readonly string[], check: boolean): void {
  if (check && !mediaTypes.includes(answer.contentType)) {
    answer.body.destroy();
    throw new Error(`A file answer of type ${answer.contentType} is not in the endpoint table's media types`);
  }
  ctx.set(answer.headers);
  ctx.type = answer.contentType;
  ctx.body = answer.body;
  if (answer.size !== undefined) ctx.length = answer.size;
}

/**
 * Mounts a handler at the method and path the endpoint table gives. In order: authentication (401
 * with the spec's messages), the table's role rule (403), the call's permission
 * (endpointPermissions.ts: the caller's role must hold it in `role_permissions` now, read at every
 * request so an admin's change applies at once in every process; 403 `permission_denied`), validation of params, query and body with
 * the table's schemas (422 with field messages, nothing written), rate limits (429 + Retry-After),
 * the handler, then the table's success status; outside production every answer is checked against
 * the table's response schema so the API cannot drift from the client and the mocks. A streamed
 * call's body is left for its handler (checked as it is read), and a file answer is streamed out
 * (its type checked against the table's media types outside production).
 */
export function mount<N extends EndpointName>(
  router: Router,
  app: AppContext,
  name: N,
  handler: Handler<N>,
  options: RouteOptions<N> = {},
): void {
  const endpoint = endpoints[name];
  if ('devOnly' in endpoint && !app.demo) return;
  const verb = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const access: Endpoints[EndpointName]['access'] = endpoint.access;
  const permission = endpointPermissions[name].permission;

  router[verb](endpoint.path, async (ctx) => {
    const header = ctx.get('authorization') || undefined;
    let auth: Auth | null;
    if (access === 'public') {
      // A stale token on a public call is ignored rather than refused.
      auth = await authenticate(app.database.knex, header, app.secrets.tokenSecret, app.sessionIdleTimeoutMs).catch(
        () => null,
      );
    } else {
      auth = await authenticate(app.database.knex, header, app.secrets.tokenSecret, app.sessionIdleTimeoutMs);
      if (!auth) throw notSignedIn();
      if (Array.isArray(access) && !(access as readonly string[]).includes(auth.user.role)) {
        throw new AppError(403, errorCodes.forbidden, serverMessages.notAllowed);
      }
      if (permission && !(await roleHolds(app.database.knex, auth.user.role, permission))) {
        throw new AppError(
          403,
          errorCodes.permissionDenied,
          roleServerMessages.permissionDenied(permissionCatalogue[permission].label),
          // The pages name what was refused in their own words (issue 19's staff wording).
          { extra: { permission } },
        );
      }
    }

    const input = {
      params: parse('params' in endpoint ? endpoint.params : undefined, ctx.params, 'params'),
      query: parse('query' in endpoint ? endpoint.query : undefined, ctx.query, 'query'),
      body:
        'streamed' in endpoint
          ? undefined
          : parse('body' in endpoint ? endpoint.body : undefined, ctx.request.body, 'body'),
      auth,
      ip: ctx.ip,
      userAgent: ctx.get('user-agent') || undefined,
      ctx,
    } as RouteInput<N>;

    if (options.limits) await enforceRateLimits(app.database.knex, options.limits(input), app.rateLimitMultiplier);
    const cache = app.listingCache;
    if (cache && (options.sharedAnswer === 'anyone' || (options.sharedAnswer === 'visitors' && !auth))) {
      const key = canonicalKey(name, input.params, input.query);
      const json = await cache.answer(key, async () => {
        const answer = await handler(input);
        return JSON.stringify(app.checkResponses ? endpoint.response.parse(answer) : answer);
      });
      ctx.status = endpoint.status;
      ctx.type = 'application/json';
      ctx.body = json;
      return;
    }
    if ('idempotent' in endpoint && input.auth) {
      // A money call: once per user, call and Idempotency-Key (idempotency.ts).
      const stored = await idempotent(
        app.database.knex,
        {
          userId: input.auth.user.id,
          endpoint: name,
          key: idempotencyKeyOf(ctx.get(IDEMPOTENCY_HEADER) || undefined),
          hash: requestHash({ params: input.params, query: input.query, body: input.body }),
        },
        async () => {
          const answer = await handler(input);
          return { status: endpoint.status, body: app.checkResponses ? endpoint.response.parse(answer) : answer };
        },
      );
      if (stored.replayed) ctx.set('Idempotent-Replayed', 'true');
      ctx.status = stored.status;
      ctx.body = stored.body;
      return;
    }
    const answer = await handler(input);
    if (options.changesListings) cache?.invalidate();
    ctx.status = endpoint.status;
    if ('responseMediaTypes' in endpoint) {
      sendFile(ctx, answer as FileAnswer, endpoint.responseMediaTypes, app.checkResponses);
      return;
    }
    ctx.body = app.checkResponses ? endpoint.response.parse(answer) : answer;
  });
}

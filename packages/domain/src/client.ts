import ky, { isHTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';
import {
  API_PREFIX,
  endpoints,
  type BodyOf,
  type EndpointDefinition,
  type EndpointName,
  type Endpoints,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from './endpoints.ts';
import { errorResponseSchema, type ErrorResponse } from './errors.ts';
import { sessionEndingErrors } from './messages.ts';
import { IDEMPOTENCY_HEADER } from './paymentTexts.ts';
import type { SessionStore } from './session.ts';

export interface ApiClientOptions {
  /** Origin (and optional path) the API is served from; defaults to the page's own origin. */
  baseUrl?: string | URL;
  /** A `fetch` to use instead of the global one (tests, server-side callers). */
  fetch?: typeof fetch;
  /** Where the access token lives; its token goes out as the Authorization header on every call. */
  session?: SessionStore;
  /**
   * Spec document 1, section 8 (the request-layer rule): when an answer's message is one of
   * {@link sessionEndingErrors}, the stored session is cleared and this is called with the message
   * (the app then goes to `/`).
   */
  onSessionEnded?: (message: (typeof sessionEndingErrors)[number]) => void;
}

/** An answer from the API that was not a success, with the envelope already parsed. */
export class ApiError extends Error {
  readonly status: number;
  /** The error envelope, when the answer carried one. */
  readonly body: ErrorResponse | undefined;
  /** The whole answer as sent (some carry more than the envelope, e.g. login 403's user). */
  readonly data: unknown;
  /** From a 429's Retry-After header: how long until trying again is allowed. */
  readonly retryAfterSeconds: number | undefined;
  constructor(status: number, body: ErrorResponse | undefined, data?: unknown, retryAfterSeconds?: number) {
    super(body?.error.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.data = data;
    this.retryAfterSeconds = retryAfterSeconds;
  }
  /** Field-level messages of a 400/422 answer, keyed by field path. */
  get fields(): Record<string, string> {
    return this.body?.error.fields ?? {};
  }
}

type Scalar = string | number | boolean | null | undefined;

type PartsOf<N extends EndpointName> = (Endpoints[N] extends { params: z.ZodType }
  ? { params: ParamsOf<N> }
  : unknown) &
  (Endpoints[N] extends { query: z.ZodType }
    ? object extends QueryOf<N>
      ? { query?: QueryOf<N> }
      : { query: QueryOf<N> }
    : unknown) &
  (Endpoints[N] extends { body: z.ZodType } ? { body: BodyOf<N> } : unknown) &
  (Endpoints[N] extends { idempotent: true }
    ? {
        /** Sent as the Idempotency-Key header; a fresh one when absent (repeat it to retry safely). */
        idempotencyKey?: string;
      }
    : unknown) & {
    signal?: AbortSignal;
  };

/** What a call takes: its path params, query and body, as the endpoint table types them. */
export type RequestOf<N extends EndpointName> = PartsOf<N>;

type CallOf<N extends EndpointName> =
  object extends Omit<PartsOf<N>, 'signal'>
    ? (request?: PartsOf<N>) => Promise<ResponseOf<N>>
    : (request: PartsOf<N>) => Promise<ResponseOf<N>>;

export type ApiClient = { readonly [N in EndpointName]: CallOf<N> };

function fillPath(path: string, params: Record<string, Scalar> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

function entries(values: Record<string, unknown> | undefined): Array<[string, string]> {
  const result: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value === undefined || value === null) continue;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- narrows for no-base-to-string
    result.push([key, typeof value === 'object' ? JSON.stringify(value) : String(value as Scalar)]);
  }
  return result;
}

function encodeBody(endpoint: EndpointDefinition, body: Record<string, unknown> | undefined) {
  if (body === undefined) return {};
  if (endpoint.bodyType === 'multipart') {
    const form = new FormData();
    const files = Object.entries(body).filter((entry): entry is [string, Blob] => entry[1] instanceof Blob);
    const values = Object.fromEntries(Object.entries(body).filter(([, value]) => !(value instanceof Blob)));
    for (const [key, value] of entries(values)) form.append(key, value);
    // A File keeps its own name; a bare Blob is sent under the field's name.
    for (const [key, file] of files) form.append(key, file, file instanceof File ? file.name : key);
    return { body: form };
  }
  if (endpoint.bodyType === 'form') return { body: new URLSearchParams(entries(body)) };
  return { json: body };
}

function isSessionEnding(message: string): message is (typeof sessionEndingErrors)[number] {
  return (sessionEndingErrors as readonly string[]).includes(message);
}

/** The typed client: one method per entry of the endpoint table, each answer validated. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http: KyInstance = ky.create({
    prefix: API_PREFIX,
    baseUrl: options.baseUrl,
    retry: 0,
    timeout: 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.session?.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function call(name: EndpointName, request: Record<string, unknown> = {}): Promise<unknown> {
    const endpoint: EndpointDefinition = endpoints[name];
    const path = fillPath(endpoint.path, request.params as Record<string, Scalar> | undefined);
    try {
      const response = await http(path.slice(1), {
        method: endpoint.method,
        searchParams: new URLSearchParams(entries(request.query as Record<string, unknown> | undefined)),
        signal: request.signal as AbortSignal | undefined,
        ...(endpoint.idempotent
          ? { headers: { [IDEMPOTENCY_HEADER]: (request.idempotencyKey as string | undefined) ?? crypto.randomUUID() } }
          : {}),
        ...encodeBody(endpoint, request.body as Record<string, unknown> | undefined),
      });
      // A file's bytes (`responseMediaTypes`) come back as a Blob; URL.createObjectURL shows one.
      const body: unknown =
        response.status === 204
          ? undefined
          : endpoint.responseMediaTypes
            ? await response.blob()
            : await response.json();
      return endpoint.response.parse(body);
    } catch (error) {
      if (!isHTTPError(error)) throw error;
      const parsed = errorResponseSchema.safeParse(error.data);
      const retryAfter = Number(error.response.headers.get('retry-after') ?? Number.NaN);
      const failure = new ApiError(
        error.response.status,
        parsed.success ? parsed.data : undefined,
        error.data,
        Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
      );
      if (isSessionEnding(failure.message)) {
        options.session?.clear();
        options.onSessionEnded?.(failure.message);
      }
      throw failure;
    }
  }

  const client = {} as Record<EndpointName, (request?: Record<string, unknown>) => Promise<unknown>>;
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    client[name] = (request) => call(name, request);
  }
  return client as unknown as ApiClient;
}

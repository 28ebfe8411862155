import ky, { isHTTPError, type KyInstance } from 'ky';
import { API_PREFIX, endpoints, type EndpointName, type ResponseOf } from './endpoints.ts';
import { errorResponseSchema, type ErrorResponse } from './errors.ts';

export interface ApiClientOptions {
  /** Origin (and optional path) the API is served from; defaults to the page's own origin. */
  baseUrl?: string | URL;
  /** A `fetch` to use instead of the global one (tests, server-side callers). */
  fetch?: typeof fetch;
}

/** An answer from the API that was not a success, with the envelope already parsed. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorResponse | undefined;
  constructor(status: number, body: ErrorResponse | undefined) {
    super(body?.error.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The typed client: one method per entry of the endpoint table, each answer validated. */
export function createApiClient(options: ApiClientOptions = {}) {
  const http: KyInstance = ky.create({
    prefix: API_PREFIX,
    baseUrl: options.baseUrl,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function call<N extends EndpointName>(name: N): Promise<ResponseOf<N>> {
    const endpoint = endpoints[name];
    try {
      const body: unknown = await http(endpoint.path.slice(1), { method: endpoint.method }).json();
      return endpoint.response.parse(body) as ResponseOf<N>;
    } catch (error) {
      if (isHTTPError(error)) {
        const parsed = errorResponseSchema.safeParse(error.data);
        throw new ApiError(error.response.status, parsed.success ? parsed.data : undefined);
      }
      throw error;
    }
  }

  return {
    health: () => call('health'),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

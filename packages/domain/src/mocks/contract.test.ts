import { getResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, endpoints, type EndpointName } from '../endpoints.ts';
import { errorResponseSchema } from '../errors.ts';
import { handlerEndpoints } from './define.ts';
import { handlers } from './handlers.ts';

/** A request the handler's route matches: path params filled, a JSON body for calls with one. */
function requestFor(name: EndpointName): Request {
  const endpoint = endpoints[name];
  const url = `http://api.test${API_PREFIX}${endpoint.path.replace(/:(\w+)/g, '1')}`;
  const hasBody = 'body' in endpoint;
  return new Request(url, {
    method: endpoint.method,
    ...(hasBody ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
  });
}

const groups = Object.entries(handlers) as Array<[EndpointName, Record<string, HttpHandler>]>;

/**
 * Every MSW answer is one the real API could give: its status is the call's success status, one of
 * the failures the endpoint table lists for it, or a 500, and its body parses with the same schema
 * the API's answers are checked against.
 */
describe('MSW handlers hold to the endpoint table', () => {
  it('groups handlers by the call they answer, and every call but the OpenAPI document has one', () => {
    for (const [group, variants] of groups) {
      for (const handler of Object.values(variants)) expect(handlerEndpoints.get(handler)).toBe(group);
    }
    const missing = (Object.keys(endpoints) as EndpointName[]).filter(
      (name) => name !== 'openapi' && !(name in handlers),
    );
    expect(missing).toEqual([]);
  });

  for (const [group, variants] of groups) {
    for (const [variant, handler] of Object.entries(variants)) {
      it(`${group}.${variant}`, async () => {
        const endpoint = endpoints[group];
        const response = await getResponse([handler], requestFor(group));
        expect(response, 'the handler answers its own route').toBeDefined();
        if (!response) return;
        if (response.type === 'error') {
          expect(variant).toMatch(/network/i);
          return;
        }
        const mediaTypes: readonly string[] | undefined =
          'responseMediaTypes' in endpoint ? endpoint.responseMediaTypes : undefined;
        if (response.status === endpoint.status && mediaTypes) {
          // A file answer: bytes of one of the call's media types, which the client reads as a Blob.
          expect(mediaTypes).toContain(response.headers.get('content-type'));
          const file = await response.blob();
          expect(file.size).toBeGreaterThan(0);
          expect(() => endpoint.response.parse(file)).not.toThrow();
          return;
        }
        const body: unknown = await response.json();
        if (response.status === endpoint.status) {
          expect(() => endpoint.response.parse(body)).not.toThrow();
          return;
        }
        const errors: Partial<Record<number, { parse(value: unknown): unknown }>> = endpoint.errors;
        const schema = response.status === 500 ? errorResponseSchema : errors[response.status];
        expect(schema, `status ${String(response.status)} is listed for ${group}`).toBeDefined();
        expect(() => schema?.parse(body)).not.toThrow();
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      });
    }
  }
});

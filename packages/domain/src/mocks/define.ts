import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { API_PREFIX, endpoints, type EndpointName, type ResponseOf } from '../endpoints.ts';
import { errorCodes, type ErrorResponse } from '../errors.ts';
import { serverMessages } from '../messages.ts';
import { endpointPermissions } from '../endpointPermissions.ts';
import { permissionCatalogue } from '../permissions.ts';
import { roleServerMessages } from '../roleTexts.ts';

/** The path MSW matches for an endpoint, on any origin. */
export const mockPath = (path: string) => `*${API_PREFIX}${path}`;

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorResponse {
  return fields ? { error: { code, message, fields } } : { error: { code, message } };
}

/** Which call each handler answers: the contract test holds every handler against that call's schemas. */
export const handlerEndpoints = new WeakMap<HttpHandler, EndpointName>();

const verbs = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** A handler for one call of the endpoint table, at its method and path. */
export function handle(name: EndpointName, resolver: HttpResponseResolver): HttpHandler {
  const endpoint = endpoints[name];
  const handler = verbs[endpoint.method](mockPath(endpoint.path), resolver);
  handlerEndpoints.set(handler, name);
  return handler;
}

/** The call's success answer, with the table's success status. */
export function respond<N extends EndpointName>(name: N, body: ResponseOf<N> | (() => ResponseOf<N>)): HttpHandler {
  return handle(name, () =>
    HttpResponse.json(typeof body === 'function' ? body() : body, {
      status: endpoints[name].status,
    }),
  );
}

/** A failure of the call, with the envelope (plus any extra members, e.g. login 403's user). */
export function fail(
  name: EndpointName,
  status: number,
  body: ErrorResponse & Record<string, unknown>,
  headers?: Record<string, string>,
): HttpHandler {
  return handle(name, () => HttpResponse.json(body, { status, ...(headers ? { headers } : {}) }));
}

/** Any call may answer 500 with the envelope (the flows then show their own spec wording). */
export const serverError = (name: EndpointName) =>
  fail(name, 500, errorBody(errorCodes.internal, serverMessages.internalError));

/** A 422 whose message is its one field's, as the API's validation answers. */
export const invalid = (name: EndpointName, field: string, message: string, code: string = errorCodes.validation) =>
  fail(name, 422, errorBody(code, message, { [field]: message }));

/** A 403 for a role the call is not for. */
export const forbidden = (name: EndpointName) =>
  fail(name, 403, errorBody(errorCodes.forbidden, serverMessages.notAllowed));

/**
 * A 403 `permission_denied`, as the API answers a role that no longer holds the call's permission
 * (issue 19): the envelope with the permission's label and the permission's name beside it.
 */
export function permissionDenied(name: EndpointName): HttpHandler {
  const permission = endpointPermissions[name].permission;
  if (permission === null) throw new Error(`${name} needs no permission`);
  return fail(name, 403, {
    ...errorBody(
      errorCodes.permissionDenied,
      roleServerMessages.permissionDenied(permissionCatalogue[permission].label),
    ),
    permission,
  });
}

/** A 429 with Retry-After, as the API's rate limits answer. */
export function tooMany(name: EndpointName, retryAfterSeconds = 30): HttpHandler {
  return fail(name, 429, errorBody(errorCodes.rateLimited, serverMessages.tooManyRequests), {
    'Retry-After': String(retryAfterSeconds),
  });
}

/** The network failing outright (the client sees a TypeError). */
export function networkError(name: EndpointName): HttpHandler {
  return handle(name, () => HttpResponse.error());
}

/**
 * A call that never answers, for stories of a pending state. Not part of any handler group (the
 * contract test would wait for it forever).
 */
export function hang(name: EndpointName): HttpHandler {
  return handle(name, async () => {
    await delay('infinite');
    return HttpResponse.error();
  });
}

import { endpoints, errorCodes, serverMessages, type EndpointName, type ResponseOf } from '@cloudexperts/domain';
import { errorBody, fail, handle } from '@cloudexperts/domain/mocks';
import { HttpResponse, type HttpHandler } from 'msw';

/** The call fails with a 500 (the API's envelope). */
export const serverError = (name: EndpointName): HttpHandler =>
  fail(name, 500, errorBody(errorCodes.internal, serverMessages.internalError));

/** The call fails once with a 500, then answers `body`: a Retry story's handler (make one per story). */
export function failOnceThen<N extends EndpointName>(name: N, body: () => ResponseOf<N>): HttpHandler {
  let failed = false;
  return handle(name, () => {
    if (!failed) {
      failed = true;
      return HttpResponse.json(errorBody(errorCodes.internal, serverMessages.internalError), { status: 500 });
    }
    return HttpResponse.json(body(), { status: endpoints[name].status });
  });
}

/** A handler that records the URL of every call to `name` (then lets the next handler answer). */
export function recordCalls(name: EndpointName): { handler: HttpHandler; calls: URL[] } {
  const calls: URL[] = [];
  const handler = handle(name, ({ request }) => {
    calls.push(new URL(request.url));
  });
  return { handler, calls };
}

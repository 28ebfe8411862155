import { endpoints, errorCodes, serverMessages, type EndpointName, type ResponseOf } from '@cloudexperts/domain';
import { errorBody, handle } from '@cloudexperts/domain/mocks';
import { HttpResponse, type HttpHandler } from 'msw';
import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { freelancerPaymentRoutes, projectManagerPaymentRoutes } from './routes.tsx';

function routesFor(role: Role | null): RouteObject[] {
  if (role === 'freelancer') return freelancerPaymentRoutes;
  if (role === 'project_manager') return projectManagerPaymentRoutes;
  return [];
}

/** The payment pages of the token's role in a memory router (`RoutePages`). */
export function PaymentPages(props: RoutePagesProps) {
  return <RoutePages {...props} routesFor={routesFor} area="payment pages" />;
}

/**
 * A Retry story's handler that fails with a 500 on every call until the story opens the gate
 * (just before it presses Retry), then answers `body`: a reload or a second render cannot use up
 * the failure before the story sees it. Make one per story; `handler()` closes the gate again.
 */
export function retryGate<N extends EndpointName>(name: N, body: () => ResponseOf<N>) {
  let open = false;
  return {
    handler(): HttpHandler {
      open = false;
      return handle(name, () =>
        open
          ? HttpResponse.json(body(), { status: endpoints[name].status })
          : HttpResponse.json(errorBody(errorCodes.internal, serverMessages.internalError), { status: 500 }),
      );
    },
    open() {
      open = true;
    },
  };
}

import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { freelancerJobRoutes } from '../jobs/routes.tsx';
import { freelancerClientRoutes } from './routes.tsx';

export type ClientPagesProps = RoutePagesProps;

/** The client pages are the Freelancer set's; their job cards lead to the job pages of that set. */
function routesFor(role: Role | null): RouteObject[] {
  return role === 'freelancer' ? [...freelancerClientRoutes, ...freelancerJobRoutes] : [];
}

/**
 * The freelancer's client pages (and the job pages they link to) in a memory router with the
 * app's session store and API client (`RoutePages`); any other path is a stand-in page.
 */
export function ClientPages(props: ClientPagesProps) {
  return <RoutePages {...props} routesFor={routesFor} area="client pages" />;
}

import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { publicJobRoutes } from './publicRoutes.tsx';
import { freelancerJobRoutes, projectManagerJobRoutes } from './routes.tsx';

export type JobPagesProps = RoutePagesProps;

function routesFor(role: Role | null): RouteObject[] {
  if (role === 'freelancer') return freelancerJobRoutes;
  if (role === 'project_manager') return projectManagerJobRoutes;
  return publicJobRoutes;
}

/**
 * The job pages of the token's role (the visitors' without one) in a memory router with the
 * app's session store and API client (`RoutePages`); any other path is a stand-in page.
 */
export function JobPages(props: JobPagesProps) {
  return <RoutePages {...props} routesFor={routesFor} area="job pages" />;
}

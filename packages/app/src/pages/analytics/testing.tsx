import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { freelancerAnalyticsRoutes, projectManagerAnalyticsRoutes } from './routes.tsx';

function routesFor(role: Role | null): RouteObject[] {
  if (role === 'freelancer') return freelancerAnalyticsRoutes;
  if (role === 'project_manager') return projectManagerAnalyticsRoutes;
  return [];
}

/** The analytics pages of the token's role in a memory router (`RoutePages`). */
export function AnalyticsPages(props: RoutePagesProps) {
  return <RoutePages {...props} routesFor={routesFor} area="analytics pages" />;
}

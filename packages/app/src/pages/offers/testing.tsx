import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { freelancerOfferRoutes, projectManagerOfferRoutes } from './routes.tsx';

function routesFor(role: Role | null): RouteObject[] {
  if (role === 'freelancer') return freelancerOfferRoutes;
  if (role === 'project_manager') return projectManagerOfferRoutes;
  return [];
}

/** The invitation and offer pages of the token's role in a memory router (`RoutePages`). */
export function OfferPages(props: RoutePagesProps) {
  return <RoutePages {...props} routesFor={routesFor} area="invitation and offer pages" />;
}

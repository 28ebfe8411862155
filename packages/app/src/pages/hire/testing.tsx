import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { projectManagerOfferRoutes } from '../offers/routes.tsx';
import { hireRoutes } from './routes.tsx';

/** The hire page, and the offers list it goes on to, for a Project Manager's token. */
const routesFor = (role: Role | null): RouteObject[] =>
  role === 'project_manager' ? [...hireRoutes, ...projectManagerOfferRoutes] : [];

/** The hire page of the token's role in a memory router (`RoutePages`). */
export function HirePages(props: RoutePagesProps) {
  return <RoutePages {...props} routesFor={routesFor} area="hire page" />;
}

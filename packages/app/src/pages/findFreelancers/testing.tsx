import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { findFreelancersRoutes } from './routes.tsx';

/** The manager's finding pages (/find-freelancers/:tab, /find-freelancers2/:tab) in a memory router. */
export function FindFreelancersPages(props: RoutePagesProps) {
  const routesFor = (role: Role | null): RouteObject[] => (role === 'project_manager' ? findFreelancersRoutes : []);
  return <RoutePages {...props} routesFor={routesFor} area="finding pages" />;
}

import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { freelancerContractRoutes, projectManagerContractRoutes } from './routes.tsx';

function routesFor(role: Role | null): RouteObject[] {
  if (role === 'freelancer') return freelancerContractRoutes;
  if (role === 'project_manager') return projectManagerContractRoutes;
  return [];
}

/** The contract pages of the token's role in a memory router (`RoutePages`). */
export function ContractPages(props: RoutePagesProps) {
  return <RoutePages {...props} routesFor={routesFor} area="contract pages" />;
}

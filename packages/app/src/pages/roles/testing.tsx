import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { roleRoutes } from './routes.tsx';

/** The Admin's role pages in a memory router (`RoutePages`). */
export function RolePages(props: RoutePagesProps) {
  return <RoutePages {...props} routesFor={(role) => (role ? roleRoutes : [])} area="role pages" />;
}

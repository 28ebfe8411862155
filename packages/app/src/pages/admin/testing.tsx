import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { adminRoutes } from './routes.tsx';

/** The Admin's freelancer pages in a memory router (`RoutePages`). */
export function AdminPages(props: RoutePagesProps) {
  return <RoutePages {...props} routesFor={(role) => (role ? adminRoutes : [])} area="admin pages" />;
}

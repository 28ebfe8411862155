import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { messageRoutes } from './routes.tsx';

/** The messages page of a signed-in role in a memory router (`RoutePages`). */
export function MessagePages(props: RoutePagesProps) {
  return <RoutePages {...props} routesFor={(role) => (role ? messageRoutes : [])} area="messages page" />;
}

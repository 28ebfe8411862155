import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { notificationRoutes } from './routes.tsx';

/** The notifications page of any signed-in role in a memory router (`RoutePages`). */
export function NotificationPages(props: RoutePagesProps) {
  return <RoutePages {...props} routesFor={(role) => (role ? notificationRoutes : [])} area="notifications page" />;
}

import { ToastRegion } from '@cloudexperts/ui';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { platformRoutes } from './routes.tsx';

/** The Admin's /platforms in a memory router (`RoutePages`), with the toasts' region. */
export function PlatformPages(props: RoutePagesProps) {
  return (
    <>
      <RoutePages {...props} routesFor={(role) => (role ? platformRoutes : [])} area="platform pages" />
      <ToastRegion />
    </>
  );
}

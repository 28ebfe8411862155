import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { AdminDashboard } from './AdminDashboard.tsx';
import { adminReportRoutes } from './routes.tsx';

// The dashboard is the admin's `/` (SignedInHome mounts it); here it stands alone, the stories' zone fixed.
const adminRoutes: RouteObject[] = [{ path: '/', element: <AdminDashboard zone="UTC" /> }, ...adminReportRoutes];

/** The admin's dashboard, /transactions and /reports in a memory router (`RoutePages`). */
export function AdminReportPages(props: RoutePagesProps) {
  return (
    <RoutePages
      {...props}
      routesFor={(role: Role | null) => (role === 'admin' ? adminRoutes : [])}
      area="admin report pages"
    />
  );
}

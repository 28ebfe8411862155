import { contractStaffRoles, type Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { RoutePages, type RoutePagesProps } from '../../testing/RoutePages.tsx';
import { staffRoutes } from './routes.tsx';
import StaffDashboard from './StaffDashboard.tsx';

// The dashboard is the staff's `/` (SignedInHome mounts it under the greeting); here it stands alone.
const routes: RouteObject[] = [{ path: '/', element: <StaffDashboard /> }, ...staffRoutes];

const isStaff = (role: Role | null) => contractStaffRoles.some((staff) => staff === role);

/** The Coordinator and Support pages (their home, /all-contracts, /contract-details/:id) in a memory router. */
export function StaffPages(props: RoutePagesProps) {
  return <RoutePages {...props} routesFor={(role) => (isStaff(role) ? routes : [])} area="staff pages" />;
}

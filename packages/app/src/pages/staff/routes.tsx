import { contractPaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';

/**
 * The Coordinator and Support contract pages (issue 19): /all-contracts (every client's contracts)
 * and /contract-details/:id (the staff view), at the Project Manager set's paths (`provided`
 * entries of `portals/staff.ts`). Their home is `/` (portals/SignedInHome.tsx).
 */
export const staffRoutes: RouteObject[] = [
  lazyPage(contractPaths.managerList, async () => ({
    Component: (await import('./StaffContractsPage.tsx')).StaffContractsPage,
  })),
  lazyPage(contractPaths.details, async () => ({
    Component: (await import('./StaffContractPage.tsx')).StaffContractPage,
  })),
];

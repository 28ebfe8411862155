import { contractPaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { staffJobPaths } from './paths.ts';

/**
 * The Coordinator and Support pages (issue 19): /all-contracts (every client's contracts), the
 * staff view /contract-details/:id, /all-job-postings (every client's jobs) and /job/:id/:tab, at the Project Manager set's paths (`provided`
 * entries of `portals/staff.ts`). Their home is `/` (portals/SignedInHome.tsx).
 */
export const staffRoutes: RouteObject[] = [
  lazyPage(contractPaths.managerList, async () => ({
    Component: (await import('./StaffContractsPage.tsx')).StaffContractsPage,
  })),
  lazyPage(contractPaths.details, async () => ({
    Component: (await import('./StaffContractPage.tsx')).StaffContractPage,
  })),
  lazyPage(staffJobPaths.jobs, async () => ({
    Component: (await import('./StaffJobsPage.tsx')).StaffJobsPage,
  })),
  lazyPage(staffJobPaths.job, async () => ({
    Component: (await import('./StaffJobPage.tsx')).StaffJobPage,
  })),
];

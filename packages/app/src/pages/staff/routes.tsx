import { contractPaths, messagePaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { staffJobPaths } from './paths.ts';
import { staffScheduleRoutes } from './schedule/routes.tsx';

const postJob = (variant: 'new' | 'edit') => async () => {
  const { StaffPostJobPage } = await import('./StaffPostJobPage.tsx');
  return { element: <StaffPostJobPage variant={variant} /> };
};

/**
 * The Coordinator and Support pages (issue 19): /all-contracts (every client's contracts), the
 * staff view /contract-details/:id, /all-job-postings (every client's jobs), /job/:id/:tab, and
 * /post-a-job and /edit-a-job-progress/:id (the wizard on behalf of a client), /messages (the
 * conversations of the contracts the staff member posted in), at the Project Manager set's paths (`provided`
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
  lazyPage(messagePaths.messages, async () => ({
    Component: (await import('./StaffMessagesPage.tsx')).StaffMessagesPage,
  })),
  lazyPage(staffJobPaths.postJob, postJob('new')),
  lazyPage(staffJobPaths.editJob, postJob('edit')),
  // /experts-schedule (one interview with ?interview=) and /analytics: every client's.
  ...staffScheduleRoutes,
];

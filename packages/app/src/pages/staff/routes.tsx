import { contractPaths, messagePaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { paymentPaths } from '../payments/paths.ts';
import { staffHiringPaths } from './hiring/paths.ts';
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
 * conversations of the contracts the staff member posted in), /review-pay, /transactions,
 * /transaction-details/:id and /payment-schedule (every client's money), at the Project Manager set's paths (`provided`
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
  lazyPage(staffHiringPaths.proposal, async () => ({
    Component: (await import('./hiring/StaffProposalPage.tsx')).StaffProposalPage,
  })),
  lazyPage(staffJobPaths.postJob, postJob('new')),
  lazyPage(staffJobPaths.editJob, postJob('edit')),
  // The money pages (staffmoney): every client's payment requests, postings and schedule.
  lazyPage(paymentPaths.reviewPay, async () => ({
    Component: (await import('./money/StaffReviewPayPage.tsx')).StaffReviewPayPage,
  })),
  lazyPage(paymentPaths.transactions, async () => ({
    Component: (await import('./money/StaffTransactionsPage.tsx')).StaffTransactionsPage,
  })),
  lazyPage(paymentPaths.transactionDetails, async () => ({
    Component: (await import('./money/StaffTransactionDetailsPage.tsx')).StaffTransactionDetailsPage,
  })),
  lazyPage(paymentPaths.paymentSchedule, async () => ({
    Component: (await import('./money/StaffPaymentSchedulePage.tsx')).StaffPaymentSchedulePage,
  })),
  // /experts-schedule (one interview with ?interview=) and /analytics: every client's.
  ...staffScheduleRoutes,
];

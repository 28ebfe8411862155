import { findFreelancersPaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { managerProposalPaths } from './paths.ts';

/**
 * The manager's proposal pages (spec document 2, section 2): the job's candidate tabs, one proposal,
 * the proposals on all their jobs (/my-proposals) and the archive (/archived). Their paths
 * are `provided` entries of the Project Manager set (`portals/projectManager.ts`), so only that
 * role's route table takes them (the staff sets' permissions are issue 19's).
 */
export const managerProposalRoutes: RouteObject[] = [
  lazyPage(managerProposalPaths.job, async () => ({
    Component: (await import('./JobCandidatesPage.tsx')).JobCandidatesPage,
  })),
  lazyPage(managerProposalPaths.freelancerProposal, async () => ({
    Component: (await import('./FreelancerProposalPage.tsx')).FreelancerProposalPage,
  })),
  lazyPage(findFreelancersPaths.myProposals, async () => ({
    Component: (await import('./ManagerMyProposalsPage.tsx')).ManagerMyProposalsPage,
  })),
  lazyPage(findFreelancersPaths.archived, async () => ({
    Component: (await import('./ArchivedProposalsPage.tsx')).ArchivedProposalsPage,
  })),
];

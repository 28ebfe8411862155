import { proposalPaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';

/**
 * The freelancer's proposal pages (spec document 2, section 2: /submit-proposal/:id,
 * /my-proposals, /proposal-details/:id). Their paths are `provided` entries of the Freelancer set
 * (`portals/freelancer.ts`), so only that role's route table takes them.
 */
export const freelancerProposalRoutes: RouteObject[] = [
  lazyPage(proposalPaths.submit, async () => ({
    Component: (await import('./SubmitProposalPage.tsx')).SubmitProposalPage,
  })),
  lazyPage(proposalPaths.myProposals, async () => ({
    Component: (await import('./MyProposalsPage.tsx')).MyProposalsPage,
  })),
  lazyPage(proposalPaths.details, async () => ({
    Component: (await import('./ProposalDetailsPage.tsx')).ProposalDetailsPage,
  })),
];

import { contractPaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';

const details = lazyPage(contractPaths.details, async () => ({
  Component: (await import('./ContractDetailsPage.tsx')).ContractDetailsPage,
}));
const list = (path: string) =>
  lazyPage(path, async () => ({ Component: (await import('./ContractsPage.tsx')).ContractsPage }));

const endContract = (path: string) =>
  lazyPage(path, async () => ({ Component: (await import('./EndContractPage.tsx')).EndContractPage }));
const showRating = (path: string) =>
  lazyPage(path, async () => ({ Component: (await import('./ShowRatingPage.tsx')).ShowRatingPage }));

/**
 * The contract pages (spec document 2, section 2): the freelancer's /all-contracts/:tab, the
 * manager's /all-contracts (tab in the query), and /contract-details/:id in both sets; ending with
 * a rating (/end-contract/:id, /freelancer-end-contract/:id) and the ratings
 * (/manager-show-rating/:id, /freelancer-show-rating/:id). Their paths are `provided` entries of
 * those sets.
 */
export const freelancerContractRoutes: RouteObject[] = [
  list(contractPaths.freelancerList),
  details,
  endContract(contractPaths.freelancerEnd),
  showRating(contractPaths.freelancerRating),
];

export const projectManagerContractRoutes: RouteObject[] = [
  list(contractPaths.managerList),
  details,
  endContract(contractPaths.managerEnd),
  showRating(contractPaths.managerRating),
];

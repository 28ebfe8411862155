import { contractPaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';

const details = lazyPage(contractPaths.details, async () => ({
  Component: (await import('./ContractDetailsPage.tsx')).ContractDetailsPage,
}));
const list = (path: string) =>
  lazyPage(path, async () => ({ Component: (await import('./ContractsPage.tsx')).ContractsPage }));

/**
 * The contract pages (spec document 2, section 2): the freelancer's /all-contracts/:tab, the
 * manager's /all-contracts (tab in the query), and /contract-details/:id in both sets. Their paths
 * are `provided` entries of those sets.
 */
export const freelancerContractRoutes: RouteObject[] = [list(contractPaths.freelancerList), details];

export const projectManagerContractRoutes: RouteObject[] = [list(contractPaths.managerList), details];

import { findFreelancersPaths, staffFindFreelancersTabs } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';

/**
 * The manager's finding pages (spec document 2, section 2): /find-freelancers/:tab (its 'search'
 * tab is Find Experts, mounted by the set's own entry) and /find-freelancers2/:tab. Their paths
 * are `provided` entries of the Project Manager set (`portals/projectManager.ts`), so only that
 * role's route table takes them.
 */
export const findFreelancersRoutes: RouteObject[] = [
  lazyPage(findFreelancersPaths.tab, async () => ({
    Component: (await import('./FindFreelancersTabPage.tsx')).FindFreelancersTabPage,
  })),
  lazyPage(findFreelancersPaths.tabAlias, async () => ({
    Component: (await import('./FindFreelancersTabPage.tsx')).FindFreelancersAliasPage,
  })),
];

/**
 * Coordinator and Support (issue 19): /find-freelancers2/:tab with their one tab, the search (Find
 * Experts, mounted by their set at /find-freelancers/search); 'saved' and anything else is the
 * not-found page.
 */
export const staffFindFreelancersRoutes: RouteObject[] = [
  lazyPage(findFreelancersPaths.tabAlias, async () => {
    const { FindFreelancersAliasPage } = await import('./FindFreelancersTabPage.tsx');
    return { element: <FindFreelancersAliasPage tabs={staffFindFreelancersTabs} /> };
  }),
];

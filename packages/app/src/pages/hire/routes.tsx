import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { hirePaths } from './paths.ts';

/**
 * The manager's hire page (spec document 2, section 2). Its path is a `provided` entry of the
 * Project Manager set (`portals/projectManager.ts`), so only that role's route table takes it.
 */
export const hireRoutes: RouteObject[] = [
  lazyPage(hirePaths.hire, async () => ({ Component: (await import('./HireFreelancerPage.tsx')).HireFreelancerPage })),
];

import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { analyticsPaths } from './paths.ts';

const analytics = lazyPage(analyticsPaths.analytics, async () => ({
  Component: (await import('./AnalyticsPage.tsx')).AnalyticsPage,
}));

/** /analytics and /my-stats: `provided` entries of the Freelancer set. */
export const freelancerAnalyticsRoutes: RouteObject[] = [
  analytics,
  lazyPage(analyticsPaths.myStats, async () => ({ Component: (await import('./MyStatsPage.tsx')).MyStatsPage })),
];

/** /analytics: a `provided` entry of the Project Manager set. */
export const projectManagerAnalyticsRoutes: RouteObject[] = [analytics];

import type { RouteObject } from 'react-router';
import { PageLoading } from '../PageLoading.tsx';
import { vettingPaths } from './paths.ts';

/** A route whose page loads on demand (none of the vetting pages is on the landing page's path). */
const lazyPage = (path: string, lazy: NonNullable<RouteObject['lazy']>): RouteObject => ({
  path,
  HydrateFallback: PageLoading,
  lazy,
});

/**
 * The freelancer's vetting pages. Each path is in the Freelancer set only (`portals/freelancer.ts`),
 * so only that role's route table takes them (`providedRoutesFor`).
 */
export const signedInVettingRoutes: RouteObject[] = [
  lazyPage(vettingPaths.codingTest, async () => ({
    Component: (await import('./CodingTestPage.tsx')).CodingTestPage,
  })),
  lazyPage(vettingPaths.appProcess, async () => ({
    Component: (await import('./AppProcessPage.tsx')).AppProcessPage,
  })),
  lazyPage(vettingPaths.interviewScheduled, async () => ({
    Component: (await import('./InterviewScheduledPage.tsx')).InterviewScheduledPage,
  })),
];

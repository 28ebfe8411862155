import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { vettingPaths } from './paths.ts';

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

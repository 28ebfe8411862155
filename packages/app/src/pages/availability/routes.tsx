import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { availabilityPaths } from './paths.ts';

/** /availablitytabs and /sechdule-time: `provided` entries of the Freelancer set. */
export const freelancerAvailabilityRoutes: RouteObject[] = [
  lazyPage(availabilityPaths.tabs, async () => ({
    Component: (await import('./AvailabilityPage.tsx')).AvailabilityPage,
  })),
  lazyPage(availabilityPaths.schedule, async () => ({
    Component: (await import('./ScheduleTimePage.tsx')).ScheduleTimePage,
  })),
];

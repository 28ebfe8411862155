import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lazyPage.ts';
import { staffSchedulePaths } from './paths.ts';

/** /experts-schedule (one interview with `?interview=`) and /analytics of Coordinator and Support (`staffRoutes` holds them). */
export const staffScheduleRoutes: RouteObject[] = [
  lazyPage(staffSchedulePaths.schedule, async () => ({
    Component: (await import('./StaffScheduleRoute.tsx')).StaffScheduleRoute,
  })),
  lazyPage(staffSchedulePaths.analytics, async () => ({
    Component: (await import('./StaffAnalyticsPage.tsx')).StaffAnalyticsPage,
  })),
];

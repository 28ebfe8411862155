import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { adminReportPaths } from './paths.ts';

/**
 * The admin's /transactions and /reports (issue 19; spec document 2, section 2 lists both in the
 * Admin set): `provided` entries of that set (`portals/admin.ts`). The dashboard is the admin's
 * `/` (portals/SignedInHome.tsx).
 */
export const adminReportRoutes: RouteObject[] = [
  lazyPage(adminReportPaths.transactions, async () => ({
    Component: (await import('./AdminTransactionsPage.tsx')).AdminTransactionsPage,
  })),
  lazyPage(adminReportPaths.reports, async () => ({
    Component: (await import('./ReportsPage.tsx')).ReportsPage,
  })),
];

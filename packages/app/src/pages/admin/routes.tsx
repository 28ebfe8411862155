import { adminPaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';

/**
 * The Admin's freelancer pages (spec document 2, section 2: /all-freelancers, /cloud-experts,
 * /freelancer/:id): `provided` entries of the Admin set (`portals/admin.ts`).
 */
export const adminFreelancerRoutes: RouteObject[] = [
  lazyPage(adminPaths.allFreelancers, async () => ({
    Component: (await import('./AdminFreelancers.tsx')).AllFreelancersPage,
  })),
  lazyPage(adminPaths.cloudExperts, async () => ({
    Component: (await import('./AdminFreelancers.tsx')).CloudExpertsPage,
  })),
  lazyPage(adminPaths.freelancer, async () => ({
    Component: (await import('./AdminFreelancer.tsx')).AdminFreelancerPage,
  })),
];

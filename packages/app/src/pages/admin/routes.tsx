import { adminJobPaths, adminPaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { signedInPaths } from '../../site/paths.ts';

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

/**
 * The Admin's job, client, staff and settings pages (spec document 2, section 2: /admin-jobs,
 * /admin-jobs-details/:id, /admin-client-listing, /admin-client-profile/:id, /execs, /setting).
 * /setting is the account screens' settings page (details, password, security question, phone,
 * sessions; no payment methods: those are the Freelancer's and Project Manager's).
 */
export const adminJobRoutes: RouteObject[] = [
  lazyPage(adminJobPaths.jobs, async () => ({ Component: (await import('./AdminJobs.tsx')).AdminJobsPage })),
  lazyPage(adminJobPaths.job, async () => ({
    Component: (await import('./AdminJobDetails.tsx')).AdminJobDetailsPage,
  })),
  lazyPage(adminJobPaths.clients, async () => ({
    Component: (await import('./AdminClients.tsx')).AdminClientsPage,
  })),
  lazyPage(adminJobPaths.client, async () => ({ Component: (await import('./AdminClient.tsx')).AdminClientPage })),
  lazyPage(adminJobPaths.executives, async () => ({
    Component: (await import('./Executives.tsx')).ExecutivesPage,
  })),
  lazyPage(signedInPaths.adminSettings, async () => ({
    Component: (await import('../account/Settings.tsx')).Settings,
  })),
];

/** Every Admin page an area provides. */
export const adminRoutes: RouteObject[] = [...adminFreelancerRoutes, ...adminJobRoutes];

import type { Role } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { accountRoutes, routesOf } from '../routes.tsx';
import { signedInVettingRoutes } from '../pages/vetting/routes.tsx';
import { managerJobRoutes } from '../pages/managerJobs/routes.tsx';
import { managerProposalRoutes } from '../pages/managerProposals/routes.tsx';
import { freelancerJobRoutes, projectManagerJobRoutes } from '../pages/jobs/routes.tsx';
import { freelancerClientRoutes } from '../pages/clients/routes.tsx';
import { freelancerOfferRoutes, projectManagerOfferRoutes } from '../pages/offers/routes.tsx';
import { freelancerProposalRoutes } from '../pages/proposals/routes.tsx';
import { notificationRoutes } from '../pages/notifications/routes.tsx';
import { freelancerAvailabilityRoutes } from '../pages/availability/routes.tsx';
import { adminRoutes } from '../pages/admin/routes.tsx';
import { adminReportRoutes } from '../pages/adminReports/routes.tsx';
import { roleRoutes } from '../pages/roles/routes.tsx';
import { platformRoutes } from '../pages/platforms/routes.tsx';
import { staffRoutes } from '../pages/staff/routes.tsx';
import { messageRoutes } from '../pages/messages/routes.tsx';
import { hireRoutes } from '../pages/hire/routes.tsx';
import { findFreelancersRoutes, staffFindFreelancersRoutes } from '../pages/findFreelancers/routes.tsx';
import { freelancerContractRoutes, projectManagerContractRoutes } from '../pages/contracts/routes.tsx';
import { settingsRoutes } from '../pages/settings/routes.tsx';
import { freelancerPaymentRoutes, projectManagerPaymentRoutes } from '../pages/payments/routes.tsx';
import { freelancerAnalyticsRoutes, projectManagerAnalyticsRoutes } from '../pages/analytics/routes.tsx';
import { portalFor, portals } from './index.ts';
import { providedRoutesFor } from './table.ts';

/**
 * The route table of a signed-in role: its set from `portals/` with the signed-in account screens
 * and vetting pages that belong to it. Loaded on demand (signed-out visitors never need the signed-in sets).
 */
export function signedInRoutes(role: Role): RouteObject[] {
  const portal = portalFor(role);
  const areaRoutes =
    role === 'project_manager'
      ? [
          ...managerJobRoutes,
          ...projectManagerJobRoutes,
          ...projectManagerOfferRoutes,
          ...managerProposalRoutes,
          ...hireRoutes,
          ...findFreelancersRoutes,
          ...projectManagerContractRoutes,
          ...settingsRoutes,
          ...projectManagerPaymentRoutes,
          ...projectManagerAnalyticsRoutes,
        ]
      : role === 'freelancer'
        ? [
            ...freelancerJobRoutes,
            ...freelancerClientRoutes,
            ...freelancerOfferRoutes,
            ...freelancerProposalRoutes,
            ...freelancerContractRoutes,
            ...freelancerPaymentRoutes,
            ...freelancerAvailabilityRoutes,
            ...freelancerAnalyticsRoutes,
            ...settingsRoutes,
          ]
        : role === 'admin'
          ? [...adminRoutes, ...adminReportRoutes, ...roleRoutes, ...platformRoutes]
          : [...staffRoutes, ...staffFindFreelancersRoutes];
  return routesOf(
    portal,
    providedRoutesFor(
      portal,
      [
        ...accountRoutes.signedIn,
        ...signedInVettingRoutes,
        ...notificationRoutes,
        // Coordinator and Support have their own /messages (pages/staff): the participants' is not theirs.
        ...(role === 'coordinator' || role === 'support' ? [] : messageRoutes),
        ...areaRoutes,
      ],
      portals,
    ),
  );
}

import { clientPaths } from '@cloudexperts/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';

/**
 * The freelancer's client pages (spec document 2, section 2: /top-clients and
 * /client-details/:client_uuid). Their paths are `provided` entries of the Freelancer set
 * (`portals/freelancer.ts`), so only that role's route table takes them.
 */
export const freelancerClientRoutes: RouteObject[] = [
  lazyPage(clientPaths.topClients, async () => ({ Component: (await import('./TopClients.tsx')).TopClientsPage })),
  lazyPage(clientPaths.details, async () => ({
    Component: (await import('./ClientDetailsPage.tsx')).ClientDetailsPage,
  })),
];

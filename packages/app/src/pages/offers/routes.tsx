import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage.ts';
import { offerPaths } from './paths.ts';

const invited = lazyPage(offerPaths.invited, async () => ({
  Component: (await import('./InvitedPage.tsx')).InvitedPage,
}));
const invitationDetails = lazyPage(offerPaths.invitationDetails, async () => ({
  Component: (await import('./InvitationDetailsPage.tsx')).InvitationDetailsPage,
}));

/**
 * The invitation and offer pages. /invited and /invitation-details/:id are in both the Freelancer
 * and the Project Manager sets (spec document 2, section 2); /offer-details/:id is the freelancer's.
 * Their paths are `provided` entries of those sets.
 */
export const freelancerOfferRoutes: RouteObject[] = [
  invited,
  invitationDetails,
  lazyPage(offerPaths.offerDetails, async () => ({
    Component: (await import('./OfferDetailsPage.tsx')).OfferDetailsPage,
  })),
];

export const projectManagerOfferRoutes: RouteObject[] = [invited, invitationDetails];

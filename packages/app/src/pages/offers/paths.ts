/** The invitation and offer pages (spec document 2, section 2: both roles' /invited and /invitation-details/:id; the freelancer's /offer-details/:id). */
export const offerPaths = {
  invited: '/invited',
  invitationDetails: '/invitation-details/:id',
  offerDetails: '/offer-details/:id',
} as const;

export const invitationDetailsPath = (id: number) => `/invitation-details/${String(id)}`;
export const offerDetailsPath = (id: number) => `/offer-details/${String(id)}`;
/** The list, on its offers tab. */
export const offersListPath = `${offerPaths.invited}?tab=offers`;

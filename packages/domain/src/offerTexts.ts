import { acceptOfferMessages } from './proposalTexts.ts';

/*
 * The words of offers and invitations as the freelancer answers them (spec document 2, sections 2
 * and 5: CE_ACCEPT_OFFER, CE_DECLINE_OFFER, /invited, /invitation-details/:id, /offer-details/:id).
 * The spec's messages are in proposalTexts.ts; these labels are ours. Off the landing page's path.
 */

/** CE_ACCEPT_OFFER and CE_DECLINE_OFFER. */
export const answerOfferLabels = {
  acceptTitle: 'Accept offer',
  declineTitle: 'Decline offer',
  acceptLead: (job: string, amount: string) =>
    `You accept ${amount} for “${job}”. Your message goes to the client with your answer.`,
  declineLead: (job: string) => `You decline the offer for “${job}”. The client sees your message, if you write one.`,
  message: 'Message to the client',
  optionalMessage: 'Message to the client (optional)',
  agree: 'I accept the terms of service',
  termsLink: 'Read the terms of service',
  termsRequired: acceptOfferMessages.termsRequired,
  accept: 'Accept offer',
  decline: 'Decline offer',
  working: 'Sending your answer…',
  cancel: 'Cancel',
} as const;

/** /offer-details/:id. */
export const offerDetailsLabels = {
  loading: 'Loading the offer…',
  loadFailed: 'The offer could not be loaded',
  notFoundTitle: 'Offer not found',
  notFoundMessage: 'This offer does not exist, or it is not yours.',
  back: 'Back to invitations and offers',
  kicker: 'Offer',
  statuses: { pending: 'Waiting for your answer', Accepted: 'Accepted', Declined: 'Declined' },
  factsTitle: 'The offer',
  client: 'Client',
  amount: 'Amount',
  sent: 'Sent',
  answered: 'Answered',
  clientMessage: 'The client’s message',
  yourMessage: 'Your answer',
  noMessage: 'No message.',
  viewJob: 'View the job',
  viewProposal: 'View your proposal',
  actionsLabel: 'Answer the offer',
  accept: 'Accept offer',
  decline: 'Decline offer',
  viewContract: 'View the contract',
} as const;

/** /invited (both roles) and /invitation-details/:id. */
export const invitationPageLabels = {
  title: 'Invitations and offers',
  freelancerLead: 'Clients who invited you to their jobs, and the offers they made you.',
  managerLead: 'The freelancers you invited to your jobs, and the offers you made.',
  tabsLabel: 'Invitations and offers',
  invitationsTab: 'Invitations',
  offersTab: 'Offers',
  invitationsLabel: 'Invitations',
  offersLabel: 'Offers',
  invitationsPages: 'Pages of invitations',
  offersPages: 'Pages of offers',
  loading: 'Loading…',
  loadFailed: 'This list could not be loaded',
  retry: 'Retry',
  noInvitationsTitle: 'No invitations yet',
  noInvitationsFreelancer: 'When a client invites you to a job, it shows here.',
  noInvitationsManager: 'Invite freelancers from a job’s Invite tab; they show here.',
  noOffersTitle: 'No offers yet',
  noOffersFreelancer: 'When a client makes you an offer on one of your proposals, it shows here.',
  noOffersManager: 'Offers you make on proposals show here.',
  invitationStatuses: {
    pending: 'Waiting for an answer',
    accepted: 'Accepted',
    declined: 'Declined',
    withdrawal: 'Withdrawn',
  },
  offerStatuses: { pending: 'Waiting for an answer', Accepted: 'Accepted', Declined: 'Declined' },
  from: (client: string) => `From ${client}`,
  to: (freelancer: string) => `To ${freelancer}`,
  sentOn: (day: string) => `Sent ${day}`,
  details: {
    loading: 'Loading the invitation…',
    loadFailed: 'The invitation could not be loaded',
    notFoundTitle: 'Invitation not found',
    notFoundMessage: 'This invitation does not exist, or it is not yours.',
    kicker: 'Invitation',
    client: 'Client',
    freelancer: 'Freelancer',
    sent: 'Sent',
    message: 'The message',
    accept: 'Accept and send a proposal',
    decline: 'Decline',
    declining: 'Declining…',
    declinedTitle: 'Invitation declined',
    declinedText: 'The client has been told.',
    declineFailed: 'The invitation was not declined',
    viewJob: 'View the job',
    viewProposal: 'View the proposal',
    actionsLabel: 'Answer the invitation',
  },
} as const;

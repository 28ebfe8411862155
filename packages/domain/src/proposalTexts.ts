import { signUpMessages } from './messages.ts';

/**
 * The words of proposals, invitations, offers and hiring (spec document 2, sections 2, 5 and 8),
 * quoted as the spec writes them, and the API's own answers where the spec shows none (ours, see
 * NOTES). A module of its own so the landing page does not carry them.
 */

/** Spec document 2, section 2: the proposal result popup's titles and buttons. */
export const proposalResultTitles = {
  submitted: 'Proposal Submitted',
  failed: "Proposal couldn't be Submitted",
  updated: 'Proposal updated successfully.',
  withdrawn: 'Proposal withdrawal successfully.',
} as const;
export const proposalResultButtons = { success: 'Superb!', failure: 'Try again' } as const;

/** Spec document 2, section 8: the proposal failure text. */
export const proposalFailureText =
  "Your proposal submission has failed due to some technical error. No worries! Let's try again.";

/** Spec document 2, section 8: the invitation result popups. */
export const invitationResultMessages = {
  sentTitle: 'Invitation Sent Successfully',
  sentText: 'Your invitation has been sent. We will notify you once there is a response.',
  failedTitle: 'Invitation Failed to Send',
  failedText: 'We were unable to send the invitation. Please check your connection and try again.',
  sentShort: 'Invite sent. We will get back to you shortly.',
} as const;

/** Spec document 2, section 5: SEND_INVITE_POPUP's field messages. */
export const inviteMessages = {
  jobRequired: 'Please select job.',
  messageRequired: signUpMessages.fieldBlank,
} as const;

/** Spec document 2, section 5: the reasons of REJECT_PROPOSAL_POPUP, in order. */
export const rejectReasons = [
  'Skills mismatch',
  'Budget too high',
  'Lack of experience',
  'Communication concerns',
  'Other',
] as const;
export type RejectReason = (typeof rejectReasons)[number];

/** Spec document 2, sections 5 and 8: REJECT_PROPOSAL_POPUP's messages and results. */
export const rejectMessages = {
  reasonRequired: 'Please select a reason for rejection.',
  customReasonRequired: 'Please enter a custom reason.',
  rejectedTitle: 'Proposal Rejected Successfully',
  failedTitle: 'Failed to Reject Proposal',
} as const;

/** Spec document 2, section 5: accepting an offer (CE_ACCEPT_OFFER); the message is required. */
export const acceptOfferMessages = {
  messageRequired: signUpMessages.fieldBlank,
  termsRequired: 'You need to accept the terms of service.',
} as const;

/** Spec document 2, section 5: the hire popup (Hire_FREELANCER). */
export const hireMessages = {
  jobRequired: 'Please select a job.',
  jobTypeRequired: 'Please select a job type.',
} as const;

/** What the API answers on these calls (ours: the spec shows none). */
export const proposalServerMessages = {
  proposalNotFound: 'Proposal not found.',
  jobNotFound: 'Job not found.',
  jobNotOpen: 'This job is no longer taking proposals.',
  ownJob: 'You cannot send a proposal to your own job.',
  alreadyApplied: 'You have already sent a proposal for this job.',
  profileNotApproved: 'Your profile must be approved before you send proposals.',
  coverLetterRequired: 'Please write a cover letter.',
  bidInvalid: 'Please enter a valid amount.',
  bidTooHigh: 'The amount is too high.',
  answerRequired: 'Please answer this screening question.',
  answersMismatch: 'Answer each of the job’s screening questions once.',
  wrongRoleAction: 'Only the freelancer who sent a proposal can change or withdraw it.',
  managerOnlyAction: 'Only the job’s manager can reject a proposal.',
  archived: 'Proposal archived.',
  unarchived: 'Proposal moved back from the archive.',
  invitationNotFound: 'Invitation not found.',
  freelancerNotFound: 'Freelancer not found.',
  alreadyInvited: 'This freelancer already has an open invitation to this job.',
  invitedAlreadyApplied: 'This freelancer has already sent a proposal for this job.',
  offerNotFound: 'Offer not found.',
  offerPending: 'This proposal already has an offer waiting for an answer.',
  favoriteWrongKind: 'Freelancers save jobs; managers save freelancers.',
  filterInvalid:
    'The filter must be a JSON object of search fields (platform, skill, country, min_rate, max_rate, sort_by).',
} as const;

/** A lifecycle refusal's message (409): "<what cannot happen>: <the state it is in>." */
export const transitionRefusals = {
  proposal: {
    events: {
      update: 'This proposal can no longer be changed',
      withdraw: 'This proposal cannot be withdrawn',
      reject: 'This proposal cannot be rejected',
      offer: 'An offer cannot be made on this proposal',
      hire: 'This proposal cannot be hired',
      offerDeclined: 'This proposal has no offer to decline',
    },
    states: {
      submitted: 'it is waiting for the client',
      offered: 'an offer is waiting for an answer',
      withdrawn: 'it has already been withdrawn',
      rejected: 'it has been rejected',
      hired: 'the freelancer has been hired',
    },
  },
  invitation: {
    events: {
      accept: 'This invitation cannot be accepted',
      decline: 'This invitation cannot be declined',
      withdraw: 'This invitation cannot be withdrawn',
    },
    states: {
      pending: 'it is waiting for an answer',
      accepted: 'it has already been accepted',
      declined: 'it has already been declined',
      withdrawal: 'it has been withdrawn',
    },
  },
  offer: {
    events: {
      accept: 'This offer cannot be accepted',
      decline: 'This offer cannot be declined',
    },
    states: {
      pending: 'it is waiting for an answer',
      Accepted: 'it has already been accepted',
      Declined: 'it has already been declined',
    },
  },
} as const;

import type { InvitationStatus, ProposalStatus } from './rules/lifecycles.ts';

/**
 * The words of the manager's side of proposals (spec document 2, sections 2, 3, 4 and 5): the
 * job's candidate tabs (/job/:id/:tab), one proposal (/freelancer-proposal/:id/:jobId?) and the
 * popups REJECT_PROPOSAL_POPUP, SEND_INVITE_POPUP and WITHDRAW_JOB_INVITATION. The spec's own
 * messages are in `proposalTexts.ts`; these are ours where it shows none. A module of its own,
 * off the landing page's path.
 */

const thousands = (value: number) => value.toLocaleString('en-US');
const plural = (count: number, one: string, many: string) => `${thousands(count)} ${count === 1 ? one : many}`;

/** The candidate tabs, in the spec's order (section 4: Review, Hire, Saved, Invite), by path segment. */
export const candidateTabs = ['review', 'hire', 'saved', 'invite'] as const;
export type CandidateTab = (typeof candidateTabs)[number];

/**
 * The Review tab's sub-lists, by query value. The spec's navigation state names the sub tabs
 * 'Rejected' and 'Interviews' (section 2); Interviews lists the job's interviews.
 */
export const reviewViews = ['active', 'rejected', 'archived', 'interviews'] as const;
export type ReviewView = (typeof reviewViews)[number];

/** Spec document 2, section 2: the navigation state review-proposal screens receive. */
export const reviewNavigationState = {
  mainTab: 'Review Proposals',
  rejectedSubTab: 'Rejected',
  interviewsSubTab: 'Interviews',
} as const;

const proposalStatusLabels: Record<ProposalStatus, string> = {
  submitted: 'New',
  offered: 'Offer sent',
  withdrawn: 'Withdrawn',
  rejected: 'Rejected',
  hired: 'Hired',
};

const invitationStatusLabels: Record<InvitationStatus, string> = {
  pending: 'Invited',
  accepted: 'Invitation accepted',
  declined: 'Invitation declined',
  withdrawal: 'Invitation withdrawn',
};

export const jobCandidatesLabels = {
  title: 'Candidates',
  loading: 'Loading the job…',
  loadFailedTitle: 'This job could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Job not found',
  notFoundMessage: 'This job is not one of yours, or it no longer exists.',
  backToJobs: 'Back to my jobs',
  viewJob: 'View job post',
  jobStatuses: { draft: 'Draft', open: 'Open', closed: 'Closed' },
  tabsLabel: 'Candidates',
  tabs: { review: 'Review proposals', hire: 'Hire', saved: 'Saved', invite: 'Invite freelancers' },
  reviewViewsLabel: 'Proposals shown',
  reviewViews: { active: 'Proposals', rejected: 'Rejected', archived: 'Archived', interviews: 'Interviews' },
  listLabel: {
    review: 'Proposals',
    hire: 'Hired freelancers',
    saved: 'Saved freelancers',
    invite: 'Freelancers to invite',
  },
  pages: {
    review: 'Pages of proposals',
    hire: 'Pages of hired freelancers',
    saved: 'Pages of saved freelancers',
    invite: 'Pages of freelancers',
  },
  count: {
    review: (count: number) => plural(count, 'proposal', 'proposals'),
    hire: (count: number) => plural(count, 'hired freelancer', 'hired freelancers'),
    saved: (count: number) => plural(count, 'saved freelancer', 'saved freelancers'),
    invite: (count: number) => plural(count, 'freelancer', 'freelancers'),
  },
  listLoading: {
    review: 'Loading proposals…',
    hire: 'Loading hired freelancers…',
    saved: 'Loading saved freelancers…',
    invite: 'Loading freelancers…',
  },
  listFailedTitle: {
    review: 'Proposals could not be loaded',
    hire: 'Hired freelancers could not be loaded',
    saved: 'Saved freelancers could not be loaded',
    invite: 'Freelancers could not be loaded',
  },
  empty: {
    active: { title: 'No proposals yet', description: 'Proposals cloud experts send to this job show here.' },
    rejected: { title: 'No rejected proposals', description: 'Proposals you reject are kept here.' },
    archived: { title: 'Nothing archived', description: 'Archive a proposal to move it out of the list.' },
    interviews: { title: 'No interviews yet', description: 'Schedule an interview from a proposal to see it here.' },
    hire: { title: 'No one hired yet', description: 'Freelancers who accept your offer on this job show here.' },
    saved: { title: 'No saved freelancers', description: 'Save a freelancer from any card to keep them here.' },
    invite: {
      title: 'No freelancers with these skills',
      description: 'Try another of the job’s skills, or search every cloud expert.',
    },
  },
  // The Invite tab's skill filter.
  skillFilter: 'Skill',
  anySkill: 'Any of the job’s skills',
  // A candidate card.
  location: 'Location',
  rate: 'Rate',
  bid: 'Bid',
  fixedBid: 'Fixed price',
  hourlyBid: 'Hourly rate',
  sent: 'Sent',
  coverLetter: 'Cover letter',
  skillsOf: (name: string) => `Skills of ${name}`,
  actionsOf: (name: string) => `Actions for ${name}`,
  invitedBadge: 'Invited to this job',
  appliedBadge: 'Sent a proposal',
  archivedBadge: 'Archived',
  statuses: proposalStatusLabels,
  invitationStatuses: invitationStatusLabels,
  save: (name: string) => `Save ${name}`,
  saveAddFailed: 'The freelancer could not be saved. Please try again.',
  saveRemoveFailed: 'The freelancer could not be removed from your saved list. Please try again.',
  archive: 'Archive',
  unarchive: 'Move back',
  archiveFailed: 'The proposal could not be archived. Please try again.',
  unarchiveFailed: 'The proposal could not be moved back. Please try again.',
  reject: 'Reject',
  invite: 'Invite',
  withdrawInvitation: 'Withdraw invitation',
  viewProposal: 'View proposal',
} as const;

/** REJECT_PROPOSAL_POPUP (spec document 2, section 5): the form's words; its messages are the spec's. */
export const rejectProposalLabels = {
  title: 'Reject proposal',
  lead: (name: string) => `${name} will see that the proposal was rejected; your reason stays with you.`,
  reason: 'Reason for rejection',
  customReason: 'Your reason',
  comment: 'Comment (optional)',
  submit: 'Reject proposal',
  submitting: 'Rejecting…',
  cancel: 'Cancel',
  close: 'Close',
  rejectedText: (name: string) => `${name}'s proposal is now in your rejected proposals.`,
} as const;

/** SEND_INVITE_POPUP (spec document 2, sections 2 and 5: job plus message). */
export const sendInviteLabels = {
  title: 'Invite to a job',
  lead: (name: string) => `Invite ${name} to send you a proposal.`,
  job: 'Job',
  jobPlaceholder: 'Choose one of your open jobs',
  jobsLoading: 'Loading your open jobs…',
  jobsFailed: 'Your open jobs could not be loaded.',
  noOpenJobs: 'You have no open job to invite to. Post a job first.',
  message: 'Message',
  defaultMessage: (name: string) =>
    `Hi ${name}, your profile looks like a great fit for this job. Would you send us a proposal?`,
  submit: 'Send invitation',
  submitting: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  retry: 'Try again',
} as const;

/** WITHDRAW_JOB_INVITATION: a confirmation, then `PUT /invite/{id}` with status 'withdrawal'. */
export const withdrawInvitationLabels = {
  title: 'Withdraw this invitation?',
  message: (name: string) =>
    `${name} will no longer be able to answer your invitation. You can invite them again later.`,
  confirm: 'Withdraw invitation',
  pending: 'Withdrawing…',
  cancel: 'Keep invitation',
  withdrawn: 'The invitation was withdrawn.',
  failed: 'The invitation could not be withdrawn. Please try again.',
} as const;

/** /freelancer-proposal/:id/:jobId?: one proposal on the manager's job. */
export const freelancerProposalLabels = {
  title: 'Proposal',
  titleOf: (name: string) => `Proposal from ${name}`,
  forJob: 'For',
  loading: 'Loading the proposal…',
  loadFailedTitle: 'This proposal could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Proposal not found',
  notFoundMessage: 'This proposal is not on one of your jobs, or it no longer exists.',
  backToJobs: 'Back to my jobs',
  backToCandidates: 'All proposals for this job',
  answersTitle: 'Screening answers',
  rejectionTitle: 'Why you rejected it',
  reason: 'Reason',
  comment: 'Comment',
} as const;

import type { ProposalStatus } from './rules/lifecycles.ts';

/*
 * The words of the freelancer's proposal screens (spec document 2, sections 2, 4 and 7): the popup
 * host, the proposal form and its popups, /submit-proposal/:id, /my-proposals and
 * /proposal-details/:id. The spec's own messages are in `proposalTexts.ts`; these are ours. A
 * module of its own, off the landing page's path.
 */

/** Spec document 2, section 2 (Freelancer route set): the proposal pages. */
export const proposalPaths = {
  submit: '/submit-proposal/:id',
  myProposals: '/my-proposals',
  details: '/proposal-details/:id',
} as const;
export const proposalDetailsPath = (id: number) => `/proposal-details/${String(id)}`;

/** Spec document 2, section 9: "result popups auto-close and navigate after about 5 s". */
export const RESULT_POPUP_AUTO_CLOSE_MS = 5_000;

/** The one popup host (spec section 2: "An unknown type shows a developer placeholder text"). */
export const popupHostLabels = {
  unknownTitle: 'Popup not available',
  unknownText: (type: string) => `No popup is registered for the type “${type}”. Register it in the popup host.`,
  close: 'Close',
} as const;

/** The proposal form (SUBMIT_JOB_PROPOSAL, UPDATE_JOB_PROPOSAL and /submit-proposal/:id). */
export const proposalFormLabels = {
  submitTitle: 'Submit a proposal',
  updateTitle: 'Update your proposal',
  coverLetter: 'Cover letter',
  coverLetterHint: 'Why you, for this job: what you have done that is like it.',
  hourlyRate: 'Your hourly rate (USD)',
  fixedBid: 'Your bid (USD)',
  bidHint: 'In dollars, up to two decimals.',
  questionsTitle: 'Screening questions',
  submit: 'Submit proposal',
  update: 'Update proposal',
  submitting: 'Sending your proposal…',
  cancel: 'Cancel',
  fixErrors: 'Please correct the fields marked below.',
  refusedTitle: 'Your proposal was not sent',
} as const;

/** WITHDRAW_JOB_PROPOSAL and the generic CONFIRMATION_POPUP. */
export const withdrawProposalLabels = {
  title: 'Withdraw your proposal?',
  message: (jobTitle: string) =>
    `The client will no longer see your proposal for “${jobTitle}”. You cannot send another one to this job.`,
  confirm: 'Withdraw proposal',
  cancel: 'Keep proposal',
  withdrawing: 'Withdrawing…',
  failed: 'Your proposal could not be withdrawn. Please try again.',
} as const;
export const confirmationLabels = { confirm: 'Confirm', cancel: 'Cancel' } as const;

/** How a proposal's state reads (section 4: submitted, withdrawn, rejected; ours for offered and hired). */
export const proposalStatusLabels: Record<ProposalStatus, string> = {
  submitted: 'Submitted',
  offered: 'Offer received',
  withdrawn: 'Withdrawn',
  rejected: 'Not selected',
  hired: 'Hired',
};

/** The tabs of /my-proposals, in order (one per state of the lifecycle). */
export const myProposalsTabs = [
  'submitted',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const satisfies readonly ProposalStatus[];

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The bid as the form typed it back: '$90/hr', '$4,800 fixed price'. */
export function bidText(cents: number, payType: 'hourly' | 'fixed' | null): string {
  const amount = `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
  return payType === 'hourly' ? `${amount}/hr` : payType === 'fixed' ? `${amount} fixed price` : amount;
}

/** /submit-proposal/:id. */
export const submitProposalPageLabels = {
  title: 'Submit a proposal',
  loading: 'Loading the job…',
  loadFailedTitle: 'The job could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Job not found',
  notFoundMessage: 'This job was closed or removed, or the link is wrong.',
  backToJob: 'Back to the job',
  backToSearch: 'Back to the job search',
  jobTitle: 'The job',
  budget: 'Budget',
  client: 'Client',
  alreadyAppliedTitle: 'You have sent a proposal for this job',
  alreadyAppliedText: (status: string) => `Its state: ${status}.`,
  seeProposal: 'See your proposal',
  closedTitle: 'This job is no longer taking proposals',
} as const;

/** /my-proposals. */
export const myProposalsLabels = {
  title: 'My proposals',
  tabsLabel: 'Proposals by state',
  tab: (status: ProposalStatus, count: number | undefined) =>
    count === undefined
      ? proposalStatusLabels[status]
      : `${proposalStatusLabels[status]} (${count.toLocaleString('en-US')})`,
  loading: 'Loading your proposals…',
  loadFailedTitle: 'Your proposals could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  emptyTitle: (status: ProposalStatus) => `No proposals: ${proposalStatusLabels[status].toLowerCase()}`,
  emptyDescription: 'Proposals you send to jobs are listed here by their state.',
  findWork: 'Find work',
  count: (count: number) => plural(count, 'proposal', 'proposals'),
  listLabel: (status: ProposalStatus) => `Proposals: ${proposalStatusLabels[status]}`,
  pages: 'Pages of proposals',
  sent: 'Sent',
  bid: 'Your bid',
  client: 'Client',
} as const;

/** /proposal-details/:id. */
export const proposalDetailsLabels = {
  title: 'Proposal details',
  loading: 'Loading the proposal…',
  loadFailedTitle: 'The proposal could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Proposal not found',
  notFoundMessage: 'This proposal is not yours, or the link is wrong.',
  backToProposals: 'Back to my proposals',
  state: 'State',
  sent: 'Sent',
  updated: 'Last updated',
  bid: 'Your bid',
  client: 'Client',
  job: 'Job',
  seeJob: 'See the job',
  coverLetter: 'Cover letter',
  answers: 'Screening answers',
  actionsLabel: 'Proposal actions',
  update: 'Update proposal',
  withdraw: 'Withdraw proposal',
} as const;

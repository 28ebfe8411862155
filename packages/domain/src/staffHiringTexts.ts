/**
 * Staff hiring on a client's behalf (issue 19; spec document 2, section 2: the Project Manager set
 * for Coordinator and Support, "what they may do on behalf of clients defined by their
 * permissions … Every action they take on another user's object is recorded with who did it").
 * The calls and words are ours: the spec names none.
 */
export const staffHiringServerMessages = {
  proposalNotFound: 'Proposal not found.',
} as const;

/** The staff /freelancer-proposal/:id/:jobId? page: one proposal on any client's job. */
export const staffProposalLabels = {
  title: 'Proposal',
  titleOf: (name: string) => `Proposal from ${name}`,
  forJob: 'For',
  client: 'Client',
  status: 'Status',
  loading: 'Loading the proposal…',
  loadFailedTitle: 'This proposal could not be loaded',
  loadFailedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  notFoundTitle: 'Proposal not found',
  notFoundMessage: 'This proposal does not exist, or its job was deleted.',
  backToJobs: 'Back to all jobs',
  backToProposals: 'All proposals for this job',
  answersTitle: 'Screening answers',
  rejectionTitle: 'Why the client rejected it',
  reason: 'Reason',
  comment: 'Comment',
  offerTitle: 'Make an offer for the client',
  offerLead: (client: string) =>
    `The offer is ${client}’s own: the freelancer sees it from them, and ${client} is told our staff made it for them. It is recorded with your name.`,
  sentTitle: 'Offer sent for the client',
  sentText: (name: string, client: string) =>
    `${name} has the offer on ${client}’s behalf. ${client} is notified when they answer.`,
  offerPendingTitle: 'An offer is waiting for an answer',
  offerPendingText: (name: string) => `${name} has an offer on this job and has not answered yet.`,
  hiredTitle: 'Hired',
  hiredText: (name: string) => `${name} accepted the offer on this job.`,
  closedTitle: 'This proposal cannot take an offer',
  closedText: 'It was withdrawn or rejected, or the job is not open.',
  viewProposal: 'View proposal',
  viewProposalOf: (name: string) => `View proposal from ${name}`,
} as const;

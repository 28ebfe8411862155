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

/**
 * The Invitations tab of the staff /job/:id/invite (`GET /staff/jobs/{id}/invitations`): the
 * job's invitations as its client lists them, who of our staff sent each for the client, and
 * (with `staff.hiring.manage`) Withdraw and "Invite a freelancer" for the client.
 */
export const staffJobInvitationLabels = {
  listLabel: 'Invitations to this job',
  pages: 'Invitation pages',
  loading: 'Loading the invitations…',
  loadFailed: 'The invitations could not be loaded.',
  retry: 'Retry',
  empty: {
    title: 'No invitations yet',
    description: 'Invitations the client, or our staff for them, send to this job show here.',
  },
  count: (count: number) => `${String(count)} ${count === 1 ? 'invitation' : 'invitations'}`,
  sentOn: (day: string) => `Sent ${day}`,
  sentByStaff: (name: string) => `Sent by staff: ${name}`,
  withdraw: 'Withdraw',
  withdrawOf: (name: string) => `Withdraw the invitation to ${name}`,
  withdrawn: 'The invitation was withdrawn for the client.',
  invite: 'Invite a freelancer',
  pickerTitle: 'Invite a freelancer for the client',
  pickerLead: 'Find a listed freelancer by their name, title or a skill, then write the client’s invitation.',
  search: 'Name, title or skill',
  searchPlaceholder: 'Search freelancers',
  searchButton: 'Find freelancers',
  searchFirst: 'Search for the freelancer to invite.',
  results: 'Freelancers found',
  freelancersLoading: 'Finding freelancers…',
  freelancersFailed: 'The freelancers could not be loaded.',
  noFreelancers: 'No listed freelancer matches. Try a name, a title or a skill.',
  chooseLabel: 'Invite',
  choose: (name: string) => `Invite ${name}`,
  /** The status filter over the list (`?status=`; the statuses' words are the client's). */
  statusField: 'Status',
  anyStatus: 'Any status',
  noMatch: {
    title: 'No invitation matches this status',
    description: 'Choose another status, or any status to see every invitation to this job.',
  },
  showAll: 'Show every invitation',
} as const;

/** WITHDRAW_JOB_INVITATION done by staff for the client (`POST /staff/invitations/{id}/withdraw`). */
export const staffWithdrawInvitationLabels = {
  title: 'Withdraw this invitation for the client?',
  message: (name: string) =>
    `${name} will no longer be able to answer the client’s invitation. The client is told our staff withdrew it for them, and it is recorded with your name.`,
} as const;

/** SEND_INVITE_POPUP done by staff for the client (`POST /staff/jobs/{id}/invitations`). */
export const staffSendInviteLabels = {
  title: 'Invite to the client’s job',
  lead: (name: string) =>
    `Invite ${name} to send the client a proposal. The invitation is the client’s own: the freelancer sees it from them, the client is told our staff sent it, and it is recorded with your name.`,
  jobPlaceholder: 'The client’s job',
  jobsLoading: 'Loading the client’s job…',
  jobsFailed: 'The client’s job could not be loaded.',
  noOpenJobs: 'This job is not open: nobody can be invited to it.',
  sentText: 'The invitation has been sent for the client. The client is notified once there is a response.',
} as const;

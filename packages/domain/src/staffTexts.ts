import { roleNames, type Role } from './roles.ts';

/**
 * The Coordinator and Support portals' work on clients' contracts (issue 19; spec document 2,
 * section 2: "what they may do on behalf of clients defined by their permissions, for example
 * Support can read any contract and post a message, not approve payments"). The calls, limits,
 * words and the audit's action kinds are ours: the spec names none.
 */
export const contractStaffRoles = ['coordinator', 'support'] as const;
export type ContractStaffRole = (typeof contractStaffRoles)[number];

export const staffLimits = {
  contractsPerPage: 20,
  jobsPerPage: 20,
  /** The dashboard's most recent contracts and the staff member's own latest actions. */
  dashboardRecent: 5,
  /** The longest search of the contract list (a client's or freelancer's name). */
  maxSearchLength: 100,
  /** The reason staff give when they end a client's contract (both parties read it). */
  minEndReasonLength: 10,
  maxEndReasonLength: 1000,
  staffActionsPerPage: 25,
  /** The client picker's matches (post a job on behalf of a client). */
  clientsPerPage: 8,
  /** The staff /messages list: conversations of contracts the staff member posted in. */
  conversationsPerPage: 20,
} as const;

/**
 * What a staff action was (the `staff_actions.action` check, migration 0182): every write a staff
 * user makes on another user's object is one row.
 */
export const staffActionKinds = [
  'contract_message_posted',
  'job_draft_saved',
  'job_posted',
  'job_edited',
  'payment_approved',
  'payment_changes_requested',
  'invitation_sent',
  'offer_made',
  'invitation_withdrawn',
  'interview_scheduled',
  'interview_rescheduled',
  'interview_cancelled',
  'contract_ended',
] as const;
export type StaffActionKind = (typeof staffActionKinds)[number];

/** What a staff action was done on (the `staff_actions.object_type` check, migrations 0182 and 0210). */
export const staffActionObjectTypes = ['contract', 'job'] as const;
export type StaffActionObjectType = (typeof staffActionObjectTypes)[number];

/** The message staff post in a contract's conversation when they end it for the client. */
export const staffContractEndTexts = {
  message: (reason: string) => `Our staff ended this contract on the client’s behalf. Reason: ${reason}`,
} as const;

export const staffServerMessages = {
  contractNotFound: 'Contract not found.',
  statusInvalid: 'Choose a contract status from the list.',
  jobStatusInvalid: 'Choose a job status from the list.',
  jobNotFound: 'Job not found.',
  clientRequired: 'Choose the client this job is for.',
  clientNotManager: 'Choose a client: the active account of a Project Manager.',
  searchTooLong: `Enter at most ${String(staffLimits.maxSearchLength)} characters.`,
  actionInvalid: 'Choose an action from the list.',
  endReasonRequired: `Say why the contract ends, in at least ${String(staffLimits.minEndReasonLength)} characters: both parties read it.`,
  endReasonTooLong: `Keep the reason to at most ${String(staffLimits.maxEndReasonLength)} characters.`,
} as const;

/** How a staff member is named beside what they did, e.g. "Priya Shah (Support)". */
export function staffAuthorName(staff: { name: string; role: Role }): string {
  return `${staff.name} (${roleNames[staff.role]})`;
}

/**
 * Who a message is from, as a participant's thread names it: 'You', a staff member with their
 * role, or the other participant.
 */
export function messageAuthorName(
  message: { mine: boolean; staff: { name: string; role: Role } | null },
  names: { you: string; other: string },
): string {
  if (message.mine) return names.you;
  return message.staff ? staffAuthorName(message.staff) : names.other;
}

/** The staff home's words (`/` of Coordinator and Support). */
export const staffDashboardLabels = {
  title: 'Clients’ contracts',
  byStatusTitle: 'Contracts by status',
  recentTitle: 'Most recent contracts',
  noContracts: 'No contracts yet.',
  myActionsTitle: 'Your recent actions',
  noActions: 'You have not acted on a contract yet.',
  onContract: (id: number, client: string) => `Contract #${String(id)} for ${client}`,
  onJob: (id: number, client: string) => `Job #${String(id)} for ${client}`,
  allContracts: 'All contracts',
  loading: 'Loading the contracts…',
  loadFailed: 'The contracts could not be loaded.',
  retry: 'Retry',
} as const;

/** /all-contracts of Coordinator and Support: every client's contracts (the words of a paged list). */
export const staffContractListLabels = {
  title: 'All contracts',
  lead: 'Every client’s contracts, newest first. Open one to read it or to message its two parties.',
  filters: 'Filter contracts',
  searchField: 'Client or freelancer',
  searchPlaceholder: 'A name',
  searchButton: 'Search',
  statusField: 'Status',
  anyStatus: 'Any status',
  results: 'Contracts',
  loading: 'Loading the contracts…',
  loadFailed: 'The contracts could not be loaded.',
  retry: 'Retry',
  empty: 'No contracts yet.',
  noMatch: 'No contracts match these filters.',
  clearFilters: 'Clear the filters',
  pages: 'Contract pages',
  found: (count: number) => `${String(count)} ${count === 1 ? 'contract' : 'contracts'}`,
  client: (name: string) => `Client: ${name}`,
  freelancer: (name: string) => `Freelancer: ${name}`,
  started: (day: string) => `Started ${day}`,
} as const;

/** /all-job-postings of Coordinator and Support: every client's jobs (the words of a paged list). */
export const staffJobListLabels = {
  title: 'All job postings',
  lead: 'Every client’s jobs that are not deleted, newest first. Open one to read it and its proposals.',
  filters: 'Filter jobs',
  searchField: 'Job title, client or company',
  searchPlaceholder: 'A title, a name or a company',
  searchButton: 'Search',
  statusField: 'Status',
  anyStatus: 'Any status',
  results: 'Jobs',
  loading: 'Loading the jobs…',
  loadFailed: 'The jobs could not be loaded.',
  retry: 'Retry',
  empty: 'No jobs yet.',
  noMatch: 'No jobs match these filters.',
  clearFilters: 'Clear the filters',
  pages: 'Job pages',
  found: (count: number) => `${String(count)} ${count === 1 ? 'job' : 'jobs'}`,
} as const;

/**
 * The tabs of /job/:id/:tab for Coordinator and Support: the manager's Review and Invite tabs keep
 * their names (the invitations are on the manager's Invite tab), so links carry over.
 */
export const staffJobTabs = ['details', 'review', 'invite'] as const;
export type StaffJobTab = (typeof staffJobTabs)[number];

/** /job/:id/:tab of Coordinator and Support: one client's job, read-only, and its proposals. */
export const staffJobLabels = {
  kicker: 'Job (staff view)',
  readOnly: 'You are reading this client’s job as staff: its proposals are the client’s to answer.',
  back: 'Back to all job postings',
  tabsLabel: 'Job sections',
  tabs: { details: 'Details', review: 'Proposals', invite: 'Invitations' } satisfies Record<StaffJobTab, string>,
  proposalViewsLabel: 'Proposals shown',
  proposalViews: { active: 'Proposals', rejected: 'Rejected', archived: 'Archived by the client' },
  noProposals: {
    active: { title: 'No proposals yet', description: 'Proposals cloud experts send to this job show here.' },
    rejected: { title: 'No rejected proposals', description: 'Proposals the client rejects are kept here.' },
    archived: { title: 'Nothing archived', description: 'Proposals the client archives are kept here.' },
  },
} as const;

/**
 * /post-a-job and /edit-a-job-progress/:id of Coordinator and Support: the manager's post-job
 * wizard, on behalf of a client chosen first (the job is the client's).
 */
export const staffPostJobLabels = {
  title: 'Post a job for a client',
  lead: 'Choose the client, then fill in the job as they would. The job is theirs: it shows in their jobs, and the post is recorded with your name.',
  editTitle: 'Edit a client’s job',
  editLead: 'Your changes are saved to the client’s job as you go, and recorded with your name.',
  clientStep: 'Who is this job for?',
  clientSearch: 'Client name, company or email',
  clientSearchPlaceholder: 'Search clients',
  clientSearchButton: 'Find clients',
  clientResults: 'Clients found',
  clientsLoading: 'Finding clients…',
  clientsFailed: 'The clients could not be loaded.',
  retry: 'Retry',
  noClients: 'No active client matches. Try a name, a company or an email.',
  searchFirst: 'Search for the client by their name, company or email.',
  choose: (name: string) => `Post for ${name}`,
  chooseLabel: 'Post for',
  postingFor: (name: string) => `Posting for ${name}`,
  change: 'Change client',
  editJob: 'Edit job',
  postJob: 'Post a job for a client',
  posted: 'The job is posted for the client. Cloud experts can now find it and send proposals.',
  saved: 'The client’s job is saved.',
} as const;

/** /contract-details/:id of Coordinator and Support: the staff view of one contract. */
export const staffContractLabels = {
  kicker: 'Contract (staff view)',
  readOnly: 'You are reading this contract as staff: nothing here can be changed, but you can message both parties.',
  /** The lead for a staff member whose role may answer payment requests (`staff.payments.approve`). */
  answersPayments:
    'You are reading this contract as staff: you can message both parties and answer the freelancer’s payment requests on the client’s behalf.',
  back: 'Back to all contracts',
  loading: 'Loading the contract…',
  loadFailed: 'The contract could not be loaded',
  retry: 'Retry',
  notFoundTitle: 'Contract not found',
  notFoundMessage: 'This contract does not exist.',
  factsTitle: 'The contract',
  released: 'Released so far',
  milestonesTitle: 'Milestones',
  noMilestones: 'No milestones on this contract.',
  due: (day: string) => `Due ${day}`,
  requests: 'Payment requests',
  noRequests: 'No payment request yet.',
  request: (amount: string, status: string, day: string) => `$${amount}, ${status}, ${day}`,
  /** A request waiting for the client's answer, which staff may give for them. */
  waiting: (amount: string, day: string) => `$${amount} requested on ${day}, waiting for the client’s answer`,
  answerFor: (amount: string) => `Answer the request for $${amount}`,
  onBehalf: 'Your answer is given on the client’s behalf and recorded with your name.',
  conversationTitle: 'Conversation',
  noMessages: 'No messages yet. Your message starts the conversation between the client and the freelancer.',
  olderNotShown: 'Older messages are not shown here.',
  messageField: 'Message to both parties',
  send: 'Send as staff',
  sending: 'Sending…',
  sent: 'Message sent to both parties.',
  you: (name: string, role: string) => `You, ${name} (${role})`,
  /** The lead for a role that may also end the contract (`staff.contracts.end`). */
  endsContracts:
    'You are reading this contract as staff: you can message both parties, answer the freelancer’s payment requests and end the contract on the client’s behalf.',
  /** The ending of an ended contract and the parties' ratings of each other. */
  endingTitle: 'How it ended',
  endedByStaff: (name: string, role: string, day: string, reason: string) =>
    `Ended by ${name} (${role}) on ${day}: ${reason}`,
  /** The staff member's account is gone: the role they held is what is left of who. */
  endedByFormerStaff: (role: string, day: string, reason: string) => `Ended by a former ${role} on ${day}: ${reason}`,
  ratingsTitle: 'Ratings',
  /** Each rating as the parties' own pages word it (`showRatingLabels`), here with their names. */
  clientRating: (client: string, freelancer: string) => `${client}’s rating of ${freelancer}`,
  freelancerRating: (freelancer: string, client: string) => `${freelancer}’s rating of ${client}`,
  /** Shown once staff ended it here, above the page read again. */
  endedTitle: 'The contract is ended',
  endedText: (client: string, freelancer: string) =>
    `${client} and ${freelancer} are told, and the reason is in the conversation below.`,
} as const;

/**
 * The StaffEndContract flow (issue 19): staff end a client's active contract on their behalf with
 * a reason both parties read (`POST /staff/contracts/{id}/end`; the reason's limits and messages
 * are `staffLimits` and `staffServerMessages`).
 */
export const staffEndContractLabels = {
  open: 'End contract',
  title: 'End this contract for the client',
  lead: (client: string, freelancer: string) =>
    `The contract between ${client} and ${freelancer} ends now, on the client’s behalf. Nobody is rated: each party may still rate the other.`,
  refund: (amount: string) =>
    `${amount} goes back to the client: the escrow no payment request waits for. A request still waiting keeps its money until the client answers it.`,
  noRefund:
    'Nothing goes back to the client: no escrow is left that a waiting payment request does not hold. A request still waiting keeps its money until the client answers it.',
  refundInWords:
    'The escrow no payment request waits for goes back to the client. A request still waiting keeps its money until the client answers it.',
  reason: 'Reason',
  reasonHelp: `Both parties read it in the contract’s conversation (${String(staffLimits.minEndReasonLength)} to ${String(staffLimits.maxEndReasonLength)} characters).`,
  cancel: 'Cancel',
  confirm: 'End contract',
  submitting: 'Ending the contract…',
  failedTitle: 'The contract was not ended',
  retry: 'Retry',
} as const;

/**
 * /messages of Coordinator and Support: the conversations of the contracts they posted in (their
 * support inbox), a thread with both parties' and staff names, and a reply as staff.
 */
export const staffMessageLabels = {
  lead: 'The conversations you follow (you posted in them or opened them here), the latest activity first. Your replies go to both parties and are recorded as staff actions.',
  filters: 'Search conversations',
  searchField: 'Client, freelancer or job',
  searchPlaceholder: 'A name or a job title',
  searchButton: 'Search',
  results: 'Conversations',
  loading: 'Loading conversations',
  loadFailed: 'The conversations could not be loaded.',
  retry: 'Retry',
  empty: 'No conversations yet',
  emptyDescription: 'Post from a contract’s page and its conversation shows here.',
  allContracts: 'Go to all contracts',
  noMatch: 'No conversations match this search.',
  clearFilters: 'Clear the search',
  pages: 'Pages of conversations',
  found: (count: number) => `${String(count)} ${count === 1 ? 'conversation' : 'conversations'}`,
  between: (client: string, freelancer: string) => `${client} and ${freelancer}`,
  unread: (count: number) => `${String(count)} unread`,
  noMessagesYet: 'No messages yet.',
  chooseConversation: 'Choose a conversation to read it.',
  thread: (client: string, freelancer: string) => `Conversation between ${client} and ${freelancer}`,
  about: (job: string) => `About: ${job}`,
  contractLink: 'Open the contract',
  loadingThread: 'Loading messages',
  threadFailed: 'The messages could not be loaded.',
  threadEmpty: 'No messages yet.',
  loadEarlier: 'Load earlier messages',
  /** Said politely when messages arrive live in the open thread. */
  arrived: (author: string, count: number) =>
    count === 1 ? `New message from ${author}` : `${String(count)} new messages, the latest from ${author}`,
  readOnly:
    'You can read this conversation but not reply: your role is not allowed to post messages. An admin can change this on Roles.',
  /** The staff contract page's link to its conversation here. */
  openInMessages: 'Open this conversation in Messages',
} as const;

/** What each staff action was, as the audit and the staff home name it. */
export const staffActionLabels = {
  contract_message_posted: 'Posted a message on a contract',
  job_draft_saved: 'Saved a job draft for a client',
  job_posted: 'Posted a job for a client',
  job_edited: 'Edited a client’s posted job',
  payment_approved: 'Approved a payment request for a client',
  payment_changes_requested: 'Requested changes to a payment request for a client',
  invitation_sent: 'Invited a freelancer to a client’s job',
  offer_made: 'Made an offer for a client',
  invitation_withdrawn: 'Withdrew a client’s invitation',
  interview_scheduled: 'Scheduled an interview for a client',
  interview_rescheduled: 'Rescheduled a client’s interview',
  interview_cancelled: 'Cancelled a client’s interview',
  contract_ended: 'Ended a client’s contract',
} as const satisfies Record<StaffActionKind, string>;

/** The words of the admin's "Staff actions" tab on /reports. */
export const staffActionLogLabels = {
  title: 'Staff actions',
  lead: 'Every write a Coordinator or Support user made on another user’s object, newest first.',
  who: 'Staff member',
  onBehalfOf: 'Client',
  object: 'Object',
  contractObject: (id: number) => `Contract #${String(id)}`,
  jobObject: (id: number) => `Job #${String(id)}`,
  action: 'Action',
  anyAction: 'Any action',
  search: 'Staff member or client',
  found: (count: number) => `${String(count)} ${count === 1 ? 'action' : 'actions'}`,
  empty: 'No staff actions match these filters.',
  pages: 'Staff action pages',
} as const;

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
  /** The dashboard's most recent contracts and the staff member's own latest actions. */
  dashboardRecent: 5,
  /** The longest search of the contract list (a client's or freelancer's name). */
  maxSearchLength: 100,
  staffActionsPerPage: 25,
} as const;

/**
 * What a staff action was (the `staff_actions.action` check, migration 0182): every write a staff
 * user makes on another user's object is one row.
 */
export const staffActionKinds = ['contract_message_posted'] as const;
export type StaffActionKind = (typeof staffActionKinds)[number];

export const staffServerMessages = {
  contractNotFound: 'Contract not found.',
  statusInvalid: 'Choose a contract status from the list.',
  searchTooLong: `Enter at most ${String(staffLimits.maxSearchLength)} characters.`,
  actionInvalid: 'Choose an action from the list.',
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

/** The staff pages' words (/, /all-contracts, /contract-details/:id). */
export const staffPageLabels = {
  dashboardTitle: 'Clients’ contracts',
  byStatusTitle: 'Contracts by status',
  recentTitle: 'Most recent contracts',
  myActionsTitle: 'Your recent actions',
  noContracts: 'No contracts yet.',
  noActions: 'You have not acted on a contract yet.',
  allContracts: 'All contracts',
  listTitle: 'All contracts',
  listLead: 'Every client’s contracts, newest first. Open one to read it or to message its two parties.',
  search: 'Client or freelancer',
  status: 'Status',
  anyStatus: 'Any status',
  apply: 'Apply',
  contractsFound: (count: number) => `${String(count)} ${count === 1 ? 'contract' : 'contracts'}`,
  listEmpty: 'No contracts match these filters.',
  listPages: 'Contract pages',
  job: 'Job',
  client: 'Client',
  freelancer: 'Freelancer',
  started: 'Started',
  amount: 'Amount',
  detailTitle: (job: string) => `Contract: ${job}`,
  readOnly: 'You are reading this contract as staff: only a message can be posted here.',
  backToList: 'Back to all contracts',
  released: 'Released',
  milestonesTitle: 'Milestones',
  noMilestones: 'No milestones on this contract.',
  description: 'Description',
  due: 'Due',
  requests: 'Payment requests',
  noRequests: 'None',
  requestText: (amount: string, status: string) => `${amount} (${status})`,
  conversationTitle: 'Conversation',
  noMessages: 'No messages yet. A message you post starts the conversation.',
  olderNotShown: 'Older messages are not shown.',
  messageLabel: 'Message to both parties',
  send: 'Send as staff',
  sending: 'Sending…',
  sent: 'Message sent.',
  sendFailed: 'The message could not be sent. Try again.',
  actionLabels: {
    contract_message_posted: 'Posted a message on a contract',
  } satisfies Record<StaffActionKind, string>,
  loading: 'Loading…',
  loadFailedTitle: 'Could not load',
  loadFailed: 'Something went wrong while loading. Check your connection and try again.',
  retry: 'Retry',
  retrying: 'Retrying…',
} as const;

/** The words of the admin's "Staff actions" tab on /reports. */
export const staffActionLogLabels = {
  title: 'Staff actions',
  lead: 'Every write a Coordinator or Support user made on another user’s object, newest first.',
  who: 'Staff member',
  onBehalfOf: 'Client',
  object: 'Object',
  contractObject: (id: number) => `Contract #${String(id)}`,
  action: 'Action',
  anyAction: 'Any action',
  search: 'Staff member or client',
  found: (count: number) => `${String(count)} ${count === 1 ? 'action' : 'actions'}`,
  empty: 'No staff actions match these filters.',
  pages: 'Staff action pages',
} as const;

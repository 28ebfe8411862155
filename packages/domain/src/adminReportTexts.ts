import { staffActionLogLabels } from './staffTexts.ts';
import type { postingKinds } from './schemas/payments.ts';

/**
 * The admin's dashboard, transaction history and reports (issue 19; spec document 2, sections 2,
 * 6 and 7 name `/`, /transactions, /reports, `GET /admins/admin_dashboard` and
 * `GET /admins/get_transaction_history` with start_date, end_date, transaction_type, client_name
 * and status_type). The spec shows none of their words or figures: everything here is ours.
 */
export const adminReportLimits = {
  /** The dashboard's sign-up and money charts: the last twelve months. */
  dashboardMonths: 12,
  /** The longest range a report or the history may ask for, in days (five years). */
  maxRangeDays: 366 * 5,
  /** The longest text filter (a client's name). */
  maxNameLength: 100,
  transactionsPerPage: 20,
  securityEventsPerPage: 25,
} as const;

/**
 * A transaction's status: `held` while the funded milestone still holds money in escrow (a fund
 * posting whose milestone is not yet fully released or refunded), otherwise `completed` (every
 * posting of the ledger is final once written).
 */
export const adminTransactionStatuses = ['held', 'completed'] as const;
export type AdminTransactionStatus = (typeof adminTransactionStatuses)[number];

/** The reports of /reports, each exportable as CSV; the security log and the staff actions are two more tabs. */
export const adminReportKinds = ['users', 'jobs', 'revenue'] as const;
export type AdminReportKind = (typeof adminReportKinds)[number];
export const adminReportTabs = [...adminReportKinds, 'security', 'staff'] as const;
export type AdminReportTab = (typeof adminReportTabs)[number];

/** The security event kinds (the check of migrations 0026, 0181 and 0190), for the log's filter. */
export const securityEventKinds = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'password_reset',
  'phone_changed',
  'social_linked',
  'banned',
  'unbanned',
  'deactivated',
  'sessions_revoked',
  'role_permissions_changed',
  'reactivated',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export const adminReportServerMessages = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  endBeforeStart: 'The end date must be on or after the start date.',
  rangeTooLong: 'Choose a range of at most five years.',
  zoneInvalid: 'Choose a time zone.',
  typeInvalid: 'Choose a transaction type from the list.',
  statusInvalid: 'Choose a status from the list.',
  nameTooLong: `Enter at most ${String(adminReportLimits.maxNameLength)} characters.`,
  reportInvalid: 'Choose a report from the list.',
  kindInvalid: 'Choose an event from the list.',
} as const;

/** CSV columns (header row) of each export, in order. */
export const adminCsvColumns = {
  transactions: [
    'id',
    'date',
    'type',
    'status',
    'client',
    'client_email',
    'freelancer',
    'freelancer_email',
    'contract_id',
    'job_title',
    'milestone_id',
    'milestone',
    'amount',
    'fee',
    'reference',
  ],
  users: ['role', 'status', 'sign_ups'],
  jobs: ['group', 'value', 'jobs'],
  revenue: ['month', 'service_fees', 'withdrawal_fees', 'total_fees'],
} as const;

export const adminCsvNames = {
  transactions: 'transactions.csv',
  users: 'users-report.csv',
  jobs: 'jobs-report.csv',
  revenue: 'revenue-report.csv',
} as const;

/** The admin's home dashboard (`/` of the Admin set). */
export const adminDashboardLabels = {
  title: 'Dashboard',
  lead: 'The marketplace at a glance: sign-ups, reviews, jobs, contracts and money.',
  loading: 'Loading the dashboard…',
  loadFailed: 'The dashboard could not be loaded',
  retry: 'Retry',
  signUps: 'Sign-ups',
  signUpsHelp: (months: number) => `Last ${String(months)} months`,
  signUpsByMonth: 'Sign-ups by month',
  freelancers: 'Freelancers',
  clients: 'Clients',
  pendingApplications: 'Applications pending review',
  pendingHelp: 'Freelancer applications waiting for a decision',
  reviewApplications: 'Review applications',
  jobs: 'Jobs',
  jobsByStatus: 'Jobs by status',
  jobStatuses: { draft: 'Draft', open: 'Open', closed: 'Closed' },
  contracts: 'Contracts',
  activeContracts: 'Active contracts',
  completedContracts: 'Completed contracts',
  contractsHelp: (completed: string) => `${completed} completed`,
  moneyMoved: 'Money moved by month',
  funded: 'Funded',
  released: 'Released',
  fees: 'Platform fees',
  feesAndWithdrawals: 'Platform fees and withdrawals by month',
  withdrawn: 'Withdrawn',
  inEscrow: 'In escrow now',
  inEscrowHelp: 'Held for funded milestones',
  allTime: 'All time',
  count: 'Count',
  status: 'Status',
  seeTransactions: 'See all transactions',
  seeReports: 'See reports',
  seeFreelancers: 'See all freelancers',
  empty: 'Nothing has happened on the marketplace yet.',
} as const;

/** The admin's /transactions. */
export const adminTransactionLabels = {
  title: 'Transactions',
  lead: 'Every movement of money across the marketplace, newest first.',
  filters: 'Filters',
  startDate: 'From',
  endDate: 'To',
  type: 'Type',
  anyType: 'Any type',
  status: 'Status',
  anyStatus: 'Any status',
  clientName: 'Client name',
  apply: 'Apply filters',
  clear: 'Clear',
  tableLabel: 'Transactions',
  pagesLabel: 'Transaction pages',
  loading: 'Loading the transactions…',
  loadFailed: 'The transactions could not be loaded',
  retry: 'Retry',
  emptyTitle: 'No transactions',
  emptyText: 'No movement of money matches these filters.',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'The export could not be downloaded. Please try again.',
  total: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'transaction' : 'transactions'}`,
  columns: {
    date: 'Date',
    type: 'Type',
    client: 'Client',
    freelancer: 'Freelancer',
    contract: 'Contract',
    amount: 'Amount',
    fee: 'Fee',
    status: 'Status',
  },
  none: '—',
  kinds: {
    fund: 'Milestone funded',
    release: 'Payment released',
    refund: 'Refund',
    withdraw: 'Withdrawal',
    payout: 'Payout',
  } satisfies Record<(typeof postingKinds)[number], string>,
  statuses: { held: 'Held in escrow', completed: 'Completed' } satisfies Record<AdminTransactionStatus, string>,
} as const;

/** /reports: three reports over a date range and the security log. */
export const adminReportLabels = {
  title: 'Reports',
  lead: 'Users, jobs and revenue over a date range, the security log and what staff did.',
  tabs: {
    users: 'Users',
    jobs: 'Jobs',
    revenue: 'Revenue',
    security: 'Security log',
    staff: staffActionLogLabels.title,
  } satisfies Record<AdminReportTab, string>,
  range: 'Date range',
  startDate: 'From',
  endDate: 'To',
  apply: 'Apply',
  loading: 'Loading the report…',
  loadFailed: 'The report could not be loaded',
  retry: 'Retry',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'The export could not be downloaded. Please try again.',
  usersTitle: 'Sign-ups by role and status',
  usersLead: 'Accounts created in the range, by role and their status today.',
  role: 'Role',
  status: 'Status',
  signUps: 'Sign-ups',
  userStatuses: { active: 'Active', banned: 'Banned', deactivated: 'Deactivated' },
  jobsByStatus: 'Jobs by status',
  jobsByPlatform: 'Jobs by platform',
  jobsLead: 'Jobs created in the range.',
  jobs: 'Jobs',
  platform: 'Platform',
  noPlatform: 'Not set',
  jobStatuses: { draft: 'Draft', open: 'Open', closed: 'Closed', deleted: 'Deleted' },
  revenueTitle: 'Platform fees by month',
  revenueLead: 'Service fees on released payments and withdrawal fees, by month.',
  month: 'Month',
  serviceFees: 'Service fees',
  withdrawalFees: 'Withdrawal fees',
  totalFees: 'Total',
  empty: 'Nothing in this range.',
  total: 'Total',
  // The security log.
  securityTitle: 'Security log',
  securityLead: "Every account's security events, newest first.",
  search: 'Name or email',
  kind: 'Event',
  anyKind: 'Any event',
  when: 'When',
  who: 'Who',
  what: 'What',
  address: 'Address',
  detail: 'Detail',
  unknownUser: 'No account',
  securityPages: 'Security log pages',
  securityEmpty: 'No security events match these filters.',
  eventsFound: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'event' : 'events'}`,
  tabsLabel: 'Reports',
  rangeOf: (start: string, end: string) => `From ${start} to ${end}`,
  kinds: {
    sign_in: 'Signed in',
    sign_in_failed: 'Sign-in failed',
    password_changed: 'Password changed',
    password_reset: 'Password reset',
    phone_changed: 'Phone changed',
    social_linked: 'Social account linked',
    banned: 'Banned',
    unbanned: 'Ban lifted',
    deactivated: 'Deactivated',
    sessions_revoked: 'Sessions ended',
    role_permissions_changed: 'Role permissions changed',
    reactivated: 'Reactivated',
  } satisfies Record<SecurityEventKind, string>,
} as const;

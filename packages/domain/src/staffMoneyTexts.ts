import type { postingKinds } from './schemas/payments.ts';

type PostingKind = (typeof postingKinds)[number];

/**
 * The Coordinator and Support money pages (issue 19; spec document 2, section 2: the Project
 * Manager set's /review-pay, /transactions, /transaction-details/:id and /payment-schedule in a
 * staff version, read across clients). The pages and their calls are ours.
 */
export const staffMoneyLimits = {
  paymentRequestsPerPage: 10,
  transactionsPerPage: 25,
  schedulePerPage: 10,
} as const;

/** The ledger movements staff read: those of a contract (a client's money), never a withdrawal. */
export const staffPostingKinds = ['fund', 'release', 'refund'] as const satisfies readonly PostingKind[];

export const staffMoneyServerMessages = {
  requestStatusInvalid: 'Choose a payment request status from the list.',
  transactionNotFound: 'Transaction not found.',
  stageInvalid: 'Choose a payment stage from the list.',
} as const;

/** Staff /review-pay (the words of a paged list, and the manager's page's own for a request). */
export const staffReviewPayLabels = {
  title: 'Review and pay',
  lead: 'Payment requests on every client’s contracts: those waiting for an answer first, then the newest. Open a contract to read all of it.',
  onBehalf: 'You answer on the client’s behalf: your answer is recorded in the staff actions and the client is told.',
  filters: 'Filter payment requests',
  searchField: 'Client',
  searchPlaceholder: 'A client’s name or company',
  searchButton: 'Search',
  statusField: 'Status',
  anyStatus: 'Any status',
  results: 'Payment requests',
  loading: 'Loading the payment requests…',
  loadFailed: 'The payment requests could not be loaded.',
  retry: 'Retry',
  empty: 'No payment requests yet.',
  noMatch: 'No payment requests match these filters.',
  clearFilters: 'Clear the filters',
  pages: 'Payment request pages',
  found: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'payment request' : 'payment requests'}`,
  client: (name: string) => `Client: ${name}`,
  freelancer: (name: string) => `Freelancer: ${name}`,
  milestone: (description: string) => `Milestone: ${description}`,
  requestedOn: (day: string) => `Requested ${day}`,
  answerFor: (job: string) => `Answer the payment request on ${job}`,
} as const;

/** Staff /transactions and /transaction-details/:id (the admin's table and filters otherwise). */
export const staffTransactionLabels = {
  title: 'Transactions',
  lead: 'The movements of money on every client’s contracts (milestones funded, payments released, refunds), newest first.',
  openDetails: (day: string) => `${day}, details`,
  detailsTitle: 'Transaction details',
  back: 'Back to transactions',
  loading: 'Loading the transaction…',
  loadFailedTitle: 'The transaction could not be loaded',
  notFoundTitle: 'Transaction not found',
  notFoundMessage: 'It does not exist, or it is not a movement on a client’s contract.',
  retry: 'Retry',
  reference: 'Reference',
  date: 'Date',
  status: 'Status',
  client: 'Client',
  freelancer: 'Freelancer',
  contract: 'Contract',
  milestone: 'Milestone',
  breakdown: 'Amounts',
  gross: 'Amount',
  net: 'Net to the freelancer',
  none: '—',
} as const;

/** Staff /payment-schedule (the words of a paged list; the manager's page's for a milestone). */
export const staffPaymentScheduleLabels = {
  title: 'Payment schedule',
  lead: 'Milestones still to be paid on every client’s contracts (to fund, in escrow, in review, sent back), the earliest due date first.',
  filters: 'Filter the payment schedule',
  searchField: 'Client',
  searchPlaceholder: 'A client’s name or company',
  searchButton: 'Search',
  stageField: 'Stage',
  results: 'Milestones to be paid',
  loading: 'Loading the payment schedule…',
  loadFailed: 'The payment schedule could not be loaded.',
  retry: 'Retry',
  empty: 'No milestones to be paid.',
  noMatch: 'No milestones match these filters.',
  clearFilters: 'Clear the filters',
  pages: 'Payment schedule pages',
  found: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'milestone' : 'milestones'}`,
  totalsLabel: 'Totals of these milestones',
  client: (name: string) => `Client: ${name}`,
  freelancer: (name: string) => `Freelancer: ${name}`,
} as const;

/** The staff home's card of links to the money pages. */
export const staffMoneyLinks = {
  title: 'Clients’ money',
  reviewPay: 'Review and pay: payment requests',
  transactions: 'Transactions',
  paymentSchedule: 'Payment schedule',
} as const;

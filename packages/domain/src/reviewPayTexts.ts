import type { PaymentRequestStatus } from './paymentTexts.ts';
import type { ledgerAccountKinds, postingKinds } from './schemas/payments.ts';

/**
 * An amount of integer cents as money, once for every payment page: '$1,234.50', '$0.05'; with
 * `signed`, a '+' for money in and a '−' (minus sign) for money out. Exact: the cents are never a
 * binary fraction.
 */
export function moneyText(cents: number, { signed = false }: { signed?: boolean } = {}): string {
  const whole = Math.abs(cents);
  const dollars = Math.floor(whole / 100).toLocaleString('en-US');
  const text = `$${dollars}.${String(whole % 100).padStart(2, '0')}`;
  if (!signed || cents === 0) return text;
  return `${cents > 0 ? '+' : '\u2212'}${text}`;
}

/** The spec's messages for /review-pay (spec document 2, section 5: the milestone popup's snackbar). */
export const reviewPayMessages = {
  /** Spec document 2, section 5: "Milestone popup: 'Please fill in all required fields' (error snackbar)". */
  fillRequired: 'Please fill in all required fields',
  messageRequired: 'Please enter a message',
  approvedTitle: 'Payment approved',
  approvedText: (amount: string, name: string) => `${amount} was released to ${name}.`,
  changesTitle: 'Changes requested',
  changesText: (name: string) => `${name} can now update the work and request the payment again.`,
  failedTitle: 'The payment request could not be answered',
} as const;

/** /review-pay (ours: the spec lists the route and the two calls, not the page). */
export const reviewPayLabels = {
  title: 'Review and pay',
  lead: 'Payment requests from your freelancers: approve them to release the money from escrow, or ask for changes.',
  listLabel: 'Payment requests',
  pagesLabel: 'Payment request pages',
  loading: 'Loading the payment requests…',
  loadFailed: 'The payment requests could not be loaded',
  retry: 'Try again',
  emptyTitle: 'No payment requests',
  emptyText: 'When a freelancer asks for a milestone’s payment, it shows here.',
  filterLabel: 'Show',
  filters: {
    all: 'All requests',
    'Payment Requested': 'To review',
    approved: 'Approved',
    changes_requested: 'Sent back',
  },
  statuses: {
    'Payment Requested': 'Payment Requested',
    approved: 'Approved',
    changes_requested: 'Changes requested',
  } satisfies Record<PaymentRequestStatus, string>,
  milestone: (description: string) => `Milestone: ${description}`,
  from: (name: string) => `From ${name}`,
  requestedOn: (day: string) => `Requested ${day}`,
  message: 'Message',
  yourAnswer: 'Your answer',
  documents: 'Work documents',
  download: (name: string) => `Download ${name}`,
  downloadFailed: 'The file could not be downloaded. Please try again.',
  gross: 'Amount',
  serviceFee: 'Service fee',
  receives: 'Freelancer receives',
  released: 'Released',
  approve: 'Approve',
  requestChanges: 'Request changes',
  // The dialog.
  approveTitle: 'Approve payment',
  approveLead: (amount: string, name: string) =>
    `Release ${amount} from escrow to ${name}? Leave the amount empty to release all of it.`,
  partialAmount: 'Amount to release (optional, USD)',
  partialHelp: (amount: string) => `Up to ${amount}. A smaller amount leaves the rest in escrow.`,
  changesTitle: 'Request changes',
  changesLead: (name: string) => `Tell ${name} what to change. Nothing is released.`,
  changesMessage: 'Message to the freelancer',
  confirmApprove: 'Approve and release',
  confirmChanges: 'Send back',
  submitting: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
} as const;

/** /transactions and /transaction-details/:id (spec document 2, sections 2, 3 and 7), both roles. */
export const transactionLabels = {
  title: 'Transactions',
  lead: 'Every movement of money on your account, newest first.',
  tableLabel: 'Transactions',
  pagesLabel: 'Transaction pages',
  loading: 'Loading the transactions…',
  loadFailed: 'The transactions could not be loaded',
  retry: 'Try again',
  emptyTitle: 'No transactions yet',
  emptyText: 'Funded milestones, released payments and withdrawals show here.',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'The export could not be downloaded. Please try again.',
  csvName: 'transactions.csv',
  columns: { date: 'Date', description: 'Description', contract: 'Contract', amount: 'Amount', account: 'Account' },
  kinds: {
    fund: 'Milestone funded',
    release: 'Payment released',
    refund: 'Refund',
    withdraw: 'Withdrawal',
    payout: 'Payout',
  } satisfies Record<(typeof postingKinds)[number], string>,
  accounts: {
    escrow: 'Escrow',
    available: 'Available',
    pending_withdrawal: 'Pending withdrawal',
  } satisfies Record<(typeof ledgerAccountKinds)[number], string>,
  noContract: '—',
  details: 'Details',
  detailsOf: (description: string, day: string) => `Details of ${description} on ${day}`,
  // The details page.
  detailsTitle: 'Transaction details',
  detailsLoading: 'Loading the transaction…',
  detailsLoadFailedTitle: 'The transaction could not be loaded',
  detailsLoadFailedMessage: 'Check your connection and try again.',
  notFoundTitle: 'Transaction not found',
  notFoundMessage: 'It may not be yours, or the link is wrong.',
  back: 'All transactions',
  date: 'Date',
  kind: 'Type',
  account: 'Account',
  contract: 'Contract',
  amount: 'Amount on this account',
  gross: 'Gross',
  serviceFee: 'Service fee',
  net: 'Net',
  reference: 'Reference',
  breakdown: 'Gross, fee and net',
} as const;

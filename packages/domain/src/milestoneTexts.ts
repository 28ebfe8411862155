import {
  milestoneLimits,
  paymentServerMessages,
  type MilestoneStatus,
  type PaymentRequestStatus,
} from './paymentTexts.ts';
import { moneyText } from './rules/money.ts';

/**
 * The milestones on /contract-details/:id and FREELANCER_SUBMIT_WORK (issue 17; spec document 2,
 * sections 2, 3, 4, 5 and 7). The spec's own messages live in paymentTexts.ts and are re-used
 * here by reference; the rest are ours.
 */

/** Spec document 2, section 5: "Counter 'N words, 5000 max' is display only." */
export function wordCounter(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).length;
  return `${String(words)} words, ${String(milestoneLimits.requestMessageMaxWords)} max`;
}

/** The status of a milestone and of its latest payment request, as shown. */
export const milestoneStatusLabels: Record<MilestoneStatus, string> = {
  created: 'Not funded',
  funded: 'Funded',
  released: 'Released',
  refunded: 'Refunded',
};
const answeredRequestLabels: Partial<Record<PaymentRequestStatus, string>> = {
  approved: 'Approved',
  changes_requested: 'Changes requested',
};
/** A request's status as shown: the spec's 'Payment Requested' as it is, the answers in words. */
export const paymentRequestStatusText = (status: PaymentRequestStatus): string =>
  answeredRequestLabels[status] ?? status;

/** The Milestones section of /contract-details/:id. */
export const milestoneSectionLabels = {
  title: 'Milestones',
  loading: 'Loading milestones',
  loadFailed: 'The milestones could not be loaded.',
  retry: 'Retry',
  empty: 'No milestones yet.',
  emptyManager: 'No milestones yet. Add one, then fund it before the work starts.',
  description: 'Description',
  amount: 'Amount',
  dueDate: 'Due date',
  status: 'Status',
  escrow: 'In escrow',
  released: 'Released',
  refunded: 'Refunded',
  latestRequest: 'Latest request',
  noRequest: 'None',
  actions: 'Actions',
  fund: 'Fund',
  funding: 'Funding...',
  fundLabel: (description: string) => `Fund ${description}`,
  funded: (description: string) => `${description} is funded.`,
  fundFailed: 'The milestone could not be funded. Please try again.',
  submitWork: 'Submit work',
  submitted: 'Your payment request was sent to the client.',
  addTitle: 'Add a milestone',
  addOpen: 'Add milestone',
  addCancel: 'Cancel',
  addSubmit: 'Add milestone',
  adding: 'Adding...',
  addFailed: 'The milestone could not be added. Please try again.',
  added: (description: string) => `Milestone "${description}" added. Fund it before the work starts.`,
  amountDollars: 'Amount (USD)',
  /** Spec document 2, section 5: "Milestone popup: 'Please fill in all required fields' (error snackbar)." */
  requiredFields: 'Please fill in all required fields',
  descriptionRequired: paymentServerMessages.descriptionRequired,
  amountInvalid: paymentServerMessages.amountInvalid,
  dueDateInvalid: paymentServerMessages.dueDateInvalid,
} as const;

/** FREELANCER_SUBMIT_WORK (spec document 2, sections 2, 3, 5 and 7). */
export const submitWorkLabels = {
  title: 'Submit work',
  lead: 'Ask the client to release a funded milestone. The amount is paid from its escrow once approved.',
  milestone: 'Milestone',
  milestonePlaceholder: 'Select a milestone',
  /** An option: the milestone and what it holds; one that cannot be chosen says why. */
  milestoneOption: (description: string, escrowCents: number) => `${description} (${moneyText(escrowCents)} in escrow)`,
  notFunded: (description: string) => `${description} (not funded yet)`,
  blocked: (description: string, status: string) => `${description} (${status})`,
  noMilestones: 'There is no funded milestone to request payment for yet.',
  amount: 'Amount (USD)',
  message: 'Message',
  attachments: 'Attachments (optional)',
  attachment: 'Work document',
  attached: 'Attached documents',
  removeLabel: 'Remove',
  removeAttachment: (name: string) => `Remove ${name}`,
  maxAttachments: `Up to ${String(milestoneLimits.maxDocuments)} documents.`,
  gross: 'Amount requested',
  submit: 'Submit work',
  submitting: 'Submitting...',
  cancel: 'Cancel',
  /** A failure the server did not explain (the network, a 5xx). */
  failed: 'Your work could not be submitted. Please try again.',
  selectMilestone: paymentServerMessages.selectMilestone,
  amountInvalid: paymentServerMessages.amountInvalid,
  amountAboveEscrow: paymentServerMessages.amountAboveEscrow,
  messageRequired: paymentServerMessages.messageRequired,
} as const;

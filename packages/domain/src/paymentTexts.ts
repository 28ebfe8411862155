/**
 * Milestones, escrow and the money calls (issue 17; spec document 2, sections 3, 5 and 9). The
 * spec's own words are quoted where it has them; the rest are ours.
 */
export const paymentServerMessages = {
  milestoneNotFound: 'Milestone not found.',
  /** A milestone is a fixed-price contract's (hourly contracts are billed by the hour). */
  notFixedPrice: 'Milestones belong to fixed-price contracts.',
  contractNotActive: 'This contract has ended.',
  alreadyFunded: 'This milestone is already funded.',
  /** Spec document 2, section 5 (FREELANCER_SUBMIT_WORK). */
  selectMilestone: 'Please select a milestone',
  messageRequired: 'Please enter a message',
  notFunded: 'This milestone is not funded yet.',
  /** Spec document 2, section 4: a milestone whose latest request is requested or approved cannot be chosen. */
  alreadyRequested: 'A payment for this milestone has already been requested or approved.',
  amountAboveEscrow: 'The amount is more than this milestone holds in escrow.',
  requestNotFound: 'Payment request not found.',
  transactionNotFound: 'Transaction not found.',
  requestAnswered: 'This payment request has already been answered.',
  documentNotFound: 'One of the attached documents was not found.',
  tooManyMilestones: 'This contract already has the most milestones allowed.',
  /** The payment provider refused the charge (the sandbox's declined amount, or a real decline). */
  paymentDeclined: 'The payment was declined. Please try another payment method.',
  amountInvalid: 'Please enter a valid amount',
  descriptionRequired: 'Please enter a description',
  dueDateInvalid: 'Please choose a due date',
  /** The Idempotency-Key header (every money call). */
  idempotencyKeyRequired: 'An Idempotency-Key header (1 to 255 visible characters) is required for this call.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed. Please retry shortly.',
} as const;

/** Spec document 2, section 3 (requested_payments): the request's statuses; the spec names 'Payment Requested'. */
export const paymentRequestStatuses = ['Payment Requested', 'approved', 'changes_requested'] as const;
export type PaymentRequestStatus = (typeof paymentRequestStatuses)[number];
/** Spec document 2, section 4: a milestone whose latest request has one of these cannot be requested again. */
export const blockingRequestStatuses = ['Payment Requested', 'requested', 'approved'] as const;

/** The bounds of milestones and payment requests (ours; the message's 5000 words is the spec's counter). */
export const milestoneLimits = {
  /** Issue 17 (Upwork's escrow auto-approval): a request neither approved nor answered in 14 days is released. */
  autoReleaseDays: 14,
  requestMessageMaxWords: 5_000,
  requestMessageMaxLength: 50_000,
  responseMessageMaxLength: 5_000,
  maxDocuments: 10,
  descriptionMaxLength: 1_000,
  /** The largest milestone: $1,000,000, the same bound as a fixed budget or a bid. */
  maxAmountCents: 1_000_000_00,
  /** A contract's milestones, at most. */
  maxPerContract: 100,
} as const;

/** 'refunded': the contract ended and the milestone's escrow went back to the client. */
export const milestoneStatuses = ['created', 'funded', 'released', 'refunded'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

/** The header every money call carries (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/** The CSV export's columns (ours). */
export const transactionCsvColumns = [
  'id',
  'date',
  'kind',
  'account',
  'amount',
  'contract_id',
  'milestone_id',
  'payment_request_id',
  'job_title',
] as const;

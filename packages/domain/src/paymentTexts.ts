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

/** The bounds of milestones (ours). */
export const milestoneLimits = {
  descriptionMaxLength: 1_000,
  /** The largest milestone: $1,000,000, the same bound as a fixed budget or a bid. */
  maxAmountCents: 1_000_000_00,
  /** A contract's milestones, at most. */
  maxPerContract: 100,
} as const;

export const milestoneStatuses = ['created', 'funded', 'released'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

/** The header every money call carries (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

import { withdrawalFeeCents, type WithdrawalMethod } from './constants.ts';

/**
 * Payment methods and withdrawals (issue 17; spec document 2, sections 1, 2, 5 and 9). The
 * account types are the /setup-payment/{method} names ("Payoneer, Skrill, paypal or 'Direct to
 * U.S. Bank (USD)'"), the keys of {@link withdrawalFeeCents}. The spec's own words are quoted
 * where it has them; the rest are ours.
 */
export const paymentAccountTypes = Object.keys(withdrawalFeeCents) as readonly WithdrawalMethod[] as readonly [
  WithdrawalMethod,
  ...WithdrawalMethod[],
];
export type PaymentAccountType = WithdrawalMethod;

/** Spec document 2, section 5: "PayPal is offered to Freelancers only". */
export const freelancerOnlyAccountTypes: readonly PaymentAccountType[] = ['paypal'];

/** How ADD_PAYMENT_MODAL and the settings page name each method (section 5's words). */
export const paymentAccountNames: Record<PaymentAccountType, string> = {
  Payoneer: 'Payoneer',
  Skrill: 'Skrill',
  paypal: 'PayPal',
  'Direct to U.S. Bank (USD)': 'Direct to U.S. Bank',
};

/** ADD_PAYMENT_MODAL's order: Payoneer first (recommended), then 'Also available' as the spec lists them. */
export const recommendedAccountType: PaymentAccountType = 'Payoneer';
export const alsoAvailableAccountTypes: readonly PaymentAccountType[] = [
  'Skrill',
  'Direct to U.S. Bank (USD)',
  'paypal',
];

export const paymentMethodLabels = {
  /** Spec document 2, section 5. */
  recommended: 'Recommended for USA',
  alsoAvailable: 'Also available',
  /** Spec document 1, section 9 and document 2, section 8: after a payment method's removal. */
  accountDeleted: 'Account deleted.',
  // Ours.
  addTitle: 'Add a payment method',
  removeTitle: 'Remove payment method',
  removeQuestion: (name: string) => `Remove ${name} from your payment methods?`,
  remove: 'Remove',
  cancel: 'Cancel',
  setUp: 'Set up',
  loginWithPaypal: 'Log in with PayPal',
  allAdded: 'All payment methods are added.',
  settingsTitle: 'Settings',
  methodsHeading: 'Payment methods',
  noMethods: 'No payment method yet.',
  addMethod: 'Add a payment method',
  methodAdded: 'Payment method added.',
  balanceHeading: 'Available balance',
  pendingLine: (amount: string) => `${amount} on its way to your account`,
  withdraw: 'Withdraw',
  withdrawHeading: 'Withdraw',
  amountLabel: 'Amount (USD)',
  methodLabel: 'Payment method',
  feeLabel: 'Withdrawal fee',
  free: 'Free',
  netLabel: 'You receive',
  confirmWithdraw: (amount: string, name: string) => `Withdraw ${amount} to ${name}?`,
  confirm: 'Confirm',
  withdrawn: (amount: string) => `${amount} is on its way to your account.`,
  addMethodFirst: 'Add a payment method to withdraw.',
  setupTitle: (name: string) => `Set up ${name}`,
  setupLead: (name: string) =>
    `You will sign in to ${name} and allow CloudExperts to send your withdrawals there. You then come back to Settings.`,
  continueTo: (name: string) => `Continue to ${name}`,
  setupUnknown: 'This payment method is not offered.',
  consentTitle: (name: string) => `${name} (sandbox)`,
  consentLead: (name: string) => `CloudExperts asks to send payments to your ${name} account.`,
  allow: 'Allow',
  deny: 'Deny',
  authenticating: 'Connecting your payment method…',
  loadFailed: 'Your payment settings could not be loaded.',
  actionFailed: 'Something went wrong. Please try again.',
  loading: 'Loading your payment settings',
  retry: 'Retry',
} as const;

export const paymentMethodServerMessages = {
  accountTypeInvalid: 'Please choose a payment method',
  /** Spec document 2, section 5: PayPal is offered to Freelancers only. */
  paypalFreelancersOnly: 'PayPal is offered to freelancers only.',
  alreadyAdded: 'This payment method is already added.',
  methodNotFound: 'Payment method not found.',
  /** The provider login's state or code: unknown, used, expired, or another user's. */
  authorizationInvalid: 'This payment method authorization is invalid or has expired. Please add the method again.',
  noMethod: 'Please add this payment method before withdrawing to it.',
  insufficient: 'The amount is more than your available balance.',
  belowFee: 'The amount must be more than the withdrawal fee.',
  payoutDeclined: 'The payout provider refused the withdrawal. Please try again later.',
  amountInvalid: 'Please enter a valid amount',
} as const;

/** The bounds of the provider login (ours): its state and code live 10 minutes and serve once. */
export const paymentMethodLimits = {
  authorizationTtlMs: 10 * 60_000,
  /** The largest single withdrawal: $1,000,000, the bound of a milestone. */
  maxWithdrawalCents: 1_000_000_00,
} as const;

/** The fee and what arrives for a withdrawal of `amountCents` to `accountType` (spec document 2, section 9). */
export function withdrawalSplit(amountCents: number, accountType: PaymentAccountType) {
  const feeCents = withdrawalFeeCents[accountType];
  return { feeCents, netCents: amountCents - feeCents };
}

/**
 * Card setup for managers (issue 17; spec document 2: "/stripe-payment-setup: card setup"; the
 * spec says nothing more, so every word here is ours). A manager saves cards with the payment
 * provider (Stripe's SetupIntent flow, or the offline sandbox that speaks the same steps); a
 * milestone is funded by charging the default card.
 */

/** The page's path (doc 2, line 32), linked from the fund action when no card is on file. */
export const cardSetupPath = '/stripe-payment-setup';

/** How many live cards a manager keeps (ours: enough for a company card and a spare or two). */
export const cardLimits = {
  maxCards: 5,
  nameMaxLength: 100,
  /** A typed card number with its spaces: 19 digits and their groups. */
  numberMaxLength: 23,
  /** Provider ids (Stripe's are under 255 characters). */
  providerIdMaxLength: 255,
} as const;

/**
 * Stripe's documented test card numbers, the only ones the offline sandbox accepts (any future
 * expiry, any 3-4 digit CVC): the outcome a charge on the saved card has.
 */
export const sandboxTestCards = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
} as const;
export type SandboxCardOutcome = (typeof sandboxTestCards)[keyof typeof sandboxTestCards];

/** How brands (Stripe's `card.brand` values) are named on screen. */
export const cardBrandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
export const cardBrandName = (brand: string) => cardBrandNames[brand] ?? 'Card';

export const cardServerMessages = {
  numberInvalid: 'Please enter a valid card number',
  expiryInvalid: 'Please enter the expiry date as MM/YY',
  expiryPast: 'This card has expired',
  cvcInvalid: 'Please enter the 3 or 4 digit security code',
  nameRequired: 'Please enter the name on the card',
  /** The sandbox accepts Stripe's test numbers only, as Stripe's test mode refuses real cards. */
  notTestCard: 'Your card was declined. The sandbox accepts test cards only, such as 4242 4242 4242 4242.',
  setupInvalid: 'This card setup is not complete or has expired. Please enter your card again.',
  setupIdInvalid: 'Please enter your card again.',
  /** The sandbox's confirm step under another provider. */
  sandboxOnly: 'Not found.',
  cardNotFound: 'Card not found.',
  tooManyCards: `You can keep up to ${cardLimits.maxCards} cards. Please remove one first.`,
  cardAlreadySaved: 'This card is already saved.',
  cardRemoved: 'Card removed.',
  /** Funding with no card on file (409 `card_required`): the UI links to the setup page. */
  cardRequired: 'Please add a card to fund milestones.',
  /** A charge on the saved card refused by the provider (402 `payment_declined`). */
  cardDeclined: 'Your card was declined. Please add another card and try again.',
  insufficientFunds: 'Your card has insufficient funds. Please add another card and try again.',
  providerUnavailable: 'The card provider could not be reached. Please try again.',
} as const;

export const cardSetupLabels = {
  pageTitle: 'Card setup',
  lead: 'Milestones are funded from your default card. Card details go straight to our payment provider; we keep only the brand, the last four digits and the expiry date.',
  savedHeading: 'Your cards',
  noCards: 'No card yet. Add one to fund milestones.',
  addHeading: 'Add a card',
  addAnother: 'Add another card',
  numberLabel: 'Card number',
  expiryLabel: 'Expiry date (MM/YY)',
  cvcLabel: 'Security code (CVC)',
  nameLabel: 'Name on card',
  save: 'Save card',
  saving: 'Saving your card…',
  cancel: 'Cancel',
  saved: 'Card saved.',
  defaultBadge: 'Default',
  makeDefault: 'Make default',
  madeDefault: (card: string) => `${card} is now your default card.`,
  remove: 'Remove',
  removeTitle: 'Remove card',
  removeQuestion: (card: string) =>
    `Remove ${card}? Milestones already funded stay funded; new ones are charged to your default card.`,
  /** "Visa •••• 4242" */
  cardName: (brand: string, last4: string) => `${cardBrandName(brand)} •••• ${last4}`,
  expires: (month: number, year: number) =>
    `Expires ${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`,
  sandboxHint: 'Sandbox: use 4242 4242 4242 4242 with any future date and any CVC.',
  loading: 'Loading your cards',
  loadFailed: 'Your cards could not be loaded.',
  actionFailed: 'Something went wrong. Please try again.',
  retry: 'Retry',
  /** The fund action's link when funding failed for no card. */
  addCardLink: 'Add a card',
  stripeLoading: 'Loading the secure card form…',
} as const;

import {
  cardNumberValid,
  cardServerMessages,
  cvcValid,
  errorMessages,
  expiryInFuture,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  type CardProvider,
  type CardSetup,
  type SavedCard,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

export interface CardSetupInput {
  /** Which provider takes the card: the sandbox's own fields, or Stripe.js's card field. */
  provider: CardProvider;
}

export const cardSetupFields = ['number', 'expiry', 'cvc', 'name'] as const;
export type CardSetupField = (typeof cardSetupFields)[number];
export type CardSetupFieldErrors = Partial<Record<CardSetupField, string>>;

export interface CardSetupContext {
  provider: CardProvider;
  /** As shown: grouped in fours. */
  number: string;
  /** As shown: MM/YY. */
  expiry: string;
  cvc: string;
  name: string;
  fieldErrors: CardSetupFieldErrors;
  /** A decline or any failure no field names, shown at the top of the form. */
  error: string | undefined;
  /** The provider's setup of this attempt (a new one for each submit). */
  setup: CardSetup | undefined;
  card: SavedCard | undefined;
}

/** What the caller's confirm step gets: Stripe.js confirms the setup with its own card field. */
export interface CardConfirmation {
  setup: CardSetup;
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardSetupEvent =
  | { type: 'number.change'; value: string }
  | { type: 'expiry.change'; value: string }
  | { type: 'cvc.change'; value: string }
  | { type: 'name.change'; value: string }
  | { type: 'submit' }
  | { type: 'cancel' };

export type CardSetupOutput = { result: 'saved'; card: SavedCard } | { result: 'cancelled' };

/**
 * The card form's checks, in the server's words: a number with a valid checksum, an MM/YY expiry
 * not in the past, a 3-4 digit CVC, a name. Under Stripe only the name is ours: Stripe.js checks
 * its own card field.
 */
export function validateCard(
  values: { number: string; expiry: string; cvc: string; name: string },
  provider: CardProvider = 'sandbox',
  now = new Date(),
): CardSetupFieldErrors {
  const errors: CardSetupFieldErrors = {};
  if (provider === 'sandbox') {
    if (!cardNumberValid(values.number)) errors.number = cardServerMessages.numberInvalid;
    const expiry = parseExpiry(values.expiry);
    if (!expiry) errors.expiry = cardServerMessages.expiryInvalid;
    else if (!expiryInFuture(expiry, now)) errors.expiry = cardServerMessages.expiryPast;
    if (!cvcValid(values.cvc)) errors.cvc = cardServerMessages.cvcInvalid;
  }
  if (values.name.trim() === '') errors.name = cardServerMessages.nameRequired;
  return errors;
}

const withoutError = (errors: CardSetupFieldErrors, field: CardSetupField): CardSetupFieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));

const isField = (name: string): name is CardSetupField => (cardSetupFields as readonly string[]).includes(name);

/**
 * Card setup for /stripe-payment-setup (issue 17), in Stripe's SetupIntent steps: on submit (the
 * fields checked first) `startSetup` gets a setup from the server, `confirmCard` confirms the card
 * with the provider (the sandbox's API call, or Stripe.js), and `saveCard` has the server verify
 * the setup and keep the card. A decline or any failure goes back to the form with the message at
 * the top (a field the server names gets it under the field), everything typed kept; the next
 * submit starts a new setup. Ends `saved` with the card, or `cancelled`.
 */
export const cardSetupMachine = setup({
  types: {
    input: {} as CardSetupInput,
    context: {} as CardSetupContext,
    events: {} as CardSetupEvent,
    output: {} as CardSetupOutput,
  },
  actors: {
    startSetup: fromPromise<CardSetup>(() => Promise.reject(new Error('Provide the startSetup actor'))),
    confirmCard: fromPromise<unknown, CardConfirmation>(() =>
      Promise.reject(new Error('Provide the confirmCard actor')),
    ),
    saveCard: fromPromise<SavedCard, { setupId: string }>(() =>
      Promise.reject(new Error('Provide the saveCard actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validateCard(context, context.provider)).length > 0,
  },
  actions: {
    setField: assign(({ context }, params: { field: CardSetupField; value: string }) => ({
      [params.field]: params.value,
      fieldErrors: withoutError(context.fieldErrors, params.field),
      error: undefined,
    })),
    showFieldErrors: assign({
      fieldErrors: ({ context }) => validateCard(context, context.provider),
      error: undefined,
    }),
    keepSetup: assign({ setup: (_, params: { setup: CardSetup }) => params.setup }),
    keepCard: assign({ card: (_, params: { card: SavedCard }) => params.card }),
    showFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      if (failure.kind !== 'http') {
        // Stripe.js's own errors carry a message for the person (a declined card, a wrong CVC).
        const stripeMessage =
          params.error && typeof params.error === 'object' && 'stripeMessage' in params.error
            ? String(params.error.stripeMessage)
            : undefined;
        return { error: stripeMessage ?? errorMessages.somethingWentWrong, setup: undefined };
      }
      const named = Object.entries(failure.fields).filter(([path]) => isField(path));
      if (named.length === 0) return { error: failure.message ?? errorMessages.somethingWentWrong, setup: undefined };
      const fieldErrors = { ...context.fieldErrors };
      for (const [path, text] of named) if (isField(path)) fieldErrors[path] = text;
      return { fieldErrors, error: undefined, setup: undefined };
    }),
  },
}).createMachine({
  id: 'cardSetup',
  context: ({ input }) => ({
    provider: input.provider,
    number: '',
    expiry: '',
    cvc: '',
    name: '',
    fieldErrors: {},
    error: undefined,
    setup: undefined,
    card: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'number.change': {
          actions: {
            type: 'setField',
            params: ({ event }) => ({ field: 'number', value: formatCardNumber(event.value) }),
          },
        },
        'expiry.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: 'expiry', value: formatExpiry(event.value) }) },
        },
        'cvc.change': {
          actions: {
            type: 'setField',
            params: ({ event }) => ({ field: 'cvc', value: event.value.replace(/\D/g, '').slice(0, 4) }),
          },
        },
        'name.change': {
          actions: { type: 'setField', params: ({ event }) => ({ field: 'name', value: event.value }) },
        },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'starting' }],
        cancel: 'cancelled',
      },
    },
    starting: {
      invoke: {
        id: 'startSetup',
        src: 'startSetup',
        onDone: {
          target: 'confirming',
          actions: { type: 'keepSetup', params: ({ event }) => ({ setup: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmCard',
        src: 'confirmCard',
        input: ({ context }) => ({
          // Set by keepSetup on the way in.
          setup: context.setup as CardSetup,
          number: context.number,
          expiry: context.expiry,
          cvc: context.cvc,
          name: context.name.trim(),
        }),
        onDone: 'saving',
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveCard',
        src: 'saveCard',
        input: ({ context }) => ({ setupId: context.setup?.id ?? '' }),
        onDone: {
          target: 'saved',
          actions: { type: 'keepCard', params: ({ event }) => ({ card: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => (context.card ? { result: 'saved', card: context.card } : { result: 'cancelled' }),
});

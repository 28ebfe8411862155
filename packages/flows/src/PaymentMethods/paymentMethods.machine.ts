import {
  dollarsToCents,
  paymentMethodLabels,
  paymentMethodServerMessages as messages,
  withdrawalSplit,
  type PaymentAccountType,
  type ResponseOf,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

/** Our words when the server gave none (a 5xx, the network): the call can be tried again. */
const failureText = (error: unknown, fallback: string) => {
  const failure = toFailure(error);
  return failure.status !== undefined && failure.status < 500 && failure.message ? failure.message : fallback;
};

// ADD_PAYMENT_MODAL ------------------------------------------------------------------------------

export type AddPaymentMethodEvent =
  { type: 'choose'; accountType: PaymentAccountType } | { type: 'loginPaypal' } | { type: 'cancel' };

export type AddPaymentMethodOutput =
  /** A method to set up on /setup-payment/:type. */
  | { result: 'setup'; accountType: PaymentAccountType }
  /** PayPal's own login: the provider's page to send the browser to. */
  | { result: 'redirect'; url: string }
  | { result: 'cancelled' };

export interface AddPaymentMethodContext {
  chosen: PaymentAccountType | undefined;
  redirectUrl: string | undefined;
  error: string | undefined;
}

/**
 * ADD_PAYMENT_MODAL (spec document 2, section 5): a method is chosen and set up on its
 * /setup-payment page; PayPal (freelancers only) starts its own login at once
 * (`setPaymentMethod`), a failure said in the dialog and tried again.
 */
export const addPaymentMethodMachine = setup({
  types: {
    context: {} as AddPaymentMethodContext,
    events: {} as AddPaymentMethodEvent,
    output: {} as AddPaymentMethodOutput,
  },
  actors: {
    setPaymentMethod: fromPromise<ResponseOf<'setPaymentMethod'>, { accountType: PaymentAccountType }>(() =>
      Promise.reject(new Error('Provide the setPaymentMethod actor')),
    ),
  },
}).createMachine({
  id: 'addPaymentMethod',
  context: { chosen: undefined, redirectUrl: undefined, error: undefined },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        choose: { target: 'chosen', actions: assign({ chosen: ({ event }) => event.accountType }) },
        loginPaypal: 'startingPaypal',
        cancel: 'cancelled',
      },
    },
    startingPaypal: {
      entry: assign({ error: undefined }),
      invoke: {
        id: 'setPaymentMethod',
        src: 'setPaymentMethod',
        input: { accountType: 'paypal' },
        onDone: { target: 'redirecting', actions: assign({ redirectUrl: ({ event }) => event.output.redirect_url }) },
        onError: {
          target: 'choosing',
          actions: assign({ error: ({ event }) => failureText(event.error, paymentMethodLabels.actionFailed) }),
        },
      },
    },
    chosen: { type: 'final' },
    redirecting: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => {
    if (context.redirectUrl !== undefined) return { result: 'redirect', url: context.redirectUrl };
    if (context.chosen !== undefined) return { result: 'setup', accountType: context.chosen };
    return { result: 'cancelled' };
  },
});

// REMOVE_PAYMENT_MODAL ---------------------------------------------------------------------------

export interface RemovePaymentMethodInput {
  accountType: PaymentAccountType;
}

export type RemovePaymentMethodOutput = { result: 'removed'; message: string } | { result: 'cancelled' };

/**
 * REMOVE_PAYMENT_MODAL (spec document 2, sections 2 and 7; 'Account deleted.' after it): asked
 * first, then `removePaymentMethod` (`GET /payments/remove_payment_method`); a failure is said and
 * can be tried again or left.
 */
export const removePaymentMethodMachine = setup({
  types: {
    input: {} as RemovePaymentMethodInput,
    context: {} as RemovePaymentMethodInput & { error: string | undefined; message: string | undefined },
    events: {} as { type: 'confirm' } | { type: 'cancel' },
    output: {} as RemovePaymentMethodOutput,
  },
  actors: {
    removePaymentMethod: fromPromise<ResponseOf<'removePaymentMethod'>, { accountType: PaymentAccountType }>(() =>
      Promise.reject(new Error('Provide the removePaymentMethod actor')),
    ),
  },
}).createMachine({
  id: 'removePaymentMethod',
  context: ({ input }) => ({ accountType: input.accountType, error: undefined, message: undefined }),
  initial: 'confirming',
  states: {
    confirming: { on: { confirm: 'removing', cancel: 'cancelled' } },
    removing: {
      invoke: {
        id: 'removePaymentMethod',
        src: 'removePaymentMethod',
        input: ({ context }) => ({ accountType: context.accountType }),
        onDone: { target: 'removed', actions: assign({ message: ({ event }) => event.output.message }) },
        onError: {
          target: 'confirming',
          actions: assign({ error: ({ event }) => failureText(event.error, paymentMethodLabels.actionFailed) }),
        },
      },
    },
    removed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.message === undefined ? { result: 'cancelled' } : { result: 'removed', message: context.message },
});

// Withdraw ---------------------------------------------------------------------------------------

export interface WithdrawInput {
  availableCents: number;
  /** The freelancer's methods, the first chosen to begin with. */
  methods: readonly PaymentAccountType[];
}

export interface WithdrawContext extends WithdrawInput {
  amount: string;
  accountType: PaymentAccountType | undefined;
  /** The amount's problem, once Withdraw was pressed (or the server's word on it). */
  amountError: string | undefined;
  /** A failure that is not the amount's. */
  error: string | undefined;
  done: ResponseOf<'withdraw'> | undefined;
}

export type WithdrawEvent =
  | { type: 'amount'; value: string }
  | { type: 'method'; accountType: PaymentAccountType }
  | { type: 'review' }
  | { type: 'back' }
  | { type: 'confirm' }
  | { type: 'again' };

/** What the amount typed would cost and bring, or why it cannot be withdrawn (the server's rules). */
export function withdrawalCheck(context: Pick<WithdrawContext, 'amount' | 'accountType' | 'availableCents'>) {
  const cents = dollarsToCents(context.amount);
  if (cents === undefined || cents <= 0 || context.accountType === undefined) {
    return { ok: false as const, error: messages.amountInvalid };
  }
  const split = withdrawalSplit(cents, context.accountType);
  if (cents > context.availableCents) return { ok: false as const, error: messages.insufficient, cents, ...split };
  if (split.netCents <= 0) return { ok: false as const, error: messages.belowFee, cents, ...split };
  return { ok: true as const, cents, ...split };
}

/**
 * The freelancer's withdrawal (ours; issue 17): amount and method, the fee and the net shown as
 * typed; Withdraw asks to confirm; Confirm calls `withdraw` (idempotent: the client's key). The
 * server's refusal of the amount shows at the field; anything else above the form.
 */
export const withdrawMachine = setup({
  types: {
    input: {} as WithdrawInput,
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    output: {} as ResponseOf<'withdraw'>,
  },
  actors: {
    withdraw: fromPromise<ResponseOf<'withdraw'>, { amount: string; accountType: PaymentAccountType }>(() =>
      Promise.reject(new Error('Provide the withdraw actor')),
    ),
  },
  guards: {
    valid: ({ context }) => withdrawalCheck(context).ok,
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({
    ...input,
    amount: '',
    accountType: input.methods[0],
    amountError: undefined,
    error: undefined,
    done: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        amount: { actions: assign({ amount: ({ event }) => event.value, amountError: undefined }) },
        method: { actions: assign({ accountType: ({ event }) => event.accountType, amountError: undefined }) },
        review: [
          { guard: 'valid', target: 'confirming', actions: assign({ error: undefined }) },
          { actions: assign({ amountError: ({ context }) => withdrawalCheck(context).error }) },
        ],
      },
    },
    confirming: { on: { back: 'editing', confirm: 'withdrawing' } },
    withdrawing: {
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({ amount: context.amount, accountType: context.accountType ?? 'Payoneer' }),
        onDone: { target: 'withdrawn', actions: assign({ done: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const failure = toFailure(event.error);
            const amountError = failure.fields.amount;
            return amountError
              ? { amountError, error: undefined }
              : { error: failureText(event.error, paymentMethodLabels.actionFailed) };
          }),
        },
      },
    },
    withdrawn: {
      on: {
        again: {
          target: 'editing',
          actions: assign(({ context }) => ({
            availableCents: context.done?.balance.available_cents ?? context.availableCents,
            amount: '',
          })),
        },
      },
    },
  },
});

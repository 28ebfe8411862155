import {
  dollarsToCents,
  errorMessages,
  paymentServerMessages,
  reviewPayMessages,
  type PaymentRequest,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { hasErrors, type FieldErrors } from '../shared/form.ts';

export interface ReviewPaymentInput {
  /** The payment request to answer. */
  requestId: number;
  /** What was requested, in cents: a partial approval may release up to this. */
  requestedCents: number;
  /** A fresh Idempotency-Key (the component passes `crypto.randomUUID`). */
  newKey: () => string;
}

export type ReviewAction = 'approve' | 'changes';
export type ReviewPaymentField = 'amount' | 'message';

export interface ReviewPaymentContext {
  requestId: number;
  requestedCents: number;
  newKey: () => string;
  action: ReviewAction;
  /** A partial amount in dollars as typed; empty releases all of the request. */
  amount: string;
  message: string;
  fieldErrors: FieldErrors<ReviewPaymentField>;
  /** How many times a required field was left empty: each one shows the spec's snackbar. */
  refusals: number;
  /** The money call's key: kept for a retry of the same answer, new when the answer changes. */
  idempotencyKey: string;
  /** Why the last try failed: the API's words (a 409 'already answered'), or 'Something went wrong'. */
  error: string | undefined;
  answered: PaymentRequest | undefined;
}

/** What the `answerRequest` actor is given. */
export type ReviewPaymentRequest =
  | { action: 'approve'; payment_request_id: number; amount?: string; idempotencyKey: string }
  | { action: 'changes'; payment_request_id: number; message: string; idempotencyKey: string };

export type ReviewPaymentEvent =
  | { type: 'approve' }
  | { type: 'requestChanges' }
  | { type: 'amount.change'; value: string }
  | { type: 'message.change'; value: string }
  | { type: 'submit' }
  | { type: 'cancel' };

export interface ReviewPaymentOutput {
  result: 'approved' | 'changesRequested';
  paymentRequest: PaymentRequest;
}

/**
 * The answer's own checks: a partial amount is dollars above 0 and at most what was requested;
 * a request for changes needs a message.
 */
export function validateReview(values: {
  action: ReviewAction;
  amount: string;
  message: string;
  requestedCents: number;
}): FieldErrors<ReviewPaymentField> {
  if (values.action === 'changes') {
    return values.message.trim() === '' ? { message: reviewPayMessages.messageRequired } : {};
  }
  const typed = values.amount.trim();
  if (typed === '') return {};
  const cents = dollarsToCents(typed);
  if (cents === undefined || cents <= 0) return { amount: paymentServerMessages.amountInvalid };
  if (cents > values.requestedCents) return { amount: paymentServerMessages.amountAboveEscrow };
  return {};
}

/** The call of a valid answer: all of the request unless an amount was typed. */
export function reviewRequest(context: ReviewPaymentContext): ReviewPaymentRequest {
  const base = { payment_request_id: context.requestId, idempotencyKey: context.idempotencyKey };
  if (context.action === 'changes') return { action: 'changes', ...base, message: context.message.trim() };
  const amount = context.amount.trim();
  return { action: 'approve', ...base, ...(amount ? { amount } : {}) };
}

/**
 * /review-pay (issue 17; spec document 2, sections 5 and 7): the manager answers one payment
 * request. Idle shows the two choices; confirming is the dialog (approve with an optional partial
 * amount, or request changes with a required message: empty, the spec's snackbar 'Please fill in
 * all required fields'); submitting calls `POST /payments/approve_payment` or
 * `/payments/request_changes` with an Idempotency-Key; done ends with the answered request;
 * failed keeps the dialog with the API's words (409: 'This payment request has already been
 * answered.') and may try again with the same key.
 */
export const reviewPaymentMachine = setup({
  types: {
    input: {} as ReviewPaymentInput,
    context: {} as ReviewPaymentContext,
    events: {} as ReviewPaymentEvent,
    output: {} as ReviewPaymentOutput,
  },
  actors: {
    answerRequest: fromPromise<{ payment_request: PaymentRequest }, ReviewPaymentRequest>(() =>
      Promise.reject(new Error('Provide the answerRequest actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateReview(context)),
  },
  actions: {
    open: assign(({ context }, params: { action: ReviewAction }) => ({
      action: params.action,
      amount: '',
      message: '',
      fieldErrors: {},
      error: undefined,
      idempotencyKey: context.newKey(),
    })),
    setAmount: assign(({ context }, params: { value: string }) => ({
      amount: params.value,
      fieldErrors: {},
      error: undefined,
      idempotencyKey: context.newKey(),
    })),
    setMessage: assign(({ context }, params: { value: string }) => ({
      message: params.value,
      fieldErrors: {},
      error: undefined,
      idempotencyKey: context.newKey(),
    })),
    refuse: assign(({ context }) => {
      const fieldErrors = validateReview(context);
      return {
        fieldErrors,
        error: undefined,
        refusals: context.refusals + (fieldErrors.message === undefined ? 0 : 1),
      };
    }),
    showFailure: assign({
      error: (_, params: { error: unknown }) => toFailure(params.error).message ?? errorMessages.somethingWentWrong,
    }),
    keepAnswer: assign({
      answered: (_, params: { answer: { payment_request: PaymentRequest } }) => params.answer.payment_request,
    }),
  },
}).createMachine({
  id: 'reviewPayment',
  context: ({ input }) => ({
    requestId: input.requestId,
    requestedCents: input.requestedCents,
    newKey: input.newKey,
    action: 'approve',
    amount: '',
    message: '',
    fieldErrors: {},
    refusals: 0,
    idempotencyKey: '',
    error: undefined,
    answered: undefined,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        approve: { target: 'confirming', actions: { type: 'open', params: { action: 'approve' } } },
        requestChanges: { target: 'confirming', actions: { type: 'open', params: { action: 'changes' } } },
      },
    },
    confirming: {
      on: {
        'amount.change': { actions: { type: 'setAmount', params: ({ event }) => ({ value: event.value }) } },
        'message.change': { actions: { type: 'setMessage', params: ({ event }) => ({ value: event.value }) } },
        submit: [{ guard: 'formInvalid', actions: 'refuse' }, { target: 'submitting' }],
        cancel: 'idle',
      },
    },
    submitting: {
      invoke: {
        id: 'answerRequest',
        src: 'answerRequest',
        input: ({ context }) => reviewRequest(context),
        onDone: {
          target: 'done',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        // An edit is a new answer (a new key); the same answer again is a retry (the same key).
        'amount.change': {
          target: 'confirming',
          actions: { type: 'setAmount', params: ({ event }) => ({ value: event.value }) },
        },
        'message.change': {
          target: 'confirming',
          actions: { type: 'setMessage', params: ({ event }) => ({ value: event.value }) },
        },
        submit: 'submitting',
        cancel: 'idle',
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({
    result: context.action === 'approve' ? 'approved' : 'changesRequested',
    // Only `done` is final, and it is reached with the answer kept.
    paymentRequest: context.answered as PaymentRequest,
  }),
});

import {
  blockingRequestStatuses,
  centsToDollars,
  dollarsToCents,
  milestoneLimits,
  submitWorkLabels as labels,
  type Milestone,
  type RequestPaymentRequest,
  type ResponseOf,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { fieldErrorsFrom, hasErrors, withoutField, type FieldErrors } from '../shared/form.ts';
import { newIdempotencyKey } from '../shared/idempotencyKey.ts';

export type MilestonePaymentField = 'milestone' | 'amount' | 'message';

/** A work document the freelancer uploaded (`POST /uploads`) to go with the request. */
export interface AttachedDocument {
  id: string;
  name: string;
}

export interface MilestonePaymentInput {
  contractId: number;
  /** The contract's milestones (`GET /contracts/{id}/milestones`), each with its requests newest first. */
  milestones: Milestone[];
}

export interface MilestonePaymentContext {
  contractId: number;
  milestones: Milestone[];
  milestoneId: number | null;
  /** Dollars as typed. */
  amount: string;
  message: string;
  attachments: AttachedDocument[];
  fieldErrors: FieldErrors<MilestonePaymentField>;
  /** What the server said of the last submit (its invalid_request message), shown at the top. */
  error: string | undefined;
  /**
   * The Idempotency-Key of the current attempt: kept while nothing is edited, so submitting again
   * after a failure the network hid replays the first call rather than asking twice.
   */
  attemptKey: string | undefined;
  requested: ResponseOf<'requestPayment'>['payment_request'] | undefined;
}

export type MilestonePaymentEvent =
  | { type: 'milestone.change'; value: number }
  | { type: 'amount.change'; value: string }
  | { type: 'message.change'; value: string }
  | { type: 'attachment.add'; document: AttachedDocument }
  | { type: 'attachment.remove'; id: string }
  | { type: 'submit' }
  | { type: 'cancel' };

export type MilestonePaymentOutput =
  { result: 'requested'; paymentRequest: ResponseOf<'requestPayment'>['payment_request'] } | { result: 'cancelled' };

export interface RequestPaymentInput {
  body: RequestPaymentRequest;
  idempotencyKey: string;
}

/**
 * Spec document 2, section 4: a milestone whose latest request (the first of `payment_requested`)
 * is 'Payment Requested', 'requested' or 'approved' cannot be chosen; nor one with nothing in
 * escrow (the API's rule: only a funded milestone's money can be requested).
 */
export function isChoosable(milestone: Milestone): boolean {
  const latest = milestone.payment_requested[0]?.status;
  const blocked = latest !== undefined && (blockingRequestStatuses as readonly string[]).includes(latest);
  return milestone.status === 'funded' && milestone.escrow_cents > 0 && !blocked;
}

/** Spec document 2, section 5 (submit work), with the API's escrow rule. */
export function validateSubmitWork(values: {
  milestones: Milestone[];
  milestoneId: number | null;
  amount: string;
  message: string;
}): FieldErrors<MilestonePaymentField> {
  const errors: FieldErrors<MilestonePaymentField> = {};
  const chosen = values.milestones.find((milestone) => milestone.id === values.milestoneId);
  if (values.milestones.length > 0 && (chosen === undefined || !isChoosable(chosen)))
    errors.milestone = labels.selectMilestone;
  const cents = dollarsToCents(values.amount);
  if (cents === undefined || cents <= 0 || cents > milestoneLimits.maxAmountCents) errors.amount = labels.amountInvalid;
  else if (chosen !== undefined && cents > chosen.escrow_cents) errors.amount = labels.amountAboveEscrow;
  if (values.message.trim() === '') errors.message = labels.messageRequired;
  return errors;
}

/** The API's field names on the form's fields. */
const formFieldOf = {
  contract_id: 'milestone',
  milestone_id: 'milestone',
  amount_requested: 'amount',
  request_message: 'message',
} as const satisfies Record<string, MilestonePaymentField>;

/**
 * FREELANCER_SUBMIT_WORK's `milestonePayment` flow (spec document 2, sections 2, 3, 4, 5 and 7):
 * the freelancer chooses a milestone (those that cannot be requested are not choosable), an
 * amount (above 0, not above its escrow), a message and any work documents (uploaded on their
 * own, attached here by id), then `POST /payments/request_payment`. A refusal comes back into the
 * form: its field messages on the fields, its message (invalid_request) at the top; a failure the
 * server did not explain says so at the top. Success ends `requested`: the caller runs its
 * follow-up (reloads the milestones) and the popup closes.
 */
export const milestonePaymentMachine = setup({
  types: {
    input: {} as MilestonePaymentInput,
    context: {} as MilestonePaymentContext,
    events: {} as MilestonePaymentEvent,
    output: {} as MilestonePaymentOutput,
  },
  actors: {
    requestPayment: fromPromise<ResponseOf<'requestPayment'>, RequestPaymentInput>(() =>
      Promise.reject(new Error('Provide the requestPayment actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateSubmitWork(context)),
    roomForMore: ({ context }, params: { id: string }) =>
      context.attachments.length < milestoneLimits.maxDocuments &&
      !context.attachments.some((document) => document.id === params.id),
  },
  actions: {
    setMilestone: assign(({ context }, params: { value: number }) => {
      const chosen = context.milestones.find((milestone) => milestone.id === params.value);
      return {
        milestoneId: params.value,
        // An empty amount starts at what the milestone holds (the whole of it is the usual request).
        amount: context.amount === '' && chosen ? centsToDollars(chosen.escrow_cents) : context.amount,
        fieldErrors: withoutField<MilestonePaymentField>(withoutField(context.fieldErrors, 'milestone'), 'amount'),
        attemptKey: undefined,
      };
    }),
    setAmount: assign(({ context }, params: { value: string }) => ({
      amount: params.value,
      fieldErrors: withoutField(context.fieldErrors, 'amount'),
      attemptKey: undefined,
    })),
    setMessage: assign(({ context }, params: { value: string }) => ({
      message: params.value,
      fieldErrors: withoutField(context.fieldErrors, 'message'),
      attemptKey: undefined,
    })),
    attach: assign(({ context }, params: { document: AttachedDocument }) => ({
      attachments: [...context.attachments, params.document],
      attemptKey: undefined,
    })),
    detach: assign(({ context }, params: { id: string }) => ({
      attachments: context.attachments.filter((document) => document.id !== params.id),
      attemptKey: undefined,
    })),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateSubmitWork(context), error: undefined }),
    startAttempt: assign({ attemptKey: ({ context }) => context.attemptKey ?? newIdempotencyKey(), error: undefined }),
    showFailure: assign((_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      const explained = failure.kind === 'http' && failure.status !== undefined && failure.status < 500;
      return {
        fieldErrors: explained ? fieldErrorsFrom(failure.fields, formFieldOf) : {},
        error: explained && failure.message ? failure.message : labels.failed,
        // A refusal is an answer: the next submit is a new attempt. The network's silence is not.
        ...(explained ? { attemptKey: undefined } : {}),
      };
    }),
    keepRequested: assign({
      requested: (_, params: { answer: ResponseOf<'requestPayment'> }) => params.answer.payment_request,
    }),
  },
}).createMachine({
  id: 'milestonePayment',
  context: ({ input }) => {
    // The one milestone that can be chosen is chosen, its whole escrow as the amount.
    const choosable = input.milestones.filter(isChoosable);
    const only = choosable.length === 1 ? choosable[0] : undefined;
    return {
      contractId: input.contractId,
      milestones: input.milestones,
      milestoneId: only?.id ?? null,
      amount: only ? centsToDollars(only.escrow_cents) : '',
      message: '',
      attachments: [],
      fieldErrors: {},
      error: undefined,
      attemptKey: undefined,
      requested: undefined,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'milestone.change': { actions: { type: 'setMilestone', params: ({ event }) => ({ value: event.value }) } },
        'amount.change': { actions: { type: 'setAmount', params: ({ event }) => ({ value: event.value }) } },
        'message.change': { actions: { type: 'setMessage', params: ({ event }) => ({ value: event.value }) } },
        'attachment.add': {
          guard: { type: 'roomForMore', params: ({ event }) => ({ id: event.document.id }) },
          actions: { type: 'attach', params: ({ event }) => ({ document: event.document }) },
        },
        'attachment.remove': { actions: { type: 'detach', params: ({ event }) => ({ id: event.id }) } },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
        cancel: 'cancelled',
      },
    },
    submitting: {
      entry: 'startAttempt',
      invoke: {
        id: 'requestPayment',
        src: 'requestPayment',
        input: ({ context }) => ({
          body: {
            contract_id: context.contractId,
            milestone_id: context.milestoneId ?? 0,
            amount_requested: context.amount.trim(),
            request_message: context.message.trim(),
            document_upload_ids: context.attachments.map((document) => document.id),
          },
          idempotencyKey: context.attemptKey ?? newIdempotencyKey(),
        }),
        onDone: {
          target: 'requested',
          actions: { type: 'keepRequested', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    requested: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.requested === undefined
      ? { result: 'cancelled' }
      : { result: 'requested', paymentRequest: context.requested },
});

import { hirePageLabels, makeOfferRequestSchema, type MakeOfferRequest, type ResponseOf } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { fieldErrorsFrom, hasErrors, withoutField, type FieldErrors } from '../shared/form.ts';

export interface MakeOfferInput {
  /** The proposal the offer answers (`job_application_id`). */
  proposalId: number;
  /** The amount the form starts with, in dollars as typed (the proposal's bid). */
  amount?: string;
}

export type MakeOfferField = 'amount' | 'message';

export interface MakeOfferContext {
  proposalId: number;
  amount: string;
  message: string;
  fieldErrors: FieldErrors<MakeOfferField>;
  /** The API's refusal no field names (409: an offer waits, the job closed…). */
  refusal: string | undefined;
  offer: ResponseOf<'makeOffer'>['offer'] | undefined;
}

export type MakeOfferEvent =
  | { type: 'amount.change'; value: string }
  | { type: 'message.change'; value: string }
  | { type: 'submit' }
  | { type: 'retry' };

export interface MakeOfferOutput {
  offer: ResponseOf<'makeOffer'>['offer'];
}

/**
 * The offer's fields, judged by the API's own schema (`POST /contract`): an amount in dollars
 * above 0 and at most the bid limit, a message within its length; a blank amount has its own words.
 */
export function validateOffer(values: { amount: string; message: string }): FieldErrors<MakeOfferField> {
  if (values.amount.trim() === '') {
    const rest = validateOffer({ ...values, amount: '1' });
    return { ...rest, amount: hirePageLabels.amountRequired };
  }
  const result = makeOfferRequestSchema.safeParse({ job_application_id: 1, ...values });
  const errors: FieldErrors<MakeOfferField> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'amount' || field === 'message') && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** A refusal (4xx but 429) is shown on the form with the API's words; anything else is `failed`. */
const isRefusal = (error: unknown) => {
  const { status, message } = toFailure(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 429 && message !== undefined;
};

/**
 * The manager's offer on a proposal (/hire-a-freelancer/:freelancerId/:jobId; `POST /contract`
 * through the `makeOffer` actor): the amount (the proposal's bid to start from) and a message are
 * checked here, then sent. A refusal comes back to the form with the API's message (or on its
 * field) and nothing typed lost; a failure (5xx, network) is `failed`, whose Try again returns to
 * the form as it was. Sent ends with the offer.
 */
export const makeOfferMachine = setup({
  types: {
    input: {} as MakeOfferInput,
    context: {} as MakeOfferContext,
    events: {} as MakeOfferEvent,
    output: {} as MakeOfferOutput,
  },
  actors: {
    makeOffer: fromPromise<ResponseOf<'makeOffer'>, MakeOfferRequest>(() =>
      Promise.reject(new Error('Provide the makeOffer actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateOffer(context)),
    refused: (_, params: { error: unknown }) => isRefusal(params.error),
  },
  actions: {
    setAmount: assign(({ context }, params: { value: string }) => ({
      amount: params.value,
      fieldErrors: withoutField(context.fieldErrors, 'amount'),
    })),
    setMessage: assign(({ context }, params: { value: string }) => ({
      message: params.value,
      fieldErrors: withoutField(context.fieldErrors, 'message'),
    })),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateOffer(context), refusal: undefined }),
    showRefusal: assign((_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      const fieldErrors = fieldErrorsFrom<MakeOfferField>(failure.fields, { amount: 'amount', message: 'message' });
      return hasErrors(fieldErrors) ? { fieldErrors, refusal: undefined } : { fieldErrors, refusal: failure.message };
    }),
    clearRefusal: assign({ refusal: undefined }),
    keepOffer: assign({ offer: (_, params: { answer: ResponseOf<'makeOffer'> }) => params.answer.offer }),
  },
}).createMachine({
  id: 'makeOffer',
  context: ({ input }) => ({
    proposalId: input.proposalId,
    amount: input.amount ?? '',
    message: '',
    fieldErrors: {},
    refusal: undefined,
    offer: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'amount.change': { actions: { type: 'setAmount', params: ({ event }) => ({ value: event.value }) } },
        'message.change': { actions: { type: 'setMessage', params: ({ event }) => ({ value: event.value }) } },
        submit: [
          { guard: 'formInvalid', actions: 'showFieldErrors' },
          { target: 'submitting', actions: 'clearRefusal' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'makeOffer',
        src: 'makeOffer',
        input: ({ context }) => ({
          job_application_id: context.proposalId,
          amount: context.amount.trim(),
          message: context.message.trim(),
        }),
        onDone: { target: 'sent', actions: { type: 'keepOffer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          {
            guard: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed' },
        ],
      },
    },
    failed: {
      on: { retry: 'editing' },
    },
    sent: { type: 'final' },
  },
  output: ({ context }) => ({ offer: context.offer as ResponseOf<'makeOffer'>['offer'] }),
});

import { acceptOfferMessages, errorMessages, type ResponseOf } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

/** The two answers (spec document 2, section 2: CE_ACCEPT_OFFER and CE_DECLINE_OFFER). */
export type OfferAnswer = 'Accepted' | 'Declined';

export interface AnswerOfferInput {
  offerId: number;
  answer: OfferAnswer;
}

export type AnswerOfferField = 'message' | 'agree';
export type AnswerOfferFieldErrors = Partial<Record<AnswerOfferField, string>>;

export interface AnswerOfferContext {
  offerId: number;
  answer: OfferAnswer;
  /** The message to the client: required to accept, optional to decline. */
  message: string;
  /** The terms of service box (accepting only). */
  agree: boolean;
  fieldErrors: AnswerOfferFieldErrors;
  /** A failure no field names: the server's message, or 'Something went wrong. Please try again.'. */
  error: string | undefined;
  answered: ResponseOf<'answerOffer'> | undefined;
}

export interface AnswerOfferRequest {
  id: number;
  answer: OfferAnswer;
  message: string;
  agree: boolean;
}

export type AnswerOfferEvent =
  | { type: 'message.change'; value: string }
  | { type: 'agree.change'; value: boolean }
  | { type: 'submit' }
  | { type: 'cancel' };

export type AnswerOfferOutput =
  { result: 'answered'; answer: OfferAnswer; offer: ResponseOf<'answerOffer'>['offer'] } | { result: 'cancelled' };

/**
 * Spec document 2, section 5: accepting takes a message ('This field can't be blank.') and the agree
 * box ('You need to accept the terms of service.'); declining takes neither.
 */
export function validateOfferAnswer(values: {
  answer: OfferAnswer;
  message: string;
  agree: boolean;
}): AnswerOfferFieldErrors {
  if (values.answer === 'Declined') return {};
  const errors: AnswerOfferFieldErrors = {};
  if (values.message.trim() === '') errors.message = acceptOfferMessages.messageRequired;
  if (!values.agree) errors.agree = acceptOfferMessages.termsRequired;
  return errors;
}

const withoutError = (errors: AnswerOfferFieldErrors, field: AnswerOfferField): AnswerOfferFieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));

/**
 * A freelancer's answer to an offer (CE_ACCEPT_OFFER / CE_DECLINE_OFFER; `PUT /contract/{id}`):
 * checked here, then the `answerOffer` actor the caller provides. A failure keeps what was typed:
 * the server's field messages go on their fields, anything else (a 409 when the offer was answered
 * or withdrawn meanwhile, a 5xx, no answer) in an alert.
 */
export const answerOfferMachine = setup({
  types: {
    input: {} as AnswerOfferInput,
    context: {} as AnswerOfferContext,
    events: {} as AnswerOfferEvent,
    output: {} as AnswerOfferOutput,
  },
  actors: {
    answerOffer: fromPromise<ResponseOf<'answerOffer'>, AnswerOfferRequest>(() =>
      Promise.reject(new Error('Provide the answerOffer actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(validateOfferAnswer(context)).length > 0,
  },
  actions: {
    setMessage: assign(({ context }, params: { value: string }) => ({
      message: params.value,
      fieldErrors: withoutError(context.fieldErrors, 'message'),
      error: undefined,
    })),
    setAgree: assign(({ context }, params: { value: boolean }) => ({
      agree: params.value,
      fieldErrors: withoutError(context.fieldErrors, 'agree'),
      error: undefined,
    })),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateOfferAnswer(context), error: undefined }),
    showFailure: assign((_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      const message = failure.kind === 'http' ? failure.message : undefined;
      if (message === undefined) return { error: errorMessages.somethingWentWrong };
      const fieldErrors: AnswerOfferFieldErrors = {};
      for (const field of ['message', 'agree'] as const) {
        const text = failure.fields[field];
        if (text) fieldErrors[field] = text;
      }
      return Object.keys(fieldErrors).length > 0 ? { fieldErrors, error: undefined } : { fieldErrors, error: message };
    }),
    keepAnswer: assign({ answered: (_, params: { answer: ResponseOf<'answerOffer'> }) => params.answer }),
  },
}).createMachine({
  id: 'answerOffer',
  context: ({ input }) => ({
    offerId: input.offerId,
    answer: input.answer,
    message: '',
    agree: false,
    fieldErrors: {},
    error: undefined,
    answered: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'message.change': { actions: { type: 'setMessage', params: ({ event }) => ({ value: event.value }) } },
        'agree.change': { actions: { type: 'setAgree', params: ({ event }) => ({ value: event.value }) } },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'saving' }],
        cancel: 'cancelled',
      },
    },
    saving: {
      invoke: {
        id: 'answerOffer',
        src: 'answerOffer',
        input: ({ context }) => ({
          id: context.offerId,
          answer: context.answer,
          message: context.message.trim(),
          agree: context.agree,
        }),
        onDone: {
          target: 'answered',
          actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    answered: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.answered === undefined
      ? { result: 'cancelled' }
      : { result: 'answered', answer: context.answer, offer: context.answered.offer },
});

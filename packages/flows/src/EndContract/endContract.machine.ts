import { errorMessages, ratingMessages, type ResponseOf } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { hasErrors, type FieldErrors } from '../shared/form.ts';

export interface EndContractInput {
  /** The contract (`POST /ratings` with its id). */
  contractId: number;
}

export type EndContractField = 'score';

export interface EndContractContext {
  contractId: number;
  score: number | null;
  feedback: string;
  fieldErrors: FieldErrors<EndContractField>;
  /** Why the last try failed: the server's message, or 'Something went wrong. Please try again.'. */
  error: string | undefined;
  ratings: ResponseOf<'createRating'> | undefined;
}

/** What the `rateContract` actor is given: `POST /ratings`'s body. */
export interface RateContractRequest {
  contract_id: number;
  score: number;
  feedback: string;
}

export type EndContractEvent =
  { type: 'score.change'; value: number } | { type: 'feedback.change'; value: string } | { type: 'submit' };

export type EndContractOutput = { result: 'rated'; ratings: ResponseOf<'createRating'> };

/** Spec document 2, section 9: ratings 1 to 5; the score is required. */
export function validateRating(values: { score: number | null }): FieldErrors<EndContractField> {
  return values.score === null || values.score < 1 || values.score > 5 ? { score: ratingMessages.scoreRequired } : {};
}

/**
 * Ending a contract with a rating (/end-contract/:id, /freelancer-end-contract/:id): a score of 1
 * to 5 and optional feedback, checked here, then the `rateContract` actor (`POST /ratings`, which
 * ends an active contract). Success ends `rated` with both ratings as the API answers them; a
 * failure keeps what was chosen and shows the server's reason.
 */
export const endContractMachine = setup({
  types: {
    input: {} as EndContractInput,
    context: {} as EndContractContext,
    events: {} as EndContractEvent,
    output: {} as EndContractOutput,
  },
  actors: {
    rateContract: fromPromise<ResponseOf<'createRating'>, RateContractRequest>(() =>
      Promise.reject(new Error('Provide the rateContract actor')),
    ),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateRating(context)),
  },
  actions: {
    setScore: assign((_, params: { value: number }) => ({ score: params.value, fieldErrors: {}, error: undefined })),
    setFeedback: assign({ feedback: (_, params: { value: string }) => params.value }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => validateRating(context), error: undefined }),
    showFailure: assign({
      error: (_, params: { error: unknown }) => toFailure(params.error).message ?? errorMessages.somethingWentWrong,
    }),
    keepRatings: assign({ ratings: (_, params: { answer: ResponseOf<'createRating'> }) => params.answer }),
  },
}).createMachine({
  id: 'endContract',
  context: ({ input }) => ({
    contractId: input.contractId,
    score: null,
    feedback: '',
    fieldErrors: {},
    error: undefined,
    ratings: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'score.change': { actions: { type: 'setScore', params: ({ event }) => ({ value: event.value }) } },
        'feedback.change': { actions: { type: 'setFeedback', params: ({ event }) => ({ value: event.value }) } },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
      },
    },
    submitting: {
      invoke: {
        id: 'rateContract',
        src: 'rateContract',
        input: ({ context }) => ({
          contract_id: context.contractId,
          score: context.score ?? 0,
          feedback: context.feedback.trim(),
        }),
        onDone: {
          target: 'rated',
          actions: { type: 'keepRatings', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    rated: { type: 'final' },
  },
  output: ({ context }) => ({ result: 'rated', ratings: context.ratings as ResponseOf<'createRating'> }),
});

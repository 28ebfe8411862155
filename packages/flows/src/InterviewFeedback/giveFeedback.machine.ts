import {
  errorMessages,
  feedbackRatingRange,
  feedbackRatings,
  interviewFeedbackMessages,
  overallPerformances,
  type InterviewFeedback,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';
import { hasErrors, withoutField, type FieldErrors } from '../shared/form.ts';

export type FeedbackRating = (typeof feedbackRatings)[number];
export type OverallPerformance = (typeof overallPerformances)[number];
export type FeedbackTextField = 'candidate_strengths' | 'areas_of_improvement' | 'additional_comments';
export type FeedbackField = 'overall_performance' | 'candidate_strengths' | 'areas_of_improvement';

export interface GiveFeedbackInput {
  proposalId: number;
  interviewId: number;
}

export interface GiveFeedbackContext extends GiveFeedbackInput {
  ratings: Record<FeedbackRating, number>;
  overall_performance: OverallPerformance | '';
  recommend_for_hire: boolean;
  candidate_strengths: string;
  areas_of_improvement: string;
  additional_comments: string;
  fieldErrors: FieldErrors<FeedbackField>;
  /** A refusal's words (409: given already, too early). */
  error: string | undefined;
  feedback: InterviewFeedback | undefined;
}

export interface FeedbackBody extends Record<FeedbackRating, number> {
  overall_performance: OverallPerformance;
  recommend_for_hire: boolean;
  candidate_strengths: string;
  areas_of_improvement: string;
  additional_comments?: string;
}

export type GiveFeedbackEvent =
  | { type: 'rating.change'; rating: FeedbackRating; value: number }
  | { type: 'overall.change'; value: OverallPerformance }
  | { type: 'recommend.change'; value: boolean }
  | { type: 'text.change'; field: FeedbackTextField; value: string }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'cancel' };

export type GiveFeedbackOutput = { result: 'submitted'; feedback: InterviewFeedback } | { result: 'cancelled' };

/** Section 5: overall performance chosen, strengths and improvements written. */
export function validateFeedback(
  values: Pick<GiveFeedbackContext, 'overall_performance' | 'candidate_strengths' | 'areas_of_improvement'>,
): FieldErrors<FeedbackField> {
  const errors: FieldErrors<FeedbackField> = {};
  if (values.overall_performance === '') errors.overall_performance = interviewFeedbackMessages.overallRequired;
  if (values.candidate_strengths.trim() === '')
    errors.candidate_strengths = interviewFeedbackMessages.strengthsRequired;
  if (values.areas_of_improvement.trim() === '')
    errors.areas_of_improvement = interviewFeedbackMessages.improvementsRequired;
  return errors;
}

export function feedbackBody(context: GiveFeedbackContext): FeedbackBody {
  const comments = context.additional_comments.trim();
  return {
    ...context.ratings,
    overall_performance: context.overall_performance as OverallPerformance,
    recommend_for_hire: context.recommend_for_hire,
    candidate_strengths: context.candidate_strengths.trim(),
    areas_of_improvement: context.areas_of_improvement.trim(),
    ...(comments ? { additional_comments: comments } : {}),
  };
}

const isRefusal = (error: unknown) => {
  const { status } = toFailure(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
};

const clampRating = (value: number) =>
  Math.min(feedbackRatingRange.max, Math.max(feedbackRatingRange.min, Math.round(value)));

/**
 * GIVE_INTERVIEW_FEEDBACK (spec document 2, sections 2, 3, 5 and 8): five ratings of 1 to 5
 * (default 1), overall performance, recommend for hire, strengths, improvements and comments; the
 * `sendFeedback` actor posts them. A refusal (409 given already or too early) stays in the form
 * with the API's words; any other failure is `failed` ('Failed to Submit Feedback'), Try again
 * returns to the form with everything kept.
 */
export const giveFeedbackMachine = setup({
  types: {
    input: {} as GiveFeedbackInput,
    context: {} as GiveFeedbackContext,
    events: {} as GiveFeedbackEvent,
    output: {} as GiveFeedbackOutput,
  },
  actors: {
    sendFeedback: fromPromise<
      { feedback: InterviewFeedback },
      { proposalId: number; interviewId: number; body: FeedbackBody }
    >(() => Promise.reject(new Error('Provide the sendFeedback actor'))),
  },
  guards: {
    formInvalid: ({ context }) => hasErrors(validateFeedback(context)),
    refused: (_, params: { error: unknown }) => isRefusal(params.error),
  },
  actions: {
    setRating: assign(({ context }, params: { rating: FeedbackRating; value: number }) => ({
      ratings: { ...context.ratings, [params.rating]: clampRating(params.value) },
    })),
    setOverall: assign(({ context }, params: { value: OverallPerformance }) => ({
      overall_performance: params.value,
      fieldErrors: withoutField<FeedbackField>(context.fieldErrors, 'overall_performance'),
      error: undefined,
    })),
    setRecommend: assign({ recommend_for_hire: (_, params: { value: boolean }) => params.value }),
    setText: assign(({ context }, params: { field: FeedbackTextField; value: string }) => ({
      [params.field]: params.value,
      fieldErrors:
        params.field === 'additional_comments'
          ? context.fieldErrors
          : withoutField<FeedbackField>(context.fieldErrors, params.field),
      error: undefined,
    })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: validateFeedback(context), error: undefined })),
    showRefusal: assign({
      error: (_, params: { error: unknown }) => toFailure(params.error).message ?? errorMessages.somethingWentWrong,
    }),
    keepFeedback: assign((_, params: { feedback: InterviewFeedback }) => ({ feedback: params.feedback })),
  },
}).createMachine({
  id: 'giveFeedback',
  context: ({ input }) => ({
    proposalId: input.proposalId,
    interviewId: input.interviewId,
    ratings: {
      skills: feedbackRatingRange.default,
      communication: feedbackRatingRange.default,
      problem_solving: feedbackRatingRange.default,
      technical_knowledge: feedbackRatingRange.default,
      cultural_fit: feedbackRatingRange.default,
    },
    overall_performance: '',
    recommend_for_hire: false,
    candidate_strengths: '',
    areas_of_improvement: '',
    additional_comments: '',
    fieldErrors: {},
    error: undefined,
    feedback: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'rating.change': {
          actions: { type: 'setRating', params: ({ event }) => ({ rating: event.rating, value: event.value }) },
        },
        'overall.change': { actions: { type: 'setOverall', params: ({ event }) => ({ value: event.value }) } },
        'recommend.change': { actions: { type: 'setRecommend', params: ({ event }) => ({ value: event.value }) } },
        'text.change': {
          actions: { type: 'setText', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        submit: [{ guard: 'formInvalid', actions: 'showFieldErrors' }, { target: 'submitting' }],
        cancel: 'cancelled',
      },
    },
    submitting: {
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => ({
          proposalId: context.proposalId,
          interviewId: context.interviewId,
          body: feedbackBody(context),
        }),
        onDone: {
          target: 'submitted',
          actions: { type: 'keepFeedback', params: ({ event }) => ({ feedback: event.output.feedback }) },
        },
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
    /** 'Failed to Submit Feedback': Try again returns to the form. */
    failed: { on: { retry: 'editing', cancel: 'cancelled' } },
    submitted: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.feedback === undefined ? { result: 'cancelled' } : { result: 'submitted', feedback: context.feedback },
});

import type { InterviewFeedback } from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { statusOf } from '../shared/failure.ts';

export interface ShowFeedbackInput {
  proposalId: number;
  interviewId: number;
}

export interface ShowFeedbackContext extends ShowFeedbackInput {
  feedback: InterviewFeedback | undefined;
}

export type ShowFeedbackEvent = { type: 'retry' };

/**
 * SHOW_INTERVIEW_FEEDBACK (spec document 2, sections 2 and 8): loading, then the feedback shown,
 * empty (the API's 404: none given yet), or the error ('Failed to fetch feedback') with Retry.
 */
export const showFeedbackMachine = setup({
  types: {
    input: {} as ShowFeedbackInput,
    context: {} as ShowFeedbackContext,
    events: {} as ShowFeedbackEvent,
  },
  actors: {
    loadFeedback: fromPromise<{ feedback: InterviewFeedback }, ShowFeedbackInput>(() =>
      Promise.reject(new Error('Provide the loadFeedback actor')),
    ),
  },
  guards: {
    notGiven: (_, params: { error: unknown }) => statusOf(params.error) === 404,
  },
  actions: {
    keepFeedback: assign((_, params: { feedback: InterviewFeedback }) => ({ feedback: params.feedback })),
  },
}).createMachine({
  id: 'showFeedback',
  context: ({ input }) => ({ ...input, feedback: undefined }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFeedback',
        src: 'loadFeedback',
        input: ({ context }) => ({ proposalId: context.proposalId, interviewId: context.interviewId }),
        onDone: {
          target: 'shown',
          actions: { type: 'keepFeedback', params: ({ event }) => ({ feedback: event.output.feedback }) },
        },
        onError: [
          { guard: { type: 'notGiven', params: ({ event }) => ({ error: event.error }) }, target: 'empty' },
          { target: 'failed' },
        ],
      },
    },
    shown: {},
    empty: {},
    failed: { on: { retry: 'loading' } },
  },
});

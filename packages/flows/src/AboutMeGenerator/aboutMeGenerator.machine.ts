import {
  aiLimits,
  errorMessages,
  serverMessages,
  type GenerateAboutMeRequest,
  type GenerateAboutMeResponse,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

export interface AboutMeGeneratorInput {
  /** Points already typed (the generator opened again); '' for a fresh start. */
  bulletPoints: string;
}

export interface AboutMeGeneratorContext {
  bulletPoints: string;
  /** The message under the points: too long, or the server refusing them (a 422). */
  fieldError: string | undefined;
  /** Spec document 1, section 8: 'Sorry, I couldn't generate the summary. Please try again.' */
  error: string | undefined;
  /** The About Me written from the points, shown for review. */
  aboutMe: string | undefined;
  /** Use this text was pressed: the output carries `aboutMe`. */
  applied: boolean;
}

export type AboutMeGeneratorEvent =
  | { type: 'points.change'; value: string }
  | { type: 'generate' }
  | { type: 'retry' }
  /** From the written text back to the points (to change them and generate again). */
  | { type: 'points.edit' }
  /** Use this text: the generator ends with it. */
  | { type: 'use' }
  | { type: 'cancel' };

export type AboutMeGeneratorOutput = { result: 'applied'; aboutMe: string } | { result: 'cancelled' };

const hasText = (text: string) => text.trim() !== '';

/**
 * The About Me generator (spec document 1, sections 2, 3, 7 and 8): the user types a few bullet
 * points (Generate does nothing while they are blank), the `generateAboutMe` actor the caller
 * provides (`POST /profiles/generate_about_me`) writes an About Me from them, which is shown for
 * review; Use this text ends `applied` with it (the wizard puts it into About Me), Cancel ends
 * `cancelled` at any point. A failure shows the spec's message with Retry; points the server
 * refuses (422) show its message under them instead.
 */
export const aboutMeGeneratorMachine = setup({
  types: {
    input: {} as AboutMeGeneratorInput,
    context: {} as AboutMeGeneratorContext,
    events: {} as AboutMeGeneratorEvent,
    output: {} as AboutMeGeneratorOutput,
  },
  actors: {
    generateAboutMe: fromPromise<GenerateAboutMeResponse, GenerateAboutMeRequest>(() =>
      Promise.reject(new Error('Provide the generateAboutMe actor')),
    ),
  },
  guards: {
    hasPoints: ({ context }) => hasText(context.bulletPoints),
    pointsTooLong: ({ context }) => context.bulletPoints.trim().length > aiLimits.bulletPointsMaxLength,
    /** The server refused the points themselves: trying again unchanged would not help. */
    pointsRefused: (_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return failure.status === 422 && failure.fields.bulletPoints !== undefined;
    },
  },
  actions: {
    setPoints: assign((_, params: { value: string }) => ({
      bulletPoints: params.value,
      fieldError: undefined,
      error: undefined,
    })),
    showTooLong: assign({ fieldError: serverMessages.bulletPointsTooLong }),
    startGenerating: assign({ error: undefined, fieldError: undefined, aboutMe: undefined }),
    keepText: assign((_, params: { aboutMe: string }) => ({ aboutMe: params.aboutMe })),
    showRefused: assign((_, params: { error: unknown }) => ({
      fieldError: toFailure(params.error).fields.bulletPoints,
    })),
    showFailure: assign({ error: errorMessages.aiWriterFailed }),
    clearText: assign({ aboutMe: undefined, error: undefined }),
    markApplied: assign({ applied: true }),
  },
}).createMachine({
  id: 'aboutMeGenerator',
  context: ({ input }) => ({
    bulletPoints: input.bulletPoints,
    fieldError: undefined,
    error: undefined,
    aboutMe: undefined,
    applied: false,
  }),
  initial: 'editing',
  states: {
    /** Typing the points; Generate is offered only once they are not blank. */
    editing: {
      on: {
        'points.change': { actions: { type: 'setPoints', params: ({ event }) => ({ value: event.value }) } },
        generate: [
          { guard: 'pointsTooLong', actions: 'showTooLong' },
          { guard: 'hasPoints', target: 'generating' },
        ],
        cancel: 'cancelled',
      },
    },
    generating: {
      entry: 'startGenerating',
      invoke: {
        id: 'generateAboutMe',
        src: 'generateAboutMe',
        input: ({ context }) => ({ bulletPoints: context.bulletPoints.trim() }),
        onDone: {
          target: 'generated',
          actions: { type: 'keepText', params: ({ event }) => ({ aboutMe: event.output.about_me }) },
        },
        onError: [
          {
            guard: { type: 'pointsRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'showRefused', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: 'showFailure' },
        ],
      },
      // Cancel stops the call (its signal aborts) and closes.
      on: { cancel: 'cancelled' },
    },
    /** 'Sorry, I couldn't generate the summary. Please try again.' with Retry; the points stay editable. */
    failed: {
      on: {
        retry: 'generating',
        'points.change': {
          target: 'editing',
          actions: { type: 'setPoints', params: ({ event }) => ({ value: event.value }) },
        },
        cancel: 'cancelled',
      },
    },
    /** The text, for review: use it, or go back to the points. */
    generated: {
      on: {
        use: { target: 'applied', actions: 'markApplied' },
        'points.edit': { target: 'editing', actions: 'clearText' },
        cancel: 'cancelled',
      },
    },
    applied: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.applied && context.aboutMe !== undefined
      ? { result: 'applied', aboutMe: context.aboutMe }
      : { result: 'cancelled' },
});

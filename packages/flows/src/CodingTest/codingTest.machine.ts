import {
  codingTestRules,
  type CodingTestAnswers,
  type CodingTestOptionId,
  type CodingTestQuestion,
  type CodingTestResponse,
  type CodingTestResult,
  type SaveCodingTestAnswersRequest,
  type SaveCodingTestAnswersResponse,
  type SubmitCodingTestRequest,
} from '@cloudexperts/domain';
import { assign, fromCallback, fromPromise, raise, setup, type EventObject } from 'xstate';
import { toFailure } from '../shared/failure.ts';

export interface CodingTestContext {
  questions: readonly CodingTestQuestion[];
  /** Every answer chosen, saved or not (nothing chosen is lost to a failed save). */
  answers: CodingTestAnswers;
  /** The index of the question shown. */
  current: number;
  /** Time left on the server's timer when last read or ticked, in ms. */
  remainingMs: number;
  /** Answers chosen since the last save started. */
  unsaved: boolean;
  /** When the answers were last saved (the server's time). */
  savedAt: string | null;
  /** The test is being submitted because the time ran out. */
  timeUp: boolean;
  /** A failed start, Save & Exit or submit, for the view to say so. */
  failure: 'start' | 'exit' | 'submit' | undefined;
  /** The server's reason for refusing the test (no submitted application). */
  refusal: string | undefined;
  result: CodingTestResult | undefined;
}

export type CodingTestEvent =
  | { type: 'retry' }
  | { type: 'start' }
  | { type: 'answer.select'; questionId: number; option: CodingTestOptionId }
  | { type: 'question.next' }
  | { type: 'question.previous' }
  | { type: 'question.go'; index: number }
  | { type: 'exit.request' }
  | { type: 'exit.cancel' }
  | { type: 'exit.confirm' }
  | { type: 'submit.request' }
  | { type: 'submit.cancel' }
  | { type: 'submit.confirm' }
  | { type: 'draft.retry' }
  /** From the clock actor: the time left now. */
  | { type: 'clock.tick'; remainingMs: number }
  /** Raised by the machine: the time ran out (the clock, or the server refusing a save). */
  | { type: 'time.up' }
  /** Raised by the machine on a question change: the answers are saved at once. */
  | { type: 'draft.saveNow' };

export type CodingTestOutput =
  /** Save & Exit: the answers are saved; the test can be resumed until the timer ends. */
  { kind: 'exited' } | { kind: 'submitted'; result: CodingTestResult };

export interface ClockInput {
  remainingMs: number;
  tickMs: number;
}

/**
 * The clock: reports the time left every `tickMs`, counted from the device's clock against a
 * deadline set when it starts (a page that skips ticks still reads the right time).
 */
export const deviceClock = fromCallback<EventObject, ClockInput>(({ input, sendBack }) => {
  const deadline = Date.now() + input.remainingMs;
  const timer = setInterval(() => {
    sendBack({ type: 'clock.tick', remainingMs: Math.max(0, deadline - Date.now()) });
  }, input.tickMs);
  return () => clearInterval(timer);
});

/** The events of choosing answers (each restarts the wait before the answers are saved). */
const editEvents = ['answer.select'] as const;

const openState = (response: CodingTestResponse) => response.status;

/**
 * The freelancer coding test (spec document 1, section 2: the Exit Test and Submit Test modals;
 * section 4: "exit keeps progress saved so the test can be resumed before the timer ends;
 * submitting is final"). Loads the test (not started: the intro with Start; in progress: resumed
 * with its saved answers and the server's time left; submitted: the result). While it runs, the
 * answers are saved after a pause and at once on every question change (a failed save keeps them
 * and is tried again), a clock counts the time left down, and when it runs out the test is
 * submitted. Exit asks first ('Save & Exit' saves, then the flow ends; 'Continue Test' stays);
 * Submit asks first ('Are you sure you want to submit?'), then the server grades it.
 */
export const codingTestMachine = setup({
  types: {
    context: {} as CodingTestContext,
    events: {} as CodingTestEvent,
    output: {} as CodingTestOutput,
  },
  actors: {
    loadTest: fromPromise<CodingTestResponse>(() => Promise.reject(new Error('Provide loadTest'))),
    startTest: fromPromise<CodingTestResponse>(() => Promise.reject(new Error('Provide startTest'))),
    saveAnswers: fromPromise<SaveCodingTestAnswersResponse, SaveCodingTestAnswersRequest>(() =>
      Promise.reject(new Error('Provide saveAnswers')),
    ),
    submitTest: fromPromise<CodingTestResponse, SubmitCodingTestRequest>(() =>
      Promise.reject(new Error('Provide submitTest')),
    ),
    clock: deviceClock,
  },
  delays: {
    saveDelay: codingTestRules.saveDelayMs,
    saveRetryDelay: codingTestRules.saveRetryMs,
  },
  guards: {
    isNotStarted: (_, params: { response: CodingTestResponse }) => openState(params.response) === 'not_started',
    isInProgress: (_, params: { response: CodingTestResponse }) => openState(params.response) === 'in_progress',
    isSubmitted: (_, params: { response: CodingTestResponse }) => openState(params.response) === 'submitted',
    isRefused: (_, params: { error: unknown }) => toFailure(params.error).status === 403,
    /** The server no longer takes answers: the time is up, or the test was submitted elsewhere. */
    isClosed: (_, params: { error: unknown }) => toFailure(params.error).status === 409,
    hasUnsaved: ({ context }) => context.unsaved,
    hasNext: ({ context }) => context.current < context.questions.length - 1,
    hasPrevious: ({ context }) => context.current > 0,
    isQuestion: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.questions.length,
    isInTest: ({ context }, params: { questionId: number }) =>
      context.questions.some((question) => question.id === params.questionId),
    timeRanOut: (_, params: { remainingMs: number }) => params.remainingMs <= 0,
    canCancelSubmit: ({ context }) => !context.timeUp,
  },
  actions: {
    resume: assign((_, params: { response: CodingTestResponse }) => {
      const { response } = params;
      if (response.status !== 'in_progress') return {};
      return {
        questions: response.questions,
        answers: response.answers,
        current: 0,
        remainingMs: Math.max(0, Date.parse(response.ends_at) - Date.parse(response.now)),
        unsaved: false,
        failure: undefined,
      };
    }),
    keepResult: assign((_, params: { response: CodingTestResponse }) =>
      params.response.status === 'submitted' ? { result: params.response.result } : {},
    ),
    keepRefusal: assign((_, params: { error: unknown }) => ({ refusal: toFailure(params.error).message })),
    select: assign(({ context }, params: { questionId: number; option: CodingTestOptionId }) => ({
      answers: { ...context.answers, [String(params.questionId)]: params.option },
      unsaved: true,
    })),
    next: assign(({ context }) => ({ current: context.current + 1 })),
    previous: assign(({ context }) => ({ current: context.current - 1 })),
    go: assign((_, params: { index: number }) => ({ current: params.index })),
    tick: assign((_, params: { remainingMs: number }) => ({ remainingMs: Math.max(0, params.remainingMs) })),
    noteTimeUp: assign({ timeUp: true, remainingMs: 0 }),
    startSave: assign({ unsaved: false }),
    noteSaved: assign((_, params: { response: SaveCodingTestAnswersResponse }) => ({
      savedAt: params.response.saved_at,
    })),
    noteSaveFailed: assign({ unsaved: true }),
    failed: assign((_, params: { failure: CodingTestContext['failure'] }) => ({ failure: params.failure })),
    clearFailure: assign({ failure: undefined }),
    saveNow: raise({ type: 'draft.saveNow' }),
    timeIsUp: raise({ type: 'time.up' }),
  },
}).createMachine({
  id: 'codingTest',
  context: {
    questions: [],
    answers: {},
    current: 0,
    remainingMs: 0,
    unsaved: false,
    savedAt: null,
    timeUp: false,
    failure: undefined,
    refusal: undefined,
    result: undefined,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTest',
        src: 'loadTest',
        onDone: [
          { guard: { type: 'isNotStarted', params: ({ event }) => ({ response: event.output }) }, target: 'intro' },
          {
            guard: { type: 'isInProgress', params: ({ event }) => ({ response: event.output }) },
            target: 'test',
            actions: { type: 'resume', params: ({ event }) => ({ response: event.output }) },
          },
          { target: 'submitted', actions: { type: 'keepResult', params: ({ event }) => ({ response: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'loadFailed' },
        ],
      },
    },
    /** The test could not be loaded: Retry loads again. */
    loadFailed: { on: { retry: 'loading' } },
    /** The server refuses the test (no submitted application): its reason is shown. */
    refused: {},
    /** The rules and Start Test. */
    intro: {
      on: { start: 'starting' },
    },
    starting: {
      entry: 'clearFailure',
      invoke: {
        id: 'startTest',
        src: 'startTest',
        onDone: [
          {
            guard: { type: 'isSubmitted', params: ({ event }) => ({ response: event.output }) },
            target: 'submitted',
            actions: { type: 'keepResult', params: ({ event }) => ({ response: event.output }) },
          },
          {
            guard: { type: 'isInProgress', params: ({ event }) => ({ response: event.output }) },
            target: 'test',
            actions: { type: 'resume', params: ({ event }) => ({ response: event.output }) },
          },
          { target: 'intro', actions: { type: 'failed', params: { failure: 'start' } } },
        ],
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'intro', actions: { type: 'failed', params: { failure: 'start' } } },
        ],
      },
    },
    /** The test is running: answering, the answers saved as the user goes, the clock. */
    test: {
      type: 'parallel',
      invoke: {
        id: 'clock',
        src: 'clock',
        input: ({ context }) => ({ remainingMs: context.remainingMs, tickMs: codingTestRules.tickMs }),
      },
      on: {
        'clock.tick': [
          {
            guard: { type: 'timeRanOut', params: ({ event }) => ({ remainingMs: event.remainingMs }) },
            actions: [{ type: 'tick', params: ({ event }) => ({ remainingMs: event.remainingMs }) }, 'timeIsUp'],
          },
          { actions: { type: 'tick', params: ({ event }) => ({ remainingMs: event.remainingMs }) } },
        ],
      },
      states: {
        answering: {
          initial: 'answering',
          states: {
            answering: {
              on: {
                'answer.select': {
                  guard: { type: 'isInTest', params: ({ event }) => ({ questionId: event.questionId }) },
                  actions: {
                    type: 'select',
                    params: ({ event }) => ({ questionId: event.questionId, option: event.option }),
                  },
                },
                'question.next': { guard: 'hasNext', actions: ['next', 'saveNow'] },
                'question.previous': { guard: 'hasPrevious', actions: ['previous', 'saveNow'] },
                'question.go': {
                  guard: { type: 'isQuestion', params: ({ event }) => ({ index: event.index }) },
                  actions: [{ type: 'go', params: ({ event }) => ({ index: event.index }) }, 'saveNow'],
                },
                'exit.request': { target: 'exitConfirm', actions: 'clearFailure' },
                'submit.request': { target: 'submitConfirm', actions: 'clearFailure' },
                'time.up': { target: 'submitting', actions: 'noteTimeUp' },
              },
            },
            /** Exit Test: 'Save & Exit' or 'Continue Test'. */
            exitConfirm: {
              on: {
                'exit.cancel': 'answering',
                'exit.confirm': 'exiting',
                'time.up': { target: 'submitting', actions: 'noteTimeUp' },
              },
            },
            /** Save & Exit: every answer saved, then the flow ends (the test resumes on the next visit). */
            exiting: {
              entry: 'clearFailure',
              invoke: {
                id: 'exitSave',
                src: 'saveAnswers',
                input: ({ context }) => ({ answers: context.answers }),
                onDone: { target: '#codingTest.exited' },
                onError: [
                  {
                    guard: { type: 'isClosed', params: ({ event }) => ({ error: event.error }) },
                    target: 'submitting',
                    actions: 'noteTimeUp',
                  },
                  { target: 'exitConfirm', actions: { type: 'failed', params: { failure: 'exit' } } },
                ],
              },
            },
            /** Submit Test: 'Are you sure you want to submit?' / 'You cannot return once submitted.' */
            submitConfirm: {
              on: {
                'submit.cancel': { guard: 'canCancelSubmit', target: 'answering' },
                'submit.confirm': 'submitting',
                'time.up': { target: 'submitting', actions: 'noteTimeUp' },
              },
            },
            /** Final: the server grades the answers (the saved ones if the time is up). */
            submitting: {
              entry: 'clearFailure',
              invoke: {
                id: 'submitTest',
                src: 'submitTest',
                input: ({ context }) => ({ answers: context.answers }),
                onDone: [
                  {
                    guard: { type: 'isSubmitted', params: ({ event }) => ({ response: event.output }) },
                    target: '#codingTest.submitted',
                    actions: { type: 'keepResult', params: ({ event }) => ({ response: event.output }) },
                  },
                  { target: 'submitConfirm', actions: { type: 'failed', params: { failure: 'submit' } } },
                ],
                onError: { target: 'submitConfirm', actions: { type: 'failed', params: { failure: 'submit' } } },
              },
            },
          },
        },
        /** The answers on the server, saved as the user goes. */
        draft: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasUnsaved', target: 'pending' },
            },
            /** Answers wait for a pause (each choice starts the wait again); a question change saves at once. */
            pending: {
              after: { saveDelay: 'saving' },
              on: {
                'draft.saveNow': 'saving',
                ...Object.fromEntries(editEvents.map((type) => [type, { target: 'pending', reenter: true }])),
              },
            },
            saving: {
              entry: 'startSave',
              invoke: {
                id: 'saveAnswers',
                src: 'saveAnswers',
                input: ({ context }) => ({ answers: context.answers }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'noteSaved', params: ({ event }) => ({ response: event.output }) },
                },
                onError: [
                  {
                    guard: { type: 'isClosed', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: 'timeIsUp',
                  },
                  { target: 'failed', actions: 'noteSaveFailed' },
                ],
              },
            },
            /** Not saved: every answer stays here and is sent again. */
            failed: {
              after: { saveRetryDelay: 'saving' },
              on: { 'draft.retry': 'saving', 'draft.saveNow': 'saving' },
            },
          },
        },
      },
    },
    exited: { type: 'final' },
    /** The result: final. */
    submitted: { type: 'final' },
  },
  output: ({ context }) => (context.result ? { kind: 'submitted', result: context.result } : { kind: 'exited' }),
});

/** The number of questions answered. */
export const answeredCount = (context: Pick<CodingTestContext, 'questions' | 'answers'>) =>
  context.questions.filter((question) => context.answers[String(question.id)] !== undefined).length;

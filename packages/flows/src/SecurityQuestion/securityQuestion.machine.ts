import {
  errorMessages,
  securityQuestionMessages,
  securityQuestionOptions,
  signUpMessages,
  successMessages,
  type ResponseOf,
  type SecurityQuestion,
} from '@cloudexperts/domain';
import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

/** The two options of the change (spec document 1, section 2): sign every other device out, or not. */
export const deviceChoices = ['stayLoggedIn', 'resetAllDevices'] as const;
export type DeviceChoice = (typeof deviceChoices)[number];

/** One of the fixed list's questions (spec document 1, section 3: "a fallback list of 5 questions"). */
export type QuestionText = (typeof securityQuestionOptions)[number];

/** Narrows a picked list entry to one of the questions the API accepts. */
export const isQuestionText = (value: string): value is QuestionText =>
  (securityQuestionOptions as readonly string[]).includes(value);

export interface SecurityQuestionInput {
  /** `forgotAnswer` opens on "Forgot your answer?" (routes `/forget-answer`, `/reset-answer`); else `change`. */
  start: 'change' | 'forgotAnswer';
}

export interface SecurityQuestionFieldErrors {
  oldAnswer?: string;
  question?: string;
  answer?: string;
  password?: string;
}
type Field = keyof SecurityQuestionFieldErrors;

export interface SecurityQuestionContext {
  start: 'change' | 'forgotAnswer';
  /** The fixed list to choose from. */
  questions: string[];
  /** The user's question, or null when there is none yet. */
  current: SecurityQuestion | null;
  oldAnswer: string;
  /** '' until one is chosen. */
  question: QuestionText | '';
  answer: string;
  devices: DeviceChoice;
  /** The account password ("Forgot your answer?"). */
  password: string;
  fieldErrors: SecurityQuestionFieldErrors;
  /** A failed call: the server's message, or 'Something went wrong. Please try again.'. */
  error: string | undefined;
  /** 'Question saved Successfully.' once saved. */
  notice: string | undefined;
}

export type SecurityQuestionEvent =
  | { type: 'retry' }
  | { type: 'oldAnswer.change'; value: string }
  | { type: 'question.change'; value: QuestionText | '' }
  | { type: 'answer.change'; value: string }
  | { type: 'devices.change'; value: DeviceChoice }
  | { type: 'password.change'; value: string }
  | { type: 'submit' }
  | { type: 'forgotAnswer.open' }
  | { type: 'forgotAnswer.back' }
  | { type: 'cancel' };

export type SecurityQuestionOutput = { saved: true; notice: string } | { saved: false };

type Saved = ResponseOf<'changeSecurityQuestion'>;

/** What the actors are given (the view turns each into its call). */
export interface ChangeQuestionInput {
  id: number;
  question: QuestionText;
  answer: string;
  sign_out_all_devices: boolean;
}
export interface CreateQuestionInput {
  question: QuestionText;
  answer: string;
}
export interface ResetQuestionInput {
  password: string;
  question: QuestionText;
  answer: string;
}

const blank = (value: string) => value.trim() === '';

const without = (errors: SecurityQuestionFieldErrors, field: Field): SecurityQuestionFieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== field));

/** The chosen question; the submit guards make sure there is one before any call. */
function chosen(question: QuestionText | ''): QuestionText {
  if (question === '') throw new Error('No question chosen');
  return question;
}

/** A failed call as the form shows it: messages on our fields where the server names one, else one message. */
function readFailure(error: unknown, fieldOf: Readonly<Record<string, Field>>) {
  const failure = toFailure(error);
  const fieldErrors: SecurityQuestionFieldErrors = {};
  for (const [name, message] of Object.entries(failure.fields)) {
    const field = fieldOf[name];
    if (field) fieldErrors[field] = message;
  }
  const onFields = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors,
    error: onFields
      ? undefined
      : failure.kind === 'http' && failure.message
        ? failure.message
        : errorMessages.somethingWentWrong,
  };
}

const saveFields = {
  question: 'question',
  answer: 'answer',
  'security_questions_attributes.0.question': 'question',
  'security_questions_attributes.0.answer': 'answer',
  password: 'password',
} as const satisfies Record<string, Field>;

/**
 * Security question (spec document 1, sections 2 to 5 and 8). Loads the list and the user's
 * question (`loadQuestions`, with Retry on failure). A user with a question answers it first
 * (`verifyAnswer`; a wrong answer is 'Incorrect answer! Please try again.'), then chooses a
 * question, answers it and chooses whether every other device must sign in again
 * (`changeQuestion`); a user without one just chooses and answers (`createQuestion`). "Forgot your
 * answer?" swaps the old answer for the account password (`resetQuestion`). Ends `saved` ('Question
 * saved Successfully.') or `cancelled`.
 */
export const securityQuestionMachine = setup({
  types: {
    input: {} as SecurityQuestionInput,
    context: {} as SecurityQuestionContext,
    events: {} as SecurityQuestionEvent,
    output: {} as SecurityQuestionOutput,
  },
  actors: {
    loadQuestions: fromPromise<ResponseOf<'securityQuestions'>>(() =>
      Promise.reject(new Error('Provide the loadQuestions actor')),
    ),
    verifyAnswer: fromPromise<ResponseOf<'verifySecurityAnswer'>, { id: number; answer: string }>(() =>
      Promise.reject(new Error('Provide the verifyAnswer actor')),
    ),
    changeQuestion: fromPromise<Saved, ChangeQuestionInput>(() =>
      Promise.reject(new Error('Provide the changeQuestion actor')),
    ),
    createQuestion: fromPromise<Saved, CreateQuestionInput>(() =>
      Promise.reject(new Error('Provide the createQuestion actor')),
    ),
    resetQuestion: fromPromise<Saved, ResetQuestionInput>(() =>
      Promise.reject(new Error('Provide the resetQuestion actor')),
    ),
  },
  guards: {
    hasQuestion: ({ context }) => context.current !== null,
    loadedWithQuestion: (_, params: { loaded: ResponseOf<'securityQuestions'> }) =>
      params.loaded.security_question !== null,
    startsWithForgotAnswer: ({ context }, params: { loaded: ResponseOf<'securityQuestions'> }) =>
      params.loaded.security_question !== null && context.start === 'forgotAnswer',
    oldAnswerBlank: ({ context }) => blank(context.oldAnswer),
    newQuestionIncomplete: ({ context }) => context.question === '' || blank(context.answer),
    resetIncomplete: ({ context }) => context.password === '' || context.question === '' || blank(context.answer),
    answerNotVerified: (_, params: { error: unknown }) => toFailure(params.error).status === 403,
  },
  actions: {
    keepQuestions: assign({
      questions: (_, params: { loaded: ResponseOf<'securityQuestions'> }) => params.loaded.questions,
      current: (_, params: { loaded: ResponseOf<'securityQuestions'> }) => params.loaded.security_question,
      error: undefined,
    }),
    showLoadFailure: assign({ error: (_, params: { error: unknown }) => readFailure(params.error, {}).error }),
    clearMessages: assign({ fieldErrors: {}, error: undefined }),
    /** "Forgot your answer?": what was typed as the old answer no longer matters. */
    openForgotAnswer: assign({ oldAnswer: '', fieldErrors: {}, error: undefined }),
    /** Back to the old answer: the account password is not kept. */
    leaveForgotAnswer: assign({ password: '', fieldErrors: {}, error: undefined }),
    setText: assign(({ context }, params: { field: 'oldAnswer' | 'answer' | 'password'; value: string }) => ({
      [params.field]: params.value,
      fieldErrors: without(context.fieldErrors, params.field),
    })),
    setQuestion: assign(({ context }, params: { value: QuestionText | '' }) => ({
      question: params.value,
      fieldErrors: without(context.fieldErrors, 'question'),
    })),
    setDevices: assign({ devices: (_, params: { value: DeviceChoice }) => params.value }),
    showOldAnswerRequired: assign({
      fieldErrors: ({ context }) => ({ ...context.fieldErrors, oldAnswer: signUpMessages.fieldBlank }),
    }),
    showNewQuestionRequired: assign({
      fieldErrors: ({ context }) => ({
        ...context.fieldErrors,
        ...(context.question === '' ? { question: signUpMessages.fieldBlank } : {}),
        ...(blank(context.answer) ? { answer: signUpMessages.fieldBlank } : {}),
      }),
    }),
    showResetRequired: assign({
      fieldErrors: ({ context }) => ({
        ...context.fieldErrors,
        ...(context.password === '' ? { password: signUpMessages.fieldBlank } : {}),
        ...(context.question === '' ? { question: signUpMessages.fieldBlank } : {}),
        ...(blank(context.answer) ? { answer: signUpMessages.fieldBlank } : {}),
      }),
    }),
    /** Spec document 1, section 5: a wrong old answer is 'Incorrect answer! Please try again.'. */
    showVerifyFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      if (failure.status === 422) {
        return {
          fieldErrors: {
            ...context.fieldErrors,
            oldAnswer: failure.fields.answer ?? securityQuestionMessages.wrongOldAnswer,
          },
          error: undefined,
        };
      }
      return { error: readFailure(params.error, {}).error };
    }),
    showSaveFailure: assign(({ context }, params: { error: unknown }) => {
      const { fieldErrors, error } = readFailure(params.error, saveFields);
      return { fieldErrors: { ...context.fieldErrors, ...fieldErrors }, error };
    }),
    /** Spec document 1, section 8: 'Question saved Successfully.'. */
    keepSaved: assign({ notice: successMessages.questionSaved, error: undefined }),
  },
}).createMachine({
  id: 'securityQuestion',
  context: ({ input }) => ({
    start: input.start,
    questions: [],
    current: null,
    oldAnswer: '',
    question: '',
    answer: '',
    devices: 'stayLoggedIn',
    password: '',
    fieldErrors: {},
    error: undefined,
    notice: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        // Spec document 1, section 4: without a question no old answer is needed.
        onDone: [
          {
            guard: { type: 'startsWithForgotAnswer', params: ({ event }) => ({ loaded: event.output }) },
            target: 'forgotAnswer',
            actions: { type: 'keepQuestions', params: ({ event }) => ({ loaded: event.output }) },
          },
          {
            guard: { type: 'loadedWithQuestion', params: ({ event }) => ({ loaded: event.output }) },
            target: 'oldAnswer',
            actions: { type: 'keepQuestions', params: ({ event }) => ({ loaded: event.output }) },
          },
          {
            target: 'choosing',
            actions: { type: 'keepQuestions', params: ({ event }) => ({ loaded: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { retry: 'loading', cancel: 'cancelled' },
    },
    oldAnswer: {
      id: 'oldAnswer',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'oldAnswer.change': {
              actions: { type: 'setText', params: ({ event }) => ({ field: 'oldAnswer', value: event.value }) },
            },
            submit: [{ guard: 'oldAnswerBlank', actions: 'showOldAnswerRequired' }, { target: 'verifying' }],
            'forgotAnswer.open': { target: '#forgotAnswer', actions: 'openForgotAnswer' },
            cancel: '#securityQuestion.cancelled',
          },
        },
        verifying: {
          entry: 'clearMessages',
          invoke: {
            id: 'verifyAnswer',
            src: 'verifyAnswer',
            input: ({ context }) => ({ id: context.current?.id ?? 0, answer: context.oldAnswer.trim() }),
            onDone: { target: '#choosing' },
            onError: {
              target: 'editing',
              actions: { type: 'showVerifyFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    choosing: {
      id: 'choosing',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'question.change': {
              actions: { type: 'setQuestion', params: ({ event }) => ({ value: event.value }) },
            },
            'answer.change': {
              actions: { type: 'setText', params: ({ event }) => ({ field: 'answer', value: event.value }) },
            },
            'devices.change': {
              guard: 'hasQuestion',
              actions: { type: 'setDevices', params: ({ event }) => ({ value: event.value }) },
            },
            submit: [
              { guard: 'newQuestionIncomplete', actions: 'showNewQuestionRequired' },
              { guard: 'hasQuestion', target: 'changing' },
              { target: 'creating' },
            ],
            cancel: '#securityQuestion.cancelled',
          },
        },
        changing: {
          entry: 'clearMessages',
          invoke: {
            id: 'changeQuestion',
            src: 'changeQuestion',
            input: ({ context }) => ({
              id: context.current?.id ?? 0,
              question: chosen(context.question),
              answer: context.answer.trim(),
              sign_out_all_devices: context.devices === 'resetAllDevices',
            }),
            onDone: { target: '#securityQuestion.saved', actions: 'keepSaved' },
            onError: [
              {
                // The verification ran out (the API allows a few minutes): answer again.
                guard: { type: 'answerNotVerified', params: ({ event }) => ({ error: event.error }) },
                target: '#oldAnswer',
                actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'editing',
                actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        creating: {
          entry: 'clearMessages',
          invoke: {
            id: 'createQuestion',
            src: 'createQuestion',
            input: ({ context }) => ({ question: chosen(context.question), answer: context.answer.trim() }),
            onDone: { target: '#securityQuestion.saved', actions: 'keepSaved' },
            onError: {
              target: 'editing',
              actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    forgotAnswer: {
      id: 'forgotAnswer',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'password.change': {
              actions: { type: 'setText', params: ({ event }) => ({ field: 'password', value: event.value }) },
            },
            'question.change': {
              actions: { type: 'setQuestion', params: ({ event }) => ({ value: event.value }) },
            },
            'answer.change': {
              actions: { type: 'setText', params: ({ event }) => ({ field: 'answer', value: event.value }) },
            },
            submit: [{ guard: 'resetIncomplete', actions: 'showResetRequired' }, { target: 'saving' }],
            'forgotAnswer.back': { target: '#oldAnswer', actions: 'leaveForgotAnswer' },
            cancel: '#securityQuestion.cancelled',
          },
        },
        saving: {
          entry: 'clearMessages',
          invoke: {
            id: 'resetQuestion',
            src: 'resetQuestion',
            input: ({ context }) => ({
              password: context.password,
              question: chosen(context.question),
              answer: context.answer.trim(),
            }),
            onDone: { target: '#securityQuestion.saved', actions: 'keepSaved' },
            onError: {
              target: 'editing',
              actions: { type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => (context.notice === undefined ? { saved: false } : { saved: true, notice: context.notice }),
});

import { errorMessages, loginMessages, type CaptchaChallenge } from '@cloudexperts/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

/** What solving a question gives: a single-use token and how long it stays good. */
export interface CaptchaSolution {
  captcha_token: string;
  expires_in_seconds: number;
}

export interface CaptchaContext {
  /** The question being asked (kept while a new one loads, so the field keeps its label). */
  challenge: CaptchaChallenge | undefined;
  answer: string;
  /** The message under the answer field (a blank answer, or the server's word on a wrong one). */
  fieldError: string | undefined;
  /** Why no question could be loaded (the failed state offers Retry). */
  loadError: string | undefined;
  /** The proof the form sends; only while verified. */
  token: string | undefined;
  /** How long the token stays good, from the solve answer. */
  tokenLifetimeMs: number;
}

export type CaptchaEvent =
  | { type: 'answer.change'; value: string }
  | { type: 'answer.check' }
  | { type: 'question.renew' }
  | { type: 'load.retry' };

/** Told to whoever holds the field: a token to send with the form, or that it may no longer be sent. */
export type CaptchaEmitted = { type: 'verified'; token: string } | { type: 'expired' };

/**
 * The captcha (spec document 1, sections 4 and 5: "Captcha is verified or expired; expiry blocks the
 * form again"; "an expired captcha counts as not verified"): load a question, ask it, check the
 * answer, hold the token until it expires, then ask a fresh question. A wrong answer spends the
 * question on the server, so a new one loads with the server's message kept under the field. The
 * two calls are the `loadChallenge` and `solve` actors the caller provides. It never ends: the
 * form that holds it listens for `verified` and `expired`.
 */
export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    emitted: {} as CaptchaEmitted,
  },
  actors: {
    loadChallenge: fromPromise<CaptchaChallenge>(() => Promise.reject(new Error('Provide the loadChallenge actor'))),
    solve: fromPromise<CaptchaSolution, { challenge_id: string; answer: string }>(() =>
      Promise.reject(new Error('Provide the solve actor')),
    ),
  },
  guards: {
    answerBlank: ({ context }) => context.answer.trim() === '',
    /** 422: the answer was wrong (or the question stale); 404: the question is unknown. Either spends it. */
    questionSpent: (_, params: { error: unknown }) => {
      const status = toFailure(params.error).status;
      return status === 422 || status === 404;
    },
  },
  actions: {
    setAnswer: assign({ answer: (_, params: { value: string }) => params.value, fieldError: undefined }),
    showAnswerBlank: assign({ fieldError: loginMessages.fieldBlank }),
    keepChallenge: assign({
      challenge: (_, params: { challenge: CaptchaChallenge }) => params.challenge,
      answer: '',
      loadError: undefined,
    }),
    forgetAnswer: assign({ answer: '' }),
    showLoadFailure: assign({
      loadError: (_, params: { error: unknown }) => {
        const failure = toFailure(params.error);
        return failure.kind === 'http' && failure.message ? failure.message : errorMessages.somethingWentWrong;
      },
    }),
    showCheckFailure: assign({
      fieldError: (_, params: { error: unknown }) => {
        const failure = toFailure(params.error);
        return (
          failure.fields.answer ??
          (failure.kind === 'http' && failure.message ? failure.message : errorMessages.somethingWentWrong)
        );
      },
    }),
    keepToken: assign({
      token: (_, params: CaptchaSolution) => params.captcha_token,
      tokenLifetimeMs: (_, params: CaptchaSolution) => params.expires_in_seconds * 1000,
      fieldError: undefined,
    }),
    forgetToken: assign({ token: undefined, tokenLifetimeMs: 0, answer: '' }),
    announceVerified: emit((_, params: { token: string }) => ({ type: 'verified' as const, token: params.token })),
    announceExpired: emit({ type: 'expired' as const }),
  },
  delays: {
    /** The solve answer's `expires_in_seconds`. */
    tokenLifetime: ({ context }) => context.tokenLifetimeMs,
  },
}).createMachine({
  id: 'captcha',
  context: {
    challenge: undefined,
    answer: '',
    fieldError: undefined,
    loadError: undefined,
    token: undefined,
    tokenLifetimeMs: 0,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadChallenge',
        src: 'loadChallenge',
        onDone: {
          target: 'asking',
          actions: { type: 'keepChallenge', params: ({ event }) => ({ challenge: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    asking: {
      on: {
        'answer.change': { actions: { type: 'setAnswer', params: ({ event }) => ({ value: event.value }) } },
        'answer.check': [{ guard: 'answerBlank', actions: 'showAnswerBlank' }, { target: 'checking' }],
        'question.renew': 'loading',
      },
    },
    checking: {
      invoke: {
        id: 'solve',
        src: 'solve',
        input: ({ context }) => ({
          challenge_id: context.challenge?.challenge_id ?? '',
          answer: context.answer.trim(),
        }),
        onDone: {
          target: 'verified',
          actions: [
            { type: 'keepToken', params: ({ event }) => event.output },
            { type: 'announceVerified', params: ({ event }) => ({ token: event.output.captcha_token }) },
          ],
        },
        onError: [
          {
            guard: { type: 'questionSpent', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: [{ type: 'showCheckFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetAnswer'],
          },
          { target: 'asking', actions: { type: 'showCheckFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    verified: {
      after: { tokenLifetime: { target: 'expired', actions: ['forgetToken', 'announceExpired'] } },
    },
    /** The token ran out: the form is blocked again while a fresh question loads. */
    expired: {
      invoke: {
        id: 'loadChallenge',
        src: 'loadChallenge',
        onDone: {
          target: 'asking',
          actions: { type: 'keepChallenge', params: ({ event }) => ({ challenge: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'load.retry': 'loading' },
    },
  },
});

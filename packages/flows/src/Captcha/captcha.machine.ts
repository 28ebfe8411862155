import {
  captchaWidgetLabels,
  errorMessages,
  loginMessages,
  type CaptchaChallenge,
  type CaptchaConfig,
  type TurnstileCaptchaConfig,
} from '@cloudexperts/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { toFailure } from '../shared/failure.ts';

/** What solving a question gives: a single-use token and how long it stays good. */
export interface CaptchaSolution {
  captcha_token: string;
  expires_in_seconds: number;
}

export interface CaptchaContext {
  /** Which captcha the API asks for (`GET /captcha/config`); unknown until it answers. */
  config: CaptchaConfig | undefined;
  /** The question being asked (kept while a new one loads, so the field keeps its label). */
  challenge: CaptchaChallenge | undefined;
  answer: string;
  /** The message under the answer field (a blank answer, or the server's word on a wrong one). */
  fieldError: string | undefined;
  /** Why no question (or no widget) could be loaded, or why the widget failed (the failed states offer Retry). */
  loadError: string | undefined;
  /** The proof the form sends; only while verified. */
  token: string | undefined;
  /** How long the token stays good, from the solve answer (the built-in question only). */
  tokenLifetimeMs: number;
}

/**
 * The built-in question's events (`answer.*`, `question.renew`), Retry (`load.retry`, either
 * captcha), and what the Turnstile widget tells through its callbacks (`widget.*`).
 */
export type CaptchaEvent =
  | { type: 'answer.change'; value: string }
  | { type: 'answer.check' }
  | { type: 'question.renew' }
  | { type: 'load.retry' }
  | { type: 'widget.solved'; token: string }
  | { type: 'widget.expired' }
  | { type: 'widget.failed'; code?: string };

/** Told to whoever holds the field: a token to send with the form, or that it may no longer be sent. */
export type CaptchaEmitted = { type: 'verified'; token: string } | { type: 'expired' };

/**
 * The captcha (spec document 1, sections 4 and 5: "Captcha is verified or expired; expiry blocks the
 * form again"; "an expired captcha counts as not verified"). It first asks the API which captcha to
 * show (`loadConfig`).
 *
 * The built-in question: load a question, ask it, check the answer, hold the token until it
 * expires, then ask a fresh question. A wrong answer spends the question on the server, so a new
 * one loads with the server's message kept under the field (`loadChallenge`, `solve`).
 *
 * Cloudflare Turnstile (`turnstile.*`): load the widget's script (`loadWidget`), then the view
 * renders the widget and reports its callbacks as `widget.solved` / `widget.expired` /
 * `widget.failed`; an expired or failed widget waits for Retry, which renders a fresh one.
 *
 * Either way the form that holds it hears the same two things, `verified` with the token and
 * `expired`, so it never knows which captcha it holds. It never ends.
 */
export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    emitted: {} as CaptchaEmitted,
  },
  actors: {
    loadConfig: fromPromise<CaptchaConfig>(() => Promise.reject(new Error('Provide the loadConfig actor'))),
    /** Loads the widget's script (the view renders the widget once it has). */
    loadWidget: fromPromise<unknown, { scriptUrl: string }>(() =>
      Promise.reject(new Error('Provide the loadWidget actor')),
    ),
    loadChallenge: fromPromise<CaptchaChallenge>(() => Promise.reject(new Error('Provide the loadChallenge actor'))),
    solve: fromPromise<CaptchaSolution, { challenge_id: string; answer: string }>(() =>
      Promise.reject(new Error('Provide the solve actor')),
    ),
  },
  guards: {
    isTurnstile: (_, params: { config: CaptchaConfig }) => params.config.kind === 'turnstile',
    configKnown: ({ context }) => context.config !== undefined,
    answerBlank: ({ context }) => context.answer.trim() === '',
    /** 422: the answer was wrong (or the question stale); 404: the question is unknown. Either spends it. */
    questionSpent: (_, params: { error: unknown }) => {
      const status = toFailure(params.error).status;
      return status === 422 || status === 404;
    },
  },
  actions: {
    keepConfig: assign({ config: (_, params: { config: CaptchaConfig }) => params.config }),
    showWidgetLoadFailure: assign({ loadError: captchaWidgetLabels.loadFailed }),
    showWidgetFailure: assign({ loadError: captchaWidgetLabels.failed }),
    keepWidgetToken: assign({
      token: (_, params: { token: string }) => params.token,
      loadError: undefined,
    }),
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
    config: undefined,
    challenge: undefined,
    answer: '',
    fieldError: undefined,
    loadError: undefined,
    token: undefined,
    tokenLifetimeMs: 0,
  },
  initial: 'configuring',
  states: {
    /** Which captcha? Nothing is shown but the status line until the API says. */
    configuring: {
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: [
          {
            guard: { type: 'isTurnstile', params: ({ event }) => ({ config: event.output }) },
            target: 'turnstile',
            actions: { type: 'keepConfig', params: ({ event }) => ({ config: event.output }) },
          },
          { target: 'loading', actions: { type: 'keepConfig', params: ({ event }) => ({ config: event.output }) } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
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
      on: { 'load.retry': [{ guard: 'configKnown', target: 'loading' }, { target: 'configuring' }] },
    },
    /** Cloudflare Turnstile: the widget gives the token; its callbacks are the events. */
    turnstile: {
      initial: 'loadingWidget',
      states: {
        loadingWidget: {
          invoke: {
            id: 'loadWidget',
            src: 'loadWidget',
            input: ({ context }) => ({ scriptUrl: (context.config as TurnstileCaptchaConfig).script_url }),
            onDone: { target: 'solving', actions: assign({ loadError: undefined }) },
            onError: { target: 'failed', actions: 'showWidgetLoadFailure' },
          },
        },
        /** The widget is on the page; the visitor (or Turnstile alone) solves it. */
        solving: {
          on: {
            'widget.solved': {
              target: 'verified',
              actions: [
                { type: 'keepWidgetToken', params: ({ event }) => ({ token: event.token }) },
                { type: 'announceVerified', params: ({ event }) => ({ token: event.token }) },
              ],
            },
            // The challenge timed out unsolved: like an expiry, a fresh widget on Retry.
            'widget.expired': 'expired',
            'widget.failed': { target: 'failed', actions: 'showWidgetFailure' },
          },
        },
        verified: {
          on: {
            'widget.expired': { target: 'expired', actions: ['forgetToken', 'announceExpired'] },
            'widget.failed': { target: 'failed', actions: ['forgetToken', 'announceExpired', 'showWidgetFailure'] },
          },
        },
        /** The token ran out (Turnstile's live 300 s): the form is blocked again until Retry. */
        expired: {
          on: { 'load.retry': 'loadingWidget' },
        },
        failed: {
          on: { 'load.retry': 'loadingWidget' },
        },
      },
    },
  },
});

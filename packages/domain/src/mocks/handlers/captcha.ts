import { HttpResponse } from 'msw';
import { serverMessages } from '../../messages.ts';
import { errorBody, fail, handle, respond, tooMany } from '../define.ts';
import {
  buildCaptchaChallenge,
  buildCaptchaToken,
  buildOutboxMessage,
  buildTurnstileConfig,
  CAPTCHA_ANSWER,
} from '../fixtures/captcha.ts';
import { fakeTurnstile, fakeTurnstileFiles } from '../turnstile.ts';

/** Turnstile, its fake widget served from the request's own origin. */
const turnstile = (overrides: Parameters<typeof buildTurnstileConfig>[1] = {}) =>
  handle('captchaConfig', ({ request }) => HttpResponse.json(buildTurnstileConfig(request.url, overrides)));

/** Which captcha to show, the built-in captcha, and the development-only calls. */
export const captchaHandlers = {
  captchaConfig: {
    builtin: respond('captchaConfig', { kind: 'builtin' }),
    /** Turnstile: the fake widget, ticked by the visitor. */
    turnstile: turnstile(),
    /** The widget fails at once (Cloudflare's "always blocks" testing key). */
    turnstileBlocked: turnstile({ site_key: fakeTurnstile.siteKeys.blocks }),
    /** Solved, the token expires a second later. */
    turnstileExpiresSoon: turnstile({ site_key: fakeTurnstile.siteKeys.expiresSoon }),
    /** The widget's script never arrives. */
    turnstileScriptSlow: turnstile({ file: fakeTurnstileFiles.slow }),
    /** The widget's script is not there (404). */
    turnstileScriptMissing: turnstile({ file: fakeTurnstileFiles.missing }),
  },
  captchaChallenge: {
    ok: respond('captchaChallenge', () => buildCaptchaChallenge()),
    tooMany: tooMany('captchaChallenge'),
  },
  captchaSolve: {
    /** Right for the fixture's answer, wrong (422, question spent) for anything else. */
    checksAnswer: handle('captchaSolve', async ({ request }) => {
      const { answer } = (await request.json()) as { answer?: string };
      return answer?.trim() === CAPTCHA_ANSWER
        ? HttpResponse.json(buildCaptchaToken())
        : HttpResponse.json(
            errorBody('captcha_wrong', serverMessages.captchaInvalid, { answer: serverMessages.captchaInvalid }),
            { status: 422 },
          );
    }),
    solved: respond('captchaSolve', () => buildCaptchaToken()),
    /** Right, with a token that expires after a second (stories of the expired captcha). */
    solvedExpiringSoon: respond('captchaSolve', () => buildCaptchaToken({ expires_in_seconds: 1 })),
    wrong: fail('captchaSolve', 422, errorBody('captcha_wrong', serverMessages.captchaInvalid)),
  },
  devMailbox: {
    ok: respond('devMailbox', () => ({
      messages: [
        buildOutboxMessage({
          id: 3,
          channel: 'sms',
          to: '+14155550123',
          subject: '',
          body: 'Your Cloud Experts code is 482913.',
          action_path: null,
        }),
        buildOutboxMessage({
          id: 2,
          subject: 'Reset your password',
          body: 'Reset your password: http://localhost:3000/reset-password/reset-token',
          action_path: '/reset-password/reset-token',
        }),
        buildOutboxMessage({ id: 1 }),
      ],
    })),
    empty: respond('devMailbox', { messages: [] }),
  },
  devIdentityToken: {
    ok: respond('devIdentityToken', { id_token: 'dev.identity.token', social_uid: 'google-3f9a0c1d2e4b5a6c7d8e' }),
  },
};

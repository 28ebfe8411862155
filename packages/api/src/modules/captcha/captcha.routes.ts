import type Router from '@koa/router';
import { serverMessages } from '@cloudexperts/domain';
import { isBuiltInCaptcha } from '../../adapters/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';

/**
 * Which captcha the client shows (`GET /captcha/config`), and the built-in challenge's two calls;
 * with Turnstile configured those two do not exist (its widget gives the token).
 */
export function captchaRoutes(router: Router, app: AppContext) {
  const captcha = app.captcha;
  mount(router, app, 'captchaConfig', () => Promise.resolve(captcha.clientConfig));
  if (!isBuiltInCaptcha(captcha)) return;
  const db = app.database.knex;
  mount(router, app, 'captchaChallenge', () => captcha.challenge(db), {
    limits: ({ ip }) => [rule('captchaPerIp', ip)],
  });
  mount(
    router,
    app,
    'captchaSolve',
    async ({ body }) => {
      const solved = await captcha.solve(db, body.challenge_id, body.answer);
      if (!solved) {
        throw new AppError(422, 'captcha_wrong', serverMessages.captchaInvalid, {
          fields: { answer: serverMessages.captchaInvalid },
        });
      }
      return { captcha_token: solved.token, expires_in_seconds: solved.expiresInSeconds };
    },
    { limits: ({ ip }) => [rule('captchaPerIp', ip)] },
  );
}

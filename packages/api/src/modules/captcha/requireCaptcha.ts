import { loginMessages, serverMessages } from '@cloudexperts/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Spec document 1, section 5: 'Please verify the captcha' (an expired captcha counts as not
 * verified). Each token is good once. When the hosted provider cannot be asked (down, slow, or
 * refusing our secret) the answer is a 503 that says so, never a 500 and never a pass.
 */
export async function requireCaptcha(
  app: AppContext,
  token: string,
  ip: string,
  field = 'captcha_token',
): Promise<void> {
  const verdict = await app.captcha.verify(app.database.knex, token, ip);
  if (verdict.ok) return;
  if (verdict.reason === 'unavailable') {
    app.logger.warn({ captcha: app.captcha.kind, detail: verdict.detail }, 'captcha could not be verified');
    throw new AppError(503, 'captcha_unavailable', serverMessages.captchaUnavailable);
  }
  throw new AppError(422, 'captcha_required', loginMessages.captchaRequired, {
    fields: { [field]: loginMessages.captchaRequired },
  });
}

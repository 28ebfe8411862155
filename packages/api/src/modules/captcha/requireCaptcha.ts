import { loginMessages } from '@cloudexperts/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Spec document 1, section 5: 'Please verify the captcha' (an expired captcha counts as not
 * verified). Each token is good once.
 */
export async function requireCaptcha(
  app: AppContext,
  token: string,
  ip: string,
  field = 'captcha_token',
): Promise<void> {
  if (!(await app.captcha.verify(app.database.knex, token, ip))) {
    throw new AppError(422, 'captcha_required', loginMessages.captchaRequired, {
      fields: { [field]: loginMessages.captchaRequired },
    });
  }
}

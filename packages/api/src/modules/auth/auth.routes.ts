import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { linkOrigin } from './auth.mail.ts';
import {
  confirmEmail,
  forgotPassword,
  logIn,
  logOut,
  resendConfirmation,
  resetPassword,
  signUp,
  socialLogin,
  startSocialLogin,
} from './auth.service.ts';

/** Sign-up, login (password and social), logout, password reset and email confirmation. */
export function authRoutes(router: Router, app: AppContext) {
  mount(router, app, 'signUp', ({ body, ctx }) => signUp(app, body, linkOrigin(app.publicUrl, ctx)), {
    limits: ({ ip }) => [rule('signUpPerIp', ip)],
  });
  mount(router, app, 'login', ({ body, ip, userAgent }) => logIn(app, body, { ip, userAgent }), {
    limits: ({ ip, body }) => [
      rule('loginPerIp', ip),
      rule('loginPerAccount', `${ip}:${body.email}`),
      rule('loginPerEmail', body.email.toLowerCase()),
    ],
  });
  mount(router, app, 'socialLogin', ({ body, ip, userAgent }) => socialLogin(app, body, { ip, userAgent }), {
    limits: ({ ip }) => [rule('loginPerIp', ip)],
  });
  mount(router, app, 'socialLoginStart', ({ body }) => startSocialLogin(app, body.provider), {
    limits: ({ ip }) => [rule('loginPerIp', ip)],
  });
  mount(router, app, 'logout', ({ auth }) => logOut(app, auth));
  mount(router, app, 'forgotPassword', ({ body, ctx }) => forgotPassword(app, body, linkOrigin(app.publicUrl, ctx)), {
    limits: ({ ip, body }) => [rule('passwordResetPerIp', ip), rule('passwordResetPerAccount', body.email)],
  });
  mount(router, app, 'resetPassword', ({ body, ip, userAgent }) => resetPassword(app, body, { ip, userAgent }), {
    limits: ({ ip }) => [rule('passwordResetPerIp', ip)],
  });
  mount(router, app, 'confirmEmail', ({ query }) => confirmEmail(app, query.confirmation_token));
  mount(
    router,
    app,
    'resendConfirmationEmail',
    ({ query, ctx }) => resendConfirmation(app, query.id, linkOrigin(app.publicUrl, ctx)),
    {
      limits: ({ ip, query }) => [
        rule('passwordResetPerIp', ip),
        rule('passwordResetPerAccount', `confirm:${query.id}`),
      ],
    },
  );
}

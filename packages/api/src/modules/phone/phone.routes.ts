import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { sendPhoneCode, verifyPhoneCode, verifyUserFromCode } from './phone.service.ts';

export function phoneRoutes(router: Router, app: AppContext) {
  mount(
    router,
    app,
    'sendPhoneCode',
    ({ body, auth }) => sendPhoneCode(app, { phoneNumber: body.phone_number, userId: body.id, auth }),
    { limits: ({ ip }) => [rule('codeSendPerIp', ip)] },
  );
  mount(
    router,
    app,
    'verifyPhoneCode',
    ({ body, auth }) =>
      verifyPhoneCode(app, {
        code: body.otp ?? body.code ?? '',
        phoneNumber: body.phone ?? body.phone_number ?? '',
        auth,
      }),
    { limits: ({ ip }) => [rule('codeVerifyPerIp', ip)] },
  );
  mount(router, app, 'verifyUserFromCode', ({ body }) => verifyUserFromCode(app, { userId: body.id, code: body.otp }), {
    limits: ({ ip }) => [rule('codeVerifyPerIp', ip)],
  });
}

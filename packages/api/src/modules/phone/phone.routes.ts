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
    {
      // Per address, and per number and per account, so rotating addresses cannot flood one phone.
      limits: ({ ip, body, auth }) => [
        rule('codeSendPerIp', ip),
        rule('codeSendPerRecipient', body.phone_number),
        ...(auth || body.id !== undefined ? [rule('codeSendPerAccount', String(auth?.user.id ?? body.id))] : []),
      ],
    },
  );
  mount(
    router,
    app,
    'verifyPhoneCode',
    ({ body, auth, ip }) =>
      verifyPhoneCode(app, {
        code: body.otp ?? body.code ?? '',
        phoneNumber: body.phone ?? body.phone_number ?? '',
        auth,
        ip,
      }),
    {
      limits: ({ ip, body, auth }) => [
        rule('codeVerifyPerIp', ip),
        rule('codeVerifyPerAccount', auth ? String(auth.user.id) : (body.phone ?? body.phone_number ?? '')),
      ],
    },
  );
  mount(
    router,
    app,
    'verifyUserFromCode',
    ({ body, ip }) => verifyUserFromCode(app, { userId: body.id, code: body.otp, ip }),
    { limits: ({ ip, body }) => [rule('codeVerifyPerIp', ip), rule('codeVerifyPerAccount', String(body.id))] },
  );
}

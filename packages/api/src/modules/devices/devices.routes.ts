import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { deviceStatus, sendDeviceCode, verifyDeviceCode } from './devices.service.ts';

export function devicesRoutes(router: Router, app: AppContext) {
  mount(router, app, 'deviceAuthorised', ({ auth }) => deviceStatus(app, auth));
  mount(router, app, 'sendVerificationEmail', ({ auth }) => sendDeviceCode(app, auth), {
    limits: ({ ip }) => [rule('codeSendPerIp', ip)],
  });
  mount(router, app, 'verifyCode', ({ auth, query }) => verifyDeviceCode(app, auth, query.code), {
    limits: ({ ip }) => [rule('codeVerifyPerIp', ip)],
  });
}

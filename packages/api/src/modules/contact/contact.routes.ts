import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import { bookCall, talkToExpert } from './contact.service.ts';

/**
 * The public contact forms: no token; a limit per address, and per recipient, so nobody can use
 * the confirmation mail to flood a third party's mailbox from many addresses.
 */
export function contactRoutes(router: Router, app: AppContext) {
  mount(router, app, 'bookCall', ({ body }) => bookCall(app, body), {
    limits: ({ ip, body }) => [rule('contactPerIp', ip), rule('mailPerRecipient', body.email.toLowerCase())],
  });
  mount(router, app, 'talkToExpert', ({ body, ip }) => talkToExpert(app, body, ip), {
    limits: ({ ip, body }) => [rule('contactPerIp', ip), rule('mailPerRecipient', body.email.toLowerCase())],
  });
}

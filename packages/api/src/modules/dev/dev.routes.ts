import type Router from '@koa/router';
import { isDevelopmentIdentity } from '../../adapters/index.ts';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import { listOutbox } from './dev.repository.ts';

/**
 * Development only (the table marks both calls devOnly, so production never mounts them): the
 * mailbox that shows the outbox, and the built-in identity provider's sign-in.
 */
export function devRoutes(router: Router, app: AppContext) {
  mount(router, app, 'devMailbox', async ({ query }) => ({ messages: await listOutbox(app.database.knex, query.to) }));
  const identity = app.identity;
  if (!isDevelopmentIdentity(identity)) return;
  mount(router, app, 'devIdentityToken', async ({ body }) => {
    const issued = await identity.issue({
      provider: body.provider,
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      ...(body.email_verified === undefined ? {} : { emailVerified: body.email_verified }),
      nonce: body.nonce,
    });
    return { id_token: issued.idToken, social_uid: issued.subject };
  });
}

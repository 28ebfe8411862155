import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { rule } from '../../http/rateLimit.ts';
import { mount } from '../../http/route.ts';
import {
  conversationMessages,
  conversations,
  getConversation,
  markConversationRead,
  openConversation,
  sendMessage,
} from './messages.service.ts';

/**
 * Messages (issue 18): a job's conversations between its manager and one freelancer, only ever
 * shown to those two. Writes share the per-user write budget of proposals and offers.
 */
export function messagesRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  const writes = {
    limits: ({ auth }: { auth: { user: { id: number } } }) => [
      rule('draftSavePerUser', `message-write:${String(auth.user.id)}`),
    ],
  };
  mount(router, app, 'conversations', ({ auth, query }) => conversations(db, auth, query));
  mount(router, app, 'openConversation', ({ auth, body }) => openConversation(db, auth, body), writes);
  mount(router, app, 'getConversation', ({ auth, params }) => getConversation(db, auth, params.id));
  mount(router, app, 'conversationMessages', ({ auth, params, query }) =>
    conversationMessages(db, auth, params.id, query.before),
  );
  mount(router, app, 'sendMessage', ({ auth, params, body }) => sendMessage(db, auth, params.id, body), writes);
  mount(router, app, 'markConversationRead', ({ auth, params, body }) =>
    markConversationRead(db, auth, params.id, body.up_to),
  );
}

import type Router from '@koa/router';
import type { AppContext } from '../../context.ts';
import { mount } from '../../http/route.ts';
import {
  deleteNotification,
  markAllNotificationsRead,
  notifications,
  updateNotification,
} from './notifications.service.ts';
import {
  notificationPreferences,
  unsubscribeNotificationEmail,
  updateNotificationPreferences,
} from './preferences.service.ts';

/**
 * The user's notifications (spec document 2, section 7): the list, read and unread, delete, and
 * mark all read; the mail preferences and their one-click unsubscribe. `mark_all_read` is mounted before `/notifications/:id`, which would take it.
 */
export function notificationsRoutes(router: Router, app: AppContext) {
  const db = app.database.knex;
  mount(router, app, 'notifications', ({ auth, query }) => notifications(db, auth, query));
  mount(router, app, 'markAllNotificationsRead', ({ auth }) => markAllNotificationsRead(db, auth));
  mount(router, app, 'updateNotification', ({ auth, params, body }) =>
    updateNotification(db, auth, params.id, body.read),
  );
  mount(router, app, 'deleteNotification', ({ auth, params }) => deleteNotification(db, auth, params.id));
  mount(router, app, 'notificationPreferences', ({ auth }) => notificationPreferences(db, auth));
  mount(router, app, 'updateNotificationPreferences', ({ auth, body }) =>
    updateNotificationPreferences(db, auth, body),
  );
  mount(router, app, 'unsubscribeNotificationEmail', ({ query }) =>
    unsubscribeNotificationEmail(db, app.secrets.digestKey, query.token),
  );
}

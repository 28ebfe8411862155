import { errorCodes } from '../../errors.ts';
import { notificationServerMessages } from '../../schemas/notifications.ts';
import { errorBody, fail, respond, serverError } from '../define.ts';
import { buildNotification, buildNotificationList } from '../fixtures/notifications.ts';

const missing = errorBody(errorCodes.notFound, notificationServerMessages.notificationNotFound);

/** Handlers of the notification calls, grouped by call; the first of each group is its default. */
export const notificationsHandlers = {
  notifications: {
    // Empty by default: every signed-in story's bell shows no count unless the story asks for one.
    empty: respond('notifications', () => buildNotificationList([])),
    some: respond('notifications', () =>
      buildNotificationList([
        buildNotification(),
        buildNotification({
          id: 902,
          kind: 'offer_accepted',
          payload: { job_id: 42, offer_id: 501 },
          read: true,
          created_at: '2026-11-24T09:30:00.000Z',
        }),
      ]),
    ),
    serverError: serverError('notifications'),
  },
  markAllNotificationsRead: {
    done: respond('markAllNotificationsRead', { updated: 1, unread_count: 0 }),
    serverError: serverError('markAllNotificationsRead'),
  },
  updateNotification: {
    read: respond('updateNotification', () => ({ notification: buildNotification({ read: true }), unread_count: 0 })),
    notFound: fail('updateNotification', 404, missing),
    serverError: serverError('updateNotification'),
  },
  deleteNotification: {
    deleted: respond('deleteNotification', { message: notificationServerMessages.deleted, unread_count: 0 }),
    notFound: fail('deleteNotification', 404, missing),
    serverError: serverError('deleteNotification'),
  },
};

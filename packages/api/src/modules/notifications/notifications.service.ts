import {
  notificationLimits,
  notificationServerMessages,
  type Notification,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Auth } from '../../auth/sessions.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { iso, notFound } from '../proposals/shared.ts';
import {
  deleteNotification as deleteRow,
  listNotifications,
  markAllRead,
  setRead,
  unreadCount,
  type NotificationRow,
} from './notifications.repository.ts';

const notificationNotFound = () => notFound(notificationServerMessages.notificationNotFound);

export function toNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as Notification['payload']) : row.payload,
    read: row.read_at !== null,
    created_at: iso(row.created_at),
  };
}

/** `GET /notifications`: a page of the user's own, newest first, with the bell's count. */
export async function notifications(
  db: Knex,
  auth: Auth,
  query: { page?: number | undefined; per_page?: number | undefined; only_unread?: boolean | undefined },
): Promise<ResponseOf<'notifications'>> {
  const { page, perPage, limit, offset } = pageOf(query, notificationLimits.pageSize);
  const [{ rows, total }, unread] = await Promise.all([
    listNotifications(db, auth.user.id, { onlyUnread: query.only_unread === true, limit, offset }),
    unreadCount(db, auth.user.id),
  ]);
  return { ...pageAnswer(rows.map(toNotification), total, { page, perPage }), unread_count: unread };
}

/** `PUT /notifications/{id}`: read or unread again; anyone else's (or none) is the same 404. */
export async function updateNotification(
  db: Knex,
  auth: Auth,
  id: number,
  read: boolean,
  now = new Date(),
): Promise<ResponseOf<'updateNotification'>> {
  const row = await setRead(db, auth.user.id, id, read, now);
  if (!row) throw notificationNotFound();
  return { notification: toNotification(row), unread_count: await unreadCount(db, auth.user.id) };
}

export async function markAllNotificationsRead(
  db: Knex,
  auth: Auth,
  now = new Date(),
): Promise<ResponseOf<'markAllNotificationsRead'>> {
  return { updated: await markAllRead(db, auth.user.id, now), unread_count: 0 };
}

export async function deleteNotification(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'deleteNotification'>> {
  if (!(await deleteRow(db, auth.user.id, id))) throw notificationNotFound();
  return { message: notificationServerMessages.deleted, unread_count: await unreadCount(db, auth.user.id) };
}

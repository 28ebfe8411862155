import type { NotificationKind } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { wakeLiveFeeds } from '../../db/liveChannel.ts';
import { mailForNotification, type NotificationMailer } from './preferences.service.ts';

/**
 * One notification row for one user. Callers pass the transaction of the event itself, so the row
 * exists exactly when the event does; the NOTIFY goes out with the same commit (Postgres holds it
 * until then, and drops it on a rollback), so the live feeds hear of a row only once it is there.
 * `mailer` sends its mail as the user's preferences say (preferences.service.ts).
 */
export async function notify(
  trx: Knex.Transaction,
  mailer: NotificationMailer,
  userId: number,
  kind: NotificationKind,
  payload: Record<string, number | string>,
  now: Date,
): Promise<void> {
  const [row] = await trx('notifications')
    .insert({ user_id: userId, kind, payload: JSON.stringify(payload), created_at: now })
    .returning<Array<{ id: string | number }>>('id');
  if (!row) throw new Error('notification insert returned no row');
  // Its mail (now, or kept for the digest, as the user chose) is written in the same transaction.
  await mailForNotification(trx, mailer, { notificationId: Number(row.id), userId, kind, now });
  await wakeLiveFeeds(trx, userId);
}

export interface NotificationRow {
  id: string | number;
  kind: NotificationKind;
  payload: Record<string, number | string> | string;
  read_at: Date | string | null;
  created_at: Date | string;
}

const columns = ['id', 'kind', 'payload', 'read_at', 'created_at'] as const;

/** A page of the user's notifications, newest first, and how many match. */
export async function listNotifications(
  db: Knex,
  userId: number,
  options: { onlyUnread: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const base = db('notifications').where({ user_id: userId });
  if (options.onlyUnread) base.whereNull('read_at');
  const [rows, counted] = await Promise.all([
    base.clone().orderBy('id', 'desc').limit(options.limit).offset(options.offset).select<NotificationRow[]>(columns),
    base.clone().count<Array<{ count: string | number }>>({ count: '*' }),
  ]);
  return { rows, total: Number(counted[0]?.count ?? 0) };
}

/** The user's notifications newer than `afterId`, oldest first (the live feed's catch-up). */
export function notificationsAfter(
  db: Knex,
  userId: number,
  afterId: number,
  limit: number,
): Promise<NotificationRow[]> {
  return db('notifications')
    .where({ user_id: userId })
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(limit)
    .select<NotificationRow[]>(columns);
}

/** The id of the user's newest notification (0: none yet). */
export async function newestNotificationId(db: Knex, userId: number): Promise<number> {
  const row = await db('notifications')
    .where({ user_id: userId })
    .max<{ max: string | number | null }>({ max: 'id' })
    .first();
  return Number(row?.max ?? 0);
}

export async function unreadCount(db: Knex, userId: number): Promise<number> {
  const [row] = await db('notifications')
    .where({ user_id: userId })
    .whereNull('read_at')
    .count<Array<{ count: string | number }>>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** Marks one of the user's notifications read (at `now`) or unread; undefined when it is not theirs. */
export async function setRead(
  db: Knex,
  userId: number,
  id: number,
  read: boolean,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db('notifications')
    .where({ id, user_id: userId })
    .update({ read_at: read ? db.raw('coalesce(read_at, ?)', [now]) : null })
    .returning<NotificationRow[]>(columns);
  return row;
}

export async function markAllRead(db: Knex, userId: number, now: Date): Promise<number> {
  const rows = await db('notifications')
    .where({ user_id: userId })
    .whereNull('read_at')
    .update({ read_at: now })
    .returning<Array<{ id: string | number }>>(['id']);
  return rows.length;
}

/** Deletes one of the user's notifications; false when it is not theirs (or gone). */
export async function deleteNotification(db: Knex, userId: number, id: number): Promise<boolean> {
  const rows = await db('notifications')
    .where({ id, user_id: userId })
    .delete()
    .returning<Array<{ id: string | number }>>(['id']);
  return rows.length > 0;
}

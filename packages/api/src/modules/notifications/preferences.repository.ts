import type { NotificationKind, NotificationMailCategory } from '@cloudexperts/domain';
import type { Knex } from 'knex';

export interface PreferenceRow {
  user_id: string | number;
  categories: unknown;
  digest_timezone: string;
  versions: unknown;
}

const columns = ['user_id', 'categories', 'digest_timezone', 'versions'] as const;

/** The user's saved preferences (undefined: never saved, the defaults apply). */
export function findPreferences(db: Knex, userId: number): Promise<PreferenceRow | undefined> {
  return db('notification_preferences').where({ user_id: userId }).first<PreferenceRow | undefined>(columns);
}

/**
 * The user's preferences row, locked for this transaction. A user who never saved gets a row of
 * `initial` first (a concurrent first save finds it with ON CONFLICT and waits for the lock), so
 * every change reads and writes one locked row.
 */
export async function lockPreferences(
  trx: Knex.Transaction,
  userId: number,
  initial: { categories: object; digest_timezone: string },
): Promise<PreferenceRow> {
  await trx('notification_preferences')
    .insert({
      user_id: userId,
      categories: JSON.stringify(initial.categories),
      digest_timezone: initial.digest_timezone,
      versions: '{}',
    })
    .onConflict('user_id')
    .ignore();
  const row = await trx('notification_preferences')
    .where({ user_id: userId })
    .forUpdate()
    .first<PreferenceRow | undefined>(columns);
  if (!row) throw new Error('notification preferences row missing after insert');
  return row;
}

export async function writePreferences(
  trx: Knex.Transaction,
  userId: number,
  values: { categories: object; digest_timezone: string; versions: object },
  now: Date,
): Promise<void> {
  await trx('notification_preferences')
    .where({ user_id: userId })
    .update({
      categories: JSON.stringify(values.categories),
      digest_timezone: values.digest_timezone,
      versions: JSON.stringify(values.versions),
      updated_at: now,
    });
}

/** Who a notification mail goes to, with their saved preferences (null columns: none saved). */
export interface RecipientRow {
  email: string;
  first_name: string;
  status: string;
  categories: unknown;
  digest_timezone: string | null;
  versions: unknown;
}

export function findRecipient(db: Knex, userId: number): Promise<RecipientRow | undefined> {
  return db('users as u')
    .leftJoin('notification_preferences as p', 'p.user_id', 'u.id')
    .where('u.id', userId)
    .first<RecipientRow | undefined>(
      'u.email',
      'u.first_name',
      'u.status',
      'p.categories',
      'p.digest_timezone',
      'p.versions',
    );
}

export async function addDigestItem(
  trx: Knex.Transaction,
  item: { notificationId: number; userId: number; category: NotificationMailCategory; createdAt: Date },
): Promise<void> {
  await trx('notification_digest_items').insert({
    notification_id: item.notificationId,
    user_id: item.userId,
    category: item.category,
    created_at: item.createdAt,
  });
}

/** Every user with events waiting for a digest: their zone and their oldest waiting event. */
export interface WaitingRow {
  user_id: string | number;
  digest_timezone: string | null;
  oldest: Date | string;
}

export function usersWithWaitingItems(db: Knex): Promise<WaitingRow[]> {
  return db('notification_digest_items as i')
    .leftJoin('notification_preferences as p', 'p.user_id', 'i.user_id')
    .groupBy('i.user_id', 'p.digest_timezone')
    .orderBy('i.user_id')
    .select<WaitingRow[]>('i.user_id', 'p.digest_timezone', db.raw('min(i.created_at) as oldest'));
}

export interface DigestItemRow {
  notification_id: string | number;
  category: NotificationMailCategory;
  created_at: Date | string;
}

/**
 * Locks the user's waiting events up to `until` (SKIP LOCKED: those another run of the job holds
 * are its own), oldest first.
 */
export function lockDigestItems(trx: Knex.Transaction, userId: number, until: Date): Promise<DigestItemRow[]> {
  return trx('notification_digest_items')
    .where({ user_id: userId })
    .where('created_at', '<=', until)
    .orderBy('created_at')
    .orderBy('notification_id')
    .forUpdate()
    .skipLocked()
    .select<DigestItemRow[]>('notification_id', 'category', 'created_at');
}

export async function deleteDigestItems(trx: Knex.Transaction, notificationIds: number[]): Promise<void> {
  if (notificationIds.length === 0) return;
  await trx('notification_digest_items').whereIn('notification_id', notificationIds).delete();
}

export interface DigestNotificationRow {
  id: string | number;
  kind: NotificationKind;
  created_at: Date | string;
  read_at: Date | string | null;
}

export function notificationsByIds(db: Knex, ids: number[]): Promise<DigestNotificationRow[]> {
  return db('notifications')
    .whereIn('id', ids)
    .orderBy('created_at')
    .orderBy('id')
    .select<DigestNotificationRow[]>('id', 'kind', 'created_at', 'read_at');
}

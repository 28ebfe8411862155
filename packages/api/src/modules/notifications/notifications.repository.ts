import type { NotificationKind } from '@cloudexperts/domain';
import type { Knex } from 'knex';

/**
 * One notification row for one user. Callers pass the transaction of the event itself, so the row
 * exists exactly when the event does (the realtime issue reads and fans these out).
 */
export async function notify(
  trx: Knex.Transaction,
  userId: number,
  kind: NotificationKind,
  payload: Record<string, number | string>,
  now: Date,
): Promise<void> {
  await trx('notifications').insert({ user_id: userId, kind, payload: JSON.stringify(payload), created_at: now });
}

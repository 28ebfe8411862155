import type { Knex } from 'knex';

/**
 * The channel every API process listens on (the live feeds, `modules/notifications/live.ts`): its
 * payload is the id of a user whose feeds should look again, for news or because a session ended.
 */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/**
 * Wakes the user's live feeds in every API process. Sent inside the change's transaction, Postgres
 * holds it until the commit and drops it on a rollback. A wake carries no data: each feed re-checks
 * its session (a revoked one closes with 4401 at once, not at the next periodic check) and reads
 * what it has not sent.
 */
export async function wakeLiveFeeds(knex: Knex, userId: number): Promise<void> {
  await knex.raw('select pg_notify(?, ?)', [NOTIFICATIONS_CHANNEL, String(userId)]);
}

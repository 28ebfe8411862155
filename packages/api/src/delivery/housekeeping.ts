import type { Knex } from 'knex';
import type { PgBoss } from 'pg-boss';
import type { FileStorage } from '../adapters/storage.ts';
import type { Logger } from 'pino';
import type { Messenger } from '../adapters/messaging.ts';
import { savedFilterDigest, sendDueDigests } from '../modules/jobs/digest.ts';
import { sendDueNotificationDigests } from '../modules/notifications/preferences.service.ts';
import { autoReleaseDue } from '../modules/payments/paymentRequests.service.ts';
import { ABANDONED_UPLOAD_AGE_HOURS, sweepAbandonedUploads } from '../modules/uploads/sweep.ts';

/** The queue of the abandoned-uploads sweep; pg-boss's schedule sends one job an hour. */
export const uploadsSweepQueue = 'uploads-sweep';
/** At minute 17 of every hour (off the hour, when other schedules crowd). */
export const UPLOADS_SWEEP_CRON = '17 * * * *';

/** The queue of the saved filters' daily digests; pg-boss's schedule sends one job an hour. */
export const digestQueue = 'saved-filter-digest';
/** At minute 41 of every hour: each run mails the filters whose day has passed since their last. */
export const DIGEST_CRON = '41 * * * *';

/** The queue of the notification mails' daily digests; one job an hour. */
export const notificationDigestQueue = 'notification-digest';
/**
 * At minute 3 of every hour: a user's digest is due at 08:00 in their zone, so an hourly run sends
 * it within minutes (zones with half-hour offsets within the half hour after).
 */
export const NOTIFICATION_DIGEST_CRON = '3 * * * *';

/** The queue of the payment requests' auto-release (14 days unanswered); one job an hour. */
export const autoReleaseQueue = 'payments-auto-release';
/** At minute 29 of every hour. */
export const AUTO_RELEASE_CRON = '29 * * * *';

/**
 * Every notification digest due at `now`, batch after batch (each its own transaction), until a
 * batch takes fewer users than were due (the rest, if any, are held by another run). Returns the
 * mails written.
 */
export async function sendNotificationDigests(
  db: Knex,
  mailer: { messenger: Messenger; origin: string; digestKey: string },
  now: Date,
): Promise<number> {
  let mailed = 0;
  for (;;) {
    const result = await sendDueNotificationDigests(db, mailer, { now });
    mailed += result.mailed;
    if (result.taken === 0 || result.taken < result.due) break;
  }
  return mailed;
}

/**
 * Periodic work on the delivery worker's pg-boss: the sweep of uploads nothing points at, and the
 * saved filters' and the notifications' daily digests, the payment requests' auto-release. The schedules live in the database, so however many API processes
 * run, one job is sent each hour and one worker takes it.
 */
export async function startHousekeeping({
  boss,
  db,
  storage,
  messenger,
  origin,
  digestKey,
  logger,
  pollSeconds = 60,
}: {
  boss: PgBoss;
  db: Knex;
  storage: FileStorage;
  /** Where the digests' mails go out (the outbox and its delivery jobs). */
  messenger: Messenger;
  /** Where the digests' links point (PUBLIC_URL in production). */
  origin: string;
  /** Keys the digests' unsubscribe tokens (Secrets.digestKey). */
  digestKey: string;
  logger: Logger;
  /** How often the worker looks for a sent job (an hourly job need not be taken at once). */
  pollSeconds?: number;
}): Promise<void> {
  await boss.createQueue(uploadsSweepQueue, { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 });
  await boss.schedule(uploadsSweepQueue, UPLOADS_SWEEP_CRON);
  await boss.work(uploadsSweepQueue, { pollingIntervalSeconds: pollSeconds }, async () => {
    const olderThan = new Date(Date.now() - ABANDONED_UPLOAD_AGE_HOURS * 60 * 60 * 1000);
    const removed = await sweepAbandonedUploads(db, storage, {
      olderThan,
      onFileError: (key, error) => logger.warn({ err: error, key }, 'an abandoned upload could not be removed'),
    });
    if (removed > 0) logger.info({ removed }, 'abandoned uploads removed');
  });
  await boss.createQueue(digestQueue, { retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 });
  await boss.schedule(digestQueue, DIGEST_CRON);
  await boss.work(digestQueue, { pollingIntervalSeconds: pollSeconds }, async () => {
    let mailed = 0;
    // Batch after batch (each its own transaction) until fewer than a batch were due.
    for (;;) {
      const result = await sendDueDigests(db, messenger, { now: new Date(), origin, digestKey });
      mailed += result.mailed;
      if (result.checked < savedFilterDigest.batch) break;
    }
    if (mailed > 0) logger.info({ mailed }, 'saved-filter digests sent');
  });
  await boss.createQueue(notificationDigestQueue, { retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 });
  await boss.schedule(notificationDigestQueue, NOTIFICATION_DIGEST_CRON);
  await boss.work(notificationDigestQueue, { pollingIntervalSeconds: pollSeconds }, async () => {
    const sent = await sendNotificationDigests(db, { messenger, origin, digestKey }, new Date());
    if (sent > 0) logger.info({ mailed: sent }, 'notification digests sent');
  });
  await boss.createQueue(autoReleaseQueue, { retryLimit: 2, retryDelay: 300, expireInSeconds: 30 * 60 });
  await boss.schedule(autoReleaseQueue, AUTO_RELEASE_CRON);
  await boss.work(autoReleaseQueue, { pollingIntervalSeconds: pollSeconds }, async () => {
    let released = 0;
    // Batch after batch until a batch finds nothing more to release.
    for (;;) {
      const result = await autoReleaseDue(db, { now: new Date() });
      released += result.released;
      if (result.released === 0) break;
    }
    if (released > 0) logger.info({ released }, 'payment requests auto-released');
  });
}

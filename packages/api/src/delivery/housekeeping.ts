import type { Knex } from 'knex';
import type { PgBoss } from 'pg-boss';
import type { FileStorage } from '../adapters/storage.ts';
import type { Logger } from 'pino';
import { ABANDONED_UPLOAD_AGE_HOURS, sweepAbandonedUploads } from '../modules/uploads/sweep.ts';

/** The queue of the abandoned-uploads sweep; pg-boss's schedule sends one job an hour. */
export const uploadsSweepQueue = 'uploads-sweep';
/** At minute 17 of every hour (off the hour, when other schedules crowd). */
export const UPLOADS_SWEEP_CRON = '17 * * * *';

/**
 * Periodic work on the delivery worker's pg-boss: the sweep of uploads nothing points at. The
 * schedule lives in the database, so however many API processes run, one job is sent each hour
 * and one worker takes it.
 */
export async function startHousekeeping({
  boss,
  db,
  storage,
  logger,
  pollSeconds = 60,
}: {
  boss: PgBoss;
  db: Knex;
  storage: FileStorage;
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
}

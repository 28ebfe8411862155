// The housekeeping jobs in a process of their own, as `npm start` runs them (pg-boss workers on
// the database DATABASE_URL names), for the tests that kill it with SIGKILL mid-batch
// (autoReleaseKill.test.ts). Prints "ready" once its workers poll.
import { createDiskStorage } from '../../src/adapters/storage.ts';
import { parseDeliveryConfig } from '../../src/delivery/config.ts';
import { startHousekeeping } from '../../src/delivery/housekeeping.ts';
import { openDeliveryQueue } from '../../src/delivery/queue.ts';
import { openDatabase } from '../../src/db/database.ts';
import { createLogger } from '../../src/logger.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const logger = createLogger('silent');
const database = openDatabase({ databaseUrl });
const queue = await openDeliveryQueue({
  database,
  databaseUrl,
  config: parseDeliveryConfig({ DELIVERY_POLL_SECONDS: '0.5' }),
  logger,
});
await startHousekeeping({
  boss: queue.boss,
  db: database.knex,
  storage: createDiskStorage('/nonexistent-storage'),
  messenger: queue.messenger,
  origin: 'http://localhost',
  digestKey: 'housekeeping-process-digest-key',
  logger,
  pollSeconds: 0.5,
});
console.log('ready');

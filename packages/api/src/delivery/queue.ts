import type { Knex } from 'knex';
import { fromKnex, fromPglite, PgBoss, type ConstructorOptions, type Db, type PGliteLike, type Queue } from 'pg-boss';
import type { Logger } from 'pino';
import type { EmailMessage, Messenger, SmsMessage } from '../adapters/messaging.ts';
import type { Database } from '../db/database.ts';
import type { DeliveryConfig } from './config.ts';
import { insertOutboxMessage, type NewOutboxMessage } from './outbox.repository.ts';

/** One job per outbox row: deliver it. */
export const deliveryQueue = 'outbox-delivery';
/** Where pg-boss moves a delivery job whose attempts are used up: the message is marked failed. */
export const exhaustedQueue = 'outbox-delivery-exhausted';

export interface DeliveryJob {
  outboxId: number;
}

export interface DeliveryQueueOptions {
  database: Database;
  /** The Postgres server's URL (pg-boss keeps its own small pool there); not used on PGlite. */
  databaseUrl?: string | undefined;
  config: DeliveryConfig;
  logger: Logger;
}

export interface DeliveryQueue {
  boss: PgBoss;
  /** Writes the outbox row and its delivery job in the caller's transaction. */
  messenger: Messenger;
  /** Stops pg-boss; `graceful` (the default) first lets deliveries in flight finish. */
  stop(options?: { graceful?: boolean }): Promise<void>;
}

/**
 * pg-boss on the app's PGlite, through knex's pool. PGlite has one connection, and knex runs a
 * transaction as BEGIN, statements, COMMIT on it while holding the pool's only slot; a statement
 * sent to PGlite directly (pg-boss's `fromPglite` alone) would land inside whatever transaction
 * knex has open. Taking the slot first makes pg-boss's statements wait their turn like knex's own.
 * (The slot is PGlite itself: knex-pglite's pool hands out the instance.)
 */
function pgliteThroughKnex(knex: Knex): Db {
  // knex's types leave its client untyped; these two methods are its pool's.
  const pool = knex.client as {
    acquireConnection(): Promise<PGliteLike>;
    releaseConnection(connection: PGliteLike): Promise<void>;
  };
  let adapter: Db | undefined;
  return {
    async executeSql(text, values) {
      const connection = await pool.acquireConnection();
      try {
        adapter ??= fromPglite(connection);
        return await adapter.executeSql(text, values);
      } finally {
        await pool.releaseConnection(connection);
      }
    },
  };
}

/** Settings shared by both databases. */
function bossOptions(config: DeliveryConfig): ConstructorOptions {
  // The supervisor's monitor pass fails (for retry) a job whose worker died once its time is up;
  // passing often keeps that wait near `attemptTimeoutSeconds` rather than pg-boss's minute.
  const checkSeconds = Math.min(60, Math.max(1, Math.ceil(config.attemptTimeoutSeconds / 3)));
  return {
    // The housekeeping jobs (housekeeping.ts) are sent on a schedule kept in the database.
    schedule: true,
    superviseIntervalSeconds: checkSeconds,
    monitorIntervalSeconds: checkSeconds,
    instanceName: 'delivery',
  };
}

function queuePolicy(config: DeliveryConfig): Omit<Queue, 'name'> {
  return {
    retryLimit: config.maxAttempts - 1,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: config.retryDelayMaxSeconds,
    expireInSeconds: config.attemptTimeoutSeconds,
    notify: true,
  };
}

function emailRow(message: EmailMessage): NewOutboxMessage {
  return {
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: message.body,
    actionPath: message.actionPath ?? null,
    listUnsubscribeUrl: message.listUnsubscribeUrl ?? null,
    attachments: message.attachments ?? null,
  };
}

function smsRow(message: SmsMessage): NewOutboxMessage {
  return { channel: 'sms', recipient: message.to, subject: '', body: message.body, actionPath: null };
}

/**
 * The outbox messenger with delivery: the row and its pg-boss job are written in the caller's
 * transaction (one is opened when `db` is not one), so a message is queued exactly when the change
 * that caused it commits, and a rollback leaves neither. `send` reads the queue from pg-boss's
 * cache (filled when the queues are made here), so it issues no statement of its own outside the
 * transaction: on PGlite one would wait for the pool's only connection, which the caller holds.
 */
function createQueuedMessenger(boss: PgBoss): Messenger {
  const enqueue = async (db: Knex, row: NewOutboxMessage): Promise<void> => {
    if (!db.isTransaction) return db.transaction((trx) => enqueue(trx, row));
    const outboxId = await insertOutboxMessage(db, row);
    const job: DeliveryJob = { outboxId };
    await boss.send(deliveryQueue, job, { db: fromKnex(db) });
  };
  return {
    email: (db, message) => enqueue(db, emailRow(message)),
    sms: (db, message) => enqueue(db, smsRow(message)),
  };
}

/**
 * Starts pg-boss on the app's database (installing or upgrading its `pgboss` schema) and makes the
 * delivery queues. On a Postgres server pg-boss has its own small pool and LISTEN/NOTIFY, so a
 * queued message wakes a worker at once; on PGlite it shares knex's one connection and polls.
 */
export async function openDeliveryQueue(options: DeliveryQueueOptions): Promise<DeliveryQueue> {
  const { database, config, logger } = options;
  let boss: PgBoss;
  if (database.kind === 'postgres') {
    if (!options.databaseUrl) throw new Error('The delivery queue needs the Postgres server URL (databaseUrl)');
    boss = new PgBoss({
      ...bossOptions(config),
      connectionString: options.databaseUrl,
      max: 3,
      useListenNotify: true,
    });
  } else {
    boss = new PgBoss({ ...bossOptions(config), db: pgliteThroughKnex(database.knex), backend: 'pglite' });
  }
  boss.on('error', (error) => logger.error({ err: error }, 'delivery queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'delivery queue warning'));
  await boss.start();
  const policy = queuePolicy(config);
  // Marking a message failed is a database write: retried a few times if the database is away.
  const exhaustedPolicy = { ...policy, retryLimit: 5, notify: false };
  await boss.createQueue(exhaustedQueue, exhaustedPolicy);
  await boss.createQueue(deliveryQueue, { ...policy, deadLetter: exhaustedQueue });
  // createQueue keeps an existing queue as it was: bring both to today's settings.
  await boss.updateQueue(exhaustedQueue, exhaustedPolicy);
  await boss.updateQueue(deliveryQueue, { ...policy, deadLetter: exhaustedQueue });
  return {
    boss,
    messenger: createQueuedMessenger(boss),
    stop: ({ graceful = true } = {}) =>
      boss.stop({ graceful, timeout: config.attemptTimeoutSeconds * 1000, close: true }),
  };
}

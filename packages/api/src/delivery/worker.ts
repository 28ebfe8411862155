import type { Job, JobResult, JobWithMetadata } from 'pg-boss';
import { createDevMailboxTransport } from '../adapters/devMailboxTransport.ts';
import { createSmtpMailTransport } from '../adapters/mailTransport.ts';
import { createHttpSmsTransport } from '../adapters/smsTransport.ts';
import type { Transport } from '../adapters/transport.ts';
import { loadConfig, settingsFrom } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import type { DeliveryConfig } from './config.ts';
import {
  claimOutboxMessage,
  markDelivered,
  markFailed,
  outboxChannel,
  recordFailedAttempt,
  type OutboxChannel,
} from './outbox.repository.ts';
import {
  deliveryQueue,
  exhaustedQueue,
  openDeliveryQueue,
  type DeliveryJob,
  type DeliveryQueue,
  type DeliveryQueueOptions,
} from './queue.ts';

export type DeliveryWorker = DeliveryQueue;

/** SMTP and the SMS API when configured; the dev mailbox for a channel that is not. */
function transportsFor(config: DeliveryConfig): Record<OutboxChannel, Transport> {
  const timeoutMs = config.attemptTimeoutSeconds * 1000;
  const devMailbox = createDevMailboxTransport();
  return {
    email: config.mail ? createSmtpMailTransport({ ...config.mail, timeoutMs }) : devMailbox,
    // Half the attempt's time: the claim and the marking need the rest.
    sms: config.sms ? createHttpSmsTransport({ ...config.sms, timeoutMs: timeoutMs / 2 }) : devMailbox,
  };
}

/** What replaces a message's text once it has left: its codes and link tokens are not kept. */
const redactedAfterDelivery = (transport: string, at: Date) =>
  `[Delivered by ${transport} at ${at.toISOString()}. The text is not kept after delivery.]`;

const redactedAfterFailure = (at: Date) => `[Not delivered: given up at ${at.toISOString()}. The text is not kept.]`;

/** An error as one line for the outbox and the log (no stack; a network error's code kept). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const cause = error.cause;
  const code =
    cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string' ? ` (${cause.code})` : '';
  return `${error.message}${code}`.slice(0, 500);
}

/**
 * What pg-boss recorded when it failed a job: the handler's `{ message }`, or its own error, which it
 * stores as `{ value: { message } }` (a timed-out job's "job timed out").
 */
function failureOf(output: unknown): string | undefined {
  if (!output || typeof output !== 'object') return undefined;
  if ('message' in output && typeof output.message === 'string') return output.message;
  return 'value' in output ? failureOf(output.value) : undefined;
}

/**
 * Starts the delivery worker: pg-boss jobs, one per outbox row, each attempt
 *  1. claims the row for `attemptTimeoutSeconds` (an UPDATE under the row's lock: a second worker,
 *     or a retry while the first attempt still runs, finds it claimed or sent and sends nothing);
 *  2. sends it through the channel's transport;
 *  3. marks it sent (and redacts its text unless the dev mailbox delivered it), or records the
 *     error and throws, so pg-boss retries the job with exponential backoff.
 * When the attempts are used up pg-boss moves the job to the exhausted queue, whose worker marks the
 * message failed: also when the last attempt never finished (its worker died mid-send).
 *
 * Exactly once, and where it is not: while its sender lives (and keeps inside the attempt's time,
 * which the transports' own limits are set within) a message is never sent twice, and a worker that
 * dies before the other side accepted a message leaves only a claim that runs out. One that dies
 * after the server's "accepted" and before its own commit (milliseconds) cannot know: the retry
 * sends again, under the same Message-ID / Idempotency-Key, which the receiving side can use to
 * drop it. Nothing is lost: the job outlives the worker.
 */
export async function startDeliveryWorker(options: DeliveryQueueOptions): Promise<DeliveryWorker> {
  const { database, config, logger } = options;
  const db = database.knex;
  const transports = transportsFor(config);
  const queue = await openDeliveryQueue(options);

  const deliver = async (job: Job<DeliveryJob>) => {
    const id = job.data.outboxId;
    const claim = await claimOutboxMessage(db, id, config.attemptTimeoutSeconds);
    // Sent or given up on by an earlier attempt (one that ran out of time, then finished), or gone.
    if (claim.kind === 'settled' || claim.kind === 'missing') return;
    if (claim.kind === 'busy') {
      throw new Error(`outbox message ${id} is claimed by another attempt until ${claim.claimedUntil?.toISOString()}`);
    }
    const transport = transports[claim.message.channel];
    try {
      await transport.send(claim.message, job.signal);
    } catch (error) {
      const text = describeError(error);
      await recordFailedAttempt(db, id, text);
      logger.warn({ outboxId: id, attempt: job.retryCount + 1, error: text }, 'delivery attempt failed');
      throw error;
    }
    const at = new Date();
    await markDelivered(
      db,
      id,
      transport.name,
      transport.keepsBody ? undefined : redactedAfterDelivery(transport.name, at),
    );
    logger.debug({ outboxId: id, transport: transport.name }, 'delivered');
  };

  const giveUp = async (job: JobWithMetadata<DeliveryJob>) => {
    const id = job.data.outboxId;
    const channel = await outboxChannel(db, id);
    if (!channel) return;
    const reason = failureOf(job.sourceOutput) ?? 'no delivery attempt finished';
    const redacted = transports[channel].keepsBody ? undefined : redactedAfterFailure(new Date());
    await markFailed(db, id, reason, redacted);
    logger.error({ outboxId: id, reason }, 'delivery given up: the message is marked failed');
  };

  // Batches, so a backlog drains without waiting a poll per message: while a fetch comes back full
  // the worker fetches again at once (burstWhenBatchFull). Each job of a batch settles on its own.
  await queue.boss.work(
    deliveryQueue,
    {
      batchSize: config.concurrency,
      burstWhenBatchFull: true,
      perJobResults: true,
      // A new message wakes the worker (NOTIFY on Postgres); a retry coming due does not, so the poll
      // keeps its pace rather than pg-boss's 30 s backstop.
      pollingIntervalSeconds: config.pollSeconds,
      notifyPollingIntervalSeconds: config.pollSeconds,
    },
    async (jobs: Job<DeliveryJob>[]) => {
      const outcomes = await Promise.allSettled(jobs.map(deliver));
      return jobs.map((job, index): JobResult => {
        const outcome = outcomes[index];
        return outcome?.status === 'rejected'
          ? { id: job.id, status: 'failed', output: { message: describeError(outcome.reason) } }
          : { id: job.id, status: 'completed' };
      });
    },
  );
  await queue.boss.work(
    exhaustedQueue,
    { batchSize: 10, burstWhenBatchFull: true, includeMetadata: true, pollingIntervalSeconds: config.pollSeconds },
    async (jobs: JobWithMetadata<DeliveryJob>[]) => {
      for (const job of jobs) await giveUp(job);
    },
  );

  return {
    ...queue,
    async stop(stopOptions) {
      await queue.stop(stopOptions);
      for (const transport of new Set(Object.values(transports))) transport.close();
    },
  };
}

/**
 * The worker as a process of its own (`node packages/api/src/delivery/worker.ts`), with the API's
 * settings. On PGlite it cannot run beside `npm start`: one process per data directory.
 */
async function runStandalone() {
  const config = loadConfig(settingsFrom());
  const logger = createLogger(config.logLevel);
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.knex);
  const worker = await startDeliveryWorker({
    database,
    databaseUrl: config.databaseUrl,
    config: config.delivery,
    logger,
  });
  logger.info({ database: database.location }, 'delivery worker started');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'delivery worker stopping');
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

if (import.meta.main) {
  runStandalone().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

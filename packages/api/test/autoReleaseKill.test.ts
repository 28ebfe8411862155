import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseDeliveryConfig } from '../src/delivery/config.ts';
import { autoReleaseQueue } from '../src/delivery/housekeeping.ts';
import { openDeliveryQueue } from '../src/delivery/queue.ts';
import { createLogger } from '../src/logger.ts';
import { balanceOf, ledgerTotal } from '../src/modules/payments/ledger.ts';
import { dueRequests, startedContract } from './payments.support.ts';
import { serverOnPrivatePostgres } from './privatePostgres.ts';

/**
 * Issue 20: the payment requests' auto-release (an hourly pg-boss job of `npm start`'s process)
 * killed with SIGKILL in the middle of its batch, then run again by a new process: every due
 * release is done exactly once (one posting each, the ledger balanced, the escrow and the
 * freelancer's balance exact), whatever the kill interrupted. On a Postgres server of the test's
 * own, so that the job sees only these requests; with the Postgres suite only. `FAULT_REPORT=1`
 * prints where the kill landed.
 */
const onPostgres = Boolean(inject('databaseUrl'));
const processScript = fileURLToPath(new URL('./processes/housekeepingProcess.ts', import.meta.url));
// Within a contract's 100 milestones (milestoneLimits.maxPerContract).
const DUE = 90;

describe.runIf(onPostgres)('the auto-release killed mid-batch', () => {
  let started: (Awaited<ReturnType<typeof serverOnPrivatePostgres>> & { child?: ChildProcess }) | undefined;

  beforeAll(async () => {
    started = await serverOnPrivatePostgres('housekeeping');
  }, 120_000);

  afterAll(async () => {
    if (started?.child && started.child.exitCode === null) started.child.kill('SIGKILL');
    await started?.server.close();
    await started?.postgres.destroy();
  });

  /** The housekeeping process, resolved once its workers poll. */
  async function housekeeping(databaseUrl: string): Promise<ChildProcess> {
    const child = spawn(process.execPath, [processScript], {
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (started) started.child = child;
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await expect
      .poll(() => output.includes('ready') || child.exitCode !== null, { timeout: 60_000, interval: 50 })
      .toBe(true);
    expect(child.exitCode, 'the housekeeping process ended before it was ready').toBeNull();
    return child;
  }

  it('releases every due request exactly once across a SIGKILL and a second run', async () => {
    if (!started) throw new Error('the server starts in beforeAll');
    const { server, databaseUrl } = started;
    const db = server.database.knex;

    const contract = await startedContract(server, { amount: '100000.00' });
    const { manager, freelancer, contractId } = contract;
    const requestIds = await dueRequests(
      server,
      contract,
      Array.from({ length: DUE }, () => '10.00'),
    );

    const releases = async () =>
      Number(
        (
          await db('ledger_postings')
            .whereIn('payment_request_id', requestIds)
            .andWhere({ kind: 'release' })
            .count<Array<{ count: string }>>({ count: '*' })
        )[0]?.count,
      );
    const queue = await openDeliveryQueue({
      database: server.database,
      databaseUrl,
      config: parseDeliveryConfig({}),
      logger: createLogger('silent'),
    });
    try {
      // The first process takes the job and is killed once it has released some, not all.
      const first = await housekeeping(databaseUrl);
      const exited = once(first, 'exit');
      await queue.boss.send(autoReleaseQueue, {});
      await expect.poll(releases, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(5);
      first.kill('SIGKILL');
      await exited;
      const atKill = await releases();
      expect(atKill, 'the kill came after the whole batch: nothing was interrupted').toBeLessThan(DUE);
      if (process.env.FAULT_REPORT)
        console.info(`auto-release killed after ${String(atKill)} of ${String(DUE)} releases`);

      // The next run (the hourly schedule's; sent here) by a new process finishes the rest.
      await housekeeping(databaseUrl);
      await queue.boss.send(autoReleaseQueue, {});
      await expect.poll(releases, { timeout: 30_000, interval: 100 }).toBe(DUE);
    } finally {
      await queue.stop();
    }

    // Exactly once: one release posting per request, every request approved, nothing left in
    // escrow, the freelancer paid each release (less the fee) once, the ledger balanced.
    const postings = await db('ledger_postings')
      .whereIn('payment_request_id', requestIds)
      .groupBy('payment_request_id')
      .select<Array<{ payment_request_id: string; count: string }>>('payment_request_id', db.raw('count(*) as count'));
    expect(postings).toHaveLength(DUE);
    expect(postings.every((row) => Number(row.count) === 1)).toBe(true);
    const statuses = await db('payment_requests').whereIn('id', requestIds).distinct().pluck('status');
    expect(statuses).toEqual(['approved']);
    expect(await balanceOf(db, { kind: 'escrow', userId: manager.user.id, contractId })).toBe(0);
    const fees = await db('payment_requests')
      .whereIn('id', requestIds)
      .sum<Array<{ sum: string }>>({ sum: 'fee_cents' });
    expect(await balanceOf(db, { kind: 'available', userId: freelancer.user.id })).toBe(
      DUE * 1000 - Number(fees[0]?.sum),
    );
    expect(await ledgerTotal(db)).toBe(0);
  }, 120_000);
});

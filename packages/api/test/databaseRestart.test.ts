import { IDEMPOTENCY_HEADER, errorCodes, serverMessages } from '@cloudexperts/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ledgerTotal } from '../src/modules/payments/ledger.ts';
import { startedContract } from './payments.support.ts';
import { serverOnPrivatePostgres } from './privatePostgres.ts';
import { jobWithQuestions, content, signedInExpert } from './proposals.support.ts';
import { rawCall } from './support.ts';

/**
 * Issue 20: Postgres restarted under load. The API runs on a Postgres server of its own (the run's
 * shared server cannot be stopped under the other files), writers post messages, fund milestones
 * and send proposals while readers search, and the server is stopped and started again in the
 * middle. During the outage every request is answered 503 with a message and Retry-After, quickly;
 * the API needs nothing to recover, answering within 5 s of the server's return; and no message,
 * proposal or money posting is half-written or lost once acknowledged. Run with the Postgres suite
 * only (PGlite has no server to restart). `FAULT_REPORT=1` prints the figures (README, Reliability).
 */
const onPostgres = Boolean(inject('databaseUrl'));

interface Answer {
  loop: string;
  status: number;
  ms: number;
  at: number;
  code?: string | undefined;
  message?: string | undefined;
  retryAfter?: string | null;
}

/** The id of the object an answer names (`{ message: { id } }`). */
const idIn = (body: Record<string, unknown> | undefined, key: string) =>
  Number((body?.[key] as { id?: unknown } | undefined)?.id);

describe.runIf(onPostgres)('the API across a Postgres restart', () => {
  let started: Awaited<ReturnType<typeof serverOnPrivatePostgres>> | undefined;

  beforeAll(async () => {
    started = await serverOnPrivatePostgres('restart');
  }, 120_000);

  afterAll(async () => {
    await started?.server.close();
    await started?.postgres.destroy();
  });

  it('answers 503 with a message while the server is away, recovers by itself within 5 s, and leaves nothing half-written', async () => {
    if (!started) throw new Error('the server starts in beforeAll');
    const { postgres, server } = started;
    const db = server.database.knex;
    const { manager, freelancer, contractId, jobId } = await startedContract(server);
    const { conversation } = await manager.api.openConversation({
      body: { job_id: jobId, freelancer_uuid: freelancer.profileUuid },
    });
    const applicant = await signedInExpert(server, { firstName: 'Restarta' });
    const jobs: number[] = [];
    for (let index = 0; index < 120; index += 1) jobs.push((await jobWithQuestions(server, manager.user.id)).jobId);

    const answers: Answer[] = [];
    const sentMessages: number[] = [];
    const fundedMilestones: number[] = [];
    const sentProposals: number[] = [];
    // A commit the server made as it shut down, whose answer never came back: the retry is refused
    // by the object's own state (already applied, already funded), which is checked below.
    const committedUnanswered = { proposals: [] as number[], fundings: [] as number[] };
    const state = { running: true };
    const call = async (loop: string, method: string, path: string, options: Parameters<typeof rawCall>[3] = {}) => {
      const started = performance.now();
      const answer = await rawCall(server, method, path, options);
      const error = answer.body?.error as { code?: string; message?: string } | undefined;
      answers.push({
        loop,
        status: answer.status,
        ms: performance.now() - started,
        at: Date.now(),
        code: error?.code,
        message: error?.message,
        retryAfter: answer.headers.get('retry-after'),
      });
      return answer;
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const loops = [
      (async () => {
        for (let turn = 0; state.running; turn += 1) {
          await (turn % 2 === 0 ? call('read', 'GET', '/health') : call('read', 'GET', '/find_jobs?search=restart'));
          await pause(20);
        }
      })(),
      (async () => {
        for (let turn = 0; state.running; turn += 1) {
          const sent = await call('message', 'POST', `/conversations/${String(conversation.id)}/messages`, {
            token: freelancer.token,
            json: { body: `Restart message ${String(turn)}` },
          });
          if (sent.status === 201) sentMessages.push(idIn(sent.body, 'message'));
          await pause(20);
        }
      })(),
      (async () => {
        while (state.running) {
          const created = await call('money', 'POST', `/contracts/${String(contractId)}/milestones`, {
            token: manager.token,
            json: { description: 'Restart drill', deposite_amount: '25.00', due_date: '2027-03-01' },
          });
          if (created.status === 201 || created.status === 200) {
            const id = idIn(created.body, 'milestone');
            // One key per operation: a retry after a 503 replays it, as the app's client would.
            const key = crypto.randomUUID();
            for (let tries = 0; tries < 50; tries += 1) {
              const funded = await call('money', 'POST', `/milestones/${String(id)}/fund`, {
                token: manager.token,
                headers: { [IDEMPOTENCY_HEADER]: key },
              });
              if (funded.status === 200) fundedMilestones.push(id);
              if (funded.status === 409) committedUnanswered.fundings.push(id);
              if (funded.status !== 503) break;
              await pause(100);
            }
          }
          await pause(20);
        }
      })(),
      (async () => {
        // A job is tried until it is answered otherwise than 503, as a person would send again.
        for (let index = 0; state.running && index < jobs.length;) {
          const sent = await call('proposal', 'POST', '/job_applications', {
            token: applicant.token,
            json: { job_id: jobs[index], ...content() },
          });
          if (sent.status === 201 || sent.status === 200) {
            sentProposals.push(idIn(sent.body, 'proposal'));
          }
          if (sent.status === 409) committedUnanswered.proposals.push(Number(jobs[index]));
          if (sent.status !== 503) index += 1;
          // Slower than the others: the jobs must last past the outage.
          await pause(50);
        }
      })(),
    ];

    await pause(1500);
    const stoppedAt = Date.now();
    await postgres.stop();
    await pause(2000);
    await postgres.start();
    const backAt = Date.now();
    let recoveredAt: number | undefined;
    while (recoveredAt === undefined && Date.now() - backAt < 10_000) {
      const health = await rawCall(server, 'GET', '/health');
      if (health.status === 200) recoveredAt = Date.now();
      else await pause(100);
    }
    await pause(1500);
    state.running = false;
    await Promise.all(loops);

    if (process.env.FAULT_REPORT) {
      const refused = answers.filter((answer) => answer.status === 503);
      console.info(
        [
          `requests ${String(answers.length)}, answered 503 ${String(refused.length)}, other failures ` +
            String(answers.filter((answer) => answer.status >= 400 && answer.status !== 503).length),
          `slowest 503 ${Math.max(...refused.map((answer) => answer.ms)).toFixed(0)} ms, ` +
            `outage ${String(backAt - stoppedAt)} ms, API back ${String((recoveredAt ?? NaN) - backAt)} ms after the server`,
          `acknowledged: messages ${String(sentMessages.length)}, proposals ${String(sentProposals.length)}, ` +
            `fundings ${String(fundedMilestones.length)}; committed but unanswered ` +
            String(committedUnanswered.proposals.length + committedUnanswered.fundings.length),
        ].join('\n'),
      );
    }
    // The API was back within 5 s of the server, without a restart of its own.
    expect(recoveredAt, 'the API never answered /health again').toBeDefined();
    expect((recoveredAt ?? Infinity) - backAt).toBeLessThanOrEqual(5000);

    // Every answer was a success or a 503 that says so; never a 500. A 409 only where the first
    // try had in fact committed (checked with the rows below).
    const unexpected = answers.filter(
      (answer) =>
        ![200, 201, 503].includes(answer.status) &&
        !(answer.status === 409 && answer.code === errorCodes.conflict && answer.loop !== 'message'),
    );
    expect(unexpected).toEqual([]);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(
      committedUnanswered.proposals.length + committedUnanswered.fundings.length,
    );
    const outage = answers.filter((answer) => answer.status === 503);
    expect(outage.length).toBeGreaterThan(0);
    for (const answer of outage) {
      expect(answer).toMatchObject({
        code: errorCodes.databaseUnavailable,
        message: serverMessages.databaseUnavailable,
        retryAfter: '5',
      });
    }
    // Failing fast: a request during the outage is refused in well under the connect timeout.
    const during = outage.filter((answer) => answer.at > stoppedAt && answer.at < backAt);
    expect(during.length).toBeGreaterThan(0);
    expect(Math.max(...during.map((answer) => answer.ms))).toBeLessThan(1000);
    // Each loop worked before the outage and again after it.
    for (const loop of ['read', 'message', 'money', 'proposal']) {
      const successes = answers.filter((answer) => answer.loop === loop && answer.status < 300);
      expect(
        successes.some((answer) => answer.at < stoppedAt),
        `${loop} before`,
      ).toBe(true);
      expect(
        successes.some((answer) => answer.at > backAt),
        `${loop} after`,
      ).toBe(true);
    }

    // Nothing acknowledged was lost.
    const messageIds = (await db('messages').where({ conversation_id: conversation.id }).pluck('id')).map(Number);
    expect(messageIds).toEqual(expect.arrayContaining(sentMessages));
    const proposalRows = await db('job_applications')
      .where({ freelancer_id: applicant.user.id })
      .select<Array<{ id: string | number; job_id: string | number }>>('id', 'job_id');
    expect(proposalRows.map((row) => Number(row.id))).toEqual(expect.arrayContaining(sentProposals));
    expect(proposalRows.map((row) => Number(row.job_id))).toEqual(
      expect.arrayContaining(committedUnanswered.proposals),
    );

    // Nothing half-written: the ledger balances; a milestone is funded exactly when its funding
    // posting exists, for its amount; every proposal has the notification its transaction wrote.
    expect(await ledgerTotal(db)).toBe(0);
    const milestones = await db('milestones')
      .where({ contract_id: contractId })
      .select<Array<{ id: string | number; status: string; escrow_cents: string | number }>>(
        'id',
        'status',
        'escrow_cents',
      );
    const fundings = await db('ledger_postings')
      .where({ contract_id: contractId, kind: 'fund' })
      .groupBy('milestone_id')
      .select<Array<{ milestone_id: string | number; count: string | number }>>(
        'milestone_id',
        db.raw('count(*) as count'),
      );
    const fundingCount = new Map(fundings.map((row) => [Number(row.milestone_id), Number(row.count)]));
    for (const milestone of milestones) {
      const funded = milestone.status === 'funded';
      expect({ id: Number(milestone.id), postings: fundingCount.get(Number(milestone.id)) ?? 0 }).toEqual({
        id: Number(milestone.id),
        postings: funded ? 1 : 0,
      });
      expect(Number(milestone.escrow_cents)).toBe(funded ? 2500 : 0);
    }
    expect(milestones.filter((row) => row.status === 'funded').map((row) => Number(row.id))).toEqual(
      expect.arrayContaining([...fundedMilestones, ...committedUnanswered.fundings]),
    );
    const told = await db('notifications')
      .where({ user_id: manager.user.id, kind: 'proposal_received' })
      .select<Array<{ payload: { proposal_id: number } }>>('payload');
    const toldOf = new Set(told.map((row) => row.payload.proposal_id));
    expect(proposalRows.filter((row) => !toldOf.has(Number(row.id)))).toEqual([]);
  }, 60_000);
});

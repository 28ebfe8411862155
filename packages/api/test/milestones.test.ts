import { IDEMPOTENCY_HEADER, paymentServerMessages, serverMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { createSandboxPaymentProvider, SANDBOX_DECLINED_CENTS } from '../src/adapters/payments.ts';
import { idempotent, requestHash } from '../src/http/idempotency.ts';
import { balanceOf, ledgerTotal } from '../src/modules/payments/ledger.ts';
import { startTestServer, useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`milestones and escrow on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const milestone = { description: 'Landing zone and VPC design', deposite_amount: '250.50', due_date: '2026-12-15' };

  async function withMilestone(amount = milestone.deposite_amount) {
    const contract = await startedContract(server);
    const created = await contract.manager.api.createMilestone({
      params: { id: contract.contractId },
      body: { ...milestone, deposite_amount: amount },
    });
    return { ...contract, milestone: created.milestone };
  }

  const fundRaw = (token: string, id: number, key: string | undefined, path = `/milestones/${id}/fund`) =>
    rawCall(server, 'POST', path, { token, headers: key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key } });

  it('lets the manager add milestones to a fixed-price contract, shown to both parties in due-date order', async () => {
    const { manager, freelancer, contractId, milestone: first } = await withMilestone();
    expect(first).toMatchObject({
      contract_id: contractId,
      description: milestone.description,
      deposite_amount: '250.50',
      deposite_amount_cents: 25_050,
      escrow_cents: 0,
      released_cents: 0,
      due_date: '2026-12-15',
      status: 'created',
      funded_at: null,
    });
    await manager.api.createMilestone({
      params: { id: contractId },
      body: { description: 'Discovery', deposite_amount: '80', due_date: '2026-12-01' },
    });
    for (const party of [manager, freelancer]) {
      const { records } = await party.api.contractMilestones({ params: { id: contractId } });
      expect(records.map((record) => [record.description, record.deposite_amount])).toEqual([
        ['Discovery', '80.00'],
        [milestone.description, '250.50'],
      ]);
    }
  });

  it('funds a milestone: the sandbox charges it into the contract escrow in one balanced posting', async () => {
    const { manager, contractId, milestone: created } = await withMilestone();
    const { milestone: funded } = await manager.api.fundMilestone({ params: { id: created.id } });
    expect(funded).toMatchObject({ status: 'funded', escrow_cents: 25_050 });
    expect(funded.funded_at).not.toBeNull();
    expect(await balanceOf(db(), { kind: 'escrow', userId: manager.user.id, contractId })).toBe(25_050);
    const postings = await db()('ledger_postings')
      .where({ milestone_id: created.id })
      .select<Array<{ kind: string; actor_id: string | number }>>('kind', 'actor_id');
    expect(postings).toHaveLength(1);
    expect(postings.map((posting) => [posting.kind, Number(posting.actor_id)])).toEqual([['fund', manager.user.id]]);
    expect(await ledgerTotal(db())).toBe(0);
    // Funding again (another key) is refused: a funded milestone stays funded once.
    const again = await failureOf(manager.api.fundMilestone({ params: { id: created.id } }));
    expect(again.status).toBe(409);
    expect(again.message).toBe(paymentServerMessages.alreadyFunded);
  });

  it('answers a replay with the same key with the same answer, without a second posting', async () => {
    const { manager, milestone: created } = await withMilestone();
    const first = await fundRaw(manager.token, created.id, 'fund-once-1');
    const replay = await fundRaw(manager.token, created.id, 'fund-once-1');
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await db()('ledger_postings').where({ milestone_id: created.id })).toHaveLength(1);
  });

  it('refuses the same key with another request (422), and a missing or malformed key (422)', async () => {
    const { manager, milestone: created } = await withMilestone();
    const other = await withMilestone();
    await fundRaw(manager.token, created.id, 'reused-key');
    // The same user's key on another milestone of theirs is another request.
    const ownOther = await manager.api.createMilestone({
      params: { id: created.contract_id },
      body: { ...milestone, description: 'Second' },
    });
    const reused = await fundRaw(manager.token, ownOther.milestone.id, 'reused-key');
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error: { message: paymentServerMessages.idempotencyKeyReused } });
    // Keys are per user: another manager may use the same key for their own milestone.
    expect((await fundRaw(other.manager.token, other.milestone.id, 'reused-key')).status).toBe(200);
    for (const key of [undefined, '', 'with space', 'x'.repeat(256), 'émoji']) {
      const answer = await fundRaw(manager.token, ownOther.milestone.id, key);
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({
        error: { fields: { [IDEMPOTENCY_HEADER]: paymentServerMessages.idempotencyKeyRequired } },
      });
    }
    expect(
      (await db()('milestones').where({ id: ownOther.milestone.id }).first<{ status: string }>('status')).status,
    ).toBe('created');
  });

  it('funds once when the same request is sent many times at once, with one key or with many', async () => {
    const { manager, milestone: created } = await withMilestone();
    const sameKey = await Promise.all(
      Array.from({ length: 8 }, () => fundRaw(manager.token, created.id, 'racing-key')),
    );
    for (const answer of sameKey) expect([200, 409]).toContain(answer.status);
    expect(sameKey.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    const second = await withMilestone();
    const manyKeys = await Promise.all(
      Array.from({ length: 8 }, (_, index) => fundRaw(second.manager.token, second.milestone.id, `racer-${index}`)),
    );
    expect(manyKeys.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(manyKeys.filter((answer) => answer.status === 409)).toHaveLength(7);
    for (const id of [created.id, second.milestone.id]) {
      expect(await db()('ledger_postings').where({ milestone_id: id })).toHaveLength(1);
    }
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('leaves the milestone unfunded and the key free when the provider declines', async () => {
    const { manager, milestone: created } = await withMilestone(String(SANDBOX_DECLINED_CENTS / 100));
    const declined = await fundRaw(manager.token, created.id, 'declined-once');
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      error: { code: 'payment_declined', message: paymentServerMessages.paymentDeclined },
    });
    expect(await db()('ledger_postings').where({ milestone_id: created.id })).toHaveLength(0);
    expect(await db()('idempotency_keys').where({ user_id: manager.user.id, key: 'declined-once' })).toHaveLength(0);
    expect((await db()('milestones').where({ id: created.id }).first<{ status: string }>('status')).status).toBe(
      'created',
    );
  });

  it('refuses the sandbox told to decline everything, as a configuration can', async () => {
    const declining = await startTestServer({
      secrets: server.secrets,
      adapters: { payments: createSandboxPaymentProvider({ declineAll: true }) },
    });
    try {
      const { manager, milestone: created } = await withMilestone();
      const answer = await rawCall(declining, 'POST', `/milestones/${created.id}/fund`, {
        token: manager.token,
        headers: { [IDEMPOTENCY_HEADER]: 'declined-config' },
      });
      expect(answer.status).toBe(402);
    } finally {
      await declining.close();
    }
  });

  describe('the idempotency store', () => {
    const scope = async (key: string) => {
      const user = await signedInAs(server, 'project_manager');
      return {
        userId: user.user.id,
        endpoint: 'fundMilestone' as const,
        key,
        hash: requestHash({ params: { id: 1 } }),
      };
    };

    it('makes a duplicate wait for the first and answer its answer', async () => {
      const where = await scope('in-flight');
      let finish: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        finish = resolve;
      });
      let runs = 0;
      let started: () => void = () => undefined;
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      const work = async () => {
        runs += 1;
        started();
        await gate;
        return { status: 200, body: { done: runs } };
      };
      const first = idempotent(db(), where, work, { pollMs: 10 });
      // The duplicate arrives once the first holds the key (started together, either could win it).
      await running;
      const second = idempotent(db(), where, work, { pollMs: 10, waitMs: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      finish();
      const answers = await Promise.all([first, second]);
      expect(runs).toBe(1);
      expect(answers.map((answer) => [answer.status, answer.body, answer.replayed])).toEqual([
        [200, { done: 1 }, false],
        [200, { done: 1 }, true],
      ]);
    });

    it('answers 409 when the first is still running after the wait', async () => {
      const where = await scope('still-running');
      await db()('idempotency_keys').insert({
        user_id: where.userId,
        endpoint: where.endpoint,
        key: where.key,
        request_hash: where.hash,
      });
      const waiting = idempotent(db(), where, () => Promise.resolve({ status: 200, body: {} }), {
        waitMs: 100,
        pollMs: 20,
      });
      await expect(waiting).rejects.toMatchObject({
        status: 409,
        message: paymentServerMessages.idempotencyInProgress,
      });
    });

    it('takes over a claim left unanswered by a dead process', async () => {
      const where = await scope('abandoned');
      await db()('idempotency_keys').insert({
        user_id: where.userId,
        endpoint: where.endpoint,
        key: where.key,
        request_hash: where.hash,
        created_at: new Date(Date.now() - 120_000),
      });
      const answer = await idempotent(db(), where, () => Promise.resolve({ status: 200, body: { again: true } }));
      expect(answer).toEqual({ status: 200, body: { again: true }, replayed: false });
      const replay = await idempotent(db(), where, () => Promise.resolve({ status: 200, body: { third: true } }));
      expect(replay).toEqual({ status: 200, body: { again: true }, replayed: true });
    });
  });

  describe('attacks', () => {
    it('refuses anonymous callers (401) and freelancers (403) on every call', async () => {
      const { freelancer, contractId, milestone: created } = await withMilestone();
      expect((await rawCall(server, 'GET', `/contracts/${contractId}/milestones`)).status).toBe(401);
      expect((await rawCall(server, 'POST', `/contracts/${contractId}/milestones`, { json: milestone })).status).toBe(
        401,
      );
      expect((await fundRaw('', created.id, 'anon')).status).toBe(401);
      const create = await failureOf(freelancer.api.createMilestone({ params: { id: contractId }, body: milestone }));
      expect(create.status).toBe(403);
      expect(create.message).toBe(serverMessages.notAllowed);
      expect((await failureOf(freelancer.api.fundMilestone({ params: { id: created.id } }))).status).toBe(403);
    });

    it("answers another manager's contract and milestone as missing (404), writing nothing", async () => {
      const { contractId, milestone: created } = await withMilestone();
      const stranger = await signedInAs(server, 'project_manager');
      const outsider = await signedInAs(server, 'freelancer');
      for (const party of [stranger, outsider]) {
        expect((await failureOf(party.api.contractMilestones({ params: { id: contractId } }))).status).toBe(404);
      }
      const create = await failureOf(stranger.api.createMilestone({ params: { id: contractId }, body: milestone }));
      expect(create.status).toBe(404);
      const fund = await failureOf(stranger.api.fundMilestone({ params: { id: created.id } }));
      expect(fund.status).toBe(404);
      expect(fund.message).toBe(paymentServerMessages.milestoneNotFound);
      expect(await db()('milestones').where({ contract_id: contractId })).toHaveLength(1);
      expect(await db()('ledger_postings').where({ milestone_id: created.id })).toHaveLength(0);
    });

    it('refuses negative, zero, fractional-cent, oversize and malformed amounts and fields (422)', async () => {
      const { manager, contractId } = await withMilestone();
      const post = (body: unknown) =>
        rawCall(server, 'POST', `/contracts/${contractId}/milestones`, { token: manager.token, json: body });
      for (const amount of ['-5', '0', '0.00', '10.005', '1e3', 'ten', '1000000.01', '', ' ', 25]) {
        const answer = await post({ ...milestone, deposite_amount: amount });
        expect(answer.status, String(amount)).toBe(422);
      }
      for (const changes of [
        { description: '' },
        { description: 'x'.repeat(1_001) },
        { due_date: '2026-13-01' },
        { due_date: 'tomorrow' },
      ]) {
        expect((await post({ ...milestone, ...changes })).status).toBe(422);
      }
      expect((await rawCall(server, 'GET', '/contracts/abc/milestones', { token: manager.token })).status).toBe(422);
      expect((await fundRaw(manager.token, 0, 'bad-id', '/milestones/-1/fund')).status).toBe(422);
      expect((await fundRaw(manager.token, 0, 'bad-id', '/milestones/1.5/fund')).status).toBe(422);
      expect(await db()('milestones').where({ contract_id: contractId })).toHaveLength(1);
    });

    it('keeps milestones to fixed-price contracts', async () => {
      const hourly = await startedContract(server, { payType: 'hourly', amount: '90' });
      const refused = await failureOf(
        hourly.manager.api.createMilestone({ params: { id: hourly.contractId }, body: milestone }),
      );
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(paymentServerMessages.notFixedPrice);
    });
  });
});

import { IDEMPOTENCY_HEADER, paymentServerMessages, serviceFeeFor } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { balanceOf, ledgerTotal } from '../src/modules/payments/ledger.ts';
import { autoReleaseDue } from '../src/modules/payments/paymentRequests.service.ts';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { failureOf, insertUpload, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`payment requests on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;

  /** A contract with one milestone of `amount` dollars, funded. */
  async function funded(amount = '400.00') {
    const contract = await startedContract(server);
    const { milestone } = await contract.manager.api.createMilestone({
      params: { id: contract.contractId },
      body: { description: 'Landing zone', deposite_amount: amount, due_date: '2026-12-15' },
    });
    await contract.manager.api.fundMilestone({ params: { id: milestone.id } });
    return { ...contract, milestone };
  }

  async function requested(amount = '400.00', requestedAmount = amount) {
    const made = await funded(amount);
    const { payment_request: request } = await made.freelancer.api.requestPayment({
      body: {
        contract_id: made.contractId,
        milestone_id: made.milestone.id,
        amount_requested: requestedAmount,
        request_message: 'The landing zone is deployed; see the runbook.',
      },
    });
    return { ...made, request };
  }

  it('lets the freelancer request a funded milestone as multipart with work documents', async () => {
    const { freelancer, manager, contractId, milestone } = await funded();
    const document = await insertUpload(server, freelancer.user, 'resume');
    const { payment_request: request } = await freelancer.api.requestPayment({
      body: {
        contract_id: contractId,
        milestone_id: milestone.id,
        amount_requested: '150.25',
        request_message: 'First part done.',
        document_upload_ids: [document.id],
      },
    });
    expect(request).toMatchObject({
      contract_id: contractId,
      milestone_id: milestone.id,
      freelancer_id: freelancer.user.id,
      manager_id: manager.user.id,
      amount_requested: '150.25',
      amount_requested_cents: 15_025,
      request_message: 'First part done.',
      document_upload_ids: [document.id],
      status: 'Payment Requested',
      released_cents: 0,
      answered_at: null,
    });
    // Requested: the milestone cannot be requested again until answered.
    const again = await failureOf(
      freelancer.api.requestPayment({
        body: { contract_id: contractId, milestone_id: milestone.id, amount_requested: '1', request_message: 'Again' },
      }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toBe(paymentServerMessages.alreadyRequested);
  });

  it('approves: escrow to the freelancer less the 5% fee to the platform, one balanced posting', async () => {
    const { manager, freelancer, contractId, request } = await requested('400.00');
    const feesBefore = await balanceOf(db(), { kind: 'fees' });
    const { payment_request: approved } = await manager.api.approvePayment({
      body: { payment_request_id: request.id },
    });
    expect(approved).toMatchObject({ status: 'approved', released_cents: 40_000, fee_cents: 2_000, net_cents: 38_000 });
    expect(await balanceOf(db(), { kind: 'available', userId: freelancer.user.id })).toBe(38_000);
    expect(await balanceOf(db(), { kind: 'escrow', userId: manager.user.id, contractId })).toBe(0);
    expect((await balanceOf(db(), { kind: 'fees' })) - feesBefore).toBeGreaterThanOrEqual(2_000);
    const { records } = await manager.api.contractMilestones({ params: { id: contractId } });
    expect(records[0]).toMatchObject({ status: 'released', escrow_cents: 0, released_cents: 40_000 });
    expect(await db()('ledger_postings').where({ payment_request_id: request.id, kind: 'release' })).toHaveLength(1);
    expect(await ledgerTotal(db())).toBe(0);
    // Approved: not requested again.
    const again = await failureOf(
      freelancer.api.requestPayment({
        body: {
          contract_id: contractId,
          milestone_id: request.milestone_id,
          amount_requested: '1',
          request_message: 'More',
        },
      }),
    );
    expect(again.status).toBe(409);
  });

  it('releases part of a request, and splits the fee where billing with the client crosses $500', async () => {
    const { manager, freelancer, contractId, request } = await requested('800.00');
    const first = await manager.api.approvePayment({ body: { payment_request_id: request.id, amount: '600.00' } });
    // $500 at 5% and $100 at 2.5%.
    expect(first.payment_request).toMatchObject({ released_cents: 60_000, fee_cents: 2_500 + 250 });
    expect(serviceFeeFor(60_000).feeCents).toBe(2_750);
    const { records } = await manager.api.contractMilestones({ params: { id: contractId } });
    expect(records[0]).toMatchObject({ status: 'funded', escrow_cents: 20_000, released_cents: 60_000 });
    expect(await balanceOf(db(), { kind: 'available', userId: freelancer.user.id })).toBe(60_000 - 2_750);
  });

  it('sends a request back with a message, after which the freelancer may request again', async () => {
    const { manager, freelancer, contractId, milestone, request } = await requested();
    const { payment_request: back } = await manager.api.requestChanges({
      body: { payment_request_id: request.id, message: 'Please add the network diagram.' },
    });
    expect(back).toMatchObject({ status: 'changes_requested', response_message: 'Please add the network diagram.' });
    expect(await db()('ledger_postings').where({ payment_request_id: request.id })).toHaveLength(0);
    const answered = await failureOf(manager.api.approvePayment({ body: { payment_request_id: request.id } }));
    expect(answered.status).toBe(409);
    expect(answered.message).toBe(paymentServerMessages.requestAnswered);
    const { payment_request: resubmitted } = await freelancer.api.requestPayment({
      body: { contract_id: contractId, milestone_id: milestone.id, amount_requested: '400', request_message: 'Added.' },
    });
    expect(resubmitted.status).toBe('Payment Requested');
  });

  it('releases once when 50 approvals arrive at once (one key each): the rest are 409, the ledger balanced', async () => {
    const { manager, freelancer, request } = await requested('300.00');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        rawCall(server, 'POST', '/payments/approve_payment', {
          token: manager.token,
          json: { payment_request_id: request.id },
          headers: { [IDEMPOTENCY_HEADER]: `approve-race-${index}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    expect(await db()('ledger_postings').where({ payment_request_id: request.id })).toHaveLength(1);
    expect(await balanceOf(db(), { kind: 'available', userId: freelancer.user.id })).toBe(28_500);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('answers a replayed approval (same key) with the first answer', async () => {
    const { manager, request } = await requested();
    const call = () =>
      rawCall(server, 'POST', '/payments/approve_payment', {
        token: manager.token,
        json: { payment_request_id: request.id },
        headers: { [IDEMPOTENCY_HEADER]: 'approve-replay' },
      });
    const [first, second] = await Promise.all([call(), call()]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const changed = await rawCall(server, 'POST', '/payments/approve_payment', {
      token: manager.token,
      json: { payment_request_id: request.id, amount: '1.00' },
      headers: { [IDEMPOTENCY_HEADER]: 'approve-replay' },
    });
    expect(changed.status).toBe(422);
    expect(await db()('ledger_postings').where({ payment_request_id: request.id })).toHaveLength(1);
  });

  describe('the auto-release', () => {
    const DAY = 86_400_000;
    const now = new Date('2027-03-01T12:00:00.000Z');
    const madeAt = async (id: number, daysBefore: number) =>
      db()('payment_requests')
        .where({ id })
        .update({ created_at: new Date(now.getTime() - daysBefore * DAY) });
    const statusOf = async (id: number) =>
      (await db()('payment_requests').where({ id }).first<{ status: string }>('status')).status;

    it('releases a request unanswered for 14 days, once, by the platform, however many workers run', async () => {
      const due = await requested('200.00');
      const early = await requested('200.00');
      const answered = await requested('200.00');
      await madeAt(due.request.id, 14.01);
      await madeAt(early.request.id, 13.9);
      await madeAt(answered.request.id, 30);
      await answered.manager.api.requestChanges({
        body: { payment_request_id: answered.request.id, message: 'Not yet.' },
      });

      const runs = await Promise.all([
        autoReleaseDue(db(), { now }),
        autoReleaseDue(db(), { now }),
        autoReleaseDue(db(), { now }),
      ]);
      expect(runs.reduce((sum, run) => sum + run.released, 0)).toBeGreaterThanOrEqual(1);
      const postings = await db()('ledger_postings')
        .where({ payment_request_id: due.request.id })
        .select<Array<{ kind: string; actor_id: string | null }>>('kind', 'actor_id');
      expect(postings).toEqual([{ kind: 'release', actor_id: null }]);
      expect(await statusOf(due.request.id)).toBe('approved');
      expect(await balanceOf(db(), { kind: 'available', userId: due.freelancer.user.id })).toBe(19_000);
      expect(await statusOf(early.request.id)).toBe('Payment Requested');
      expect(await statusOf(answered.request.id)).toBe('changes_requested');
      // A later run finds nothing more of these to release.
      await autoReleaseDue(db(), { now });
      expect(await db()('ledger_postings').where({ payment_request_id: due.request.id })).toHaveLength(1);
      expect(await ledgerTotal(db())).toBe(0);
    });

    // PGlite has one connection: a second transaction waits for the first, so nothing is ever "held".
    it.skipIf(kind === 'pglite')(
      'skips a contract another transaction holds, and releases it on the next run',
      async () => {
        const due = await requested('100.00');
        await madeAt(due.request.id, 15);
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked: () => void = () => undefined;
        const isLocked = new Promise<void>((resolve) => {
          locked = resolve;
        });
        const holder = db().transaction(async (trx) => {
          await trx('contracts').where({ id: due.contractId }).forUpdate().first('id');
          locked();
          await held;
        });
        await isLocked;
        await autoReleaseDue(db(), { now });
        expect(await statusOf(due.request.id)).toBe('Payment Requested');
        release();
        await holder;
        await autoReleaseDue(db(), { now });
        expect(await statusOf(due.request.id)).toBe('approved');
      },
    );
  });

  describe('attacks', () => {
    it('refuses anonymous callers (401) and the wrong role (403)', async () => {
      const { freelancer, manager, contractId, milestone, request } = await requested();
      const body = { contract_id: contractId, milestone_id: milestone.id, amount_requested: '1', request_message: 'x' };
      for (const path of ['/payments/request_payment', '/payments/approve_payment', '/payments/request_changes']) {
        expect(
          (await rawCall(server, 'POST', path, { json: body, headers: { [IDEMPOTENCY_HEADER]: 'k' } })).status,
        ).toBe(401);
      }
      expect((await failureOf(manager.api.requestPayment({ body }))).status).toBe(403);
      expect(
        (await failureOf(freelancer.api.approvePayment({ body: { payment_request_id: request.id } }))).status,
      ).toBe(403);
      expect(
        (await failureOf(freelancer.api.requestChanges({ body: { payment_request_id: request.id, message: 'no' } })))
          .status,
      ).toBe(403);
    });

    it("answers another party's contract, milestone, request or document as missing, writing nothing", async () => {
      const { contractId, milestone, request, freelancer } = await requested();
      const otherFreelancer = await signedInAs(server, 'freelancer');
      const otherManager = await signedInAs(server, 'project_manager');
      const body = { contract_id: contractId, milestone_id: milestone.id, amount_requested: '1', request_message: 'x' };
      expect((await failureOf(otherFreelancer.api.requestPayment({ body }))).status).toBe(404);
      expect(
        (await failureOf(otherManager.api.approvePayment({ body: { payment_request_id: request.id } }))).status,
      ).toBe(404);
      expect(
        (await failureOf(otherManager.api.requestChanges({ body: { payment_request_id: request.id, message: 'no' } })))
          .status,
      ).toBe(404);
      // A milestone of another contract named with one's own contract id.
      const elsewhere = await funded();
      await db()('payment_requests')
        .where({ id: request.id })
        .update({ status: 'changes_requested', answered_at: new Date() });
      const crossed = await failureOf(
        freelancer.api.requestPayment({ body: { ...body, milestone_id: elsewhere.milestone.id } }),
      );
      expect(crossed.status).toBe(404);
      const foreignDocument = await insertUpload(server, otherFreelancer.user, 'resume');
      const withForeign = await failureOf(
        freelancer.api.requestPayment({ body: { ...body, document_upload_ids: [foreignDocument.id] } }),
      );
      expect(withForeign.status).toBe(422);
      expect(withForeign.fields).toEqual({ document_upload_ids: paymentServerMessages.documentNotFound });
      expect(await db()('payment_requests').where({ milestone_id: milestone.id })).toHaveLength(1);
    });

    it('refuses negative, zero, fractional-cent, above-escrow and malformed amounts and fields (422)', async () => {
      const { freelancer, manager, contractId, milestone } = await funded('100.00');
      const send = (fields: Record<string, string>) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(fields)) form.append(key, value);
        return rawCall(server, 'POST', '/payments/request_payment', {
          token: freelancer.token,
          body: form,
          headers: { [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
        });
      };
      const good = {
        contract_id: String(contractId),
        milestone_id: String(milestone.id),
        amount_requested: '50',
        request_message: 'Done.',
      };
      for (const amount of ['-1', '0', '0.001', '1e2', 'abc', '', '100.01']) {
        const answer = await send({ ...good, amount_requested: amount });
        expect(answer.status, amount).toBe(422);
      }
      const malformed: Array<Record<string, string>> = [
        { request_message: '' },
        { request_message: 'word '.repeat(5_001) },
        { milestone_id: 'x' },
        { milestone_id: '-3' },
        { contract_id: '1.5' },
        { document_upload_ids: 'not-a-uuid' },
        { document_upload_ids: JSON.stringify(Array.from({ length: 11 }, () => crypto.randomUUID())) },
      ];
      for (const changes of malformed) {
        expect((await send({ ...good, ...changes })).status, JSON.stringify(changes).slice(0, 60)).toBe(422);
      }
      const tooLarge = await send({ ...good, request_message: 'x'.repeat(2_000_000) });
      expect([413, 422]).toContain(tooLarge.status);
      expect(await db()('payment_requests').where({ milestone_id: milestone.id })).toHaveLength(0);
      // A request of $50, then approvals of more than requested, of nothing, of a fraction of a cent.
      const { payment_request: made } = await freelancer.api.requestPayment({
        body: { contract_id: contractId, milestone_id: milestone.id, amount_requested: '50', request_message: 'Done.' },
      });
      for (const amount of ['50.01', '0', '-5', '0.001']) {
        const refused = await failureOf(manager.api.approvePayment({ body: { payment_request_id: made.id, amount } }));
        expect(refused.status, amount).toBe(422);
      }
      expect(
        (await failureOf(manager.api.requestChanges({ body: { payment_request_id: made.id, message: ' ' } }))).status,
      ).toBe(422);
      expect(await db()('ledger_postings').where({ payment_request_id: made.id })).toHaveLength(0);
    });

    it('refuses a request on a milestone not yet funded (409)', async () => {
      const contract = await startedContract(server);
      const { milestone } = await contract.manager.api.createMilestone({
        params: { id: contract.contractId },
        body: { description: 'Unfunded', deposite_amount: '10', due_date: '2026-12-15' },
      });
      const refused = await failureOf(
        contract.freelancer.api.requestPayment({
          body: {
            contract_id: contract.contractId,
            milestone_id: milestone.id,
            amount_requested: '5',
            request_message: 'x',
          },
        }),
      );
      expect(refused.status).toBe(409);
      expect(refused.message).toBe(paymentServerMessages.notFunded);
    });
  });
});

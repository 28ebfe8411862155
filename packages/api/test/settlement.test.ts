import { paymentServerMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { balanceOf, ledgerTotal } from '../src/modules/payments/ledger.ts';
import { autoReleaseDue } from '../src/modules/payments/paymentRequests.service.ts';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { failureOf } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** Escrow settlement when a contract ends (issue 17): unclaimed escrow goes back to the client. */
describe(`escrow settlement at a contract's end on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;

  /** A contract with funded milestones of these amounts (dollars). */
  async function fundedContract(...amounts: string[]) {
    const contract = await startedContract(server);
    const milestones = [];
    for (const [index, amount] of amounts.entries()) {
      const { milestone } = await contract.manager.api.createMilestone({
        params: { id: contract.contractId },
        body: { description: `Stage ${String(index + 1)}`, deposite_amount: amount, due_date: '2026-12-15' },
      });
      await contract.manager.api.fundMilestone({ params: { id: milestone.id } });
      milestones.push(milestone);
    }
    const escrow = { kind: 'escrow' as const, userId: contract.manager.user.id, contractId: contract.contractId };
    const [first] = milestones;
    return { ...contract, milestones, escrow, firstId: first ? first.id : 0 };
  }

  const milestonesOf = async (made: Awaited<ReturnType<typeof fundedContract>>) =>
    (await made.manager.api.contractMilestones({ params: { id: made.contractId } })).records;

  /** The freelancer asks for `amount` dollars of the contract's first milestone. */
  const requestFirst = (made: Awaited<ReturnType<typeof fundedContract>>, amount: string, message: string) =>
    made.freelancer.api.requestPayment({
      body: {
        contract_id: made.contractId,
        milestone_id: made.firstId,
        amount_requested: amount,
        request_message: message,
      },
    });

  const refundsOf = (contractId: number) =>
    db()('ledger_postings')
      .where({ contract_id: contractId, kind: 'refund' })
      .orderBy('id')
      .select<{ milestone_id: string; actor_id: string }[]>('milestone_id', 'actor_id');

  it('refunds every funded milestone nobody has requested when the manager ends the contract', async () => {
    const made = await fundedContract('300.00', '150.50');
    expect(await balanceOf(db(), made.escrow)).toBe(45_050);

    await made.manager.api.createRating({ body: { contract_id: made.contractId, score: 4 } });

    expect(await balanceOf(db(), made.escrow)).toBe(0);
    const milestones = await milestonesOf(made);
    expect(milestones.map((m) => [m.status, m.escrow_cents, m.released_cents, m.refunded_cents])).toEqual([
      ['refunded', 0, 0, 30_000],
      ['refunded', 0, 0, 15_050],
    ]);
    // One refund posting per milestone, each balanced: escrow out, back to the client's method.
    const refunds = await refundsOf(made.contractId);
    expect(refunds.map((posting) => [Number(posting.milestone_id), Number(posting.actor_id)])).toEqual(
      made.milestones.map((milestone) => [milestone.id, made.manager.user.id]),
    );
    expect(await ledgerTotal(db())).toBe(0);
    // The manager sees the refund in their transactions, as their escrow's line.
    const { records } = await made.manager.api.transactionHistory({ query: { page: 1 } });
    expect(records.filter((line) => line.kind === 'refund').map((line) => line.amount_cents)).toEqual(
      expect.arrayContaining([-30_000, -15_050]),
    );
  });

  it('refunds when the freelancer ends it too, and settling again refunds nothing more', async () => {
    const made = await fundedContract('200.00');
    await made.freelancer.api.createRating({ body: { contract_id: made.contractId, score: 5 } });
    expect((await milestonesOf(made))[0]).toMatchObject({ status: 'refunded', refunded_cents: 20_000 });
    // The manager's rating on the ended contract settles nothing twice.
    await made.manager.api.createRating({ body: { contract_id: made.contractId, score: 5 } });
    expect(await refundsOf(made.contractId)).toHaveLength(1);
    expect(await balanceOf(db(), made.escrow)).toBe(0);
  });

  it('keeps what a waiting request claims, refunds the rest of its milestone, and a partial release leaves nothing behind', async () => {
    const made = await fundedContract('500.00');
    const { payment_request: request } = await requestFirst(made, '350.00', 'Most of it is done.');
    await made.manager.api.createRating({ body: { contract_id: made.contractId, score: 3 } });
    // $150 nobody asked for went back; the $350 the request waits for stays in escrow.
    expect((await milestonesOf(made))[0]).toMatchObject({
      status: 'funded',
      escrow_cents: 35_000,
      refunded_cents: 15_000,
    });
    expect(await balanceOf(db(), made.escrow)).toBe(35_000);

    // The manager approves $100 of it: released less the fee, and the $250 left goes back.
    await made.manager.api.approvePayment({ body: { payment_request_id: request.id, amount: '100.00' } });
    expect((await milestonesOf(made))[0]).toMatchObject({
      status: 'released',
      escrow_cents: 0,
      released_cents: 10_000,
      refunded_cents: 40_000,
    });
    expect(await balanceOf(db(), made.escrow)).toBe(0);
    expect(await balanceOf(db(), { kind: 'available', userId: made.freelancer.user.id })).toBe(9_500);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('refunds what a request held when the manager asks for changes on an ended contract', async () => {
    const made = await fundedContract('250.00');
    const { payment_request: request } = await requestFirst(made, '250.00', 'Done.');
    await made.freelancer.api.createRating({ body: { contract_id: made.contractId, score: 4 } });
    expect(await balanceOf(db(), made.escrow)).toBe(25_000);
    await made.manager.api.requestChanges({ body: { payment_request_id: request.id, message: 'Not what we agreed.' } });
    expect((await milestonesOf(made))[0]).toMatchObject({
      status: 'refunded',
      escrow_cents: 0,
      refunded_cents: 25_000,
    });
    // The freelancer cannot submit again on the ended contract.
    const again = await failureOf(requestFirst(made, '250.00', 'Fixed.'));
    expect([again.status, again.message]).toEqual([409, paymentServerMessages.contractNotActive]);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('auto-releases a request that waited 14 days after the end, and the escrow ends empty', async () => {
    const made = await fundedContract('120.00');
    const { payment_request: request } = await requestFirst(made, '120.00', 'Delivered.');
    await made.manager.api.createRating({ body: { contract_id: made.contractId, score: 5 } });
    expect(await refundsOf(made.contractId)).toHaveLength(0);
    await db()('payment_requests')
      .where({ id: request.id })
      .update({ created_at: new Date(Date.now() - 15 * 86_400_000) });
    await autoReleaseDue(db(), { now: new Date() });
    expect((await milestonesOf(made))[0]).toMatchObject({
      status: 'released',
      escrow_cents: 0,
      released_cents: 12_000,
    });
    expect(await balanceOf(db(), made.escrow)).toBe(0);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('ends a contract with nothing in escrow without a refund, and never refunds another contract', async () => {
    const other = await fundedContract('90.00');
    const made = await fundedContract();
    await made.manager.api.createRating({ body: { contract_id: made.contractId, score: 5 } });
    expect(await refundsOf(made.contractId)).toHaveLength(0);
    expect(await balanceOf(db(), other.escrow)).toBe(9_000);
    expect((await milestonesOf(other))[0]).toMatchObject({ status: 'funded', refunded_cents: 0 });
  });
});

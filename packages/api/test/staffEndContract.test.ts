import {
  IDEMPOTENCY_HEADER,
  staffContractEndTexts,
  staffLimits,
  staffServerMessages,
  type Role,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { balanceOf, ledgerTotal } from '../src/modules/payments/ledger.ts';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { notificationsOf } from './proposals.support.ts';
import { failureOf, rawCall, signedInAs, whileGranted, whileRevoked } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`staff end a client's contract on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const staff = (role: Role = 'coordinator') =>
    signedInAs(server, role, { firstName: 'Enda', lastName: role === 'support' ? 'Suppo' : 'Coordo' });
  const endPath = (id: number) => `/staff/contracts/${String(id)}/end`;
  const key = () => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
  const reason = 'The client asked us to close it: the project was cancelled.';
  const statusOf = async (contractId: number) =>
    (await db()('contracts').where({ id: contractId }).first<{ status: string }>('status')).status;
  const auditOf = (staffUserId: number) =>
    db()('staff_actions')
      .where({ staff_user_id: staffUserId })
      .orderBy('id')
      .select<
        Array<{ action: string; object_type: string; object_id: string | number; client_user_id: string | number }>
      >('action', 'object_type', 'object_id', 'client_user_id');

  /**
   * A started contract with two funded milestones of $400 and $300, and the freelancer's request
   * for $150 of the first: ending keeps that $150 for the request and gives the other $550 back.
   */
  async function fundedWithARequest() {
    const contract = await startedContract(server);
    const funded = [];
    for (const [description, amount] of [
      ['Landing zone', '400.00'],
      ['Runbook', '300.00'],
    ] as const) {
      const { milestone } = await contract.manager.api.createMilestone({
        params: { id: contract.contractId },
        body: { description, deposite_amount: amount, due_date: '2027-01-15' },
      });
      await contract.manager.api.fundMilestone({ params: { id: milestone.id } });
      funded.push(milestone);
    }
    const { payment_request: request } = await contract.freelancer.api.requestPayment({
      body: {
        contract_id: contract.contractId,
        milestone_id: funded[0]?.id ?? 0,
        amount_requested: '150.00',
        request_message: 'The landing zone is half done.',
      },
    });
    return { ...contract, request };
  }

  it('ends it as the client’s ending would settle it, rates no one, posts the reason, tells both, records it', async () => {
    const { manager, freelancer, contractId, request } = await fundedWithARequest();
    const coordinator = await staff('coordinator');
    expect((await coordinator.api.staffContract({ params: { id: contractId } })).viewer).toEqual({
      can_answer_payments: true,
      can_end: true,
    });
    expect(await balanceOf(db(), { kind: 'escrow', userId: manager.user.id, contractId })).toBe(70_000);

    const view = await coordinator.api.staffEndContract({
      params: { id: contractId },
      body: { reason: `  ${reason}  ` },
    });
    expect(view.contract.status).toBe('completed');
    expect(await statusOf(contractId)).toBe('completed');
    // The $150 the request waits for stays in escrow; the rest went back to the client.
    expect(await balanceOf(db(), { kind: 'escrow', userId: manager.user.id, contractId })).toBe(15_000);
    const { records: milestones } = await manager.api.contractMilestones({ params: { id: contractId } });
    expect(milestones.map((milestone) => milestone.refunded_cents).sort((a, b) => a - b)).toEqual([25_000, 30_000]);
    const refunds = await db()('ledger_postings')
      .where({ contract_id: contractId, kind: 'refund' })
      .select<Array<{ actor_id: string | number }>>('actor_id');
    expect(refunds.map((row) => Number(row.actor_id))).toEqual([coordinator.user.id, coordinator.user.id]);
    expect(await ledgerTotal(db())).toBe(0);
    // No rating: a rating is a party's own opinion.
    expect(await db()('ratings').where({ contract_id: contractId })).toEqual([]);

    // The reason, trimmed, in the contract's conversation, from staff: both parties read it there.
    const posted = view.conversation.messages.at(-1);
    expect(posted?.body).toBe(staffContractEndTexts.message(reason));
    expect(posted?.author).toMatchObject({ role: 'coordinator' });
    const { records: threads } = await freelancer.api.conversations({});
    expect(threads.some((thread) => thread.id === view.conversation.id)).toBe(true);

    // Both parties told; the audit row with the reason and what went back.
    for (const party of [manager, freelancer]) {
      const told = (await notificationsOf(server, party.user.id)).filter(
        (row) => row.kind === 'contract_ended_by_staff',
      );
      expect(told).toHaveLength(1);
      expect(told[0]?.payload.contract_id).toBe(contractId);
      expect(Number.isSafeInteger(told[0]?.payload.job_id)).toBe(true);
    }
    const audit = await auditOf(coordinator.user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'contract_ended', object_type: 'contract' });
    expect(Number(audit[0]?.object_id)).toBe(contractId);
    expect(Number(audit[0]?.client_user_id)).toBe(manager.user.id);
    const admin = await signedInAs(server, 'admin');
    const log = await admin.api.adminStaffActions({ query: { action: 'contract_ended', search: 'Enda Coordo' } });
    expect(log.records.find((row) => row.object.id === contractId)).toMatchObject({
      detail: { reason, refunded_cents: 55_000 },
    });

    // The waiting request is still the client's to answer, as after a party's ending.
    await manager.api.approvePayment({ body: { payment_request_id: request.id } });
    expect(await balanceOf(db(), { kind: 'escrow', userId: manager.user.id, contractId })).toBe(0);
    expect(await ledgerTotal(db())).toBe(0);

    // Each party may still rate it, once; the client's rating joins the freelancer's public one.
    await manager.api.createRating({ body: { contract_id: contractId, score: 4, feedback: 'Good work.' } });
    await freelancer.api.createRating({ body: { contract_id: contractId, score: 5, feedback: 'Clear client.' } });
    const ratings = await manager.api.getRatings({ params: { id: contractId } });
    expect(ratings).toMatchObject({ manager_rating: { score: 4 }, freelancer_rating: { score: 5 } });
    const again = await failureOf(manager.api.createRating({ body: { contract_id: contractId, score: 1 } }));
    expect(again.status).toBe(409);

    // Ended: a second ending (a new key) is refused, nothing more moves or is recorded.
    const twice = await rawCall(server, 'POST', endPath(contractId), {
      token: coordinator.token,
      json: { reason },
      headers: key(),
    });
    expect(twice.status).toBe(409);
    expect(await auditOf(coordinator.user.id)).toHaveLength(1);
  });

  it('answers a replayed ending (the same key) with the first answer: one ending, one refund each, one audit row', async () => {
    const { contractId } = await fundedWithARequest();
    const coordinator = await staff('coordinator');
    const headers = key();
    const first = await rawCall(server, 'POST', endPath(contractId), {
      token: coordinator.token,
      json: { reason },
      headers,
    });
    const second = await rawCall(server, 'POST', endPath(contractId), {
      token: coordinator.token,
      json: { reason },
      headers,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await db()('ledger_postings').where({ contract_id: contractId, kind: 'refund' })).toHaveLength(2);
    expect(await auditOf(coordinator.user.id)).toHaveLength(1);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('refuses Support by default naming staff.contracts.end; granted on /roles it works; revoked from the Coordinator nothing is written', async () => {
    const { contractId } = await fundedWithARequest();
    const support = await staff('support');
    expect((await support.api.staffContract({ params: { id: contractId } })).viewer.can_end).toBe(false);
    const refused = await rawCall(server, 'POST', endPath(contractId), {
      token: support.token,
      json: { reason },
      headers: key(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'permission_denied' }, permission: 'staff.contracts.end' });
    expect(await statusOf(contractId)).toBe('active');

    await whileGranted(server, 'support', 'staff.contracts.end', async () => {
      const view = await support.api.staffEndContract({ params: { id: contractId }, body: { reason } });
      expect(view).toMatchObject({ contract: { status: 'completed' }, viewer: { can_end: true } });
      expect(await auditOf(support.user.id)).toMatchObject([{ action: 'contract_ended' }]);
    });

    const other = await fundedWithARequest();
    const coordinator = await staff('coordinator');
    await whileRevoked(server, 'coordinator', 'staff.contracts.end', async () => {
      const denied = await rawCall(server, 'POST', endPath(other.contractId), {
        token: coordinator.token,
        json: { reason },
        headers: key(),
      });
      expect(denied.status).toBe(403);
      expect(denied.body).toMatchObject({ permission: 'staff.contracts.end' });
      expect(await statusOf(other.contractId)).toBe('active');
      expect(await db()('ledger_postings').where({ contract_id: other.contractId, kind: 'refund' })).toEqual([]);
      expect(await auditOf(coordinator.user.id)).toEqual([]);
      expect((await coordinator.api.staffContract({ params: { id: other.contractId } })).viewer.can_end).toBe(false);
    });
  });

  it('refuses visitors (401), the parties and the admin (403), unknown ids (404) and a missing, short or long reason (422), writing nothing', async () => {
    const { manager, freelancer, contractId } = await fundedWithARequest();
    const admin = await signedInAs(server, 'admin');
    expect((await rawCall(server, 'POST', endPath(contractId), { json: { reason }, headers: key() })).status).toBe(401);
    for (const caller of [manager, freelancer, admin]) {
      const answer = await rawCall(server, 'POST', endPath(contractId), {
        token: caller.token,
        json: { reason },
        headers: key(),
      });
      expect(answer.status, caller.user.role).toBe(403);
    }
    const coordinator = await staff('coordinator');
    const missing = await rawCall(server, 'POST', endPath(2_000_000_000), {
      token: coordinator.token,
      json: { reason },
      headers: key(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { message: staffServerMessages.contractNotFound } });
    for (const [json, message] of [
      [{}, staffServerMessages.endReasonRequired],
      [{ reason: '   short   ' }, staffServerMessages.endReasonRequired],
      [{ reason: 'x'.repeat(staffLimits.maxEndReasonLength + 1) }, staffServerMessages.endReasonTooLong],
      [{ reason, rating: 5 }, undefined],
    ] as const) {
      const answer = await rawCall(server, 'POST', endPath(contractId), {
        token: coordinator.token,
        json,
        headers: key(),
      });
      expect(answer.status, JSON.stringify(json).slice(0, 40)).toBe(422);
      if (message) expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(await statusOf(contractId)).toBe('active');
    expect(await db()('ledger_postings').where({ contract_id: contractId, kind: 'refund' })).toEqual([]);
    expect(await auditOf(coordinator.user.id)).toEqual([]);
  });
});

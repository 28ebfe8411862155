import { IDEMPOTENCY_HEADER, milestoneLimits, paymentServerMessages, type Role } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { balanceOf, ledgerTotal } from '../src/modules/payments/ledger.ts';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { notificationsOf } from './proposals.support.ts';
import { failureOf, rawCall, signedInAs, whileGranted, whileRevoked } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`staff answer clients' payment requests on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const staff = (role: Role = 'coordinator') =>
    signedInAs(server, role, { firstName: 'Priya', lastName: role === 'support' ? 'Shah' : 'Rao' });
  const approvePath = (id: number) => `/staff/payment_requests/${String(id)}/approve`;
  const changesPath = (id: number) => `/staff/payment_requests/${String(id)}/request_changes`;
  const key = () => ({ [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
  const auditOf = (staffUserId: number) =>
    db()('staff_actions')
      .where({ staff_user_id: staffUserId })
      .orderBy('id')
      .select<
        Array<{ action: string; object_type: string; object_id: string | number; client_user_id: string | number }>
      >('action', 'object_type', 'object_id', 'client_user_id');
  const postingsOf = (requestId: number) => db()('ledger_postings').where({ payment_request_id: requestId });
  const statusOf = async (requestId: number) =>
    (await db()('payment_requests').where({ id: requestId }).first<{ status: string }>('status')).status;

  /** A started contract with one funded milestone of `amount` dollars and a request for `requestedAmount`. */
  async function requested(amount = '400.00', requestedAmount = amount) {
    const contract = await startedContract(server);
    const { milestone } = await contract.manager.api.createMilestone({
      params: { id: contract.contractId },
      body: { description: 'Landing zone', deposite_amount: amount, due_date: '2027-01-15' },
    });
    await contract.manager.api.fundMilestone({ params: { id: milestone.id } });
    const { payment_request: request } = await contract.freelancer.api.requestPayment({
      body: {
        contract_id: contract.contractId,
        milestone_id: milestone.id,
        amount_requested: requestedAmount,
        request_message: 'The landing zone is deployed; see the runbook.',
      },
    });
    return { ...contract, milestone, request };
  }

  it('lets the Coordinator approve in full: escrow to the freelancer less the fee, the staff user the actor, recorded', async () => {
    const { manager, freelancer, contractId, request } = await requested('400.00');
    const coordinator = await staff('coordinator');
    const feesBefore = await balanceOf(db(), { kind: 'fees' });
    const view = await coordinator.api.staffContract({ params: { id: contractId } });
    expect(view.viewer).toEqual({ can_answer_payments: true, can_end: true });

    const { payment_request: approved } = await coordinator.api.staffApprovePayment({
      params: { id: request.id },
      body: {},
    });
    expect(approved).toMatchObject({
      id: request.id,
      status: 'approved',
      released_cents: 40_000,
      fee_cents: 2_000,
      net_cents: 38_000,
      manager_id: manager.user.id,
    });
    expect(await balanceOf(db(), { kind: 'escrow', userId: manager.user.id, contractId })).toBe(0);
    expect(await balanceOf(db(), { kind: 'available', userId: freelancer.user.id })).toBe(38_000);
    expect((await balanceOf(db(), { kind: 'fees' })) - feesBefore).toBe(2_000);
    const postings = await postingsOf(request.id);
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({ kind: 'release' });
    expect(Number((postings[0] as { actor_id: string | number }).actor_id)).toBe(coordinator.user.id);
    expect(await ledgerTotal(db())).toBe(0);

    // The client and the freelancer see it as the client's own approval would leave it.
    const { records } = await manager.api.contractMilestones({ params: { id: contractId } });
    expect(records[0]).toMatchObject({ status: 'released', escrow_cents: 0, released_cents: 40_000 });
    const theirs = await freelancer.api.paymentRequests();
    expect(theirs.records.find((record) => record.id === request.id)).toMatchObject({ status: 'approved' });

    // The client is told staff answered for them (the link leads to the contract).
    const told = (await notificationsOf(server, manager.user.id)).filter(
      (row) => row.kind === 'payment_answered_by_staff',
    );
    expect(told.map((row) => row.payload)).toEqual([
      { contract_id: contractId, payment_request_id: request.id, status: 'approved' },
    ]);

    const audit = await auditOf(coordinator.user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payment_approved', object_type: 'contract' });
    expect(Number(audit[0]?.object_id)).toBe(contractId);
    expect(Number(audit[0]?.client_user_id)).toBe(manager.user.id);
    const admin = await signedInAs(server, 'admin');
    const log = await admin.api.adminStaffActions({ query: { action: 'payment_approved', search: 'Priya Rao' } });
    expect(log.records.find((row) => row.object.id === contractId)).toMatchObject({
      action: 'payment_approved',
      staff: { id: coordinator.user.id, role: 'coordinator' },
      client: { id: manager.user.id },
      object: { type: 'contract', id: contractId },
      detail: { payment_request_id: request.id, released_cents: 40_000, fee_cents: 2_000 },
    });
  });

  it('approves part of a request: the rest stays in escrow', async () => {
    const { manager, freelancer, contractId, request } = await requested('400.00');
    const coordinator = await staff('coordinator');
    const feesBefore = await balanceOf(db(), { kind: 'fees' });
    const { payment_request: approved } = await coordinator.api.staffApprovePayment({
      params: { id: request.id },
      body: { amount: '150.00' },
    });
    expect(approved).toMatchObject({ status: 'approved', released_cents: 15_000, fee_cents: 750, net_cents: 14_250 });
    expect(await balanceOf(db(), { kind: 'escrow', userId: manager.user.id, contractId })).toBe(25_000);
    expect(await balanceOf(db(), { kind: 'available', userId: freelancer.user.id })).toBe(14_250);
    expect((await balanceOf(db(), { kind: 'fees' })) - feesBefore).toBe(750);
    const { records } = await manager.api.contractMilestones({ params: { id: contractId } });
    expect(records[0]).toMatchObject({ status: 'funded', escrow_cents: 25_000, released_cents: 15_000 });
    expect(await ledgerTotal(db())).toBe(0);
    // More than requested: refused, nothing moves.
    const other = await requested('100.00');
    const above = await rawCall(server, 'POST', approvePath(other.request.id), {
      token: coordinator.token,
      json: { amount: '100.01' },
      headers: key(),
    });
    expect(above.status).toBe(422);
    expect(await postingsOf(other.request.id)).toHaveLength(0);
  });

  it('requests changes with the message: nothing moves, the freelancer may request again', async () => {
    const { manager, freelancer, contractId, milestone, request } = await requested();
    const coordinator = await staff('coordinator');
    const { payment_request: back } = await coordinator.api.staffRequestPaymentChanges({
      params: { id: request.id },
      body: { message: '  Please add the network diagram.  ' },
    });
    expect(back).toMatchObject({ status: 'changes_requested', response_message: 'Please add the network diagram.' });
    expect(await postingsOf(request.id)).toHaveLength(0);
    expect(await balanceOf(db(), { kind: 'escrow', userId: manager.user.id, contractId })).toBe(40_000);
    expect(await auditOf(coordinator.user.id)).toMatchObject([
      { action: 'payment_changes_requested', object_type: 'contract' },
    ]);
    expect((await notificationsOf(server, manager.user.id)).map((row) => row.kind)).toContain(
      'payment_answered_by_staff',
    );
    // Answered: neither the client nor staff may answer it again.
    const again = await failureOf(coordinator.api.staffApprovePayment({ params: { id: request.id }, body: {} }));
    expect(again.status).toBe(409);
    expect(again.message).toBe(paymentServerMessages.requestAnswered);
    const clientAgain = await failureOf(manager.api.approvePayment({ body: { payment_request_id: request.id } }));
    expect(clientAgain.status).toBe(409);
    const { payment_request: resubmitted } = await freelancer.api.requestPayment({
      body: { contract_id: contractId, milestone_id: milestone.id, amount_requested: '400', request_message: 'Added.' },
    });
    expect(resubmitted.status).toBe('Payment Requested');
  });

  it('settles an ended contract as the client’s answer would: a partial approval’s rest goes back, the staff user the actor', async () => {
    const { manager, freelancer, contractId, request } = await requested('400.00');
    // Rating ends the contract (the request still waiting).
    await freelancer.api.createRating({ body: { contract_id: contractId, score: 5 } });
    const coordinator = await staff('coordinator');
    const { payment_request: approved } = await coordinator.api.staffApprovePayment({
      params: { id: request.id },
      body: { amount: '100.00' },
    });
    expect(approved).toMatchObject({ status: 'approved', released_cents: 10_000 });
    expect(await balanceOf(db(), { kind: 'escrow', userId: manager.user.id, contractId })).toBe(0);
    const { records } = await manager.api.contractMilestones({ params: { id: contractId } });
    expect(records[0]).toMatchObject({ escrow_cents: 0, released_cents: 10_000, refunded_cents: 30_000 });
    const refunds = await db()('ledger_postings')
      .where({ contract_id: contractId, kind: 'refund' })
      .select<Array<{ actor_id: string | number }>>('actor_id');
    expect(refunds.map((row) => Number(row.actor_id))).toEqual([coordinator.user.id]);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('answers 409 on a request the client already approved, and nothing more is posted', async () => {
    const { manager, request } = await requested();
    await manager.api.approvePayment({ body: { payment_request_id: request.id } });
    const coordinator = await staff('coordinator');
    for (const [path, json] of [
      [approvePath(request.id), {}],
      [changesPath(request.id), { message: 'Late.' }],
    ] as const) {
      const answer = await rawCall(server, 'POST', path, { token: coordinator.token, json, headers: key() });
      expect(answer.status, path).toBe(409);
      expect(answer.body).toMatchObject({ error: { message: paymentServerMessages.requestAnswered } });
    }
    expect(await postingsOf(request.id)).toHaveLength(1);
    expect(await auditOf(coordinator.user.id)).toEqual([]);
  });

  it('refuses Support by default with the permission named; granted on /roles it works; revoked from the Coordinator nothing is written', async () => {
    const { request } = await requested();
    const support = await staff('support');
    const view = await support.api.staffContract({ params: { id: request.contract_id } });
    expect(view.viewer).toEqual({ can_answer_payments: false, can_end: false });
    for (const [path, json] of [
      [approvePath(request.id), {}],
      [changesPath(request.id), { message: 'Please fix.' }],
    ] as const) {
      const refused = await rawCall(server, 'POST', path, { token: support.token, json, headers: key() });
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({
        error: { code: 'permission_denied' },
        permission: 'staff.payments.approve',
      });
    }
    expect(await statusOf(request.id)).toBe('Payment Requested');

    // The admin grants it to Support on /roles: Support may answer.
    await whileGranted(server, 'support', 'staff.payments.approve', async () => {
      expect((await support.api.staffContract({ params: { id: request.contract_id } })).viewer).toEqual({
        can_answer_payments: true,
        can_end: false,
      });
      const { payment_request: back } = await support.api.staffRequestPaymentChanges({
        params: { id: request.id },
        body: { message: 'Please attach the runbook.' },
      });
      expect(back.status).toBe('changes_requested');
      expect(await auditOf(support.user.id)).toMatchObject([{ action: 'payment_changes_requested' }]);
    });

    // Revoked from the Coordinator: 403 naming it, the request untouched, no audit row.
    const other = await requested();
    const coordinator = await staff('coordinator');
    await whileRevoked(server, 'coordinator', 'staff.payments.approve', async () => {
      const refused = await rawCall(server, 'POST', approvePath(other.request.id), {
        token: coordinator.token,
        json: {},
        headers: key(),
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        error: { code: 'permission_denied' },
        permission: 'staff.payments.approve',
      });
      expect(await postingsOf(other.request.id)).toHaveLength(0);
      expect(await statusOf(other.request.id)).toBe('Payment Requested');
      expect(await auditOf(coordinator.user.id)).toEqual([]);
      expect((await coordinator.api.staffContract({ params: { id: other.contractId } })).viewer).toEqual({
        can_answer_payments: false,
        can_end: true,
      });
    });
  });

  it('refuses visitors (401) and the parties and the admin (403); unknown ids are 404', async () => {
    const { manager, freelancer, request } = await requested();
    const admin = await signedInAs(server, 'admin');
    for (const [path, json] of [
      [approvePath(request.id), {}],
      [changesPath(request.id), { message: 'Please fix.' }],
    ] as const) {
      expect((await rawCall(server, 'POST', path, { json, headers: key() })).status, path).toBe(401);
      for (const caller of [manager, freelancer, admin]) {
        const answer = await rawCall(server, 'POST', path, { token: caller.token, json, headers: key() });
        expect(answer.status, `${caller.user.role} ${path}`).toBe(403);
      }
    }
    expect(await statusOf(request.id)).toBe('Payment Requested');
    const coordinator = await staff('coordinator');
    for (const path of [approvePath(2_000_000_000), changesPath(2_000_000_000)]) {
      const answer = await rawCall(server, 'POST', path, {
        token: coordinator.token,
        json: path.endsWith('approve') ? {} : { message: 'x' },
        headers: key(),
      });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ error: { message: paymentServerMessages.requestNotFound } });
    }
    expect(await auditOf(coordinator.user.id)).toEqual([]);
  });

  it('refuses malformed and oversize input with a 4xx, and a call without an Idempotency-Key', async () => {
    const { request } = await requested();
    const coordinator = await staff('coordinator');
    const cases: Array<[string, unknown]> = [
      [approvePath(request.id), { amount: 'ten' }],
      [approvePath(request.id), { amount: '-5' }],
      [approvePath(request.id), { amount: 12 }],
      [approvePath(request.id), { amount: '1'.repeat(5_000) }],
      [approvePath(request.id), { amount: '10', payment_request_id: request.id }],
      [approvePath(request.id), []],
      [changesPath(request.id), {}],
      [changesPath(request.id), { message: '   ' }],
      [changesPath(request.id), { message: 'x'.repeat(milestoneLimits.responseMessageMaxLength + 1) }],
      [changesPath(request.id), { message: 'ok', extra: true }],
      ['/staff/payment_requests/abc/approve', {}],
      ['/staff/payment_requests/0/request_changes', { message: 'ok' }],
    ];
    for (const [path, json] of cases) {
      const answer = await rawCall(server, 'POST', path, { token: coordinator.token, json, headers: key() });
      expect(answer.status, `${path} ${JSON.stringify(json).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
    const huge = await rawCall(server, 'POST', changesPath(request.id), {
      token: coordinator.token,
      body: JSON.stringify({ message: 'x'.repeat(3_000_000) }),
      headers: { ...key(), 'content-type': 'application/json' },
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const keyless = await rawCall(server, 'POST', approvePath(request.id), { token: coordinator.token, json: {} });
    expect(keyless.status).toBe(422);
    expect(await statusOf(request.id)).toBe('Payment Requested');
    expect(await postingsOf(request.id)).toHaveLength(0);
    expect(await auditOf(coordinator.user.id)).toEqual([]);
  });

  it('releases once when the client and the Coordinator approve at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { manager, freelancer, request } = await requested('300.00');
      const coordinator = await staff('coordinator');
      const answers = await Promise.all([
        rawCall(server, 'POST', '/payments/approve_payment', {
          token: manager.token,
          json: { payment_request_id: request.id },
          headers: key(),
        }),
        rawCall(server, 'POST', approvePath(request.id), { token: coordinator.token, json: {}, headers: key() }),
        rawCall(server, 'POST', approvePath(request.id), { token: coordinator.token, json: {}, headers: key() }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
      expect(await postingsOf(request.id)).toHaveLength(1);
      expect(await balanceOf(db(), { kind: 'available', userId: freelancer.user.id })).toBe(28_500);
      // The audit row only when staff's call won.
      const staffWon = answers[0].status !== 200;
      expect(await auditOf(coordinator.user.id)).toHaveLength(staffWon ? 1 : 0);
    }
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('answers a replayed approval (same key) with the first answer and posts once', async () => {
    const { freelancer, request } = await requested();
    const coordinator = await staff('coordinator');
    const call = (json: unknown = {}) =>
      rawCall(server, 'POST', approvePath(request.id), {
        token: coordinator.token,
        json,
        headers: { [IDEMPOTENCY_HEADER]: 'staff-approve-replay' },
      });
    const [first, second] = await Promise.all([call(), call()]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const third = await call();
    expect(third.body).toEqual(first.body);
    // The same key with another body: refused.
    expect((await call({ amount: '1.00' })).status).toBe(422);
    expect(await postingsOf(request.id)).toHaveLength(1);
    expect(await balanceOf(db(), { kind: 'available', userId: freelancer.user.id })).toBe(38_000);
    expect(await auditOf(coordinator.user.id)).toHaveLength(1);
  });

  it('leaves no posting and the request waiting when the audit insert is refused', async () => {
    const { manager, freelancer, contractId, request } = await requested();
    const coordinator = await staff('coordinator');
    await db().raw(`create or replace function staff_actions_fail() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await db().raw(
      'create trigger staff_actions_fail before insert on staff_actions for each row execute function staff_actions_fail()',
    );
    try {
      for (const [path, json] of [
        [approvePath(request.id), {}],
        [changesPath(request.id), { message: 'Please fix.' }],
      ] as const) {
        const failed = await rawCall(server, 'POST', path, { token: coordinator.token, json, headers: key() });
        expect(failed.status, path).toBe(500);
      }
    } finally {
      await db().raw('drop trigger staff_actions_fail on staff_actions');
      await db().raw('drop function staff_actions_fail()');
    }
    expect(await statusOf(request.id)).toBe('Payment Requested');
    expect(await postingsOf(request.id)).toHaveLength(0);
    expect(await balanceOf(db(), { kind: 'escrow', userId: manager.user.id, contractId })).toBe(40_000);
    expect(await balanceOf(db(), { kind: 'available', userId: freelancer.user.id })).toBe(0);
    expect(await auditOf(coordinator.user.id)).toEqual([]);
    expect((await notificationsOf(server, manager.user.id)).map((row) => row.kind)).not.toContain(
      'payment_answered_by_staff',
    );
    // Still answerable.
    const { payment_request: approved } = await coordinator.api.staffApprovePayment({
      params: { id: request.id },
      body: {},
    });
    expect(approved.status).toBe('approved');
  });
});

import { staffMoneyServerMessages, staffServerMessages, type Role } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { moneyMoved } from './adminReports.support.ts';
import { startedContract } from './payments.support.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** Letters only, so the names stay names: this file's own, never another test's. */
const letters = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

describe(`staff read clients' money on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;
  const staff = (role: Role = 'coordinator') => signedInAs(server, role, { firstName: 'Tamsin', lastName: 'Ledgerly' });

  /**
   * A client of a unique name (and company) with a started contract and `count` funded milestones,
   * each with a payment request for all of it.
   */
  async function clientWithRequests(count = 1) {
    const contract = await startedContract(server);
    const last = `Moneyvale${letters()}`;
    await db()('users')
      .where({ id: contract.manager.user.id })
      .update({ first_name: 'Orsolya', last_name: last, company_name: `${last} Holdings` });
    const requests = [];
    for (let index = 0; index < count; index += 1) {
      const { milestone } = await contract.manager.api.createMilestone({
        params: { id: contract.contractId },
        body: { description: `Phase ${String(index + 1)}`, deposite_amount: '200.00', due_date: '2027-02-15' },
      });
      await contract.manager.api.fundMilestone({ params: { id: milestone.id } });
      const { payment_request: request } = await contract.freelancer.api.requestPayment({
        body: {
          contract_id: contract.contractId,
          milestone_id: milestone.id,
          amount_requested: '200.00',
          request_message: 'Phase done; see the runbook.',
        },
      });
      requests.push(request);
    }
    return { ...contract, clientName: `Orsolya ${last}`, last, requests };
  }

  it("lists every client's payment requests by client name and status, paged, with the client in full", async () => {
    const { manager, contractId, requests, clientName, last } = await clientWithRequests(3);
    const support = await staff('support');
    const page1 = await support.api.staffPaymentRequests({ query: { search: last, per_page: 2 } });
    expect(page1.total_count).toBe(3);
    expect(page1.total_pages).toBe(2);
    expect(page1.can_answer).toBe(false);
    expect(page1.records).toHaveLength(2);
    // Newest first among those waiting.
    expect(page1.records.map((record) => record.id)).toEqual([requests[2]?.id, requests[1]?.id]);
    expect(page1.records[0]).toMatchObject({
      contract_id: contractId,
      status: 'Payment Requested',
      milestone_description: 'Phase 3',
      gross_cents: 20_000,
      service_fee_cents: 1_000,
      receive_cents: 19_000,
      client: { id: manager.user.id, name: clientName, email: manager.user.email },
    });
    const page2 = await support.api.staffPaymentRequests({ query: { search: last, per_page: 2, page: 2 } });
    expect(page2.records.map((record) => record.id)).toEqual([requests[0]?.id]);
    // By company too, in part, and any case.
    const byCompany = await support.api.staffPaymentRequests({ query: { search: `${last.toLowerCase()} hold` } });
    expect(byCompany.total_count).toBe(3);

    // The Coordinator may answer (by default); an answered one moves to its status.
    const coordinator = await staff('coordinator');
    const first = requests[0];
    if (!first) throw new Error('no request');
    await coordinator.api.staffApprovePayment({ params: { id: first.id }, body: {} });
    const waiting = await coordinator.api.staffPaymentRequests({
      query: { search: last, status: 'Payment Requested' },
    });
    expect(waiting.can_answer).toBe(true);
    expect(waiting.records.map((record) => record.id)).toEqual([requests[2]?.id, requests[1]?.id]);
    const approved = await coordinator.api.staffPaymentRequests({ query: { search: last, status: 'approved' } });
    expect(approved.records).toEqual([
      expect.objectContaining({ id: first.id, status: 'approved', gross_cents: 20_000, receive_cents: 19_000 }),
    ]);
    // Another client's name finds none of them.
    const none = await support.api.staffPaymentRequests({ query: { search: `Nobody${letters()}` } });
    expect(none).toMatchObject({ records: [], total_count: 0 });
  });

  it("lists the postings of clients' contracts, filtered and paged, one by id, and their CSV", async () => {
    const { manager, freelancer, contractId, requests, clientName, last } = await clientWithRequests(2);
    const coordinator = await staff('coordinator');
    const first = requests[0];
    if (!first) throw new Error('no request');
    await coordinator.api.staffApprovePayment({ params: { id: first.id }, body: {} });
    // The freelancer withdraws nothing here; a withdrawal is never a staff transaction anyway.
    const support = await staff('support');
    const all = await support.api.staffTransactions({ query: { client_name: last } });
    expect(all.total_count).toBe(3);
    expect(all.records.map((record) => record.kind)).toEqual(['release', 'fund', 'fund']);
    const release = all.records[0];
    expect(release).toMatchObject({
      kind: 'release',
      status: 'completed',
      contract_id: contractId,
      client: { id: manager.user.id, name: clientName },
      freelancer: { id: freelancer.user.id },
      amount_cents: 20_000,
      fee_cents: 1_000,
    });
    const funds = await support.api.staffTransactions({
      query: { client_name: last, transaction_type: 'fund', per_page: 1, page: 2 },
    });
    expect(funds).toMatchObject({ total_count: 2, total_pages: 2, current_page: 2 });
    expect(funds.records).toHaveLength(1);
    // The older milestone's money was released: its funding is completed; the newer one's is held.
    expect(funds.records[0]).toMatchObject({ kind: 'fund', status: 'completed', amount_cents: 20_000 });
    const held = await support.api.staffTransactions({ query: { client_name: last, status_type: 'held' } });
    expect(held.records.map((record) => record.kind)).toEqual(['fund']);

    if (!release) throw new Error('no release');
    const details = await support.api.staffTransaction({ params: { id: release.id } });
    expect(details).toEqual({ transaction: release, net_cents: 19_000 });

    const csv = await rawCall(server, 'GET', `/staff/transactions/export.csv?client_name=${last}`, {
      token: support.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"${String(release.id)}"`);
    expect(lines[1]).toContain(clientName);
  });

  it('keeps withdrawals and payouts out: a posting of no contract is 404, an unknown one too', async () => {
    const { freelancer } = await moneyMoved(server);
    const support = await staff('support');
    const posting = await db()('ledger_postings as p')
      .join('ledger_lines as l', 'l.posting_id', 'p.id')
      .join('ledger_accounts as a', 'a.id', 'l.account_id')
      .where({ 'a.user_id': freelancer.user.id, 'p.kind': 'withdraw' })
      .first<{ id: string | number }>('p.id');
    const withdrawal = Number(posting.id);
    expect(withdrawal).toBeGreaterThan(0);
    const hidden = await failureOf(support.api.staffTransaction({ params: { id: withdrawal } }));
    expect(hidden).toMatchObject({ status: 404, message: staffMoneyServerMessages.transactionNotFound });
    const unknown = await failureOf(support.api.staffTransaction({ params: { id: 2_000_000_000 } }));
    expect(unknown).toMatchObject({ status: 404, message: staffMoneyServerMessages.transactionNotFound });
    const listed = await support.api.staffTransactions({ query: { transaction_type: 'withdraw' } });
    expect(listed.records.find((record) => record.id === withdrawal)).toBeUndefined();
  });

  it("lists every client's milestones still to be paid, by client, with both parties in full", async () => {
    const { manager, freelancer, contractId, last, requests } = await clientWithRequests(1);
    const { milestone } = await manager.api.createMilestone({
      params: { id: contractId },
      body: { description: 'Not funded yet', deposite_amount: '300.00', due_date: '2027-03-01' },
    });
    const support = await staff('support');
    const schedule = await support.api.staffPaymentSchedule({ query: { search: last } });
    expect(schedule.total_count).toBe(2);
    expect(schedule.totals).toEqual({
      in_escrow_cents: 20_000,
      to_fund_cents: 30_000,
      in_review_cents: 20_000,
      due_soon_cents: expect.any(Number) as number,
    });
    expect(schedule.records.map((record) => [record.milestone_id, record.stage])).toEqual([
      [requests[0]?.milestone_id, 'in_review'],
      [milestone.id, 'to_fund'],
    ]);
    expect(schedule.records[0]).toMatchObject({
      contract_id: contractId,
      client: { id: manager.user.id, email: manager.user.email },
      freelancer: { id: freelancer.user.id, email: freelancer.user.email },
    });
    const toFund = await support.api.staffPaymentSchedule({ query: { search: last, stage: 'to_fund', per_page: 1 } });
    expect(toFund.records.map((record) => record.milestone_id)).toEqual([milestone.id]);
    expect(toFund.totals.in_escrow_cents).toBe(20_000);
  });

  it('refuses the anonymous (401), other roles (403) and malformed queries (422, with the message)', async () => {
    const manager = await signedInAs(server, 'project_manager');
    const freelancer = await signedInAs(server, 'freelancer');
    const admin = await signedInAs(server, 'admin');
    const paths = [
      '/staff/payment_requests',
      '/staff/transactions',
      '/staff/transactions/export.csv',
      '/staff/transactions/1',
      '/staff/payments/schedule',
    ];
    for (const path of paths) {
      expect((await rawCall(server, 'GET', path)).status, path).toBe(401);
      for (const caller of [manager, freelancer, admin]) {
        const answer = await rawCall(server, 'GET', path, { token: caller.token });
        expect(answer.status, `${caller.user.role} ${path}`).toBe(403);
      }
    }
    const support = await staff('support');
    const bad = [
      ['/staff/payment_requests?status=paid', staffMoneyServerMessages.requestStatusInvalid],
      [`/staff/payment_requests?search=${'x'.repeat(101)}`, staffServerMessages.searchTooLong],
      ['/staff/payment_requests?page=0', undefined],
      ['/staff/transactions?transaction_type=gift', undefined],
      ['/staff/transactions?start_date=2026-13-45', undefined],
      ['/staff/transactions/export.csv?end_date=nope', undefined],
      ['/staff/transactions/abc', undefined],
      ['/staff/payments/schedule?stage=done', staffMoneyServerMessages.stageInvalid],
      [`/staff/payments/schedule?search=${'y'.repeat(101)}`, staffServerMessages.searchTooLong],
    ] as const;
    for (const [path, message] of bad) {
      const answer = await rawCall(server, 'GET', path, { token: support.token });
      expect(answer.status, path).toBe(422);
      expect(answer.body, path).toMatchObject({ error: { code: 'validation_failed' } });
      if (message) expect(JSON.stringify(answer.body), path).toContain(message);
    }
  });
});

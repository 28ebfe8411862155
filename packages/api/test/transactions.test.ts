import { paymentServerMessages, transactionCsvColumns } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`transaction history on ${kind}`, () => {
  const server = useTestServer();

  /** A milestone of $400 funded, requested and approved: the manager's escrow in and out, the freelancer's net. */
  async function paidOut() {
    const contract = await startedContract(server);
    const { milestone } = await contract.manager.api.createMilestone({
      params: { id: contract.contractId },
      body: { description: 'Landing zone', deposite_amount: '400', due_date: '2026-12-15' },
    });
    await contract.manager.api.fundMilestone({ params: { id: milestone.id } });
    const { payment_request: request } = await contract.freelancer.api.requestPayment({
      body: {
        contract_id: contract.contractId,
        milestone_id: milestone.id,
        amount_requested: '400',
        request_message: 'Done.',
      },
    });
    await contract.manager.api.approvePayment({ body: { payment_request_id: request.id } });
    return { ...contract, milestone, request };
  }

  it("lists each party's own side of the movements from the ledger, newest first, a page at a time", async () => {
    const { manager, freelancer, contractId, milestone, request } = await paidOut();
    const managers = await manager.api.transactionHistory({});
    expect(managers).toMatchObject({ current_page: 1, total_count: 2 });
    expect(managers.records.map((record) => [record.kind, record.account, record.amount_cents])).toEqual([
      ['release', 'escrow', -40_000],
      ['fund', 'escrow', 40_000],
    ]);
    expect(managers.records[0]).toMatchObject({
      contract_id: contractId,
      milestone_id: milestone.id,
      payment_request_id: request.id,
    });
    const freelancers = await freelancer.api.transactionHistory({});
    expect(freelancers.total_count).toBe(1);
    expect(freelancers.records[0]).toMatchObject({ kind: 'release', account: 'available', amount_cents: 38_000 });
    const second = await manager.api.transactionHistory({ query: { page: 2, per_page: 1 } });
    expect(second).toMatchObject({ current_page: 2, total_count: 2, total_pages: 2 });
    expect(second.records.map((record) => record.kind)).toEqual(['fund']);
  });

  it('details a transaction with its gross, service fee and net, to its owner only', async () => {
    const { manager, freelancer } = await paidOut();
    const [line] = (await freelancer.api.transactionHistory({})).records;
    const details = await freelancer.api.transactionDetails({ params: { id: line?.id ?? 0 } });
    expect(details).toMatchObject({ gross_cents: 40_000, fee_cents: 2_000, net_cents: 38_000 });
    for (const other of [manager, await signedInAs(server, 'freelancer')]) {
      const refused = await failureOf(other.api.transactionDetails({ params: { id: line?.id ?? 0 } }));
      expect(refused.status).toBe(404);
      expect(refused.message).toBe(paymentServerMessages.transactionNotFound);
    }
  });

  it('exports the history as CSV, quoted, with formulas defused', async () => {
    const { manager, jobId } = await paidOut();
    await server.database.knex('jobs').where({ id: jobId }).update({ title: '=HYPERLINK("x") "quoted"' });
    const answer = await fetch(`${server.origin}/api/v1/transaction_history/export.csv`, {
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await answer.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(transactionCsvColumns.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^"\d+","[^"]+","release","escrow","-400.00",/);
    expect(lines[2]).toMatch(/"fund","escrow","400.00",/);
    expect(lines[1]?.endsWith(',"\'=HYPERLINK(""x"") ""quoted"""')).toBe(true);
  });

  it('refuses anonymous callers (401), other roles (403) and malformed ids and pages (422)', async () => {
    const { manager } = await paidOut();
    for (const path of ['/transaction_history', '/transaction_history/1', '/transaction_history/export.csv']) {
      expect((await rawCall(server, 'GET', path)).status).toBe(401);
    }
    const admin = await signedInAs(server, 'admin');
    expect((await failureOf(admin.api.transactionHistory({}))).status).toBe(403);
    for (const path of [
      '/transaction_history/abc',
      '/transaction_history/-1',
      '/transaction_history?page=0',
      '/transaction_history?per_page=51',
      '/transaction_history?page=1.5',
    ]) {
      expect((await rawCall(server, 'GET', path, { token: manager.token })).status, path).toBe(422);
    }
  });

  it('answers an empty history for a user with no money yet', async () => {
    const newcomer = await signedInAs(server, 'freelancer');
    expect(await newcomer.api.transactionHistory({})).toEqual({
      records: [],
      current_page: 1,
      per_page: 10,
      total_count: 0,
      total_pages: 0,
    });
  });
});

import {
  adminCsvColumns,
  adminReportServerMessages as messages,
  type AdminTransactionQuery,
  type Role,
} from '@cloudexperts/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, todayIn } from '../src/modules/adminReports/range.ts';
import { moneyMoved } from './adminReports.support.ts';
import { useTestServer } from './helpers.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`GET /admins/get_transaction_history on ${kind}`, () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  let moved: Awaited<ReturnType<typeof moneyMoved>>;
  /** The client's first name: unique to this run, so the filter selects only this test's rows. */
  const clientFirst = `Zorvath${randomUUID().replaceAll('-', '').replace(/\d/g, '').slice(0, 8)}`;
  const formulaLast = '=HYPERLINK("http://evil.test","Pay")';
  beforeAll(async () => {
    admin = await signedInAs(server, 'admin');
    moved = await moneyMoved(server);
    // A client whose name and job a spreadsheet would run as formulas.
    await db()('users')
      .where({ id: moved.manager.user.id })
      .update({ first_name: clientFirst, last_name: formulaLast });
    await db()('jobs').where({ id: moved.jobId }).update({ title: '+SUM(A1:A9)' });
    await db()('milestones').where({ id: moved.heldMilestoneId }).update({ description: '@cmd "quoted", too' });
  });
  const db = () => server.database.knex;
  const list = (query: AdminTransactionQuery) => admin.api.adminTransactionHistory({ query });
  const today = () => todayIn('UTC', new Date());

  it("lists every posting of the client's contract, newest first, with both parties, amount, fee and status", async () => {
    const page = await list({ client_name: clientFirst });
    const client = {
      id: moved.manager.user.id,
      name: `${clientFirst} ${formulaLast}`,
      email: moved.manager.user.email,
    };
    const freelancer = {
      id: moved.freelancer.user.id,
      name: `${moved.freelancer.user.firstName} ${moved.freelancer.user.lastName}`,
      email: moved.freelancer.user.email,
    };
    const common = { client, freelancer, contract_id: moved.contractId, job_title: '+SUM(A1:A9)' };
    expect(page).toMatchObject({ current_page: 1, per_page: 20, total_count: 3, total_pages: 1 });
    expect(page.records).toEqual([
      {
        ...common,
        id: expect.any(Number) as unknown,
        reference: expect.any(String) as unknown,
        created_at: expect.any(String) as unknown,
        kind: 'fund',
        status: 'held',
        milestone_id: moved.heldMilestoneId,
        milestone: '@cmd "quoted", too',
        amount_cents: 10_000,
        fee_cents: 0,
      },
      {
        ...common,
        id: expect.any(Number) as unknown,
        reference: expect.any(String) as unknown,
        created_at: expect.any(String) as unknown,
        kind: 'release',
        status: 'completed',
        milestone_id: moved.releasedMilestoneId,
        milestone: 'Landing zone',
        amount_cents: 40_000,
        fee_cents: 2_000,
      },
      {
        ...common,
        id: expect.any(Number) as unknown,
        reference: expect.any(String) as unknown,
        created_at: expect.any(String) as unknown,
        kind: 'fund',
        status: 'completed',
        milestone_id: moved.releasedMilestoneId,
        milestone: 'Landing zone',
        amount_cents: 40_000,
        fee_cents: 0,
      },
    ]);
    const ids = page.records.map((record) => record.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // The freelancer's withdrawal and its payout: no client, the freelancer's balance.
    const withdrawals = await list({ transaction_type: 'withdraw', per_page: 100 });
    const own = withdrawals.records.filter((record) => record.freelancer?.id === moved.freelancer.user.id);
    expect(own).toEqual([
      expect.objectContaining({
        kind: 'withdraw',
        client: null,
        amount_cents: 5_000,
        fee_cents: 200,
        status: 'completed',
      }),
    ]);
    const payouts = await list({ transaction_type: 'payout', per_page: 100 });
    expect(payouts.records.filter((record) => record.freelancer?.id === moved.freelancer.user.id)).toEqual([
      expect.objectContaining({ kind: 'payout', amount_cents: 4_800, fee_cents: 0 }),
    ]);
  });

  it('filters by type, status, client name (in part, any case, wildcards literal), dates and pages', async () => {
    const kinds = async (query: AdminTransactionQuery) =>
      (await list({ client_name: clientFirst, ...query })).records.map((record) => `${record.kind}:${record.status}`);
    expect(await kinds({ transaction_type: 'release' })).toEqual(['release:completed']);
    expect(await kinds({ transaction_type: 'fund' })).toEqual(['fund:held', 'fund:completed']);
    expect(await kinds({ status_type: 'held' })).toEqual(['fund:held']);
    expect(await kinds({ status_type: 'completed', transaction_type: 'fund' })).toEqual(['fund:completed']);
    expect(await kinds({ transaction_type: 'refund' })).toEqual([]);
    expect(await kinds({ client_name: clientFirst.slice(2).toUpperCase() })).toHaveLength(3);
    expect(await kinds({ client_name: `${clientFirst} =HYPER` })).toHaveLength(3);
    expect((await list({ client_name: '%' })).records.every((record) => record.client?.name.includes('%'))).toBe(true);
    expect((await list({ client_name: '_' })).records.every((record) => record.client?.name.includes('_'))).toBe(true);
    // Days are inclusive, in the zone.
    expect(await kinds({ start_date: today(), end_date: today() })).toHaveLength(3);
    expect(await kinds({ start_date: addDays(today(), 1) })).toEqual([]);
    expect(await kinds({ end_date: addDays(today(), -1) })).toEqual([]);
    expect(await kinds({ start_date: addDays(today(), -1), zone: 'Pacific/Kiritimati' })).toHaveLength(3);
    // Pages.
    const first = await list({ client_name: clientFirst, per_page: 2 });
    const second = await list({ client_name: clientFirst, per_page: 2, page: 2 });
    expect([first.records.length, first.total_count, first.total_pages]).toEqual([2, 3, 2]);
    expect(second.records.map((record) => record.id)).toEqual([
      (await list({ client_name: clientFirst })).records[2]?.id,
    ]);
    // Empty fields (a cleared form in the address) count as not given.
    const blank = await rawCall(
      server,
      'GET',
      `/admins/get_transaction_history?client_name=${clientFirst}&start_date=&end_date=&transaction_type=&status_type=&page=`,
      { token: admin.token },
    );
    expect([blank.status, blank.body?.total_count]).toEqual([200, 3]);
  });

  it('exports the filtered rows as RFC 4180 CSV with formulas defused', async () => {
    const answer = await rawCall(
      server,
      'GET',
      `/admins/get_transaction_history/export.csv?client_name=${clientFirst}`,
      {
        token: admin.token,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="transactions.csv"');
    const lines = answer.text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(adminCsvColumns.transactions.map((column) => `"${column}"`).join(','));
    expect(lines).toHaveLength(1 + 3 + 1);
    const held = lines[1] ?? '';
    // The client's name starts with '=': defused by a leading '; its quotes doubled.
    expect(held).toContain(`"${clientFirst} =HYPERLINK(""http://evil.test"",""Pay"")"`);
    expect(held).toContain(`"'+SUM(A1:A9)"`);
    expect(held).toContain(`"'@cmd ""quoted"", too"`);
    expect(held).toMatch(/^"\d+","[^"]+","fund","held",/);
    expect(held).toContain('"100.00","0.00"');
    expect(lines[2]).toContain('"release","completed"');
    expect(lines[2]).toContain('"400.00","20.00"');
    // No cell anywhere starts with a formula character.
    for (const line of lines.slice(1, -1)) {
      expect(line.match(/(^|,)"[=+\-@]/)).toBeNull();
    }
    // The same filters as the list: none of this client's rows are refunds.
    const none = await rawCall(
      server,
      'GET',
      `/admins/get_transaction_history/export.csv?client_name=${clientFirst}&transaction_type=refund`,
      { token: admin.token },
    );
    expect(none.text).toBe(`${adminCsvColumns.transactions.map((column) => `"${column}"`).join(',')}\r\n`);
  });

  it('streams an export longer than one batch, every row once, newest first', async () => {
    // 1,203 rows of one client's postings, more than two batches of 500.
    const { manager, contractId } = moved;
    const name = `Batchly${randomUUID().replace(/\d|-/g, '').slice(0, 6)}`;
    await db()('users').where({ id: manager.user.id }).update({ first_name: name });
    const before = await list({ client_name: name });
    const account = await db()('ledger_accounts').where({ kind: 'external' }).first<{ id: number } | undefined>('id');
    const escrow = await db()('ledger_accounts')
      .where({ kind: 'escrow', contract_id: contractId })
      .first<{ id: number } | undefined>('id');
    if (!account || !escrow) throw new Error('expected the accounts');
    await db().transaction(async (trx) => {
      for (let index = 0; index < 1_200; index += 1) {
        const [posting] = await trx('ledger_postings')
          .insert({ kind: 'fund', contract_id: contractId })
          .returning<Array<{ id: number }>>('id');
        await trx('ledger_lines').insert([
          { posting_id: posting?.id, account_id: account.id, amount_cents: -1 },
          { posting_id: posting?.id, account_id: escrow.id, amount_cents: 1 },
        ]);
      }
    });
    const answer = await rawCall(server, 'GET', `/admins/get_transaction_history/export.csv?client_name=${name}`, {
      token: admin.token,
    });
    const rows = answer.text.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(before.total_count + 1_200);
    const ids = rows.map((row) => Number(/^"(\d+)"/.exec(row)?.[1]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    await db()('users').where({ id: manager.user.id }).update({ first_name: clientFirst });
  });

  it('refuses visitors, every other role and malformed filters', async () => {
    for (const path of ['/admins/get_transaction_history', '/admins/get_transaction_history/export.csv']) {
      expect((await rawCall(server, 'GET', path)).status).toBe(401);
      expect((await rawCall(server, 'GET', path, { token: 'forged.token' })).status).toBe(401);
      for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as Role[]) {
        const other = await signedInAs(server, role);
        expect((await rawCall(server, 'GET', path, { token: other.token })).status).toBe(403);
      }
      for (const [query, message] of [
        ['start_date=2026-13-01', messages.dateInvalid],
        ['end_date=2026-02-30', messages.dateInvalid],
        ['start_date=yesterday', messages.dateInvalid],
        ["start_date=2026-01-01'--", messages.dateInvalid],
        ['start_date=2026-03-02&end_date=2026-03-01', messages.endBeforeStart],
        ['start_date=2020-01-01&end_date=2026-01-01', messages.rangeTooLong],
        ['transaction_type=gift', messages.typeInvalid],
        ['status_type=lost', messages.statusInvalid],
        [`client_name=${'x'.repeat(101)}`, messages.nameTooLong],
        ['zone=Mars%2FOlympus', messages.zoneInvalid],
      ] as const) {
        const answer = await rawCall(server, 'GET', `${path}?${query}`, { token: admin.token });
        expect([query, answer.status, JSON.stringify(answer.body)]).toEqual([
          query,
          422,
          expect.stringContaining(message),
        ]);
      }
    }
    for (const query of ['page=0', 'page=abc', 'per_page=101']) {
      const answer = await rawCall(server, 'GET', `/admins/get_transaction_history?${query}`, { token: admin.token });
      expect([query, answer.status]).toEqual([query, 422]);
    }
    // The typed client sends the same: a 422 with the field's message.
    const failure = await failureOf(list({ start_date: '2026-03-02', end_date: '2026-03-01' }));
    expect([failure.status, failure.message]).toEqual([422, expect.any(String)]);
  });
});

import { adminReportLimits, type AdminDashboard } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { monthsBack } from '../analytics/analytics.service.ts';

type Value = string | number | null;
const num = (value: Value | undefined) => Number(value ?? 0);

/**
 * The ledger's movements as sums by kind (integer cents, all positive): funded into escrow,
 * released out of it (the fee included), fees earned (service and withdrawal), withdrawn from
 * available balances (the fee included), refunded out of escrow.
 */
const moneyColumns = `
  coalesce(sum(case when p.kind = 'fund' and a.kind = 'escrow' then l.amount_cents else 0 end), 0) as funded,
  coalesce(-sum(case when p.kind = 'release' and a.kind = 'escrow' then l.amount_cents else 0 end), 0) as released,
  coalesce(sum(case when a.kind = 'fees' then l.amount_cents else 0 end), 0) as fees,
  coalesce(-sum(case when p.kind = 'withdraw' and a.kind = 'available' then l.amount_cents else 0 end), 0) as withdrawn,
  coalesce(-sum(case when p.kind = 'refund' and a.kind = 'escrow' then l.amount_cents else 0 end), 0) as refunded`;

interface MoneyRow {
  funded: Value;
  released: Value;
  fees: Value;
  withdrawn: Value;
  refunded: Value;
}

function ledger(db: Knex) {
  return db('ledger_lines as l')
    .join('ledger_accounts as a', 'a.id', 'l.account_id')
    .join('ledger_postings as p', 'p.id', 'l.posting_id');
}

/** Rows of (key, count) as a record over `keys` (0 where none). */
function countsOf<K extends string>(keys: readonly K[], rows: Array<{ key: string; count: Value }>): Record<K, number> {
  const found = new Map(rows.map((row) => [row.key, num(row.count)]));
  return Object.fromEntries(keys.map((key) => [key, found.get(key) ?? 0])) as Record<K, number>;
}

/**
 * `GET /admins/admin_dashboard` (spec document 2, section 7; its figures are ours): sign-ups of
 * freelancers and clients and the money the ledger moved, month by month over the last twelve
 * months in the zone; freelancer applications waiting for review; jobs by status (deleted ones
 * left out); contracts active and completed; money totals over all time and what escrow holds.
 */
export async function adminDashboard(db: Knex, query: { zone: string }, now = new Date()): Promise<AdminDashboard> {
  const { zone } = query;
  const { months, start } = monthsBack(now, zone, adminReportLimits.dashboardMonths);
  const since = db.raw('?::timestamp at time zone ?', [start, zone]);
  const monthOf = (column: string) =>
    db.raw(`to_char(date_trunc('month', ?? at time zone ?), 'YYYY-MM') as month`, [column, zone]);
  const [signUps, signUpTotals, moneyByMonth, moneyTotals, escrow, pending, jobs, contracts] = await Promise.all([
    db('users')
      .whereIn('role', ['freelancer', 'project_manager'])
      .where('created_at', '>=', since)
      .select<Array<{ month: string; role: string; count: Value }>>(
        monthOf('created_at'),
        'role',
        db.raw('count(*) as count'),
      )
      .groupByRaw('1, 2'),
    db('users')
      .whereIn('role', ['freelancer', 'project_manager'])
      .select<Array<{ key: string; count: Value }>>('role as key', db.raw('count(*) as count'))
      .groupBy('role'),
    ledger(db)
      .where('p.created_at', '>=', since)
      .select<Array<MoneyRow & { month: string }>>(monthOf('p.created_at'), db.raw(moneyColumns))
      .groupByRaw('1'),
    ledger(db).first<MoneyRow | undefined>(db.raw(moneyColumns)),
    db('ledger_accounts')
      .where({ kind: 'escrow' })
      .first<{ value: Value } | undefined>(db.raw('coalesce(sum(balance_cents), 0) as value')),
    db('freelancer_profiles')
      .where({ status: 'submitted' })
      .first<{ value: Value } | undefined>(db.raw('count(*) as value')),
    db('jobs')
      .whereNull('deleted_at')
      .select<Array<{ key: string; count: Value }>>('status as key', db.raw('count(*) as count'))
      .groupBy('status'),
    db('contracts')
      .select<Array<{ key: string; count: Value }>>('status as key', db.raw('count(*) as count'))
      .groupBy('status'),
  ]);
  const money = new Map(moneyByMonth.map((row) => [row.month, row]));
  const signUpsOf = (month: string, role: string) =>
    num(signUps.find((row) => row.month === month && row.role === role)?.count);
  const roleTotals = countsOf(['freelancer', 'project_manager'], signUpTotals);
  return {
    months: months.map((month) => {
      const row = money.get(month);
      return {
        month,
        freelancer_sign_ups: signUpsOf(month, 'freelancer'),
        client_sign_ups: signUpsOf(month, 'project_manager'),
        funded_cents: num(row?.funded),
        released_cents: num(row?.released),
        fees_cents: num(row?.fees),
        withdrawn_cents: num(row?.withdrawn),
      };
    }),
    sign_ups: { freelancers: roleTotals.freelancer, clients: roleTotals.project_manager },
    applications_pending: num(pending?.value),
    jobs: countsOf(['draft', 'open', 'closed'], jobs),
    contracts: countsOf(['active', 'completed'], contracts),
    money: {
      funded_cents: num(moneyTotals?.funded),
      released_cents: num(moneyTotals?.released),
      fees_cents: num(moneyTotals?.fees),
      withdrawn_cents: num(moneyTotals?.withdrawn),
      refunded_cents: num(moneyTotals?.refunded),
      in_escrow_cents: num(escrow?.value),
    },
  };
}

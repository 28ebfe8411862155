import { Readable } from 'node:stream';
import {
  accountStatuses,
  adminCsvColumns,
  adminCsvNames,
  adminJobReportStatuses,
  centsToDollars,
  roles,
  type AdminReport,
  type AdminReportKind,
  type DateRange,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { csvHeaders, csvRow } from '../../http/csv.ts';
import type { FileAnswer } from '../../http/route.ts';
import { monthsBetween, reportRange, withinDays } from './range.ts';

type Value = string | number | null;

/**
 * `GET /admins/reports` (ours; /reports): for the days of the range (in the zone; the last twelve
 * months to today when not given) the accounts created by role and their status today, the jobs
 * created by status (deleted ones apart) and by platform, and the platform's fees by month (the
 * service fee of each release, the fee of each withdrawal).
 */
export async function adminReports(db: Knex, range: DateRange, now = new Date()): Promise<AdminReport> {
  const { startDay, endDay } = reportRange(range, now);
  const days = { start: startDay, end: endDay };
  const within = <T extends Knex.QueryBuilder>(query: T, column: string) =>
    withinDays(db, query, column, days, range.zone);
  const jobs = () => within(db('jobs'), 'created_at');
  const [users, byStatus, byPlatform, fees] = await Promise.all([
    within(db('users'), 'created_at')
      .select<Array<{ role: string; status: string; count: Value }>>('role', 'status', db.raw('count(*) as count'))
      .groupBy('role', 'status'),
    jobs()
      .select<Array<{ status: string; count: Value }>>(
        db.raw(`case when deleted_at is not null then 'deleted' else status end as status`),
        db.raw('count(*) as count'),
      )
      .groupByRaw('1'),
    jobs()
      .select<Array<{ platform: string | null; count: Value }>>('platform', db.raw('count(*) as count'))
      .groupBy('platform')
      .orderByRaw('2 desc, 1 asc nulls last'),
    within(
      db('ledger_lines as l')
        .join('ledger_accounts as a', 'a.id', 'l.account_id')
        .join('ledger_postings as p', 'p.id', 'l.posting_id')
        .where('a.kind', 'fees'),
      'p.created_at',
    )
      .select<Array<{ month: string; service: Value; withdrawal: Value }>>(
        db.raw(`to_char(date_trunc('month', p.created_at at time zone ?), 'YYYY-MM') as month`, [range.zone]),
        db.raw(`coalesce(sum(case when p.kind = 'withdraw' then 0 else l.amount_cents end), 0) as service`),
        db.raw(`coalesce(sum(case when p.kind = 'withdraw' then l.amount_cents else 0 end), 0) as withdrawal`),
      )
      .groupByRaw('1'),
  ]);
  const feesByMonth = new Map(fees.map((row) => [row.month, row]));
  return {
    start_date: startDay,
    end_date: endDay,
    users: roles.flatMap((role) =>
      accountStatuses.map((status) => ({
        role,
        status,
        count: Number(users.find((row) => row.role === role && row.status === status)?.count ?? 0),
      })),
    ),
    jobs: {
      by_status: adminJobReportStatuses.map((status) => ({
        status,
        count: Number(byStatus.find((row) => row.status === status)?.count ?? 0),
      })),
      by_platform: byPlatform.map((row) => ({ platform: row.platform, count: Number(row.count ?? 0) })),
    },
    revenue: monthsBetween(startDay, endDay).map((month) => {
      const row = feesByMonth.get(month);
      return {
        month,
        service_fees_cents: Number(row?.service ?? 0),
        withdrawal_fees_cents: Number(row?.withdrawal ?? 0),
      };
    }),
  };
}

/** The report's rows as CSV text (its header first). */
export function reportCsv(report: AdminReport, kind: AdminReportKind): string {
  let text = csvRow(adminCsvColumns[kind]);
  if (kind === 'users') {
    for (const row of report.users) text += csvRow([row.role, row.status, row.count]);
  } else if (kind === 'jobs') {
    for (const row of report.jobs.by_status) text += csvRow(['status', row.status, row.count]);
    for (const row of report.jobs.by_platform) text += csvRow(['platform', row.platform, row.count]);
  } else {
    for (const row of report.revenue) {
      text += csvRow([
        row.month,
        centsToDollars(row.service_fees_cents),
        centsToDollars(row.withdrawal_fees_cents),
        centsToDollars(row.service_fees_cents + row.withdrawal_fees_cents),
      ]);
    }
  }
  return text;
}

/** `GET /admins/reports/export.csv` (ours): one report of the range as a CSV file (RFC 4180, formulas defused). */
export async function adminReportCsv(
  db: Knex,
  query: DateRange & { report: AdminReportKind },
  now = new Date(),
): Promise<FileAnswer> {
  const bytes = Buffer.from(reportCsv(await adminReports(db, query, now), query.report), 'utf8');
  return {
    body: Readable.from([bytes]),
    contentType: 'text/csv',
    size: bytes.length,
    headers: csvHeaders(adminCsvNames[query.report]),
  };
}

import { Readable } from 'node:stream';
import {
  adminCsvColumns,
  adminCsvNames,
  adminReportLimits,
  centsToDollars,
  type AdminParty,
  type AdminTransaction,
  type AdminTransactionList,
  type adminTransactionFiltersSchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { csvHeaders, csvRow } from '../../http/csv.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import type { FileAnswer } from '../../http/route.ts';
import { iso } from '../proposals/shared.ts';
import { containing, withinDays } from './range.ts';

type Filters = z.output<typeof adminTransactionFiltersSchema>;
type Value = string | number | null;

interface Row {
  id: Value;
  uuid: string;
  kind: AdminTransaction['kind'];
  status: AdminTransaction['status'];
  created_at: Date | string;
  contract_id: Value;
  job_title: string | null;
  milestone_id: Value;
  milestone: string | null;
  amount_cents: Value;
  fee_cents: Value;
  client_id: Value;
  client_first: string | null;
  client_last: string | null;
  client_email: string | null;
  freelancer_id: Value;
  freelancer_first: string | null;
  freelancer_last: string | null;
  freelancer_email: string | null;
}

/**
 * Every posting of the ledger as one row: its gross (what moved: the sum of its lines into
 * accounts), the fee the platform took, the contract's client and freelancer (or, for a
 * withdrawal or payout, the freelancer whose balance moved), and its status (`held` while a funded
 * milestone still has money in escrow). A subquery, so the filters apply to its columns.
 */
function postings(db: Knex) {
  return db('ledger_postings as p')
    .joinRaw(
      `cross join lateral (
        select
          coalesce(sum(case when l.amount_cents > 0 then l.amount_cents else 0 end), 0) as amount_cents,
          coalesce(sum(case when a.kind = 'fees' then l.amount_cents else 0 end), 0) as fee_cents,
          max(case when a.kind in ('available', 'pending_withdrawal') then a.user_id end) as party_id
        from ledger_lines l join ledger_accounts a on a.id = l.account_id
        where l.posting_id = p.id
      ) s`,
    )
    .leftJoin('contracts as c', 'c.id', 'p.contract_id')
    .leftJoin('jobs as j', 'j.id', 'c.job_id')
    .leftJoin('milestones as m', 'm.id', 'p.milestone_id')
    .leftJoin('users as uc', 'uc.id', 'c.manager_id')
    .leftJoin('users as uf', 'uf.id', db.raw('coalesce(c.freelancer_id, s.party_id)'))
    .select(
      'p.id',
      'p.uuid',
      'p.kind',
      'p.created_at',
      'p.contract_id',
      'j.title as job_title',
      'p.milestone_id',
      'm.description as milestone',
      's.amount_cents',
      's.fee_cents',
      db.raw(`case when p.kind = 'fund' and m.escrow_cents > 0 then 'held' else 'completed' end as status`),
      'uc.id as client_id',
      'uc.first_name as client_first',
      'uc.last_name as client_last',
      'uc.email as client_email',
      'uc.company_name as client_company',
      'uf.id as freelancer_id',
      'uf.first_name as freelancer_first',
      'uf.last_name as freelancer_last',
      'uf.email as freelancer_email',
    )
    .as('t');
}

/**
 * Whose postings a list reads: the admin's, all of them; staff's (staffMoney), those of clients'
 * contracts only (no withdrawal or payout).
 */
export type PostingScope = 'all' | 'contracts';

/** The postings the filters select (dates inclusive in the zone; the client's name or company, in part). */
function filtered(db: Knex, filters: Filters, scope: PostingScope = 'all') {
  const query = db.from(postings(db));
  if (scope === 'contracts') void query.whereNotNull('t.contract_id');
  withinDays(db, query, 't.created_at', { start: filters.start_date, end: filters.end_date }, filters.zone);
  if (filters.transaction_type) query.where('t.kind', filters.transaction_type);
  if (filters.status_type) query.where('t.status', filters.status_type);
  if (filters.client_name) {
    const pattern = containing(filters.client_name);
    query.where((where) => {
      void where
        .whereRaw(`(t.client_first || ' ' || t.client_last) ilike ?`, [pattern])
        .orWhereRaw('t.client_company ilike ?', [pattern]);
    });
  }
  return query;
}

const idOrNull = (value: Value) => (value === null ? null : Number(value));

function party(id: Value, first: string | null, last: string | null, email: string | null): AdminParty | null {
  if (id === null) return null;
  return { id: Number(id), name: `${first ?? ''} ${last ?? ''}`.trim(), email: email ?? '' };
}

function toTransaction(row: Row): AdminTransaction {
  return {
    id: Number(row.id),
    reference: row.uuid,
    created_at: iso(row.created_at),
    kind: row.kind,
    status: row.status,
    client: party(row.client_id, row.client_first, row.client_last, row.client_email),
    freelancer: party(row.freelancer_id, row.freelancer_first, row.freelancer_last, row.freelancer_email),
    contract_id: idOrNull(row.contract_id),
    job_title: row.job_title,
    milestone_id: idOrNull(row.milestone_id),
    milestone: row.milestone,
    amount_cents: Number(row.amount_cents ?? 0),
    fee_cents: Number(row.fee_cents ?? 0),
  };
}

/**
 * `GET /admins/get_transaction_history` (spec document 2, section 7: start_date, end_date,
 * transaction_type, client_name, status_type; paging ours): a page of every ledger posting across
 * the marketplace, newest first.
 */
export async function adminTransactionHistory(
  db: Knex,
  query: Filters & { page?: number | undefined; per_page?: number | undefined },
  scope: PostingScope = 'all',
): Promise<AdminTransactionList> {
  const paging = pageOf(query, adminReportLimits.transactionsPerPage);
  const [rows, total] = await Promise.all([
    filtered(db, query, scope).select<Row[]>('t.*').orderBy('t.id', 'desc').limit(paging.limit).offset(paging.offset),
    filtered(db, query, scope).first<{ count: Value } | undefined>(db.raw('count(*) as count')),
  ]);
  return pageAnswer(rows.map(toTransaction), Number(total?.count ?? 0), paging);
}

/** One posting as the list shows it, when the scope reads it (undefined otherwise). */
export async function postingOf(db: Knex, id: number, scope: PostingScope): Promise<AdminTransaction | undefined> {
  const query = db.from(postings(db)).where('t.id', id);
  if (scope === 'contracts') void query.whereNotNull('t.contract_id');
  const row = await query.first<Row | undefined>('t.*');
  return row ? toTransaction(row) : undefined;
}

const BATCH = 500;

/** The CSV's rows, read from the database a batch at a time (newest first, by id) as the client takes them. */
async function* csvLines(db: Knex, filters: Filters, scope: PostingScope): AsyncGenerator<string> {
  yield csvRow(adminCsvColumns.transactions);
  let before: number | undefined;
  for (;;) {
    const query = filtered(db, filters, scope).select<Row[]>('t.*').orderBy('t.id', 'desc').limit(BATCH);
    if (before !== undefined) query.where('t.id', '<', before);
    const rows = await query;
    if (rows.length === 0) return;
    let chunk = '';
    for (const transaction of rows.map(toTransaction)) {
      chunk += csvRow([
        transaction.id,
        transaction.created_at,
        transaction.kind,
        transaction.status,
        transaction.client?.name,
        transaction.client?.email,
        transaction.freelancer?.name,
        transaction.freelancer?.email,
        transaction.contract_id,
        transaction.job_title,
        transaction.milestone_id,
        transaction.milestone,
        centsToDollars(transaction.amount_cents),
        centsToDollars(transaction.fee_cents),
        transaction.reference,
      ]);
    }
    yield chunk;
    if (rows.length < BATCH) return;
    before = Number(rows.at(-1)?.id);
  }
}

/**
 * `GET /admins/get_transaction_history/export.csv` (ours): every posting the same filters select,
 * streamed out a batch at a time (RFC 4180; cells that a spreadsheet would run as a formula are
 * defused with a leading ').
 */
export function adminTransactionHistoryCsv(
  db: Knex,
  filters: Filters,
  scope: PostingScope = 'all',
): Promise<FileAnswer> {
  return Promise.resolve({
    body: Readable.from(csvLines(db, filters, scope)),
    contentType: 'text/csv',
    headers: csvHeaders(adminCsvNames.transactions),
  });
}

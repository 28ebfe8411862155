import { Readable } from 'node:stream';
import {
  centsToDollars,
  errorCodes,
  paymentServerMessages,
  transactionCsvColumns,
  type ResponseOf,
  type Transaction,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Auth } from '../../auth/sessions.ts';
import { AppError } from '../../http/errors.ts';
import { csvCell } from '../../http/csv.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import type { FileAnswer } from '../../http/route.ts';
import { iso } from '../proposals/shared.ts';

interface LineRow {
  id: string | number;
  posting_id: string | number;
  posting_uuid: string;
  kind: Transaction['kind'];
  account: Transaction['account'];
  amount_cents: string | number;
  contract_id: string | number | null;
  milestone_id: string | number | null;
  payment_request_id: string | number | null;
  job_title: string | null;
  created_at: Date | string;
}

const idOrNull = (value: string | number | null) => (value === null ? null : Number(value));

function toTransaction(row: LineRow): Transaction {
  return {
    id: Number(row.id),
    posting_uuid: row.posting_uuid,
    kind: row.kind,
    account: row.account,
    amount_cents: Number(row.amount_cents),
    contract_id: idOrNull(row.contract_id),
    milestone_id: idOrNull(row.milestone_id),
    payment_request_id: idOrNull(row.payment_request_id),
    job_title: row.job_title,
    created_at: iso(row.created_at),
  };
}

/** The user's own lines (their escrow, available and pending-withdrawal accounts), newest first. */
function linesOf(db: Knex, userId: number) {
  return db('ledger_lines as l')
    .join('ledger_accounts as a', 'a.id', 'l.account_id')
    .join('ledger_postings as p', 'p.id', 'l.posting_id')
    .leftJoin('contracts as c', 'c.id', 'p.contract_id')
    .leftJoin('jobs as j', 'j.id', 'c.job_id')
    .where('a.user_id', userId);
}

const columns = [
  'l.id',
  'l.posting_id',
  'p.uuid as posting_uuid',
  'p.kind',
  'a.kind as account',
  'l.amount_cents',
  'p.contract_id',
  'p.milestone_id',
  'p.payment_request_id',
  'j.title as job_title',
  'p.created_at',
];

/** `GET /transaction_history`: a page of the user's ledger lines (spec: records, current_page, total_count). */
export async function transactionHistory(
  db: Knex,
  auth: Auth,
  query: { page?: number | undefined; per_page?: number | undefined },
): Promise<ResponseOf<'transactionHistory'>> {
  const paging = pageOf(query, 10);
  const [rows, count] = await Promise.all([
    linesOf(db, auth.user.id).select(columns).orderBy('l.id', 'desc').limit(paging.limit).offset(paging.offset),
    linesOf(db, auth.user.id).first<{ count: string }>(db.raw('count(*) as count')),
  ]);
  return pageAnswer((rows as LineRow[]).map(toTransaction), Number(count.count), paging);
}

/**
 * `GET /transaction_history/{id}`: one of the user's lines (anyone else's: 404) with its posting's
 * gross (what moved), the service or withdrawal fee the platform took, and the net.
 */
export async function transactionDetails(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'transactionDetails'>> {
  const row = await linesOf(db, auth.user.id).where('l.id', id).first<LineRow | undefined>(columns);
  if (!row) throw new AppError(404, errorCodes.notFound, paymentServerMessages.transactionNotFound);
  const sums = await db('ledger_lines as l')
    .join('ledger_accounts as a', 'a.id', 'l.account_id')
    .where('l.posting_id', row.posting_id)
    .first<{ gross: string | null; fee: string | null }>(
      db.raw('sum(case when l.amount_cents > 0 then l.amount_cents else 0 end) as gross'),
      db.raw("sum(case when a.kind = 'fees' then l.amount_cents else 0 end) as fee"),
    );
  const gross = Number(sums.gross ?? 0);
  const fee = Number(sums.fee ?? 0);
  return { transaction: toTransaction(row), gross_cents: gross, fee_cents: fee, net_cents: gross - fee };
}

/** `GET /transaction_history/export.csv`: every one of the user's transactions, newest first. */
export async function transactionHistoryCsv(db: Knex, auth: Auth): Promise<FileAnswer> {
  const rows = (await linesOf(db, auth.user.id).select(columns).orderBy('l.id', 'desc')) as LineRow[];
  const lines = [transactionCsvColumns.join(',')];
  for (const transaction of rows.map(toTransaction)) {
    lines.push(
      [
        transaction.id,
        transaction.created_at,
        transaction.kind,
        transaction.account,
        centsToDollars(transaction.amount_cents),
        transaction.contract_id,
        transaction.milestone_id,
        transaction.payment_request_id,
        transaction.job_title,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  const bytes = Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
  return {
    body: Readable.from([bytes]),
    contentType: 'text/csv',
    size: bytes.length,
    headers: {
      'Content-Disposition': 'attachment; filename="transactions.csv"',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-cache',
    },
  };
}

import {
  staffMoneyLimits,
  staffMoneyServerMessages,
  type AdminParty,
  type PaymentRequestStatus,
  type PaymentScheduleStage,
  type ResponseOf,
  type staffTransactionFiltersSchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { Auth } from '../../auth/sessions.ts';
import { pageOf } from '../../http/paging.ts';
import type { FileAnswer } from '../../http/route.ts';
import { containing } from '../adminReports/range.ts';
import {
  adminTransactionHistory,
  adminTransactionHistoryCsv,
  postingOf,
} from '../adminReports/transactions.service.ts';
import { paymentRequestPage } from '../payments/paymentRequests.service.ts';
import { schedulePage, toItem } from '../payments/schedule.service.ts';
import { notFound } from '../proposals/shared.ts';
import { roleHolds } from '../roles/roles.repository.ts';
import { fullName, fullNameSql } from '../../db/names.ts';

type Filters = z.output<typeof staffTransactionFiltersSchema>;
type Paged = { page?: number | undefined; per_page?: number | undefined };

/** Keeps the rows whose client (`clientColumn`, a users.id) is named so, or whose company is, in part. */
function whereClientNamed(db: Knex, query: Knex.QueryBuilder, clientColumn: string, search: string | undefined) {
  if (!search) return;
  const pattern = containing(search);
  void query.whereExists(
    db('users as cl')
      .whereRaw(`cl.id = ${clientColumn}`)
      .where((where) => {
        void where.whereRaw(`${fullNameSql('cl')} ilike ?`, [pattern]).orWhereRaw('cl.company_name ilike ?', [pattern]);
      }),
  );
}

/** The named users in full (staff read names as an admin does), by id. */
async function partiesById(db: Knex, ids: readonly number[]): Promise<Map<number, AdminParty>> {
  if (ids.length === 0) return new Map();
  const rows = await db('users')
    .whereIn('id', [...new Set(ids)])
    .select<Array<{ id: string | number; first_name: string; last_name: string; email: string }>>(
      'id',
      'first_name',
      'last_name',
      'email',
    );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { id: Number(row.id), name: fullName(row.first_name, row.last_name), email: row.email },
    ]),
  );
}

function partyOf(parties: Map<number, AdminParty>, id: number): AdminParty {
  return parties.get(id) ?? { id, name: '', email: '' };
}

/**
 * `GET /staff/payment_requests` (ours, staff /review-pay): every client's requests as the manager's
 * list shows them ('Payment Requested' first, then newest; the fee breakdown, the documents), with
 * the client in full, and whether the caller's role may answer them.
 */
export async function staffPaymentRequests(
  db: Knex,
  auth: Auth,
  query: Paged & { status?: PaymentRequestStatus | undefined; search?: string | undefined },
): Promise<ResponseOf<'staffPaymentRequests'>> {
  const base = db('payment_requests as r');
  if (query.status) void base.where('r.status', query.status);
  whereClientNamed(db, base, 'r.manager_id', query.search);
  const [page, canAnswer] = await Promise.all([
    paymentRequestPage(db, base, pageOf(query, staffMoneyLimits.paymentRequestsPerPage)),
    roleHolds(db, auth.user.role, 'staff.payments.approve'),
  ]);
  const clients = await partiesById(
    db,
    page.records.map((request) => request.manager_id),
  );
  return {
    ...page,
    records: page.records.map((request) => ({ ...request, client: partyOf(clients, request.manager_id) })),
    can_answer: canAnswer,
  };
}

/** `GET /staff/transactions` (ours, staff /transactions): the admin's list over clients' contracts only. */
export function staffTransactions(db: Knex, query: Filters & Paged): Promise<ResponseOf<'staffTransactions'>> {
  return adminTransactionHistory(
    db,
    { ...query, per_page: query.per_page ?? staffMoneyLimits.transactionsPerPage },
    'contracts',
  );
}

/** `GET /staff/transactions/export.csv` (ours): every posting of clients' contracts the filters select. */
export function staffTransactionsCsv(db: Knex, filters: Filters): Promise<FileAnswer> {
  return adminTransactionHistoryCsv(db, filters, 'contracts');
}

/** `GET /staff/transactions/{id}` (ours, /transaction-details/:id): a posting of a client's contract, or 404. */
export async function staffTransaction(db: Knex, id: number): Promise<ResponseOf<'staffTransaction'>> {
  const transaction = await postingOf(db, id, 'contracts');
  if (!transaction) throw notFound(staffMoneyServerMessages.transactionNotFound);
  return { transaction, net_cents: Math.max(0, transaction.amount_cents - transaction.fee_cents) };
}

/**
 * `GET /staff/payments/schedule` (ours, staff /payment-schedule): every client's milestones still
 * to be paid, as the manager's schedule lists theirs, optionally of one client (name or company).
 */
export async function staffPaymentSchedule(
  db: Knex,
  query: Paged & { stage?: PaymentScheduleStage | undefined; search?: string | undefined },
  now = new Date(),
): Promise<ResponseOf<'staffPaymentSchedule'>> {
  const page = await schedulePage(
    db,
    (rows) => {
      whereClientNamed(db, rows, 'c.manager_id', query.search);
    },
    query,
    (row) => ({ row, item: toItem(row, false) }),
    now,
    staffMoneyLimits.schedulePerPage,
  );
  const parties = await partiesById(
    db,
    page.records.flatMap(({ row }) => [Number(row.manager_id), Number(row.freelancer_id)]),
  );
  return {
    ...page,
    records: page.records.map(({ row, item }) => ({
      ...item,
      client: partyOf(parties, Number(row.manager_id)),
      freelancer: partyOf(parties, Number(row.freelancer_id)),
    })),
  };
}

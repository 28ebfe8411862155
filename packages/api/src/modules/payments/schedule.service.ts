import {
  addCalendarDays,
  autoReleaseAt,
  paymentScheduleDueSoonDays,
  serviceFeeFor,
  type PaymentScheduleItem,
  type PaymentScheduleStage,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Auth } from '../../auth/sessions.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { iso } from '../proposals/shared.ts';
import { billedColumn } from './billed.ts';
import { shortNameSql } from '../../db/names.ts';

export interface ScheduledRow {
  milestone_id: string | number;
  milestone_description: string;
  contract_id: string | number;
  manager_id: string | number;
  freelancer_id: string | number;
  job_title: string;
  freelancer_name: string;
  manager_name: string;
  due_date: string;
  stage: PaymentScheduleStage;
  amount_cents: string | number;
  escrow_cents: string | number;
  request_id: string | number | null;
  request_amount_cents: string | number | null;
  requested_at: Date | string | null;
  response_message: string | null;
  /** What the pair has billed so far, as a release counts it (`billed.ts`). */
  billed_cents: string | number;
}

interface TotalsRow {
  in_escrow: string | number | null;
  to_fund: string | number | null;
  in_review: string | number | null;
  due_soon: string | number | null;
}

/** The milestone's latest request (by id, as request_payment judges "latest"). */
const latestRequest = `left join lateral (
  select r.id, r.status, r.amount_cents, r.created_at, r.response_message
  from payment_requests r where r.milestone_id = m.id order by r.id desc limit 1
) lr on true`;

const stageOf = `case
  when m.status = 'created' then 'to_fund'
  when lr.status = 'Payment Requested' then 'in_review'
  when lr.status = 'changes_requested' then 'changes_requested'
  else 'funded' end`;

/**
 * The caller's scheduled milestones, one row each: not funded yet on an active contract, or
 * holding escrow (funded, in review or sent back; on an ended contract only a request still in
 * review keeps escrow, settlement returned the rest). Released and refunded ones are done.
 */
function scheduled(db: Knex, restrict: (rows: Knex.QueryBuilder) => void) {
  const rows = db('milestones as m').join('contracts as c', 'c.id', 'm.contract_id').joinRaw(latestRequest);
  restrict(rows);
  void rows
    .where((where) => {
      void where
        .where((created) => {
          void created.where('m.status', 'created').andWhere('c.status', 'active');
        })
        .orWhere((funded) => {
          void funded.where('m.status', 'funded').andWhere('m.escrow_cents', '>', 0);
        });
    })
    .select(
      'm.id as milestone_id',
      'm.description as milestone_description',
      'm.contract_id',
      'c.manager_id',
      'c.freelancer_id',
      'c.job_id',
      'm.due_date as due_day',
      db.raw("to_char(m.due_date, 'YYYY-MM-DD') as due_date"),
      'm.amount_cents',
      'm.escrow_cents',
      db.raw(`${stageOf} as stage`),
      'lr.id as request_id',
      'lr.amount_cents as request_amount_cents',
      'lr.created_at as requested_at',
      'lr.response_message',
    );
  return db.from(rows.as('s'));
}

export function toItem(row: ScheduledRow, isFreelancer: boolean): PaymentScheduleItem {
  const escrow = Number(row.escrow_cents);
  const amount = Number(row.amount_cents);
  const hasRequest = row.stage === 'in_review' || row.stage === 'changes_requested';
  const requested = hasRequest ? Number(row.request_amount_cents) : 0;
  const next = hasRequest ? Math.min(requested, escrow) : row.stage === 'to_fund' ? amount : escrow;
  const fee = serviceFeeFor(next, Number(row.billed_cents));
  const requestedAt = row.requested_at === null ? null : iso(row.requested_at);
  return {
    milestone_id: Number(row.milestone_id),
    milestone_description: row.milestone_description,
    contract_id: Number(row.contract_id),
    job_title: row.job_title,
    counterpart_name: isFreelancer ? row.manager_name : row.freelancer_name,
    due_date: row.due_date,
    stage: row.stage,
    amount_cents: amount,
    escrow_cents: escrow,
    next_amount_cents: next,
    service_fee_cents: fee.feeCents,
    receive_cents: fee.receiveCents,
    request:
      hasRequest && requestedAt !== null
        ? {
            id: Number(row.request_id),
            amount_cents: requested,
            requested_at: requestedAt,
            // The same figure the auto-release job waits (`autoReleaseDelayMs`).
            auto_release_at: row.stage === 'in_review' ? autoReleaseAt(requestedAt).toISOString() : null,
            response_message: row.response_message ?? '',
          }
        : null,
  };
}

/**
 * `GET /payments/schedule` (ours, /payment-schedule): the caller's milestones still to be paid, on
 * their own contracts only (the freelancer's or the manager's side of `contracts`), oldest due
 * date first, optionally of one stage; each with its next payment's split (`serviceFeeFor`, billed
 * so far between the pair) and, in review, the day the auto-release job would release it. The
 * totals cover all of them whatever the stage filter; "due soon" is what is still to be paid of
 * the milestones due by today (UTC) + 30 days, overdue ones included.
 */
export function paymentSchedule(
  db: Knex,
  auth: Auth,
  query: { page?: number | undefined; per_page?: number | undefined; stage?: PaymentScheduleStage | undefined },
  now = new Date(),
): Promise<ResponseOf<'paymentSchedule'>> {
  const isFreelancer = auth.user.role === 'freelancer';
  const party = isFreelancer ? 'c.freelancer_id' : 'c.manager_id';
  return schedulePage(
    db,
    (rows) => void rows.where(party, auth.user.id),
    query,
    (row) => toItem(row, isFreelancer),
    now,
  );
}

/**
 * A page of the scheduled milestones `restrict` keeps (a `where` on `milestones as m` joined to
 * `contracts as c`), with the totals over all of them whatever the stage: the caller's own, or
 * (staffMoney) every client's. Each row becomes a record through `toRecord`.
 */
export async function schedulePage<T>(
  db: Knex,
  restrict: (rows: Knex.QueryBuilder) => void,
  query: { page?: number | undefined; per_page?: number | undefined; stage?: PaymentScheduleStage | undefined },
  toRecord: (row: ScheduledRow) => T,
  now: Date,
  perPage = 10,
): Promise<Omit<ResponseOf<'paymentSchedule'>, 'records'> & { records: T[] }> {
  const paging = pageOf(query, perPage);
  const today = now.toISOString().slice(0, 10);
  const dueSoonUntil = addCalendarDays(today, paymentScheduleDueSoonDays);
  const all = scheduled(db, restrict);
  const filtered = query.stage ? all.clone().where('s.stage', query.stage) : all.clone();
  const [rows, count, totals] = await Promise.all([
    filtered
      .clone()
      .join('jobs as j', 'j.id', 's.job_id')
      .join('users as f', 'f.id', 's.freelancer_id')
      .join('users as pm', 'pm.id', 's.manager_id')
      .select(
        's.*',
        'j.title as job_title',
        db.raw(`${shortNameSql('f')} as freelancer_name`),
        db.raw(`${shortNameSql('pm')} as manager_name`),
        billedColumn(db, 's.manager_id', 's.freelancer_id'),
      )
      .orderBy([
        { column: 's.due_day', order: 'asc' },
        { column: 's.milestone_id', order: 'asc' },
      ])
      .limit(paging.limit)
      .offset(paging.offset) as Promise<ScheduledRow[]>,
    filtered.clone().first<{ count: string | number }>(db.raw('count(*) as count')),
    all
      .clone()
      .first<TotalsRow>(
        db.raw('sum(s.escrow_cents) as in_escrow'),
        db.raw("sum(case when s.stage = 'to_fund' then s.amount_cents else 0 end) as to_fund"),
        db.raw("sum(case when s.stage = 'in_review' then s.request_amount_cents else 0 end) as in_review"),
        db.raw(
          "sum(case when s.due_day <= ?::date then (case when s.stage = 'to_fund' then s.amount_cents else s.escrow_cents end) else 0 end) as due_soon",
          [dueSoonUntil],
        ),
      ),
  ]);
  return {
    ...pageAnswer(rows.map(toRecord), Number(count.count), paging),
    totals: {
      in_escrow_cents: Number(totals.in_escrow ?? 0),
      to_fund_cents: Number(totals.to_fund ?? 0),
      in_review_cents: Number(totals.in_review ?? 0),
      due_soon_cents: Number(totals.due_soon ?? 0),
    },
    today,
    due_soon_until: dueSoonUntil,
  };
}

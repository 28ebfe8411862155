import {
  autoReleaseDelayMs,
  centsToDollars,
  blockingRequestStatuses,
  dollarsToCents,
  paymentServerMessages,
  serviceFeeFor,
  type approvePaymentRequestSchema,
  type MilestoneStatus,
  type PaymentRequest,
  type PaymentRequestListItem,
  type PaymentRequestStatus,
  type requestChangesRequestSchema,
  type requestPaymentRequestSchema,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Auth } from '../../auth/sessions.ts';
import { validationError } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { conflict, iso, isoOrNull, notFound } from '../proposals/shared.ts';
import { billedBetween } from './billed.ts';
import { post } from './ledger.ts';
import { settleEndedContract } from './settlement.service.ts';
import { shortNameSql } from '../../db/names.ts';

interface RequestRow {
  id: string | number;
  uuid: string;
  contract_id: string | number;
  milestone_id: string | number;
  freelancer_id: string | number;
  manager_id: string | number;
  amount_cents: string | number;
  request_message: string;
  document_upload_ids: string[] | string;
  status: PaymentRequestStatus;
  released_cents: string | number;
  fee_cents: string | number;
  response_message: string;
  created_at: Date | string;
  answered_at: Date | string | null;
}

interface LockedMilestone {
  id: string | number;
  contract_id: string | number;
  status: MilestoneStatus;
  amount_cents: string;
  escrow_cents: string;
  released_cents: string;
}

export function toPaymentRequest(row: RequestRow): PaymentRequest {
  const released = Number(row.released_cents);
  const fee = Number(row.fee_cents);
  const documents =
    typeof row.document_upload_ids === 'string'
      ? (JSON.parse(row.document_upload_ids) as string[])
      : row.document_upload_ids;
  return {
    id: Number(row.id),
    uuid: row.uuid,
    contract_id: Number(row.contract_id),
    milestone_id: Number(row.milestone_id),
    freelancer_id: Number(row.freelancer_id),
    manager_id: Number(row.manager_id),
    amount_requested: centsToDollars(Number(row.amount_cents)),
    amount_requested_cents: Number(row.amount_cents),
    request_message: row.request_message,
    document_upload_ids: documents,
    status: row.status,
    released_cents: released,
    fee_cents: fee,
    net_cents: released - fee,
    response_message: row.response_message,
    created_at: iso(row.created_at),
    answered_at: isoOrNull(row.answered_at),
  };
}

const milestoneNotFound = () => notFound(paymentServerMessages.milestoneNotFound);
const requestNotFound = () => notFound(paymentServerMessages.requestNotFound);

async function requestRow(trx: Knex, id: number): Promise<PaymentRequest> {
  const row = await trx('payment_requests').where({ id }).first<RequestRow>();
  return toPaymentRequest(row);
}

/**
 * `POST /payments/request_payment` (FREELANCER_SUBMIT_WORK): the contract's freelancer asks for
 * (part of) a funded milestone's escrow. On the locked contract then the locked milestone: the
 * milestone must be funded, hold at least the amount, and its latest request must not be
 * requested or approved (spec document 2, section 4); the documents must be the freelancer's own
 * uploads. The request starts as 'Payment Requested'.
 */
export async function requestPayment(
  db: Knex,
  auth: Auth,
  body: z.output<typeof requestPaymentRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'requestPayment'>> {
  return db.transaction(async (trx) => {
    const contract = await trx('contracts')
      .where({ id: body.contract_id, freelancer_id: auth.user.id })
      .forUpdate()
      .first<{ id: string; manager_id: string; status: string } | undefined>('id', 'manager_id', 'status');
    if (!contract) throw milestoneNotFound();
    const milestone = await trx('milestones')
      .where({ id: body.milestone_id, contract_id: body.contract_id })
      .forUpdate()
      .first<LockedMilestone | undefined>();
    if (!milestone) throw milestoneNotFound();
    if (contract.status !== 'active') throw conflict(paymentServerMessages.contractNotActive);
    if (milestone.status === 'created') throw conflict(paymentServerMessages.notFunded);
    const latest = await trx('payment_requests')
      .where({ milestone_id: milestone.id })
      .orderBy('id', 'desc')
      .first<{ status: string } | undefined>('status');
    if (latest && (blockingRequestStatuses as readonly string[]).includes(latest.status)) {
      throw conflict(paymentServerMessages.alreadyRequested);
    }
    const amountCents = dollarsToCents(body.amount_requested) ?? 0;
    if (amountCents > Number(milestone.escrow_cents)) {
      throw validationError({ amount_requested: paymentServerMessages.amountAboveEscrow });
    }
    const documents = [...new Set(body.document_upload_ids)];
    if (documents.length > 0) {
      const owned = await trx('uploads').where({ user_id: auth.user.id }).whereIn('id', documents).pluck('id');
      if (owned.length !== documents.length) {
        throw validationError({ document_upload_ids: paymentServerMessages.documentNotFound });
      }
    }
    const [inserted] = await trx('payment_requests')
      .insert({
        contract_id: body.contract_id,
        milestone_id: body.milestone_id,
        freelancer_id: auth.user.id,
        manager_id: contract.manager_id,
        amount_cents: amountCents,
        request_message: body.request_message,
        document_upload_ids: JSON.stringify(documents),
        created_at: now,
      })
      .returning<Array<{ id: string | number }>>('id');
    return { payment_request: await requestRow(trx, Number(inserted?.id)) };
  });
}

/**
 * Who answers a payment request: its manager on their own call, or staff on the client's behalf
 * (issue 19). The answer, its ledger posting and its settlement are the same code for both.
 */
export interface RequestAnswerer {
  /** The ledger's actor: the manager, or the staff user acting for them. */
  actorId: number;
  /** Only this manager's requests (another's is not found); null: any client's (staff). */
  managerId: number | null;
  /** Runs in the answer's transaction once it is written (staff: the audit row); a throw undoes all. */
  after?: (trx: Knex.Transaction, answered: PaymentRequest) => Promise<void>;
}

/** The manager answering their own request. */
const asManager = (auth: Auth): RequestAnswerer => ({ actorId: auth.user.id, managerId: auth.user.id });

/**
 * The request, its contract and its milestone, locked in that order (contract, milestone, request,
 * as every money write on a contract), when the answerer may answer it and it is still waiting.
 */
async function lockForAnswer(trx: Knex.Transaction, requestId: number, managerId: number | null) {
  const found = await trx('payment_requests')
    .where(managerId === null ? { id: requestId } : { id: requestId, manager_id: managerId })
    .first<{ contract_id: string; milestone_id: string } | undefined>('contract_id', 'milestone_id');
  if (!found) throw requestNotFound();
  const contract = await trx('contracts')
    .where({ id: found.contract_id })
    .forUpdate()
    .first<{ id: string; status: string }>('id', 'status');
  const milestone = await trx('milestones').where({ id: found.milestone_id }).forUpdate().first<LockedMilestone>();
  const request = await trx('payment_requests').where({ id: requestId }).forUpdate().first<RequestRow>();
  if (request.status !== 'Payment Requested') throw conflict(paymentServerMessages.requestAnswered);
  return { request, milestone, contract };
}

/**
 * Releases `amountCents` of a requested payment: escrow → the freelancer's available balance less
 * the service fee (spec document 2, section 9: 5%, 2.5% once billing with that client exceeds
 * $500, split at the threshold) → the platform's fees, one balanced posting. Used by the
 * manager's approval and by the auto-release; the caller holds the locks.
 */
export async function releaseRequest(
  trx: Knex.Transaction,
  request: RequestRow,
  milestone: LockedMilestone,
  amountCents: number,
  actorId: number | null,
  now: Date,
): Promise<void> {
  const managerId = Number(request.manager_id);
  const freelancerId = Number(request.freelancer_id);
  const { feeCents, receiveCents } = serviceFeeFor(amountCents, await billedBetween(trx, managerId, freelancerId));
  await post(trx, {
    kind: 'release',
    contractId: Number(request.contract_id),
    milestoneId: Number(milestone.id),
    paymentRequestId: Number(request.id),
    actorId,
    lines: [
      {
        account: { kind: 'escrow', userId: managerId, contractId: Number(request.contract_id) },
        amountCents: -amountCents,
      },
      ...(receiveCents > 0
        ? [{ account: { kind: 'available' as const, userId: freelancerId }, amountCents: receiveCents }]
        : []),
      ...(feeCents > 0 ? [{ account: { kind: 'fees' as const }, amountCents: feeCents }] : []),
    ],
  });
  const escrowLeft = Number(milestone.escrow_cents) - amountCents;
  const released = Number(milestone.released_cents) + amountCents;
  await trx('milestones')
    .where({ id: milestone.id })
    .update({
      escrow_cents: escrowLeft,
      released_cents: released,
      status: escrowLeft === 0 ? 'released' : 'funded',
    });
  await trx('payment_requests')
    .where({ id: request.id })
    .update({ status: 'approved', released_cents: amountCents, fee_cents: feeCents, answered_at: now });
}

/**
 * `POST /payments/approve_payment`: the manager releases the request, or a part of it (partial
 * release; the rest stays in escrow). Two approvals at once: the second waits on the locks and
 * finds the request answered (409).
 */
export function approvePayment(
  db: Knex,
  payments: PaymentProvider,
  auth: Auth,
  body: z.output<typeof approvePaymentRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'approvePayment'>> {
  return answerWithApproval(db, payments, asManager(auth), body.payment_request_id, body.amount, now);
}

/**
 * The approval of request `requestId` by `answerer` (the manager's own, or staff's for them): all
 * of it (`amount` undefined) or `amount` dollars, released from escrow on the locked rows; on an
 * ended contract the rest settles back to the client. `answerer.after` runs in the transaction.
 */
export async function answerWithApproval(
  db: Knex,
  payments: PaymentProvider,
  answerer: RequestAnswerer,
  requestId: number,
  amount: string | undefined,
  now = new Date(),
): Promise<{ payment_request: PaymentRequest }> {
  return db.transaction(async (trx) => {
    const { request, milestone, contract } = await lockForAnswer(trx, requestId, answerer.managerId);
    const requested = Number(request.amount_cents);
    const amountCents = amount === undefined ? requested : (dollarsToCents(amount) ?? 0);
    if (amountCents > requested || amountCents > Number(milestone.escrow_cents)) {
      throw validationError({ amount: paymentServerMessages.amountAboveEscrow });
    }
    await releaseRequest(trx, request, milestone, amountCents, answerer.actorId, now);
    // On an ended contract, what a partial release left in escrow goes back to the client.
    if (contract.status !== 'active') await settle(trx, payments, request, answerer.actorId);
    return answered(trx, answerer, Number(request.id));
  });
}

/** The request as answered, after the answerer's own step (in the same transaction). */
async function answered(trx: Knex.Transaction, answerer: RequestAnswerer, id: number) {
  const paymentRequest = await requestRow(trx, id);
  await answerer.after?.(trx, paymentRequest);
  return { payment_request: paymentRequest };
}

/** The settlement of the request's ended contract (`settleEndedContract`). */
function settle(trx: Knex.Transaction, payments: PaymentProvider, request: RequestRow, actorId: number) {
  return settleEndedContract(trx, payments, {
    contractId: Number(request.contract_id),
    managerId: Number(request.manager_id),
    actorId,
  });
}

/** `POST /payments/request_changes`: back to the freelancer with the manager's message; nothing moves. */
export function requestChanges(
  db: Knex,
  payments: PaymentProvider,
  auth: Auth,
  body: z.output<typeof requestChangesRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'requestChanges'>> {
  return answerWithChanges(db, payments, asManager(auth), body.payment_request_id, body.message, now);
}

/**
 * Request `requestId` sent back to the freelancer with `message` by `answerer` (the manager's own,
 * or staff's for them); on an ended contract the amount held for it settles back to the client.
 */
export async function answerWithChanges(
  db: Knex,
  payments: PaymentProvider,
  answerer: RequestAnswerer,
  requestId: number,
  message: string,
  now = new Date(),
): Promise<{ payment_request: PaymentRequest }> {
  return db.transaction(async (trx) => {
    const { request, contract } = await lockForAnswer(trx, requestId, answerer.managerId);
    await trx('payment_requests')
      .where({ id: request.id })
      .update({ status: 'changes_requested', response_message: message, answered_at: now });
    // On an ended contract the freelancer cannot submit again: the amount held for it goes back.
    if (contract.status !== 'active') await settle(trx, payments, request, answerer.actorId);
    return answered(trx, answerer, Number(request.id));
  });
}

/**
 * The auto-release (issue 17): requests still 'Payment Requested' `autoReleaseDays` after they were
 * made are released in full, by the platform (no actor), each in its own transaction. A contract
 * someone else holds (an approval under way, another worker) is skipped (SKIP LOCKED) and judged
 * again on the next run; under the locks the request's status is checked again, so each request
 * is released exactly once however many workers run. `now` is the caller's clock (tests choose it).
 */
export async function autoReleaseDue(
  db: Knex,
  { now, batch = 100 }: { now: Date; batch?: number },
): Promise<{ released: number; skipped: number }> {
  // The schedule shows the same instant (`autoReleaseAt`): one figure, `autoReleaseDelayMs`.
  const dueBefore = new Date(now.getTime() - autoReleaseDelayMs);
  const due = await db('payment_requests')
    .where({ status: 'Payment Requested' })
    .andWhere('created_at', '<=', dueBefore)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .limit(batch)
    .select<Array<{ id: string; contract_id: string; milestone_id: string }>>('id', 'contract_id', 'milestone_id');
  let released = 0;
  let skipped = 0;
  for (const candidate of due) {
    const done = await db.transaction(async (trx) => {
      const contract = await trx('contracts')
        .where({ id: candidate.contract_id })
        .forUpdate()
        .skipLocked()
        .first<{ id: string } | undefined>('id');
      if (!contract) return false;
      const milestone = await trx('milestones')
        .where({ id: candidate.milestone_id })
        .forUpdate()
        .first<LockedMilestone>();
      const request = await trx('payment_requests').where({ id: candidate.id }).forUpdate().first<RequestRow>();
      if (request.status !== 'Payment Requested' || new Date(request.created_at) > dueBefore) return false;
      const amountCents = Math.min(Number(request.amount_cents), Number(milestone.escrow_cents));
      if (amountCents <= 0) return false;
      await releaseRequest(trx, request, milestone, amountCents, null, now);
      return true;
    });
    if (done) released += 1;
    else skipped += 1;
  }
  return { released, skipped };
}

type ListedRow = RequestRow & {
  job_title: string;
  milestone_description: string;
  freelancer_name: string;
  manager_name: string;
};

/**
 * `GET /payments/requests` (ours, for /review-pay and the freelancer's view): the manager's requests
 * on their contracts, or the freelancer's own, never anyone else's; 'Payment Requested' first, then
 * newest. Each carries its documents' names and the fee breakdown from `serviceFeeFor`: an approved
 * request's release as it was posted, any other what releasing all of it would give now (billed so
 * far between the pair, as the release would count it).
 */
export async function listPaymentRequests(
  db: Knex,
  auth: Auth,
  query: { page?: number | undefined; per_page?: number | undefined; status?: PaymentRequestStatus | undefined },
): Promise<ResponseOf<'paymentRequests'>> {
  const party = auth.user.role === 'freelancer' ? 'r.freelancer_id' : 'r.manager_id';
  const base = db('payment_requests as r').where(party, auth.user.id);
  if (query.status) void base.where('r.status', query.status);
  return paymentRequestPage(db, base, pageOf(query, 10));
}

/**
 * A page of the requests `base` (on `payment_requests as r`) selects, 'Payment Requested' first,
 * then newest, each with its documents and fee breakdown: the manager's and the freelancer's list,
 * and staff's across clients (staffMoney).
 */
export async function paymentRequestPage(
  db: Knex,
  base: Knex.QueryBuilder,
  paging: ReturnType<typeof pageOf>,
): Promise<ResponseOf<'paymentRequests'>> {
  const [rows, count] = await Promise.all([
    base
      .clone()
      .join('milestones as m', 'm.id', 'r.milestone_id')
      .join('contracts as c', 'c.id', 'r.contract_id')
      .join('jobs as j', 'j.id', 'c.job_id')
      .join('users as f', 'f.id', 'r.freelancer_id')
      .join('users as pm', 'pm.id', 'r.manager_id')
      .select(
        'r.*',
        'j.title as job_title',
        'm.description as milestone_description',
        db.raw(`${shortNameSql('f')} as freelancer_name`),
        db.raw(`${shortNameSql('pm')} as manager_name`),
      )
      .orderByRaw("(r.status = 'Payment Requested') desc, r.created_at desc, r.id desc")
      .limit(paging.limit)
      .offset(paging.offset) as Promise<ListedRow[]>,
    base.clone().first<{ count: string | number }>(db.raw('count(*) as count')),
  ]);
  const requests = rows.map((row) => ({ row, request: toPaymentRequest(row) }));
  const documentIds = [...new Set(requests.flatMap(({ request }) => request.document_upload_ids))];
  const names = new Map(
    documentIds.length === 0
      ? []
      : (
          await db('uploads')
            .whereIn('id', documentIds)
            .select<Array<{ id: string; original_name: string }>>('id', 'original_name')
        ).map((upload) => [upload.id, upload.original_name] as const),
  );
  // What each manager–freelancer pair has billed so far, as the release would count it (one query).
  const pairs = requests.map(({ request }) => request);
  const billedRows =
    pairs.length === 0
      ? []
      : await db('payment_requests')
          .whereIn('manager_id', [...new Set(pairs.map((request) => request.manager_id))])
          .whereIn('freelancer_id', [...new Set(pairs.map((request) => request.freelancer_id))])
          .groupBy('manager_id', 'freelancer_id')
          .select<Array<{ manager_id: string | number; freelancer_id: string | number; total: string | number }>>(
            'manager_id',
            'freelancer_id',
            db.raw('sum(released_cents) as total'),
          );
  const billed = new Map(billedRows.map((row) => [`${row.manager_id}:${row.freelancer_id}`, Number(row.total)]));
  const records: PaymentRequestListItem[] = requests.map(({ row, request }) => {
    // Approved: the release as posted; otherwise what releasing all of it would give now.
    const fee =
      request.status === 'approved'
        ? { amountCents: request.released_cents, feeCents: request.fee_cents, receiveCents: request.net_cents }
        : serviceFeeFor(request.amount_requested_cents, billed.get(`${request.manager_id}:${request.freelancer_id}`));
    return {
      ...request,
      job_title: row.job_title,
      milestone_description: row.milestone_description,
      freelancer_name: row.freelancer_name,
      manager_name: row.manager_name,
      // A document whose upload is gone (swept) is left out rather than offered as a dead link.
      documents: request.document_upload_ids.flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
      gross_cents: fee.amountCents,
      service_fee_cents: fee.feeCents,
      receive_cents: fee.receiveCents,
    };
  });
  return pageAnswer(records, Number(count.count), paging);
}

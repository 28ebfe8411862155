import {
  centsToDollars,
  contractServerMessages,
  dollarsToCents,
  milestoneLimits,
  paymentServerMessages,
  type createMilestoneRequestSchema,
  type Milestone,
  type MilestoneStatus,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Auth } from '../../auth/sessions.ts';
import { defaultCardForCharge, providerFailure, providerKey } from '../cards/cards.service.ts';
import { conflict, iso, isoOrNull, notFound } from '../proposals/shared.ts';

interface MilestoneRow {
  id: string | number;
  uuid: string;
  contract_id: string | number;
  description: string;
  amount_cents: string | number;
  due_date: string;
  status: MilestoneStatus;
  escrow_cents: string | number;
  released_cents: string | number;
  refunded_cents: string | number;
  funded_at: Date | string | null;
  created_at: Date | string;
}

interface ContractParties {
  id: string | number;
  manager_id: string | number;
  freelancer_id: string | number;
  job_pay_type: 'hourly' | 'fixed';
  status: 'active' | 'completed';
}

const milestoneColumns = [
  'id',
  'uuid',
  'contract_id',
  'description',
  'amount_cents',
  // A calendar day as written, never through a Date in the server's zone.
  'due_date_text as due_date',
  'status',
  'escrow_cents',
  'released_cents',
  'refunded_cents',
  'funded_at',
  'created_at',
];

function milestones(db: Knex) {
  return db
    .from(db('milestones').select('*', db.raw("to_char(due_date, 'YYYY-MM-DD') as due_date_text")).as('m'))
    .select(milestoneColumns);
}

interface RequestStatusRow {
  id: string | number;
  milestone_id: string | number;
  status: Milestone['payment_requested'][number]['status'];
  amount_cents: string | number;
  created_at: Date | string;
}

/**
 * The milestones' payment requests, newest first (by id, as request_payment judges the latest),
 * by milestone id (the spec's `payment_requested`).
 */
async function requestsOf(db: Knex, milestoneIds: number[]) {
  const byMilestone = new Map<number, Milestone['payment_requested']>();
  if (milestoneIds.length === 0) return byMilestone;
  const rows = await db('payment_requests')
    .whereIn('milestone_id', milestoneIds)
    .orderBy('id', 'desc')
    .select<RequestStatusRow[]>('id', 'milestone_id', 'status', 'amount_cents', 'created_at');
  for (const row of rows) {
    const list = byMilestone.get(Number(row.milestone_id)) ?? [];
    list.push({
      id: Number(row.id),
      status: row.status,
      amount_requested: centsToDollars(Number(row.amount_cents)),
      created_at: iso(row.created_at),
    });
    byMilestone.set(Number(row.milestone_id), list);
  }
  return byMilestone;
}

/** A milestone row as the API answers it, with its requests (none for a milestone just made or funded). */
export function toMilestone(row: MilestoneRow, requests: Milestone['payment_requested'] = []): Milestone {
  const cents = Number(row.amount_cents);
  return {
    id: Number(row.id),
    uuid: row.uuid,
    contract_id: Number(row.contract_id),
    description: row.description,
    deposite_amount: centsToDollars(cents),
    deposite_amount_cents: cents,
    escrow_cents: Number(row.escrow_cents),
    released_cents: Number(row.released_cents),
    refunded_cents: Number(row.refunded_cents),
    due_date: row.due_date,
    status: row.status,
    funded_at: isoOrNull(row.funded_at),
    created_at: iso(row.created_at),
    payment_requested: requests,
  };
}

const contractNotFound = () => notFound(contractServerMessages.contractNotFound);
const milestoneNotFound = () => notFound(paymentServerMessages.milestoneNotFound);

/** The contract, locked, when the user is its manager (anyone else: undefined, a 404 as a missing one). */
async function lockManagersContract(trx: Knex.Transaction, contractId: number, managerId: number) {
  return trx('contracts')
    .where({ id: contractId, manager_id: managerId })
    .forUpdate()
    .first<ContractParties | undefined>('id', 'manager_id', 'freelancer_id', 'job_pay_type', 'status');
}

/** `GET /contracts/{id}/milestones`: to the contract's two parties, in due-date order. */
export async function contractMilestones(
  db: Knex,
  auth: Auth,
  contractId: number,
): Promise<ResponseOf<'contractMilestones'>> {
  const contract = await db('contracts')
    .where({ id: contractId })
    .where((query) => {
      void query.where('manager_id', auth.user.id).orWhere('freelancer_id', auth.user.id);
    })
    .first<{ id: string } | undefined>('id');
  if (!contract) throw contractNotFound();
  return { records: await milestonesOfContract(db, contractId) };
}

/** A contract's milestones in due-date order, each with its payment requests (no access check: the caller's). */
export async function milestonesOfContract(db: Knex, contractId: number): Promise<Milestone[]> {
  const rows = await milestones(db)
    .where({ contract_id: contractId })
    .orderBy([{ column: 'due_date' }, { column: 'id' }]);
  const requests = await requestsOf(
    db,
    (rows as MilestoneRow[]).map((row) => Number(row.id)),
  );
  return (rows as MilestoneRow[]).map((row) => toMilestone(row, requests.get(Number(row.id))));
}

/** `POST /contracts/{id}/milestones`: the manager of an active fixed-price contract adds one. */
export async function createMilestone(
  db: Knex,
  auth: Auth,
  contractId: number,
  body: z.output<typeof createMilestoneRequestSchema>,
): Promise<ResponseOf<'createMilestone'>> {
  return db.transaction(async (trx) => {
    const contract = await lockManagersContract(trx, contractId, auth.user.id);
    if (!contract) throw contractNotFound();
    if (contract.job_pay_type !== 'fixed') throw conflict(paymentServerMessages.notFixedPrice);
    if (contract.status !== 'active') throw conflict(paymentServerMessages.contractNotActive);
    const count = await trx('milestones')
      .where({ contract_id: contractId })
      .first<{ count: string }>(trx.raw('count(*) as count'));
    if (Number(count.count) >= milestoneLimits.maxPerContract) throw conflict(paymentServerMessages.tooManyMilestones);
    const [inserted] = await trx('milestones')
      .insert({
        contract_id: contractId,
        description: body.description,
        amount_cents: dollarsToCents(body.deposite_amount),
        due_date: body.due_date,
      })
      .returning<Array<{ id: string | number }>>('id');
    const row = await milestones(trx).where({ id: inserted?.id }).first<MilestoneRow>();
    return { milestone: toMilestone(row) };
  });
}

/**
 * `POST /milestones/{id}/fund` (idempotent): the manager funds a milestone before the work. On
 * the locked contract then the locked milestone: the provider charges its amount into the
 * contract's escrow (one ledger posting) and the milestone becomes funded, in one transaction. A
 * funded milestone is 409; no card on file is 409 `card_required`; a declined charge is 402 and
 * leaves it as it was. The provider gets a key made from the call's Idempotency-Key, so a retry
 * after a lost answer (or a failed commit) reuses the charge instead of making another.
 */
export async function fundMilestone(
  db: Knex,
  payments: PaymentProvider,
  auth: Auth,
  milestoneId: number,
  idempotencyKey: string,
  now = new Date(),
): Promise<ResponseOf<'fundMilestone'>> {
  const found = await db('milestones')
    .where({ id: milestoneId })
    .first<{ contract_id: string } | undefined>('contract_id');
  if (!found) throw milestoneNotFound();
  return db.transaction(async (trx) => {
    const contract = await lockManagersContract(trx, Number(found.contract_id), auth.user.id);
    if (!contract) throw milestoneNotFound();
    const milestone = await trx('milestones')
      .where({ id: milestoneId })
      .forUpdate()
      .first<{ status: MilestoneStatus; amount_cents: string } | undefined>('status', 'amount_cents');
    if (!milestone) throw milestoneNotFound();
    if (milestone.status !== 'created') throw conflict(paymentServerMessages.alreadyFunded);
    if (contract.status !== 'active') throw conflict(paymentServerMessages.contractNotActive);
    const card = await defaultCardForCharge(trx, payments, auth.user.id);
    const amountCents = Number(milestone.amount_cents);
    try {
      await payments.fundEscrow(trx, {
        managerId: auth.user.id,
        contractId: Number(contract.id),
        milestoneId,
        amountCents,
        card,
        idempotencyKey: providerKey('fund', auth.user.id, idempotencyKey),
      });
    } catch (error) {
      providerFailure(error);
    }
    await trx('milestones')
      .where({ id: milestoneId })
      .update({ status: 'funded', escrow_cents: amountCents, funded_at: now });
    const row = await milestones(trx).where({ id: milestoneId }).first<MilestoneRow>();
    return { milestone: toMilestone(row) };
  });
}

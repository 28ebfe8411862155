import type { JobPayType, OfferStatus } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { billedColumn } from '../payments/billed.ts';
import {
  countOf,
  whereParty,
  withJobAndFreelancer,
  type CandidateColumns,
  type JobRefColumns,
} from './shared.repository.ts';

export type OfferRow = JobRefColumns &
  CandidateColumns & {
    id: number | string;
    uuid: string;
    job_application_id: number | string;
    offer_pay_type: JobPayType;
    amount_cents: number | string;
    message: string;
    status: OfferStatus;
    response_message: string | null;
    created_at: Date | string;
    responded_at: Date | string | null;
    billed_cents: number | string;
  };

function offers(db: Knex, viewerId: number | undefined): Knex.QueryBuilder {
  const { query, columns } = withJobAndFreelancer(db, 'offers', viewerId);
  return query.select(
    'x.id',
    'x.uuid',
    'x.job_application_id',
    'x.job_pay_type as offer_pay_type',
    'x.amount_cents',
    'x.message',
    'x.status',
    'x.response_message',
    'x.created_at',
    'x.responded_at',
    billedColumn(db, 'x.manager_id', 'x.freelancer_id'),
    ...columns,
  );
}

const managerView = (viewer: { id: number; role: string }) =>
  viewer.role === 'project_manager' ? viewer.id : undefined;

export async function findOffer(
  db: Knex,
  id: number,
  viewer: { id: number; role: string },
): Promise<OfferRow | undefined> {
  return (await whereParty(offers(db, managerView(viewer)), viewer)
    .where('x.id', id)
    .first()) as OfferRow | undefined;
}

/** The latest offer on a proposal. */
export async function findLatestOffer(db: Knex, proposalId: number): Promise<OfferRow | undefined> {
  return (await offers(db, undefined)
    .where('x.job_application_id', proposalId)
    .orderBy([
      { column: 'x.created_at', order: 'desc' },
      { column: 'x.id', order: 'desc' },
    ])
    .first()) as OfferRow | undefined;
}

export async function listOffers(
  db: Knex,
  viewer: { id: number; role: string },
  filter: { status?: OfferStatus | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: OfferRow[]; total: number }> {
  const base = whereParty(offers(db, managerView(viewer)), viewer);
  if (filter.status) void base.where('x.status', filter.status);
  const rows = (await base
    .clone()
    .orderBy([
      { column: 'x.created_at', order: 'desc' },
      { column: 'x.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as OfferRow[];
  return { rows, total: await countOf(base) };
}

/** The offer's proposal, unlocked (to take the proposal's lock first, as every writer to it does). */
export async function offerProposalId(db: Knex, id: number): Promise<number | undefined> {
  const row = await db('offers')
    .where({ id })
    .first<{ job_application_id: number | string } | undefined>('job_application_id');
  return row ? Number(row.job_application_id) : undefined;
}

export async function lockOffer(
  trx: Knex.Transaction,
  id: number,
): Promise<
  | {
      id: number | string;
      freelancer_id: number | string;
      manager_id: number | string;
      job_id: number | string;
      status: OfferStatus;
    }
  | undefined
> {
  return trx('offers').where({ id }).forUpdate().first('id', 'freelancer_id', 'manager_id', 'job_id', 'status');
}

export async function insertOffer(
  trx: Knex.Transaction,
  values: {
    proposalId: number;
    jobId: number;
    managerId: number;
    freelancerId: number;
    payType: JobPayType;
    amountCents: number;
    message: string;
  },
  now: Date,
): Promise<number> {
  const [row] = await trx('offers')
    .insert({
      job_application_id: values.proposalId,
      job_id: values.jobId,
      manager_id: values.managerId,
      freelancer_id: values.freelancerId,
      job_pay_type: values.payType,
      amount_cents: values.amountCents,
      message: values.message,
      created_at: now,
      updated_at: now,
    })
    .returning<Array<{ id: number | string }>>('id');
  return Number(row?.id);
}

export async function answerOfferRow(
  trx: Knex.Transaction,
  id: number,
  status: OfferStatus,
  message: string,
  now: Date,
): Promise<void> {
  await trx('offers').where({ id }).update({ status, response_message: message, responded_at: now, updated_at: now });
}

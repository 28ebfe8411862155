import type { InvitationStatus } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import {
  countOf,
  whereParty,
  withJobAndFreelancer,
  type CandidateColumns,
  type JobRefColumns,
} from './shared.repository.ts';

export type InvitationRow = JobRefColumns &
  CandidateColumns & {
    id: number | string;
    uuid: string;
    freelancer_id: number | string;
    message: string;
    status: InvitationStatus;
    proposal_id: number | string | null;
    created_at: Date | string;
    responded_at: Date | string | null;
  };

export interface LockedInvitation {
  id: number | string;
  job_id: number | string;
  manager_id: number | string;
  freelancer_id: number | string;
  status: InvitationStatus;
}

function invitations(db: Knex, viewerId: number | undefined): Knex.QueryBuilder {
  const { query, columns } = withJobAndFreelancer(db, 'invitations', viewerId);
  return query.select(
    'x.id',
    'x.uuid',
    'x.freelancer_id',
    'x.message',
    'x.status',
    'x.created_at',
    'x.responded_at',
    ...columns,
    db.raw('(select a.id from job_applications a where a.invitation_id = x.id) as proposal_id'),
  );
}

const managerView = (viewer: { id: number; role: string }) =>
  viewer.role === 'project_manager' ? viewer.id : undefined;

export async function findInvitation(
  db: Knex,
  id: number,
  viewer: { id: number; role: string },
): Promise<InvitationRow | undefined> {
  return (await whereParty(invitations(db, managerView(viewer)), viewer)
    .where('x.id', id)
    .first()) as InvitationRow | undefined;
}

/** The freelancer's latest invitation to a job. */
export async function findLatestInvitationOnJob(
  db: Knex,
  freelancerId: number,
  jobId: number,
): Promise<InvitationRow | undefined> {
  return (await invitations(db, undefined)
    .where({ 'x.freelancer_id': freelancerId, 'x.job_id': jobId })
    .orderBy([
      { column: 'x.created_at', order: 'desc' },
      { column: 'x.id', order: 'desc' },
    ])
    .first()) as InvitationRow | undefined;
}

/**
 * A page of the viewer's invitations, newest first (`jobId`: on that job only). `opportunities`: only those waiting for the
 * freelancer's answer on jobs still taking proposals (open, not deleted, not expired).
 */
export async function listInvitations(
  db: Knex,
  viewer: { id: number; role: string },
  filter: { status?: InvitationStatus | undefined; opportunitiesOn?: string | undefined; jobId?: number | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const base = whereParty(invitations(db, managerView(viewer)), viewer).whereNull('j.deleted_at');
  if (filter.status) void base.where('x.status', filter.status);
  if (filter.jobId !== undefined) void base.where('x.job_id', filter.jobId);
  const today = filter.opportunitiesOn;
  if (today !== undefined) {
    void base
      .where('x.status', 'pending')
      .where('j.status', 'open')
      .where((query) => {
        void query.whereNull('j.expiration_date').orWhere('j.expiration_date', '>=', today);
      });
  }
  const rows = (await base
    .clone()
    .orderBy([
      { column: 'x.created_at', order: 'desc' },
      { column: 'x.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as InvitationRow[];
  return { rows, total: await countOf(base) };
}

export async function lockInvitation(trx: Knex.Transaction, id: number): Promise<LockedInvitation | undefined> {
  return trx('invitations')
    .where({ id })
    .forUpdate()
    .first<LockedInvitation | undefined>('id', 'job_id', 'manager_id', 'freelancer_id', 'status');
}

/** The invitation's job, unlocked (to take the job's lock first, as every writer to a job does). */
export async function invitationJobId(db: Knex, id: number): Promise<number | undefined> {
  const row = await db('invitations').where({ id }).first<{ job_id: number | string } | undefined>('job_id');
  return row ? Number(row.job_id) : undefined;
}

export async function hasPendingInvitation(
  trx: Knex.Transaction,
  jobId: number,
  freelancerId: number,
): Promise<boolean> {
  return (
    (await trx('invitations').where({ job_id: jobId, freelancer_id: freelancerId, status: 'pending' }).first('id')) !==
    undefined
  );
}

export async function insertInvitation(
  trx: Knex.Transaction,
  values: { jobId: number; managerId: number; freelancerId: number; message: string },
  now: Date,
): Promise<number> {
  const [row] = await trx('invitations')
    .insert({
      job_id: values.jobId,
      manager_id: values.managerId,
      freelancer_id: values.freelancerId,
      message: values.message,
      created_at: now,
      updated_at: now,
    })
    .returning<Array<{ id: number | string }>>('id');
  return Number(row?.id);
}

export async function setInvitationStatus(
  trx: Knex.Transaction,
  id: number,
  status: InvitationStatus,
  now: Date,
): Promise<void> {
  await trx('invitations').where({ id }).update({ status, responded_at: now, updated_at: now });
}

import type { AccountStatus, AdminJobStatus, JobPayType, JobStatus, platformOptions } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { escapeLike } from '../catalog/catalog.repository.ts';
import { fullNameSql } from '../../db/names.ts';

/** What the admin's job list may be narrowed by; every part is optional. */
export interface AdminJobFilter {
  status?: AdminJobStatus | undefined;
  platform?: (typeof platformOptions)[number] | undefined;
  payType?: JobPayType | undefined;
  /** Matched case-insensitively against the title, the manager's full name, email and company. */
  term?: string | undefined;
  /**
   * Without a status: every job not deleted, drafts too (the staff list), instead of every job
   * ever posted, deleted ones too (the admin's).
   */
  live?: boolean | undefined;
  /** Days posted (UTC), both included. */
  postedFrom?: string | undefined;
  postedTo?: string | undefined;
  managerId?: number | undefined;
}

type Timestamp = Date | string;

export interface AdminJobRow {
  id: string | number;
  uuid: string;
  title: string;
  status: JobStatus;
  deleted_at: Timestamp | null;
  platform: (typeof platformOptions)[number] | null;
  job_pay_type: JobPayType | null;
  budget_cents: string | number | null;
  created_at: Timestamp;
  published_at: Timestamp | null;
  manager_id: string | number;
  manager_uuid: string;
  manager_first_name: string;
  manager_last_name: string;
  manager_email: string;
  manager_company_name: string | null;
  manager_status: AccountStatus;
  proposals_count: string | number;
  hires: string | number;
}

export interface AdminJobDetailsRow extends AdminJobRow {
  description: string;
  skills: string[];
  location: string;
  expiration_date: Timestamp | null;
  updated_at: Timestamp;
}

/** The day a job counts as posted: when it was posted, or (a draft) when it was started. */
const postedDaySql = `(coalesce(j.published_at, j.created_at) at time zone 'UTC')::date`;

function jobs(db: Knex): Knex.QueryBuilder {
  return db('jobs as j').join('users as m', 'm.id', 'j.manager_id');
}

function filtered(db: Knex, filter: AdminJobFilter): Knex.QueryBuilder {
  const query = jobs(db);
  switch (filter.status) {
    case undefined:
      // Every job ever posted; drafts (never posted, deleted or not) only when asked. Or (staff)
      // every job not deleted.
      if (filter.live) void query.whereNull('j.deleted_at');
      else void query.whereNotNull('j.published_at');
      break;
    case 'deleted':
      void query.whereNotNull('j.deleted_at').whereNotNull('j.published_at');
      break;
    default:
      void query.where('j.status', filter.status).whereNull('j.deleted_at');
  }
  if (filter.platform) void query.where('j.platform', filter.platform);
  if (filter.payType) void query.where('j.job_pay_type', filter.payType);
  if (filter.managerId) void query.where('j.manager_id', filter.managerId);
  if (filter.postedFrom) void query.whereRaw(`${postedDaySql} >= ?::date`, [filter.postedFrom]);
  if (filter.postedTo) void query.whereRaw(`${postedDaySql} <= ?::date`, [filter.postedTo]);
  if (filter.term) {
    const pattern = `%${escapeLike(filter.term)}%`;
    void query.where((where) => {
      void where
        .whereRaw('j.title ilike ?', [pattern])
        .orWhereRaw(`${fullNameSql('m')} ilike ?`, [pattern])
        .orWhereRaw('m.email ilike ?', [pattern])
        .orWhereRaw(`coalesce(m.company_name, '') ilike ?`, [pattern]);
    });
  }
  return query;
}

function rowColumns(db: Knex) {
  return [
    'j.id',
    'j.uuid',
    'j.title',
    'j.status',
    'j.deleted_at',
    'j.platform',
    'j.job_pay_type',
    'j.budget_cents',
    'j.created_at',
    'j.published_at',
    'm.id as manager_id',
    'm.uuid as manager_uuid',
    'm.first_name as manager_first_name',
    'm.last_name as manager_last_name',
    'm.email as manager_email',
    'm.company_name as manager_company_name',
    'm.status as manager_status',
    db.raw('(select count(*) from job_applications a where a.job_id = j.id) as proposals_count'),
    db.raw('(select count(*) from contracts c where c.job_id = j.id) as hires'),
  ];
}

/** A page of jobs, the newest first, and how many match in all. */
export async function pageOfAdminJobs(
  db: Knex,
  filter: AdminJobFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AdminJobRow[]; total: number }> {
  const rows = await filtered(db, filter)
    .orderByRaw('coalesce(j.published_at, j.created_at) desc, j.id desc')
    .limit(page.limit)
    .offset(page.offset)
    .select<AdminJobRow[]>(rowColumns(db));
  const counted = await filtered(db, filter).count<Array<{ count: string | number }>>({ count: '*' });
  return { rows, total: Number(counted[0]?.count ?? 0) };
}

/** One job in any status with its manager (undefined: no such job). */
export async function findAdminJob(db: Knex, id: number): Promise<AdminJobDetailsRow | undefined> {
  return jobs(db)
    .where('j.id', id)
    .first<AdminJobDetailsRow | undefined>(
      ...rowColumns(db),
      'j.description',
      'j.skills',
      'j.location',
      'j.expiration_date',
      'j.updated_at',
    );
}

/** A job's proposals counted by status. */
export async function proposalCounts(
  db: Knex,
  jobId: number,
): Promise<Array<{ status: string; count: string | number }>> {
  return db('job_applications')
    .where({ job_id: jobId })
    .groupBy('status')
    .select<Array<{ status: string; count: string | number }>>('status', db.raw('count(*) as count'));
}

export interface AdminContractRow {
  id: string | number;
  uuid: string;
  job_id: string | number;
  job_title: string;
  freelancer_id: string | number;
  freelancer_first_name: string;
  freelancer_last_name: string;
  profile_uuid: string | null;
  job_pay_type: JobPayType;
  status: 'active' | 'completed';
  amount_cents: string | number;
  paid_cents: string | number;
  escrow_cents: string | number;
  started_at: Timestamp;
  ended_at: Timestamp | null;
}

/** Contracts (of a job or of a manager), the newest first, with what was paid and what is held. */
export async function contractsWhere(
  db: Knex,
  where: { jobId: number } | { managerId: number },
  limit: number,
): Promise<AdminContractRow[]> {
  const query = db('contracts as c')
    .join('jobs as j', 'j.id', 'c.job_id')
    .join('users as f', 'f.id', 'c.freelancer_id')
    .leftJoin('freelancer_profiles as p', 'p.user_id', 'c.freelancer_id');
  if ('jobId' in where) void query.where('c.job_id', where.jobId);
  else void query.where('c.manager_id', where.managerId);
  return query
    .orderBy([
      { column: 'c.started_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .limit(limit)
    .select<AdminContractRow[]>(
      'c.id',
      'c.uuid',
      'j.id as job_id',
      'j.title as job_title',
      'f.id as freelancer_id',
      'f.first_name as freelancer_first_name',
      'f.last_name as freelancer_last_name',
      'p.uuid as profile_uuid',
      'c.job_pay_type',
      'c.status',
      'c.amount_cents',
      db.raw(
        '(select coalesce(sum(r.released_cents), 0) from payment_requests r where r.contract_id = c.id) as paid_cents',
      ),
      db.raw('(select coalesce(sum(s.escrow_cents), 0) from milestones s where s.contract_id = c.id) as escrow_cents'),
      'c.started_at',
      'c.ended_at',
    );
}

/** The jobs posted in a year (UTC) counted by the month posted and the status they are in now. */
export async function jobsPostedByMonth(
  db: Knex,
  year: number,
): Promise<Array<{ month: string | number; status: 'open' | 'closed' | 'deleted'; count: string | number }>> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  return db('jobs as j')
    .whereNotNull('j.published_at')
    .where('j.published_at', '>=', from)
    .where('j.published_at', '<', to)
    .where((where) => void where.whereNot('j.status', 'draft').orWhereNotNull('j.deleted_at'))
    .groupByRaw('1, 2')
    .select(
      db.raw(`extract(month from j.published_at at time zone 'UTC')::int as month`),
      db.raw(`case when j.deleted_at is not null then 'deleted' else j.status end as status`),
      db.raw('count(*) as count'),
    );
}

import type { InterviewStatus } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { containing } from '../adminReports/range.ts';
import type { InterviewRecord } from '../interviews/interviews.repository.ts';
import { partyColumns, type ContractPartiesRow } from '../staff/staff.repository.ts';
import { fullNameSql } from '../../db/names.ts';

/** An interview with its job, its client `m` and freelancer `u` in full, the profile and the file's name. */
export interface StaffInterviewRow extends InterviewRecord, ContractPartiesRow {
  profile_uuid: string | null;
  upload_name: string | null;
  feedback_given: boolean;
}

export interface StaffInterviewFilter {
  when?: 'upcoming' | 'past' | undefined;
  status?: InterviewStatus | undefined;
  /** The client's name or company. */
  search?: string | undefined;
}

function allInterviews(db: Knex, filter: StaffInterviewFilter, now: Date) {
  const query = db('interviews as i')
    .join('jobs as j', 'j.id', 'i.job_id')
    .join('users as m', 'm.id', 'i.manager_id')
    .join('users as u', 'u.id', 'i.freelancer_id');
  if (filter.status) void query.where('i.status', filter.status);
  if (filter.when === 'upcoming') void query.where('i.ends_at', '>=', now);
  if (filter.when === 'past') void query.where('i.ends_at', '<', now);
  if (filter.search) {
    const pattern = containing(filter.search);
    void query.where((where) => {
      void where
        .whereRaw(`${fullNameSql('m')} ilike ?`, [pattern])
        .orWhereRaw(`coalesce(m.company_name, '') ilike ?`, [pattern]);
    });
  }
  return query;
}

function withColumns(db: Knex, query: Knex.QueryBuilder) {
  return query
    .leftJoin('freelancer_profiles as fp', 'fp.user_id', 'i.freelancer_id')
    .leftJoin('uploads as up', 'up.id', 'i.upload_id')
    .select(
      'i.*',
      ...partyColumns,
      'fp.uuid as profile_uuid',
      'up.original_name as upload_name',
      db.raw('exists (select 1 from interview_feedback fb where fb.interview_id = i.id) as feedback_given'),
    );
}

/**
 * A page of every client's interviews with the total the filters select: the upcoming ones (end at
 * or after `now`) soonest first, then the past ones latest first (ties by id).
 */
export async function listAllInterviews(
  db: Knex,
  filter: StaffInterviewFilter,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffInterviewRow[]; total: number }> {
  const counted = (await allInterviews(db, filter, now).count({ count: '*' }).first()) as
    { count: string | number } | undefined;
  const rows = (await withColumns(db, allInterviews(db, filter, now))
    .orderByRaw('(i.ends_at < ?) asc', [now])
    .orderByRaw('case when i.ends_at >= ? then i.starts_at end asc', [now])
    .orderBy('i.starts_at', 'desc')
    .orderBy('i.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)) as StaffInterviewRow[];
  return { rows, total: Number(counted?.count ?? 0) };
}

/** Any client's interview by id (undefined: none). */
export async function findAnyInterview(db: Knex, id: number): Promise<StaffInterviewRow | undefined> {
  return withColumns(db, allInterviews(db, {}, new Date(0)))
    .where('i.id', id)
    .first<StaffInterviewRow | undefined>();
}

/**
 * The clients (Project Manager accounts, of any status) whose full name, company or email contains
 * `term`, or every client without one: a query of `users as c` to select from or count.
 */
export function clientsMatching(db: Knex, term: string | undefined): Knex.QueryBuilder {
  const clients = db('users as c').where('c.role', 'project_manager');
  if (term) {
    const pattern = containing(term);
    void clients.where((where) => {
      void where
        .whereRaw(`${fullNameSql('c')} ilike ?`, [pattern])
        .orWhereRaw(`coalesce(c.company_name, '') ilike ?`, [pattern])
        .orWhereRaw('c.email ilike ?', [pattern]);
    });
  }
  return clients;
}

export interface ClientRow {
  id: number | string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  company_name: string | null;
}

const clientColumns = ['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.company_name'];

/**
 * The first `limit` clients `term` matches by full name (case aside; ties by id), one more than
 * asked when there are more (the caller says so and drops it).
 */
export async function firstClients(db: Knex, term: string | undefined, limit: number): Promise<ClientRow[]> {
  return (await clientsMatching(db, term)
    .select(clientColumns)
    .orderByRaw(`lower${fullNameSql('c')} asc`)
    .orderBy('c.id', 'asc')
    .limit(limit + 1)) as ClientRow[];
}

/** The client (a Project Manager account) with this user id; undefined for any other account or none. */
export async function findClient(db: Knex, id: number): Promise<ClientRow | undefined> {
  return clientsMatching(db, undefined).select(clientColumns).where('c.id', id).first<ClientRow | undefined>();
}

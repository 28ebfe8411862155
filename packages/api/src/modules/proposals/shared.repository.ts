import type { JobPayType, JobStatus } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { cardColumns, type CardRow } from '../catalog/catalog.repository.ts';

/**
 * What proposals, invitations and offers read alike: the job they are about (with its client's
 * public name) and the freelancer's card (the catalogue's own card columns). Every query of this
 * module names its main table `x` and joins the job as `j`, the client as `m`, the freelancer's
 * profile as `p` and their user as `u`.
 */
export interface JobRefColumns {
  job_id: number | string;
  job_uuid: string;
  job_title: string;
  job_status: JobStatus;
  job_pay_type: JobPayType | null;
  job_budget_cents: number | string | null;
  manager_id: number | string;
  client_first_name: string;
  client_last_name: string;
  client_company_name: string | null;
}

export type CandidateColumns = Omit<CardRow, 'uuid'> & { profile_uuid: string; favorited: boolean };

const jobRefColumns = [
  'j.id as job_id',
  'j.uuid as job_uuid',
  'j.title as job_title',
  'j.status as job_status',
  'j.job_pay_type as job_pay_type',
  'j.budget_cents as job_budget_cents',
  'j.manager_id as manager_id',
  'm.first_name as client_first_name',
  'm.last_name as client_last_name',
  'm.company_name as client_company_name',
] as const;

const candidateColumns = cardColumns.map((column) => (column === 'p.uuid' ? 'p.uuid as profile_uuid' : column));

/** Whether the manager saved this freelancer (false for anyone else). */
export function favoritedFreelancer(db: Knex, viewerId: number | undefined): Knex.Raw {
  return viewerId === undefined
    ? db.raw('false as favorited')
    : db.raw(
        'exists (select 1 from freelancer_favorites ff where ff.profile_id = p.id and ff.user_id = ?) as favorited',
        [viewerId],
      );
}

/** `table as x` with its job, client and freelancer joined, selecting the job ref and the card. */
export function withJobAndFreelancer(
  db: Knex,
  table: string,
  viewerId: number | undefined,
): { query: Knex.QueryBuilder; columns: Array<string | Knex.Raw> } {
  const query = db(`${table} as x`)
    .join('jobs as j', 'j.id', 'x.job_id')
    .join('users as m', 'm.id', 'j.manager_id')
    .join('freelancer_profiles as p', 'p.user_id', 'x.freelancer_id')
    .join('users as u', 'u.id', 'x.freelancer_id');
  return { query, columns: [...jobRefColumns, ...candidateColumns, favoritedFreelancer(db, viewerId)] };
}

/** Who may see a row: its freelancer, or the manager of its job. */
export function whereParty(query: Knex.QueryBuilder, viewer: { id: number; role: string }): Knex.QueryBuilder {
  return viewer.role === 'freelancer'
    ? query.where('x.freelancer_id', viewer.id)
    : query.where('j.manager_id', viewer.id);
}

/** A count of a query's rows (knex answers text on Postgres, a number on PGlite). */
export async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.clone().clearSelect().clearOrder().count({ count: '*' }).first()) as
    { count: string | number } | undefined;
  return Number(row?.count ?? 0);
}

/** The freelancer's profile, if it is listed (approved, user active): who may be invited or apply. */
export async function findListedProfileIds(
  db: Knex,
  by: { uuid: string } | { userId: number },
): Promise<{ profile_id: number; user_id: number } | undefined> {
  const query = db('freelancer_profiles as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where('p.status', 'approved')
    .where('u.status', 'active');
  if ('uuid' in by) void query.where('p.uuid', by.uuid);
  else void query.where('p.user_id', by.userId);
  const row = await query.first<{ profile_id: number | string; user_id: number | string } | undefined>(
    'p.id as profile_id',
    'p.user_id',
  );
  return row ? { profile_id: Number(row.profile_id), user_id: Number(row.user_id) } : undefined;
}

/** The job row, locked for the rest of the transaction (submissions and invitations to one job queue). */
export async function lockJobForApplying(
  trx: Knex.Transaction,
  id: number,
): Promise<
  | {
      id: number | string;
      manager_id: number | string;
      status: JobStatus;
      deleted_at: Date | null;
      expiration_date: string | null;
      job_pay_type: JobPayType | null;
    }
  | undefined
> {
  return trx('jobs')
    .where({ id })
    .forUpdate()
    .first(
      'id',
      'manager_id',
      'status',
      'deleted_at',
      'job_pay_type',
      trx.raw("to_char(expiration_date, 'YYYY-MM-DD') as expiration_date"),
    );
}

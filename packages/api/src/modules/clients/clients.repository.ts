import type { JobPayType } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { escapeLike, whereUserActive } from '../catalog/catalog.repository.ts';

/** A client as the cards read them. `id` is for the next queries only: it is never answered. */
export interface ClientRow {
  id: number | string;
  uuid: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  country: string | null;
  created_at: Date | string;
  jobs_posted: number | string;
  open_jobs: number | string;
  total?: number | string;
}

/** One past job as the history reads it. */
export interface PastJobRow {
  uuid: string;
  title: string;
  platform: string | null;
  skills: string[];
  job_pay_type: JobPayType | null;
  budget_cents: number | string | null;
  published_at: Date | string;
  status: 'open' | 'closed';
  ended_on: string;
  total?: number | string;
}

/**
 * The name a card shows, in SQL: the domain's `clientDisplayName` (the company's name, else the
 * first name and the last name's initial). A search matches this, never the hidden last name.
 */
const clientNameSql = `coalesce(nullif(btrim(u.company_name), ''),
  btrim(u.first_name) || coalesce(' ' || nullif(left(btrim(u.last_name), 1), '') || '.', ''))`;

/** Control characters never match: a term cannot reach across the separator below. */
const searchable = (term: string) => term.replace(/\p{Cc}/gu, '').trim();

/**
 * Each manager's posted jobs (open or closed, not deleted) and how many of them are listed now
 * (open and not expired: `today` is the earliest date anywhere, as in the job search); of one
 * manager only when `managerId` says so. Read from the partial index `jobs_client_stats` alone
 * (migration 0061: 50,000 jobs aggregate in ~15 ms instead of a 45 ms scan of the table).
 */
function clientStats(db: Knex, today: string, managerId?: Knex.QueryBuilder): Knex.QueryBuilder {
  const query = db('jobs as j')
    .whereNull('j.deleted_at')
    .whereRaw(`j.status <> 'draft'`)
    .groupBy('j.manager_id')
    .select(
      'j.manager_id',
      db.raw('count(*) as jobs_posted'),
      db.raw(
        `count(*) filter (where j.status = 'open' and (j.expiration_date is null or j.expiration_date >= ?)) as open_jobs`,
        [today],
      ),
    );
  return managerId ? query.where('j.manager_id', managerId) : query;
}

/** Clients: active Project Managers with at least one posted job, with their card's columns. */
function clients(db: Knex, today: string, managerId?: Knex.QueryBuilder): Knex.QueryBuilder {
  const query = db
    .from(clientStats(db, today, managerId).as('s'))
    .join('users as u', 'u.id', 's.manager_id')
    .leftJoin('countries as c', 'c.id', 'u.country_id')
    .where('u.role', 'project_manager');
  return whereUserActive(db, query, 's.manager_id').select(
    'u.id',
    'u.uuid',
    'u.first_name',
    'u.last_name',
    'u.company_name',
    'c.name as country',
    'u.created_at',
    's.jobs_posted',
    's.open_jobs',
  );
}

function matching(db: Knex, today: string, term: string | undefined): Knex.QueryBuilder {
  const query = clients(db, today);
  const text = term ? searchable(term) : '';
  if (text) {
    void query.whereRaw(`(${clientNameSql} || chr(31) || coalesce(c.name, '')) ilike ?`, [`%${escapeLike(text)}%`]);
  }
  return query;
}

/**
 * A page of clients, top first: the most jobs posted, then the most open now, then the newest
 * member; with the term, only those whose shown name or country contains it (any case). The total
 * comes with the page; past the last page it is counted on its own.
 */
export async function listClients(
  db: Knex,
  filter: { term?: string | undefined },
  page: { limit: number; offset: number },
  today: string,
): Promise<{ rows: ClientRow[]; total: number }> {
  const rows = (await matching(db, today, filter.term)
    .select(db.raw('count(*) over () as total'))
    .orderBy([
      { column: 's.jobs_posted', order: 'desc' },
      { column: 's.open_jobs', order: 'desc' },
      { column: 'u.created_at', order: 'desc' },
      { column: 'u.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as ClientRow[];
  if (rows[0]?.total !== undefined) return { rows, total: Number(rows[0].total) };
  if (page.offset === 0) return { rows, total: 0 };
  const counted = (await db
    .from(matching(db, today, filter.term).as('m'))
    .count({ count: '*' })
    .first()) as { count: string | number } | undefined;
  return { rows, total: Number(counted?.count ?? 0) };
}

/**
 * The client with this public uuid (undefined for anyone who is not a client, or not active): only
 * their own jobs are counted.
 */
export async function findClientByUuid(db: Knex, uuid: string, today: string): Promise<ClientRow | undefined> {
  const managerId = db('users').where('uuid', uuid).select('id');
  return (await clients(db, today, managerId).first()) as ClientRow | undefined;
}

/**
 * A page of the manager's past jobs: closed, or open past their expiration date (`today` as
 * above); not drafts, not deleted. Newest posting first.
 */
export async function listPastJobs(
  db: Knex,
  managerId: number,
  page: { limit: number; offset: number },
  today: string,
): Promise<{ rows: PastJobRow[]; total: number }> {
  const past = () =>
    db('jobs as j')
      .where('j.manager_id', managerId)
      .whereNull('j.deleted_at')
      .where(
        (ended) =>
          void ended
            .where('j.status', 'closed')
            .orWhere((expired) => void expired.where('j.status', 'open').where('j.expiration_date', '<', today)),
      );
  const rows = (await past()
    .select(
      'j.uuid',
      'j.title',
      'j.platform',
      'j.skills',
      'j.job_pay_type',
      'j.budget_cents',
      'j.status',
      db.raw('coalesce(j.published_at, j.created_at) as published_at'),
      // A closed job cannot change after closing: its last change is when it closed.
      db.raw(`case when j.status = 'closed' then to_char(j.updated_at at time zone 'UTC', 'YYYY-MM-DD')
        else to_char(j.expiration_date, 'YYYY-MM-DD') end as ended_on`),
      db.raw('count(*) over () as total'),
    )
    .orderBy([
      { column: 'published_at', order: 'desc' },
      { column: 'j.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as PastJobRow[];
  if (rows[0]?.total !== undefined) return { rows, total: Number(rows[0].total) };
  if (page.offset === 0) return { rows, total: 0 };
  const counted = (await past().count({ count: '*' }).first()) as { count: string | number } | undefined;
  return { rows, total: Number(counted?.count ?? 0) };
}

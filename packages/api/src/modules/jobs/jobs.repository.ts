import type { JobForm, JobPayType, JobSearchFilters, JobStatus } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { escapeLike, whereUserActive } from '../catalog/catalog.repository.ts';

/** A job row as the lists and the details read it (with its manager's public parts). */
export interface JobRow {
  id: number | string;
  uuid: string;
  manager_id: number | string;
  title: string;
  description: string;
  platform: string | null;
  skills: string[];
  job_pay_type: JobPayType | null;
  budget_cents: number | string | null;
  location: string;
  language: string;
  certificate_required: boolean;
  status: JobStatus;
  expiration_date: string | Date | null;
  published_at: Date | string | null;
  updated_at: Date | string;
  current_tab: number;
  form: JobForm | null;
  deleted_at: Date | string | null;
  client_country: string | null;
  favorited?: boolean;
}

export interface ClientRow {
  uuid: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  country: string | null;
  created_at: Date | string;
  jobs_posted: number | string;
}

/** The columns a job is stored in, derived from the form (what lists, filters and search read). */
export interface JobColumns {
  title: string;
  description: string;
  platform: string | null;
  skills: string[];
  expiration_date: string | null;
  location: string;
  language: string;
  certificate_required: boolean;
  job_pay_type: JobPayType | null;
  budget_cents: number | null;
  current_tab: number;
  form: JobForm;
  status: JobStatus;
}

const jobColumns = [
  'j.id',
  'j.uuid',
  'j.manager_id',
  'j.title',
  'j.description',
  'j.platform',
  'j.skills',
  'j.job_pay_type',
  'j.budget_cents',
  'j.location',
  'j.language',
  'j.certificate_required',
  'j.status',
  'j.published_at',
  'j.updated_at',
  'j.current_tab',
  'j.form',
  'j.deleted_at',
  'c.name as client_country',
] as const;

/**
 * The job's columns, the expiration date as YYYY-MM-DD text (a JS Date of a calendar date would
 * shift with the server's time zone), and whether the viewer has it in their favorites.
 */
function selectJob(db: Knex, favorited: Knex.Raw): Array<string | Knex.Raw> {
  return [...jobColumns, db.raw("to_char(j.expiration_date, 'YYYY-MM-DD') as expiration_date"), favorited];
}

function withClient(db: Knex): Knex.QueryBuilder {
  return db('jobs as j').join('users as u', 'u.id', 'j.manager_id').leftJoin('countries as c', 'c.id', 'u.country_id');
}

/** Whether the signed-in freelancer has the job in their favorites (false for everyone else). */
function favoritedColumn(db: Knex, userId: number | undefined): Knex.Raw {
  return userId === undefined
    ? db.raw('false as favorited')
    : db.raw('exists (select 1 from job_favorites f where f.job_id = j.id and f.user_id = ?) as favorited', [userId]);
}

export async function findJob(db: Knex, id: number, viewerId?: number): Promise<JobRow | undefined> {
  return withClient(db)
    .where('j.id', id)
    .first<JobRow | undefined>(...selectJob(db, favoritedColumn(db, viewerId)));
}

/** The job, locked for the rest of the transaction: concurrent saves of one job run one after another. */
export async function lockJob(
  trx: Knex.Transaction,
  id: number,
): Promise<
  | {
      manager_id: number | string;
      status: JobStatus;
      deleted_at: Date | null;
      published_at: Date | null;
      skills: string[];
      platform: JobForm['platform'] | null;
    }
  | undefined
> {
  return trx('jobs')
    .where({ id })
    .forUpdate()
    .first('manager_id', 'status', 'deleted_at', 'published_at', 'skills', 'platform');
}

export async function findClient(db: Knex, managerId: number): Promise<ClientRow | undefined> {
  return db('users as u')
    .leftJoin('countries as c', 'c.id', 'u.country_id')
    .where('u.id', managerId)
    .first<ClientRow | undefined>(
      'u.uuid',
      'u.first_name',
      'u.last_name',
      'u.company_name',
      'c.name as country',
      'u.created_at',
      db.raw(
        "(select count(*) from jobs p where p.manager_id = u.id and p.status <> 'draft' and p.deleted_at is null) as jobs_posted",
      ),
    );
}

export async function findQuestions(
  db: Knex,
  jobId: number,
): Promise<Array<{ id: number | string; question: string }>> {
  return db('job_screening_questions').where({ job_id: jobId }).orderBy(['position', 'id']).select('id', 'question');
}

export async function insertJob(
  trx: Knex.Transaction,
  managerId: number,
  columns: JobColumns,
  now: Date,
): Promise<number> {
  const [row] = await trx('jobs')
    .insert({
      ...columns,
      form: JSON.stringify(columns.form),
      manager_id: managerId,
      published_at: columns.status === 'open' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .returning<Array<{ id: number | string }>>('id');
  return Number(row?.id);
}

export async function updateJob(
  trx: Knex.Transaction,
  id: number,
  columns: JobColumns,
  now: Date,
  publishedAt: Date | null,
): Promise<void> {
  await trx('jobs')
    .where({ id })
    .update({ ...columns, form: JSON.stringify(columns.form), published_at: publishedAt, updated_at: now });
}

/** The form as typed and the tab, nothing else: what a posted job's page shows stays as posted. */
export async function keepPendingEdit(
  trx: Knex.Transaction,
  id: number,
  form: JobForm,
  currentTab: number,
  now: Date,
): Promise<void> {
  await trx('jobs')
    .where({ id })
    .update({ form: JSON.stringify(form), current_tab: currentTab, updated_at: now });
}

export async function softDeleteJob(trx: Knex.Transaction, id: number, now: Date): Promise<void> {
  await trx('jobs').where({ id }).update({ deleted_at: now, updated_at: now });
}

/**
 * The job's screening questions become the form's: questions with an id of this job keep it (and
 * are renamed and reordered), the others are inserted, and the job's questions the form no longer
 * has are deleted. Answers the ids in the form's order.
 */
export async function replaceQuestions(
  trx: Knex.Transaction,
  jobId: number,
  questions: ReadonlyArray<{ id: number | null; question: string }>,
): Promise<number[]> {
  const existing = new Set(
    (await trx('job_screening_questions').where({ job_id: jobId }).pluck<Array<string | number>>('id')).map(Number),
  );
  const kept = questions.flatMap((item) => (item.id !== null && existing.has(item.id) ? [item.id] : []));
  await trx('job_screening_questions').where({ job_id: jobId }).whereNotIn('id', kept).delete();
  const ids: number[] = [];
  for (const [position, item] of questions.entries()) {
    if (item.id !== null && existing.has(item.id)) {
      await trx('job_screening_questions')
        .where({ id: item.id })
        .update({ question: item.question.trim(), position, updated_at: trx.fn.now() });
      ids.push(item.id);
    } else {
      const [row] = await trx('job_screening_questions')
        .insert({ job_id: jobId, question: item.question.trim(), position })
        .returning<Array<{ id: number | string }>>('id');
      ids.push(Number(row?.id));
    }
  }
  return ids;
}

export async function findQuestionJob(db: Knex, questionId: number): Promise<{ job_id: number | string } | undefined> {
  return db('job_screening_questions').where({ id: questionId }).first('job_id');
}

export async function deleteQuestion(trx: Knex.Transaction, questionId: number): Promise<void> {
  await trx('job_screening_questions').where({ id: questionId }).delete();
}

/** The manager's own jobs, not deleted, counted by status. */
export async function countManagerJobs(db: Knex, managerId: number): Promise<Record<JobStatus, number>> {
  const rows = await db('jobs')
    .where({ manager_id: managerId })
    .whereNull('deleted_at')
    .groupBy('status')
    .select<Array<{ status: JobStatus; count: string | number }>>('status', db.raw('count(*) as count'));
  const counts: Record<JobStatus, number> = { draft: 0, open: 0, closed: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** A page of the manager's own jobs (not deleted), latest change first. */
export async function listManagerJobs(
  db: Knex,
  managerId: number,
  filter: { status?: JobStatus | undefined; search?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const base = () => {
    const query = withClient(db).where('j.manager_id', managerId).whereNull('j.deleted_at');
    if (filter.status) void query.where('j.status', filter.status);
    if (filter.search) void query.whereILike('j.title', `%${escapeLike(filter.search)}%`);
    return query;
  };
  const rows = (await base()
    .select(...selectJob(db, db.raw('false as favorited')))
    .orderBy([
      { column: 'j.updated_at', order: 'desc' },
      { column: 'j.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as JobRow[];
  const counted = (await base().count({ count: '*' }).first()) as { count: string | number } | undefined;
  return { rows, total: Number(counted?.count ?? 0) };
}

/**
 * Open, not deleted, not expired (`today` is the earliest date anywhere), of a manager who is not
 * banned or deactivated. The manager is checked with NOT EXISTS on the few inactive users (a
 * partial index), not by joining every user to every match: the users and countries a card shows
 * are read for the page's rows only ({@link jobsByIds}).
 */
function listed(db: Knex, today: string): Knex.QueryBuilder {
  return whereUserActive(db, db('jobs as j').where('j.status', 'open').whereNull('j.deleted_at'), 'j.manager_id').where(
    (query) => void query.whereNull('j.expiration_date').orWhere('j.expiration_date', '>=', today),
  );
}

/** The jobs of a page, in the order of `ids`, with what their cards show. */
async function jobsByIds(db: Knex, ids: readonly number[], favorited: Knex.Raw): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const rows = await withClient(db)
    .whereIn('j.id', ids)
    .select<JobRow[]>(...selectJob(db, favorited));
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A manager's listed jobs (open, not deleted, not expired), newest first, at most `limit`, with
 * what their cards show (a client's page).
 */
export async function listManagerListedJobs(
  db: Knex,
  managerId: number,
  limit: number,
  context: { today: string; viewerId?: number | undefined },
): Promise<JobRow[]> {
  const found = (await listed(db, context.today)
    .where('j.manager_id', managerId)
    .select('j.id')
    .orderBy([
      { column: 'j.published_at', order: 'desc' },
      { column: 'j.id', order: 'desc' },
    ])
    .limit(limit)) as Array<{ id: number | string }>;
  return jobsByIds(
    db,
    found.map((row) => Number(row.id)),
    favoritedColumn(db, context.viewerId),
  );
}

type FacetName = 'platform' | 'job_pay_type' | 'skills' | 'posted_within';

/** The search's WHERE: every filter but `except` (a facet is counted under the other filters). */
function applySearch(
  query: Knex.QueryBuilder,
  filters: JobSearchFilters,
  now: Date,
  except?: FacetName,
): Knex.QueryBuilder {
  const term = filters.search?.replace(/\p{Cc}/gu, '').trim();
  if (term) void query.whereRaw("j.search_document @@ websearch_to_tsquery('english', ?)", [term]);
  if (filters.skills?.length && except !== 'skills') void query.whereRaw('j.skills && ?::text[]', [filters.skills]);
  if (filters.platform && except !== 'platform') void query.where('j.platform', filters.platform);
  if (filters.job_pay_type && except !== 'job_pay_type') void query.where('j.job_pay_type', filters.job_pay_type);
  if (filters.country) {
    const country = filters.country;
    void query.where(
      (inner) => void inner.where('j.location', 'Anywhere').orWhereRaw('lower(j.location) = lower(?)', [country]),
    );
  }
  if (filters.min_budget !== undefined) void query.where('j.budget_cents', '>=', filters.min_budget * 100);
  if (filters.max_budget !== undefined) void query.where('j.budget_cents', '<=', filters.max_budget * 100);
  if (filters.posted_within !== undefined && except !== 'posted_within') {
    void query.where('j.published_at', '>=', new Date(now.getTime() - filters.posted_within * 86_400_000));
  }
  return query;
}

/**
 * A page of listed jobs matching the filters, and how many match in all. With a term the order is
 * the full-text rank (title above skills above description), then the newest; without one, the
 * newest first (an index in that order, so a page stops after its rows).
 */
export async function searchJobs(
  db: Knex,
  filters: JobSearchFilters,
  page: { limit: number; offset: number },
  context: { now: Date; today: string; viewerId?: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const term = filters.search?.replace(/\p{Cc}/gu, '').trim();
  const query = applySearch(listed(db, context.today), filters, context.now)
    .select('j.id')
    .limit(page.limit)
    .offset(page.offset);
  // A ranked search reads every match to sort them: the total comes with the page. Without a term
  // the page stops early on an index, and the total is a second query only when it is needed.
  if (term) void query.select(db.raw('count(*) over () as total'));
  const sort = filters.sort_by ?? 'relevance';
  if (sort === 'relevance' && term) {
    void query.orderByRaw("ts_rank_cd(j.search_document, websearch_to_tsquery('english', ?)) desc", [term]);
  }
  if (sort === 'budget_desc') void query.orderBy('j.budget_cents', 'desc');
  if (sort === 'budget_asc') void query.orderBy('j.budget_cents', 'asc');
  void query.orderBy([
    { column: 'j.published_at', order: 'desc' },
    { column: 'j.id', order: 'desc' },
  ]);
  const found = (await query) as Array<{ id: number | string; total?: number | string }>;
  const rows = await jobsByIds(
    db,
    found.map((row) => Number(row.id)),
    favoritedColumn(db, context.viewerId),
  );
  if (found[0]?.total !== undefined) return { rows, total: Number(found[0].total) };
  if (rows.length > 0 && rows.length < page.limit) return { rows, total: page.offset + rows.length };
  if (rows.length === 0 && page.offset === 0) return { rows, total: 0 };
  const counted = (await applySearch(listed(db, context.today), filters, context.now).count({ count: '*' }).first()) as
    { count: string | number } | undefined;
  return { rows, total: Number(counted?.count ?? 0) };
}

/** How many listed jobs each value of each facet matches, under the other filters. */
export async function jobFacets(
  db: Knex,
  filters: JobSearchFilters,
  context: { now: Date; today: string },
  postedWithin: readonly number[],
): Promise<Record<FacetName, Array<{ value: string; count: number }>>> {
  const grouped = async (column: 'platform' | 'job_pay_type') =>
    (
      (await applySearch(listed(db, context.today), filters, context.now, column)
        .groupBy(`j.${column}`)
        .select(`j.${column} as value`, db.raw('count(*) as count'))
        .orderBy('count', 'desc')) as Array<{ value: string | null; count: string | number }>
    ).flatMap((row) => (row.value === null ? [] : [{ value: row.value, count: Number(row.count) }]));
  const skills = async () =>
    (
      (await db
        .from(
          applySearch(listed(db, context.today), filters, context.now, 'skills')
            .select(db.raw('unnest(j.skills) as value'))
            .as('s'),
        )
        .groupBy('value')
        .select('value', db.raw('count(*) as count'))
        .orderBy([
          { column: 'count', order: 'desc' },
          { column: 'value', order: 'asc' },
        ])
        .limit(20)) as Array<{ value: string; count: string | number }>
    ).map((row) => ({ value: row.value, count: Number(row.count) }));
  const posted = async () => {
    const columns = postedWithin.map((days) =>
      db.raw('count(*) filter (where j.published_at >= ?) as ??', [
        new Date(context.now.getTime() - days * 86_400_000),
        `d${String(days)}`,
      ]),
    );
    const row = await applySearch(listed(db, context.today), filters, context.now, 'posted_within').first<
      Record<string, string | number> | undefined
    >(...columns);
    return postedWithin.map((days) => ({ value: String(days), count: Number(row?.[`d${String(days)}`] ?? 0) }));
  };
  const [platform, jobPayType, skillCounts, postedCounts] = await Promise.all([
    grouped('platform'),
    grouped('job_pay_type'),
    skills(),
    posted(),
  ]);
  return { platform, job_pay_type: jobPayType, skills: skillCounts, posted_within: postedCounts };
}

export async function addFavorite(db: Knex, userId: number, jobId: number): Promise<void> {
  await db('job_favorites').insert({ user_id: userId, job_id: jobId }).onConflict(['user_id', 'job_id']).ignore();
}

export async function removeFavorite(db: Knex, userId: number, jobId: number): Promise<void> {
  await db('job_favorites').where({ user_id: userId, job_id: jobId }).delete();
}

/** The user's favorite jobs that are still listed, newest favorite first. */
export async function listFavorites(
  db: Knex,
  userId: number,
  page: { limit: number; offset: number },
  today: string,
): Promise<{ rows: JobRow[]; total: number }> {
  const base = () => listed(db, today).join('job_favorites as f', 'f.job_id', 'j.id').where('f.user_id', userId);
  const found = (await base()
    .select('j.id')
    .orderBy([
      { column: 'f.created_at', order: 'desc' },
      { column: 'j.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)) as Array<{ id: number | string }>;
  const rows = await jobsByIds(
    db,
    found.map((row) => Number(row.id)),
    db.raw('true as favorited'),
  );
  const counted = (await base().count({ count: '*' }).first()) as { count: string | number } | undefined;
  return { rows, total: Number(counted?.count ?? 0) };
}

export interface SavedFilterRow {
  id: number | string;
  filter_name: string;
  filters_json: unknown;
  daily_digest: boolean;
  created_at: Date | string;
}

const filterColumns = ['id', 'filter_name', 'filters_json', 'daily_digest', 'created_at'] as const;

export async function listSavedFilters(db: Knex, userId: number): Promise<SavedFilterRow[]> {
  return db('saved_job_filters')
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select(...filterColumns);
}

export async function countSavedFilters(db: Knex, userId: number): Promise<number> {
  const row = (await db('saved_job_filters').where({ user_id: userId }).count({ count: '*' }).first()) as
    { count: string | number } | undefined;
  return Number(row?.count ?? 0);
}

export async function insertSavedFilter(
  db: Knex,
  userId: number,
  filter: { filter_name: string; filters_json: JobSearchFilters; daily_digest: boolean },
): Promise<SavedFilterRow> {
  const [row] = await db('saved_job_filters')
    .insert({ user_id: userId, ...filter, filters_json: JSON.stringify(filter.filters_json) })
    .returning<SavedFilterRow[]>([...filterColumns]);
  if (!row) throw new Error('the saved filter was not written');
  return row;
}

/** Whether the user had that filter (the count of a DELETE is read from its RETURNING rows on both engines). */
export async function deleteSavedFilter(db: Knex, userId: number, id: number): Promise<boolean> {
  const rows = (await db('saved_job_filters').where({ id, user_id: userId }).delete().returning('id')) as unknown[];
  return rows.length > 0;
}

/** Locks the user's row: saving filters one at a time keeps the cap of saved filters exact. */
export async function lockUser(trx: Knex.Transaction, userId: number): Promise<void> {
  await trx('users').where({ id: userId }).forUpdate().first('id');
}

/** A saved filter whose daily digest is due, with what its mail needs of its owner. */
export interface DueDigestRow {
  id: number | string;
  filter_name: string;
  filters_json: unknown;
  digest_checked_at: Date | string;
  user_id: number | string;
  email: string;
  first_name: string;
}

/**
 * Locks up to `limit` saved filters whose digest is due (checked at or before `dueBefore`), oldest
 * first, of users who are active; filters another sender holds are skipped (SKIP LOCKED), so two
 * workers never mail the same digest.
 */
export async function lockDueDigests(trx: Knex.Transaction, dueBefore: Date, limit: number): Promise<DueDigestRow[]> {
  return trx('saved_job_filters as f')
    .join('users as u', 'u.id', 'f.user_id')
    .where('f.daily_digest', true)
    .andWhere('f.digest_checked_at', '<=', dueBefore)
    .andWhere('u.status', 'active')
    .orderBy([
      { column: 'f.digest_checked_at', order: 'asc' },
      { column: 'f.id', order: 'asc' },
    ])
    .limit(limit)
    .forUpdate('f')
    .skipLocked()
    .select<DueDigestRow[]>(
      'f.id',
      'f.filter_name',
      'f.filters_json',
      'f.digest_checked_at',
      'f.user_id',
      'u.email',
      'u.first_name',
    );
}

/** A saved filter's owner, for checking an unsubscribe token (undefined when the filter is gone). */
export async function savedFilterOwner(db: Knex, id: number): Promise<number | undefined> {
  const row = await db('saved_job_filters').where({ id }).first<{ user_id: string | number } | undefined>('user_id');
  return row ? Number(row.user_id) : undefined;
}

/** Turns a saved filter's digest off (already off: nothing changes). */
export async function stopDigest(db: Knex, id: number): Promise<void> {
  await db('saved_job_filters').where({ id }).update({ daily_digest: false });
}

export async function markDigestChecked(trx: Knex.Transaction, id: number, at: Date): Promise<void> {
  await trx('saved_job_filters').where({ id }).update({ digest_checked_at: at });
}

/**
 * The listed jobs matching the filters that were published after `since` (up to `now`), newest
 * first: the first `limit` with their titles, and how many in all. A saved filter's "posted within"
 * and sort do not apply: a digest is the news since the last one.
 */
export async function jobsPublishedSince(
  db: Knex,
  filters: JobSearchFilters,
  window: { since: Date; now: Date; today: string },
  limit: number,
): Promise<{ rows: Array<{ id: number; title: string }>; total: number }> {
  const matching = () =>
    applySearch(listed(db, window.today), { ...filters, posted_within: undefined }, window.now)
      .where('j.published_at', '>', window.since)
      .andWhere('j.published_at', '<=', window.now);
  const rows = (await matching()
    .select('j.id', 'j.title')
    .orderBy([
      { column: 'j.published_at', order: 'desc' },
      { column: 'j.id', order: 'desc' },
    ])
    .limit(limit)) as Array<{ id: number | string; title: string }>;
  const found = rows.map((row) => ({ id: Number(row.id), title: row.title }));
  if (found.length < limit) return { rows: found, total: found.length };
  const counted = (await matching().count({ count: '*' }).first()) as { count: string | number } | undefined;
  return { rows: found, total: Number(counted?.count ?? 0) };
}

import {
  activeFilterCount,
  clientDisplayName,
  dollarsToCents,
  errorCodes,
  jobErrors,
  jobExcerpt,
  jobFormSchema,
  jobLimits,
  jobSearchFiltersSchema,
  jobServerMessages,
  postedWithinOptions,
  type JobDetail,
  type JobFacets,
  type JobForm,
  type JobListResponse,
  type JobSearchFilters,
  type JobStatus,
  type JobSummary,
  type ResponseOf,
  type Role,
  type SaveJobRequest,
  type SavedFilter,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Auth } from '../../auth/sessions.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { AppError, isUniqueViolation, validationError } from '../../http/errors.ts';
import { checkPlatformOffered, checkSkills } from '../platforms/platforms.service.ts';
import {
  addFavorite as insertFavorite,
  countManagerJobs,
  countSavedFilters,
  deleteQuestion,
  deleteSavedFilter,
  findClient,
  findJob,
  findQuestionJob,
  findQuestions,
  insertJob,
  insertSavedFilter,
  keepPendingEdit,
  jobFacets,
  listFavorites,
  listManagerJobs,
  listSavedFilters,
  lockJob,
  lockUser,
  removeFavorite as deleteFavorite,
  replaceQuestions,
  searchJobs,
  softDeleteJob,
  updateJob as writeJob,
  type JobColumns,
  type JobRow,
  type SavedFilterRow,
} from './jobs.repository.ts';

const notFound = () => new AppError(404, errorCodes.notFound, jobServerMessages.notFound);

/** Who reads or writes a job: the signed-in user, or (staff on a client's behalf) the client. */
export interface JobViewer {
  user: { id: number; role: Role };
}

/** What a save did: the audit row of a staff write on a client's behalf is made from it. */
export interface JobSaveOutcome {
  jobId: number;
  /** The job's status before the save (null: the save created it). */
  before: JobStatus | null;
  /** Its status after (a posted job's unfinished edit stays 'open', kept in its form only). */
  after: JobStatus;
  title: string;
}

/**
 * Work done in a save's transaction (a staff write's): `before`, ahead of the write (the client
 * checked and locked), and `after`, once it is written (the audit row). A failure in either
 * leaves nothing written.
 */
export interface JobSaveHooks {
  before?: (trx: Knex.Transaction) => Promise<void>;
  after?: (trx: Knex.Transaction, outcome: JobSaveOutcome) => Promise<void>;
}
const notOwner = () => new AppError(403, errorCodes.forbidden, jobServerMessages.notOwner);
const notEditable = () => new AppError(409, errorCodes.conflict, jobServerMessages.notEditable);

/**
 * "Today" for the expiration rule: the earliest calendar date anywhere on Earth (UTC-12), so a
 * manager in any time zone may choose their own today, and the server never refuses it.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

const iso = (value: Date | string) => new Date(value).toISOString();
const dollars = (cents: number | string | null) => (cents === null ? null : Number(cents) / 100);

export function toSummary(row: JobRow): JobSummary {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    title: row.title,
    excerpt: jobExcerpt(row.description),
    platform: row.platform as JobSummary['platform'],
    skills: row.skills,
    job_pay_type: row.job_pay_type,
    budget: dollars(row.budget_cents),
    location: row.location,
    language: row.language,
    status: row.status,
    expiration_date: typeof row.expiration_date === 'string' ? row.expiration_date : null,
    published_at: row.published_at === null ? null : iso(row.published_at),
    updated_at: iso(row.updated_at),
    client_country: row.client_country,
    favorited: Boolean(row.favorited),
  };
}

/**
 * The form as the row keeps it, with its screening questions as saved (a posted job's pending edit
 * may hold new ones, not stored until it is posted); a job written before the wizard existed gets
 * one from its columns and its stored questions.
 */
function formOf(row: JobRow, questions: Array<{ id: number; question: string }>): JobForm {
  const stored = jobFormSchema.safeParse(row.form);
  if (stored.success) return stored.data;
  return {
    title: row.title,
    description: row.description,
    platform: (row.platform ?? '') as JobForm['platform'],
    skills: row.skills,
    expiration_date: typeof row.expiration_date === 'string' ? row.expiration_date : '',
    screening_questions: questions.map((item) => ({ id: item.id, question: item.question })),
    location: row.location,
    language: (row.language || 'English') as JobForm['language'],
    certificate_required: row.certificate_required ? 'Yes' : 'No',
    job_pay_type: row.job_pay_type ?? '',
    budget: row.budget_cents === null ? '' : String(Number(row.budget_cents) / 100),
  };
}

export async function jobDetail(db: Knex, row: JobRow, viewer: JobViewer | null): Promise<JobDetail> {
  const managerId = Number(row.manager_id);
  const [client, questionRows] = await Promise.all([findClient(db, managerId), findQuestions(db, Number(row.id))]);
  if (!client) throw notFound();
  const questions = questionRows.map((item) => ({ id: Number(item.id), question: item.question }));
  const isOwner = viewer?.user.id === managerId;
  return {
    ...toSummary(row),
    description: row.description,
    certificate_required: row.certificate_required ? 'Yes' : 'No',
    screening_questions: questions,
    client: {
      uuid: client.uuid,
      display_name: clientDisplayName(client),
      country: client.country,
      member_since: iso(client.created_at),
      jobs_posted: Number(client.jobs_posted),
    },
    is_owner: isOwner,
    owner: isOwner ? { form: formOf(row, questions), current_tab: row.current_tab } : null,
  };
}

/**
 * The columns a form is stored in. Values that do not pass their rule yet (a budget of '12.345', a
 * past date) are kept only in the form; the columns hold what is valid so far.
 */
function columnsOf(form: JobForm, currentTab: number, status: JobColumns['status']): JobColumns {
  const cents = dollarsToCents(form.budget);
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    platform: form.platform || null,
    skills: [...new Set(form.skills.map((skill) => skill.trim()))],
    expiration_date: form.expiration_date || null,
    location: form.location.trim() || 'Anywhere',
    language: form.language || 'English',
    certificate_required: form.certificate_required === 'Yes',
    job_pay_type: form.job_pay_type || null,
    budget_cents: cents !== undefined && cents > 0 ? cents : null,
    current_tab: currentTab,
    form,
    status,
  };
}

/** Posting (or keeping open) needs every tab's rules to hold: 422 with each field's message. */
function checkPostable(request: SaveJobRequest, today: string): void {
  if (request.status === 'draft') return;
  const { errors } = jobErrors(request.form, today);
  if (Object.keys(errors).length > 0) {
    throw new AppError(422, errorCodes.validation, jobServerMessages.incomplete, { fields: { ...errors } });
  }
}

/** `POST /jobs`: a new job of `owner` (the manager; or the client staff post it for, with `hooks`). */
export async function createJob(
  db: Knex,
  owner: JobViewer,
  request: SaveJobRequest,
  now = new Date(),
  hooks: JobSaveHooks = {},
): Promise<ResponseOf<'createJob'>> {
  if (request.status === 'closed') throw validationError({ status: jobServerMessages.newJobStatus });
  checkPostable(request, earliestToday(now));
  const id = await db.transaction(async (trx) => {
    await hooks.before?.(trx);
    request = { ...request, form: await offeredChoices(trx, request.form) };
    const columns = columnsOf(request.form, request.current_tab, request.status);
    const jobId = await insertJob(trx, owner.user.id, columns, now);
    const ids = await replaceQuestions(trx, jobId, request.form.screening_questions);
    await trx('jobs')
      .where({ id: jobId })
      .update({ form: JSON.stringify(withQuestionIds(request.form, ids)) });
    await hooks.after?.(trx, { jobId, before: null, after: request.status, title: columns.title });
    return jobId;
  });
  return getJob(db, id, owner);
}

function withQuestionIds(form: JobForm, ids: number[]): JobForm {
  return {
    ...form,
    screening_questions: form.screening_questions.map((item, index) => ({ ...item, id: ids[index] ?? null })),
  };
}

/**
 * The platform and skills of a job form held to the stored catalogue (issue 19): what the job
 * already has stays; anything new must be offered, and is spelled as the catalogue spells it.
 */
async function offeredChoices(
  trx: Knex.Transaction,
  form: JobForm,
  job?: { skills: string[]; platform: JobForm['platform'] | null },
): Promise<JobForm> {
  await checkPlatformOffered(trx, form.platform || null, 'platform', job?.platform || null);
  return { ...form, skills: await checkSkills(trx, form.skills, 'skills', job?.skills ?? []) };
}

/** The manager's own job, locked; someone else's open job is 403, anything else they cannot see 404. */
async function lockOwnJob(trx: Knex.Transaction, auth: JobViewer, id: number) {
  const job = await lockJob(trx, id);
  if (!job || job.deleted_at !== null) throw notFound();
  if (Number(job.manager_id) !== auth.user.id) throw job.status === 'open' ? notOwner() : notFound();
  return job;
}

/** `PUT /jobs/:id`: a save of the owner's job (the manager's; or the client's, by staff with `hooks`). */
export async function updateJob(
  db: Knex,
  auth: JobViewer,
  id: number,
  request: SaveJobRequest,
  now = new Date(),
  hooks: JobSaveHooks = {},
): Promise<ResponseOf<'updateJob'>> {
  await db.transaction(async (trx) => {
    await hooks.before?.(trx);
    const job = await lockOwnJob(trx, auth, id);
    if (job.status === 'closed') throw notEditable();
    request = { ...request, form: await offeredChoices(trx, request.form, job) };
    const outcome = { jobId: id, before: job.status, title: request.form.title.trim() };
    if (job.status === 'open' && request.status === 'draft') {
      // A posted job does not go back to being a draft, and its page does not show half an edit:
      // the manager's unfinished changes are kept in the form only, until they post them.
      await keepPendingEdit(trx, id, request.form, request.current_tab, now);
      await hooks.after?.(trx, { ...outcome, after: 'open' });
      return;
    }
    const status = request.status;
    checkPostable(request, earliestToday(now));
    const ids = await replaceQuestions(trx, id, request.form.screening_questions);
    const form = withQuestionIds(request.form, ids);
    const publishedAt = status === 'draft' ? null : (job.published_at ?? now);
    await writeJob(trx, id, columnsOf(form, request.current_tab, status), now, publishedAt);
    await hooks.after?.(trx, { ...outcome, after: status });
  });
  return getJob(db, id, auth);
}

export async function deleteJob(db: Knex, auth: Auth, id: number, now = new Date()): Promise<ResponseOf<'deleteJob'>> {
  await db.transaction(async (trx) => {
    await lockOwnJob(trx, auth, id);
    await softDeleteJob(trx, id, now);
  });
  const row = await findJob(db, id);
  if (!row) throw notFound();
  return { job: await jobDetail(db, row, auth) };
}

/** An open job to anyone; a draft or closed job to its manager only; a deleted job to no one. */
export async function getJob(db: Knex, id: number, viewer: JobViewer | null): Promise<ResponseOf<'getJob'>> {
  const row = await findJob(db, id, viewer?.user.role === 'freelancer' ? viewer.user.id : undefined);
  if (!row) throw notFound();
  const isOwner = viewer?.user.id === Number(row.manager_id);
  if (row.deleted_at !== null && !isOwner) throw notFound();
  if (row.status !== 'open' && !isOwner) throw notFound();
  return { job: await jobDetail(db, row, viewer) };
}

export async function deleteScreeningQuestion(
  db: Knex,
  auth: Auth,
  questionId: number,
): Promise<ResponseOf<'deleteScreeningQuestion'>> {
  const question = await findQuestionJob(db, questionId);
  if (!question) throw new AppError(404, errorCodes.notFound, jobServerMessages.questionNotFound);
  const jobId = Number(question.job_id);
  await db.transaction(async (trx) => {
    const job = await lockOwnJob(trx, auth, jobId);
    if (job.status === 'closed') throw notEditable();
    await deleteQuestion(trx, questionId);
    const remaining = (await findQuestions(trx, jobId)).map((item) => ({
      id: Number(item.id),
      question: item.question,
    }));
    const row = await findJob(trx, jobId);
    if (row?.form) {
      const form = { ...row.form, screening_questions: remaining };
      await trx('jobs')
        .where({ id: jobId })
        .update({ form: JSON.stringify(form) });
    }
  });
  return getJob(db, jobId, auth);
}

function listAnswer(rows: JobRow[], total: number, page: number, perPage: number): JobListResponse {
  return pageAnswer(rows.map(toSummary), total, { page, perPage });
}

export async function jobsByStatus(
  db: Knex,
  auth: Auth,
  query: {
    status?: JobStatus | undefined;
    search?: string | undefined;
    page?: number | undefined;
    per_page?: number | undefined;
  },
): Promise<ResponseOf<'jobsByStatus'>> {
  const { page, perPage, limit, offset } = pageOf(query, jobLimits.managerPageSize);
  const { rows, total } = await listManagerJobs(db, auth.user.id, query, { limit, offset });
  return listAnswer(rows, total, page, perPage);
}

export async function managerDashboard(
  db: Knex,
  auth: Auth,
  status: JobStatus | undefined,
): Promise<ResponseOf<'managerDashboard'>> {
  const [counts, latest] = await Promise.all([
    countManagerJobs(db, auth.user.id),
    listManagerJobs(db, auth.user.id, { status: status ?? 'open' }, { limit: jobLimits.managerPageSize, offset: 0 }),
  ]);
  return { counts, jobs: latest.rows.map(toSummary) };
}

type SearchQuery = JobSearchFilters & {
  page?: number | undefined;
  per_page?: number | undefined;
  search_jobs?: string | undefined;
};

/** The filters of a search query (search_jobs is the spec's other name for the term). */
function filtersOf(query: SearchQuery): JobSearchFilters {
  const filters: JobSearchFilters = {};
  for (const key of Object.keys(jobSearchFiltersSchema.shape) as Array<keyof JobSearchFilters>) {
    if (query[key] !== undefined) Object.assign(filters, { [key]: query[key] });
  }
  const search = query.search || query.search_jobs;
  return search ? { ...filters, search } : filters;
}

export async function findJobs(
  db: Knex,
  viewer: Auth | null,
  query: SearchQuery,
  now = new Date(),
): Promise<ResponseOf<'findJobs'>> {
  const { page, perPage, limit, offset } = pageOf(query, jobLimits.searchPageSize);
  const viewerId = viewer?.user.role === 'freelancer' ? viewer.user.id : undefined;
  const { rows, total } = await searchJobs(
    db,
    filtersOf(query),
    { limit, offset },
    { now, today: earliestToday(now), viewerId },
  );
  return listAnswer(rows, total, page, perPage);
}

async function facets(db: Knex, filters: JobSearchFilters, now: Date): Promise<JobFacets> {
  return jobFacets(db, filters, { now, today: earliestToday(now) }, postedWithinOptions);
}

export async function availableJobFilters(
  db: Knex,
  filters: JobSearchFilters,
  now = new Date(),
): Promise<ResponseOf<'availableJobFilters'>> {
  return { filters: await facets(db, filters, now) };
}

export async function fetchAllJobs(
  db: Knex,
  auth: Auth,
  query: SearchQuery,
  now = new Date(),
): Promise<ResponseOf<'fetchAllJobs'>> {
  const filters = filtersOf(query);
  const [list, filtersData] = await Promise.all([findJobs(db, auth, query, now), facets(db, filters, now)]);
  return { ...list, filters_count: activeFilterCount(filters), filters_data: filtersData };
}

export async function addFavorite(
  db: Knex,
  auth: Auth,
  jobId: number,
  now = new Date(),
): Promise<ResponseOf<'addFavorite'>> {
  // Only a job the freelancer can see (open, not deleted, not expired) can be saved.
  const row = await findJob(db, jobId);
  const expired = typeof row?.expiration_date === 'string' && row.expiration_date < earliestToday(now);
  if (!row || row.status !== 'open' || row.deleted_at !== null || expired) throw notFound();
  await insertFavorite(db, auth.user.id, jobId);
  return { message: jobServerMessages.favoriteAdded, favorited: true };
}

export async function removeFavorite(db: Knex, auth: Auth, jobId: number): Promise<ResponseOf<'removeFavorite'>> {
  await deleteFavorite(db, auth.user.id, jobId);
  return { message: jobServerMessages.favoriteRemoved, favorited: false };
}

export async function favoritedJobs(
  db: Knex,
  auth: Auth,
  query: { page?: number | undefined; per_page?: number | undefined },
  now = new Date(),
): Promise<ResponseOf<'favoritedJobs'>> {
  const { page, perPage, limit, offset } = pageOf(query, jobLimits.searchPageSize);
  const { rows, total } = await listFavorites(db, auth.user.id, { limit, offset }, earliestToday(now));
  return listAnswer(rows, total, page, perPage);
}

function toSavedFilter(row: SavedFilterRow): SavedFilter {
  const filters = jobSearchFiltersSchema.safeParse(row.filters_json);
  return {
    id: Number(row.id),
    filter_name: row.filter_name,
    filters_json: filters.success ? filters.data : {},
    daily_digest: row.daily_digest,
    created_at: iso(row.created_at),
  };
}

export async function jobFilters(db: Knex, auth: Auth): Promise<ResponseOf<'jobFilters'>> {
  return { filters: (await listSavedFilters(db, auth.user.id)).map(toSavedFilter) };
}

export async function saveJobFilter(
  db: Knex,
  auth: Auth,
  body: { filter_name: string; filters_json: JobSearchFilters; daily_digest: boolean },
): Promise<ResponseOf<'saveJobFilter'>> {
  try {
    const row = await db.transaction(async (trx) => {
      await lockUser(trx, auth.user.id);
      if ((await countSavedFilters(trx, auth.user.id)) >= jobLimits.maxSavedFilters) {
        throw new AppError(409, errorCodes.conflict, jobServerMessages.tooManyFilters);
      }
      return insertSavedFilter(trx, auth.user.id, body);
    });
    return { filter: toSavedFilter(row) };
  } catch (error) {
    if (isUniqueViolation(error, 'saved_job_filters_name')) {
      throw new AppError(409, errorCodes.conflict, jobServerMessages.filterNameTaken, {
        fields: { filter_name: jobServerMessages.filterNameTaken },
      });
    }
    throw error;
  }
}

export async function destroyJobFilter(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'destroyJobFilter'>> {
  if (!(await deleteSavedFilter(db, auth.user.id, id)))
    throw new AppError(404, errorCodes.notFound, jobServerMessages.filterNotFound);
  return jobFilters(db, auth);
}

import {
  ADMIN_LIST_PAGE_SIZE,
  adminJobServerMessages,
  errorCodes,
  postedJobStatuses,
  proposalStatuses,
  staffRoles,
  type AdminJobStatus,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { AppError } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import type { RouteInput } from '../../http/route.ts';
import {
  contractsWhere,
  findAdminJob,
  jobsPostedByMonth,
  pageOfAdminJobs,
  proposalCounts,
  type AdminContractRow,
  type AdminJobRow,
} from './jobs.repository.ts';
import { findAdminClient, pageOfAdminClients, pageOfUsers, type AdminClientRow } from './people.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
/** A date column (read as text: 'YYYY-MM-DD'). */
const day = (value: Date | string | null) => (typeof value === 'string' ? value.slice(0, 10) : null);

type JobRowAnswer = ResponseOf<'adminFindJobs'>['records'][number];

export function toJobRow(row: AdminJobRow): JobRowAnswer {
  const status: AdminJobStatus = row.deleted_at === null ? row.status : 'deleted';
  return {
    id: Number(row.id),
    uuid: row.uuid,
    title: row.title,
    status,
    platform: row.platform,
    job_pay_type: row.job_pay_type,
    budget_cents: row.budget_cents === null ? null : Number(row.budget_cents),
    created_at: iso(row.created_at),
    published_at: isoOrNull(row.published_at),
    manager: {
      id: Number(row.manager_id),
      uuid: row.manager_uuid,
      first_name: row.manager_first_name,
      last_name: row.manager_last_name,
      email: row.manager_email,
      company_name: row.manager_company_name,
      account_status: row.manager_status,
    },
    proposals_count: Number(row.proposals_count),
    hires: Number(row.hires),
  };
}

/**
 * `GET /admins/find_jobs` and `GET /jobs?job_status`: every manager's jobs, newest posting first
 * (spec document 2, sections 6 and 7).
 */
export async function adminFindJobs(
  db: Knex,
  query: RouteInput<'adminFindJobs'>['query'],
): Promise<ResponseOf<'adminFindJobs'>> {
  const { page, perPage, limit, offset } = pageOf(query, ADMIN_LIST_PAGE_SIZE);
  const { rows, total } = await pageOfAdminJobs(
    db,
    {
      status: query.status ?? query.job_status,
      platform: query.platform,
      payType: query.job_pay_type,
      term: query.search || undefined,
      postedFrom: query.posted_from,
      postedTo: query.posted_to,
      managerId: query.manager_id,
    },
    { limit, offset },
  );
  return pageAnswer(rows.map(toJobRow), total, { page, perPage });
}

/** `GET /admins/jobs_report/` (spec: year): jobs posted per month of the year, by their status now. */
export async function jobsReport(
  db: Knex,
  query: RouteInput<'jobsReport'>['query'],
  now = new Date(),
): Promise<ResponseOf<'jobsReport'>> {
  const year = query.year ?? now.getUTCFullYear();
  const counted = await jobsPostedByMonth(db, year);
  const zero = () => ({ open: 0, closed: 0, deleted: 0, total: 0 });
  const months = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, ...zero() }));
  const totals = zero();
  for (const row of counted) {
    const bucket = months[Number(row.month) - 1];
    if (!bucket || !postedJobStatuses.includes(row.status)) continue;
    const count = Number(row.count);
    bucket[row.status] += count;
    bucket.total += count;
    totals[row.status] += count;
    totals.total += count;
  }
  return { year, months, totals };
}

function toContract(row: AdminContractRow): ResponseOf<'adminJob'>['contracts'][number] {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    job: { id: Number(row.job_id), title: row.job_title },
    freelancer: {
      id: Number(row.freelancer_id),
      first_name: row.freelancer_first_name,
      last_name: row.freelancer_last_name,
      profile_uuid: row.profile_uuid,
    },
    job_pay_type: row.job_pay_type,
    status: row.status,
    amount_cents: Number(row.amount_cents),
    paid_cents: Number(row.paid_cents),
    escrow_cents: Number(row.escrow_cents),
    started_at: iso(row.started_at),
    ended_at: isoOrNull(row.ended_at),
  };
}

/** How many contracts a details page lists at most (newest first). */
const CONTRACTS_SHOWN = 50;

/** `GET /admins/jobs/{id}`: one job in any status, its proposals by status and its contracts. */
export async function adminJob(db: Knex, id: number): Promise<ResponseOf<'adminJob'>> {
  const row = await findAdminJob(db, id);
  if (!row) throw new AppError(404, errorCodes.notFound, adminJobServerMessages.jobNotFound);
  const [counts, contracts] = await Promise.all([
    proposalCounts(db, id),
    contractsWhere(db, { jobId: id }, CONTRACTS_SHOWN),
  ]);
  const proposals = Object.fromEntries([...proposalStatuses, 'total'].map((status) => [status, 0])) as Record<
    (typeof proposalStatuses)[number] | 'total',
    number
  >;
  for (const { status, count } of counts) {
    if (!(proposalStatuses as readonly string[]).includes(status)) continue;
    proposals[status as (typeof proposalStatuses)[number]] += Number(count);
    proposals.total += Number(count);
  }
  return {
    job: {
      ...toJobRow(row),
      description: row.description,
      skills: row.skills,
      location: row.location,
      expiration_date: day(row.expiration_date),
      updated_at: iso(row.updated_at),
      deleted_at: isoOrNull(row.deleted_at),
    },
    proposals,
    contracts: contracts.map(toContract),
  };
}

function toClientRow(row: AdminClientRow): ResponseOf<'adminClients'>['records'][number] {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    company_name: row.company_name,
    country: row.country,
    account_status: row.status,
    jobs_posted: Number(row.jobs_posted),
    open_jobs: Number(row.open_jobs),
    spend_cents: Number(row.spend_cents),
    created_at: iso(row.created_at),
  };
}

/** `GET /admins/clients`: every Project Manager, newest sign-up first (the spec's "lists clients"). */
export async function adminClients(
  db: Knex,
  query: RouteInput<'adminClients'>['query'],
): Promise<ResponseOf<'adminClients'>> {
  const { page, perPage, limit, offset } = pageOf(query, ADMIN_LIST_PAGE_SIZE);
  const { rows, total } = await pageOfAdminClients(
    db,
    { term: query.search || undefined, accountStatus: query.account_status },
    { limit, offset },
  );
  return pageAnswer(rows.map(toClientRow), total, { page, perPage });
}

/** `GET /admins/clients/{id}`: one Project Manager by user id, their contracts and spend. */
export async function adminClient(db: Knex, id: number): Promise<ResponseOf<'adminClient'>> {
  const row = await findAdminClient(db, id);
  if (!row) throw new AppError(404, errorCodes.notFound, adminJobServerMessages.clientNotFound);
  const contracts = await contractsWhere(db, { managerId: id }, CONTRACTS_SHOWN);
  return {
    client: {
      ...toClientRow(row),
      phone_number: row.phone_number,
      email_confirmed: row.email_confirmed_at !== null,
      last_sign_in_at: isoOrNull(row.last_sign_in_at),
      active_contracts: Number(row.active_contracts),
      escrow_cents: Number(row.escrow_cents),
    },
    contracts: contracts.map(toContract),
  };
}

/** `GET /users` (spec: role): users of a role, `staff` the executives; every user without one. */
export async function usersByRole(db: Knex, query: RouteInput<'users'>['query']): Promise<ResponseOf<'users'>> {
  const { page, perPage, limit, offset } = pageOf(query, ADMIN_LIST_PAGE_SIZE);
  const roles = query.role === undefined ? undefined : query.role === 'staff' ? staffRoles : [query.role];
  const { rows, total } = await pageOfUsers(
    db,
    { roles, term: query.search || undefined, accountStatus: query.account_status },
    { limit, offset },
  );
  return pageAnswer(
    rows.map((row) => ({
      id: Number(row.id),
      uuid: row.uuid,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      role: row.role,
      account_status: row.status,
      created_at: iso(row.created_at),
      last_sign_in_at: isoOrNull(row.last_sign_in_at),
    })),
    total,
    { page, perPage },
  );
}

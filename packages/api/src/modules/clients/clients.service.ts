import {
  clientDisplayName,
  clientLimits,
  clientServerMessages,
  errorCodes,
  type ClientCard,
  type PastJob,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Auth } from '../../auth/sessions.ts';
import { AppError } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { listManagerListedJobs } from '../jobs/jobs.repository.ts';
import { earliestToday, toSummary } from '../jobs/jobs.service.ts';
import { findClientByUuid, listClients, listPastJobs, type ClientRow, type PastJobRow } from './clients.repository.ts';

/**
 * Clients as freelancers browse them (spec document 2: /top-clients, /client-details/:client_uuid).
 * Anyone who is not a client (unknown, not a manager, banned, deactivated, or with no posted job) is
 * the same 404, so the answer never tells which.
 */
const notFound = () => new AppError(404, errorCodes.notFound, clientServerMessages.notFound);

const iso = (value: Date | string) => new Date(value).toISOString();

function toCard(row: ClientRow): ClientCard {
  return {
    uuid: row.uuid,
    display_name: clientDisplayName(row),
    country: row.country,
    member_since: iso(row.created_at),
    jobs_posted: Number(row.jobs_posted),
    open_jobs: Number(row.open_jobs),
  };
}

function toPastJob(row: PastJobRow): PastJob {
  return {
    uuid: row.uuid,
    title: row.title,
    platform: row.platform as PastJob['platform'],
    skills: row.skills,
    job_pay_type: row.job_pay_type,
    budget: row.budget_cents === null ? null : Number(row.budget_cents) / 100,
    published_at: iso(row.published_at),
    outcome: row.status === 'closed' ? 'closed' : 'expired',
    ended_on: row.ended_on,
  };
}

/** `GET /project_managers`: a page of clients, top first, matching the search. */
export async function projectManagers(
  db: Knex,
  query: { page?: number | undefined; per_page?: number | undefined; search?: string | undefined },
  now = new Date(),
): Promise<ResponseOf<'projectManagers'>> {
  const { page, perPage, limit, offset } = pageOf(query, clientLimits.pageSize);
  const { rows, total } = await listClients(db, { term: query.search }, { limit, offset }, earliestToday(now));
  return pageAnswer(rows.map(toCard), total, { page, perPage });
}

/** `GET /project_managers/{id}`: the client's card and newest open jobs (a freelancer's favorites marked). */
export async function projectManager(
  db: Knex,
  viewer: Auth,
  uuid: string,
  now = new Date(),
): Promise<ResponseOf<'projectManager'>> {
  const today = earliestToday(now);
  const row = await findClientByUuid(db, uuid, today);
  if (!row) throw notFound();
  const jobs = await listManagerListedJobs(db, Number(row.id), clientLimits.detailOpenJobs, {
    today,
    viewerId: viewer.user.role === 'freelancer' ? viewer.user.id : undefined,
  });
  return { client: toCard(row), open_jobs: jobs.map(toSummary) };
}

/** `GET /client_history/`: a page of the client's past jobs, newest posting first. */
export async function clientHistory(
  db: Knex,
  query: { user_id: string; page?: number | undefined; per_page?: number | undefined },
  now = new Date(),
): Promise<ResponseOf<'clientHistory'>> {
  const today = earliestToday(now);
  const row = await findClientByUuid(db, query.user_id, today);
  if (!row) throw notFound();
  const { page, perPage, limit, offset } = pageOf(query, clientLimits.historyPageSize);
  const { rows, total } = await listPastJobs(db, Number(row.id), { limit, offset }, today);
  return pageAnswer(rows.map(toPastJob), total, { page, perPage });
}

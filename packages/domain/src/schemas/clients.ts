import { z } from 'zod';
import { platformOptions } from '../constants.ts';
import { clientLimits, clientServerMessages } from '../clientTexts.ts';
import { formInteger, isoDateTime, paginationSchema } from './common.ts';
import { jobClientSchema, jobPayTypes, jobSummarySchema } from './jobs.ts';

/**
 * Clients as freelancers see them (spec document 2, sections 2 and 7: the freelancer's
 * /top-clients and /client-details/:client_uuid; `GET /project_managers` (page, search),
 * `GET /project_managers/{id}` and `GET /client_history/` (user_id, page, authorize)). A client
 * is a Project Manager who has posted at least one job (not deleted); banned and deactivated
 * managers are no one's client. Nothing private: no email, phone, last name or internal id; the
 * manager is named by their public uuid.
 */

/**
 * The name a client goes by: the company's name when the manager gave one, else the first name and
 * the last name's initial (spec document 1, section 3's public naming: the last name stays private).
 * The API's SQL search matches the same text (`clientNameSql` in the clients repository).
 */
export function clientDisplayName(user: {
  company_name?: string | null;
  first_name: string;
  last_name: string;
}): string {
  const company = user.company_name?.trim();
  if (company) return company;
  const initial = Array.from(user.last_name.trim())[0];
  return initial ? `${user.first_name.trim()} ${initial}.` : user.first_name.trim();
}

/** A client's public uuid in a path or a query (422 with our message otherwise, never a 500). */
export const clientUuidSchema = z.uuid({ error: clientServerMessages.invalidId });

/** `GET /project_managers/{id}`: the manager's public uuid. */
export const clientParamsSchema = z.object({ id: clientUuidSchema });

/**
 * A client card: who they are (as the job page's client box shows them), how many jobs they have
 * posted (open or closed, not deleted) and how many are open now (listed: not expired). Hires and
 * spend come with contracts.
 */
export const clientCardSchema = jobClientSchema.extend({
  open_jobs: z.number().int().nonnegative(),
});
export type ClientCard = z.infer<typeof clientCardSchema>;

const pageParam = formInteger.pipe(z.number().int().min(1).max(clientLimits.maxPage));

/** `GET /project_managers` (spec: page, search). */
export const projectManagersQuerySchema = z.object({
  page: pageParam.optional(),
  per_page: formInteger.pipe(z.number().int().min(1).max(50)).optional(),
  /** Matched against what a card shows: the client's name and country. */
  search: z.string().trim().max(clientLimits.searchMaxLength).optional(),
});
export type ProjectManagersQuery = z.input<typeof projectManagersQuerySchema>;

/** A page of client cards, top clients first (most jobs posted, then most open now, then the newest). */
export const projectManagersResponseSchema = paginationSchema.extend({ records: z.array(clientCardSchema) });
export type ProjectManagersResponse = z.infer<typeof projectManagersResponseSchema>;

/**
 * `GET /project_managers/{id}`: the card and the client's open jobs, newest first (at most
 * {@link clientLimits.detailOpenJobs}; `client.open_jobs` counts them all). Their past jobs are
 * `GET /client_history/?user_id=` with the same uuid (`jobs_posted - open_jobs` of them).
 */
export const projectManagerResponseSchema = z.object({
  client: clientCardSchema,
  open_jobs: z.array(jobSummarySchema),
});
export type ProjectManagerResponse = z.infer<typeof projectManagerResponseSchema>;

/** How a past job ended: closed by its manager, or open until its expiration date passed. */
export const pastJobOutcomes = ['closed', 'expired'] as const;
export type PastJobOutcome = (typeof pastJobOutcomes)[number];

/** One of a client's past jobs (no link: a closed job's page is its manager's only). */
export const pastJobSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  platform: z.enum(platformOptions).nullable(),
  skills: z.array(z.string()),
  job_pay_type: z.enum(jobPayTypes).nullable(),
  /** Dollars (the hourly rate or the fixed price). */
  budget: z.number().nonnegative().nullable(),
  published_at: isoDateTime,
  outcome: z.enum(pastJobOutcomes),
  /** The day it ended: closed (UTC), or its expiration date. */
  ended_on: z.iso.date(),
});
export type PastJob = z.infer<typeof pastJobSchema>;

/** `GET /client_history/` (spec: user_id, page, authorize): user_id is the manager's public uuid. */
export const clientHistoryQuerySchema = z.object({
  user_id: clientUuidSchema,
  page: pageParam.optional(),
  per_page: formInteger.pipe(z.number().int().min(1).max(50)).optional(),
  /** The client's "no token needed" flag (spec: authorize); accepted and ignored: a token is needed. */
  authorize: z.string().max(10).optional(),
});
export type ClientHistoryQuery = z.input<typeof clientHistoryQuerySchema>;

/** A page of the client's past jobs (closed or expired, not deleted), newest posting first. */
export const clientHistoryResponseSchema = paginationSchema.extend({ records: z.array(pastJobSchema) });
export type ClientHistoryResponse = z.infer<typeof clientHistoryResponseSchema>;

import { z } from 'zod';
import { adminJobServerMessages, JOBS_REPORT_YEARS } from '../adminJobTexts.ts';
import { platformOptions } from '../constants.ts';
import { roles } from '../roles.ts';
import { accountStatuses } from './admin.ts';
import { formInteger, idParamsSchema, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';
import { jobPayTypes } from './jobs.ts';
import { proposalStatuses } from '../rules/lifecycles.ts';

/**
 * A job's status as the admin sees it (spec document 2, sections 6 and 7: "lists jobs by status"):
 * the job's own status, or `deleted` once its manager deleted it (whatever it was before).
 */
export const adminJobStatuses = ['draft', 'open', 'closed', 'deleted'] as const;
export type AdminJobStatus = (typeof adminJobStatuses)[number];

/** The statuses a posted job can be in: the report's series. */
export const postedJobStatuses = ['open', 'closed', 'deleted'] as const;
export type PostedJobStatus = (typeof postedJobStatuses)[number];

const isoDate = z.iso.date();

/**
 * `GET /admins/find_jobs` (spec: page plus search params) and `GET /jobs?job_status` (the spec's
 * admin list by status): every manager's jobs, newest first. Without a status every job that was
 * ever posted (open, closed, deleted); drafts only when asked (`status=draft`). `job_status` is the
 * spec's name for `status`. The date range is on the day posted (UTC), both ends included.
 */
export const adminJobsQuerySchema = pageQuerySchema
  .extend({
    status: z.enum(adminJobStatuses).optional(),
    job_status: z.enum(adminJobStatuses).optional(),
    platform: z.enum(platformOptions).optional(),
    job_pay_type: z.enum(jobPayTypes).optional(),
    /** Matched case-insensitively against the title and the manager's name and email. */
    search: z.string().trim().max(100).optional(),
    posted_from: isoDate.optional(),
    posted_to: isoDate.optional(),
    /** One manager's jobs (the client profile's list): the user's numeric id. */
    manager_id: formInteger.pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).optional(),
  })
  .refine((query) => !query.posted_from || !query.posted_to || query.posted_from <= query.posted_to, {
    path: ['posted_to'],
    error: adminJobServerMessages.dateRange,
  })
  .refine((query) => !query.status || !query.job_status || query.status === query.job_status, {
    path: ['job_status'],
    error: adminJobServerMessages.statusConflict,
  });
export type AdminJobsQuery = z.input<typeof adminJobsQuerySchema>;

/** The manager of a job as the admin sees them: who they are and their account. */
export const adminJobManagerSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  account_status: z.enum(accountStatuses),
});

/** One job in the admin's list. Money in cents. */
export const adminJobRowSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  title: z.string(),
  status: z.enum(adminJobStatuses),
  platform: z.enum(platformOptions).nullable(),
  job_pay_type: z.enum(jobPayTypes).nullable(),
  budget_cents: z.number().int().nonnegative().nullable(),
  created_at: isoDateTime,
  published_at: isoDateTime.nullable(),
  manager: adminJobManagerSchema,
  /** Every proposal sent on it, whatever became of it. */
  proposals_count: z.number().int().nonnegative(),
  /** Its contracts (each a hire), active or ended. */
  hires: z.number().int().nonnegative(),
});
export type AdminJobRow = z.output<typeof adminJobRowSchema>;
export const adminJobListResponseSchema = paginationSchema.extend({ records: z.array(adminJobRowSchema) });

/** `GET /admins/jobs_report/` (spec: year): the calendar year, in UTC; this year when not given. */
export const jobsReportQuerySchema = z.object({
  year: formInteger
    .pipe(
      z
        .number()
        .int()
        .min(JOBS_REPORT_YEARS.min, { error: adminJobServerMessages.year })
        .max(JOBS_REPORT_YEARS.max, { error: adminJobServerMessages.year }),
    )
    .optional(),
});

const statusCounts = z.object(
  Object.fromEntries(postedJobStatuses.map((status) => [status, z.number().int().nonnegative()])) as Record<
    PostedJobStatus,
    z.ZodNumber
  >,
);

/**
 * The jobs posted in each month of the year (by the month they were posted, UTC), counted by the
 * status they are in now, twelve months always, and the year's totals.
 */
export const jobsReportResponseSchema = z.object({
  year: z.number().int(),
  months: z.array(statusCounts.extend({ month: z.number().int().min(1).max(12), total: z.number().int() })).length(12),
  totals: statusCounts.extend({ total: z.number().int().nonnegative() }),
});
export type JobsReport = z.output<typeof jobsReportResponseSchema>;

export const adminJobParamsSchema = idParamsSchema;

/** A contract as the admin's job and client pages list it. Money in cents. */
export const adminContractSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  job: z.object({ id: z.number().int().positive(), title: z.string() }),
  freelancer: z.object({
    id: z.number().int().positive(),
    first_name: z.string(),
    last_name: z.string(),
    /** The expert profile's uuid (/freelancer/:id), null without one. */
    profile_uuid: z.uuid().nullable(),
  }),
  job_pay_type: z.enum(jobPayTypes),
  status: z.enum(['active', 'completed']),
  amount_cents: z.number().int().nonnegative(),
  /** Released to the freelancer on its payment requests. */
  paid_cents: z.number().int().nonnegative(),
  /** Funded and held for its milestones, not released yet. */
  escrow_cents: z.number().int().nonnegative(),
  started_at: isoDateTime,
  ended_at: isoDateTime.nullable(),
});
export type AdminContract = z.output<typeof adminContractSchema>;

/** `GET /admins/jobs/{id}` (ours: /admin-jobs-details/:id): one job in any status, for the admin. */
export const adminJobDetailsResponseSchema = z.object({
  job: adminJobRowSchema.extend({
    description: z.string(),
    skills: z.array(z.string()),
    location: z.string(),
    expiration_date: isoDate.nullable(),
    updated_at: isoDateTime,
    deleted_at: isoDateTime.nullable(),
  }),
  /** Its proposals counted by their status, and in all. */
  proposals: z.object(
    Object.fromEntries(
      [...proposalStatuses, 'total'].map((status) => [status, z.number().int().nonnegative()]),
    ) as Record<(typeof proposalStatuses)[number] | 'total', z.ZodNumber>,
  ),
  contracts: z.array(adminContractSchema),
});
export type AdminJobDetails = z.output<typeof adminJobDetailsResponseSchema>;

/**
 * `GET /admins/clients` (ours: /admin-client-listing; the spec's "lists clients"): every Project
 * Manager, any account status, newest sign-up first; the term matches name, company and email.
 */
export const adminClientsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  account_status: z.enum(accountStatuses).optional(),
});

/** A client in the admin's list. Spend: what they released to freelancers, in cents. */
export const adminClientRowSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  country: z.string().nullable(),
  account_status: z.enum(accountStatuses),
  /** Jobs ever posted (not drafts), deleted ones too. */
  jobs_posted: z.number().int().nonnegative(),
  open_jobs: z.number().int().nonnegative(),
  spend_cents: z.number().int().nonnegative(),
  created_at: isoDateTime,
});
export type AdminClientRow = z.output<typeof adminClientRowSchema>;
export const adminClientListResponseSchema = paginationSchema.extend({ records: z.array(adminClientRowSchema) });

/** `GET /admins/clients/{id}` (ours: /admin-client-profile/:id): the user's numeric id. */
export const adminClientParamsSchema = z.object({
  id: formInteger.pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});

/** One client: the account, their contracts (newest first) and what they spent. */
export const adminClientResponseSchema = z.object({
  client: adminClientRowSchema.extend({
    phone_number: z.string().nullable(),
    email_confirmed: z.boolean(),
    last_sign_in_at: isoDateTime.nullable(),
    active_contracts: z.number().int().nonnegative(),
    escrow_cents: z.number().int().nonnegative(),
  }),
  contracts: z.array(adminContractSchema),
});
export type AdminClient = z.output<typeof adminClientResponseSchema>;

/** `staff`: the executives (Admin, Coordinator and Support), as /execs lists them. */
export const userListRoles = [...roles, 'staff'] as const;

/**
 * `GET /users` (spec: role; "lists users by role"): users of a role (every user without one),
 * any account status, by name or email, newest first.
 */
export const usersQuerySchema = pageQuerySchema.extend({
  role: z.enum(userListRoles).optional(),
  account_status: z.enum(accountStatuses).optional(),
  search: z.string().trim().max(100).optional(),
});

export const userListRowSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  account_status: z.enum(accountStatuses),
  created_at: isoDateTime,
  /** The newest session's start (a sign-in), null if they never signed in. */
  last_sign_in_at: isoDateTime.nullable(),
});
export type UserListRow = z.output<typeof userListRowSchema>;
export const userListResponseSchema = paginationSchema.extend({ records: z.array(userListRowSchema) });

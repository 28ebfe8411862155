import { z } from 'zod';
import {
  adminReportKinds,
  adminReportLimits,
  adminReportServerMessages as messages,
  adminTransactionStatuses,
  securityEventKinds,
} from '../adminReportTexts.ts';
import { roles } from '../roles.ts';
import { isTimeZone } from '../rules/interviewTime.ts';
import { accountStatuses } from './admin.ts';
import { calendarDate } from './availability.ts';
import { formInteger, isoDateTime, paginationSchema } from './common.ts';
import { jobStatuses } from './jobs.ts';
import { postingKinds } from './payments.ts';

/**
 * The admin's dashboard, transaction history, reports and security log (issue 19; spec document
 * 2, sections 2, 6, 7). The spec names `GET /admins/admin_dashboard` and
 * `GET /admins/get_transaction_history` (start_date, end_date, transaction_type, client_name,
 * status_type); their answers, the reports' and the security log's calls are ours. Money is integer
 * cents from the ledger; dates are calendar days in the caller's zone (the browser's; UTC unless
 * told).
 */

const zone = z
  .string({ error: messages.zoneInvalid })
  .trim()
  .refine(isTimeZone, { error: messages.zoneInvalid })
  .default('UTC');

/** An empty field (a cleared filter in the address) counts as not given. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const day = z.preprocess(blankAsMissing, calendarDate(messages.dateInvalid).optional());

const DAY_MS = 86_400_000;

/** start_date and end_date (both optional, inclusive), in order and at most five years apart. */
export const dateRangeSchema = z.object({ start_date: day, end_date: day, zone }).superRefine((range, ctx) => {
  if (!range.start_date || !range.end_date) return;
  const start = Date.parse(`${range.start_date}T00:00:00Z`);
  const end = Date.parse(`${range.end_date}T00:00:00Z`);
  if (end < start) ctx.addIssue({ code: 'custom', path: ['end_date'], message: messages.endBeforeStart });
  else if ((end - start) / DAY_MS >= adminReportLimits.maxRangeDays) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: messages.rangeTooLong });
  }
});
export type DateRange = z.output<typeof dateRangeSchema>;

const page = z.preprocess(blankAsMissing, formInteger.pipe(z.number().int().min(1).max(10_000)).optional());
const perPage = z.preprocess(blankAsMissing, formInteger.pipe(z.number().int().min(1).max(100)).optional());

/** A month, 'YYYY-MM'. */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const count = z.number().int().nonnegative();
const cents = z.number().int().nonnegative();

// GET /admins/admin_dashboard.

export const adminDashboardQuerySchema = z.object({ zone });
export type AdminDashboardQuery = z.input<typeof adminDashboardQuerySchema>;

export const adminDashboardMonthSchema = z.object({
  month,
  freelancer_sign_ups: count,
  client_sign_ups: count,
  /** Charged into escrow (fund postings). */
  funded_cents: cents,
  /** Released out of escrow to freelancers, the service fee included. */
  released_cents: cents,
  /** What the platform earned: service and withdrawal fees. */
  fees_cents: cents,
  /** Taken out of freelancers' available balances, the withdrawal fee included. */
  withdrawn_cents: cents,
});
export type AdminDashboardMonth = z.infer<typeof adminDashboardMonthSchema>;

export const adminDashboardResponseSchema = z.object({
  /** The last twelve months in the zone, oldest first (zeros included). */
  months: z.array(adminDashboardMonthSchema),
  /** All time. */
  sign_ups: z.object({ freelancers: count, clients: count }),
  /** Freelancer applications submitted and not yet approved or rejected. */
  applications_pending: count,
  /** Jobs by status, deleted ones left out. */
  jobs: z.object({ draft: count, open: count, closed: count }),
  contracts: z.object({ active: count, completed: count }),
  /** All time, and what escrow holds now. */
  money: z.object({
    funded_cents: cents,
    released_cents: cents,
    fees_cents: cents,
    withdrawn_cents: cents,
    refunded_cents: cents,
    in_escrow_cents: cents,
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardResponseSchema>;

// GET /admins/get_transaction_history.

export const adminTransactionFiltersSchema = dateRangeSchema.safeExtend({
  transaction_type: z.preprocess(blankAsMissing, z.enum(postingKinds, { error: messages.typeInvalid }).optional()),
  status_type: z.preprocess(
    blankAsMissing,
    z.enum(adminTransactionStatuses, { error: messages.statusInvalid }).optional(),
  ),
  client_name: z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .max(adminReportLimits.maxNameLength, { error: messages.nameTooLong })
      .optional()
      .transform((value) => (value ? value : undefined)),
  ),
});
export type AdminTransactionFilters = z.input<typeof adminTransactionFiltersSchema>;

export const adminTransactionQuerySchema = adminTransactionFiltersSchema.safeExtend({ page, per_page: perPage });
export type AdminTransactionQuery = z.input<typeof adminTransactionQuerySchema>;

export const adminPartySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
});
export type AdminParty = z.infer<typeof adminPartySchema>;

/** One posting of the ledger: who paid (the client), who was paid (the freelancer), what and how much. */
export const adminTransactionSchema = z.object({
  id: z.number().int().positive(),
  /** The posting's uuid: the reference both sides see. */
  reference: z.uuid(),
  created_at: isoDateTime,
  kind: z.enum(postingKinds),
  status: z.enum(adminTransactionStatuses),
  /** The contract's client (the manager), when the movement belongs to a contract. */
  client: adminPartySchema.nullable(),
  /** The contract's freelancer, or the freelancer who withdrew. */
  freelancer: adminPartySchema.nullable(),
  contract_id: z.number().int().positive().nullable(),
  job_title: z.string().nullable(),
  milestone_id: z.number().int().positive().nullable(),
  milestone: z.string().nullable(),
  /** What moved (the posting's gross). */
  amount_cents: cents,
  /** What the platform took of it (service or withdrawal fee). */
  fee_cents: cents,
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

export const adminTransactionListResponseSchema = paginationSchema.extend({
  records: z.array(adminTransactionSchema),
});
export type AdminTransactionList = z.infer<typeof adminTransactionListResponseSchema>;

// GET /admins/reports and its CSV.

export const adminReportQuerySchema = dateRangeSchema;
export type AdminReportQuery = z.input<typeof adminReportQuerySchema>;

export const adminReportCsvQuerySchema = dateRangeSchema.safeExtend({
  report: z.enum(adminReportKinds, { error: messages.reportInvalid }),
});
export type AdminReportCsvQuery = z.input<typeof adminReportCsvQuerySchema>;

export const adminJobReportStatuses = [...jobStatuses, 'deleted'] as const;

export const adminReportResponseSchema = z.object({
  /** The range the figures cover (the defaults filled in: the last twelve months to today). */
  start_date: z.string(),
  end_date: z.string(),
  /** Accounts created in the range, by role and their status today (every pair, zeros included). */
  users: z.array(z.object({ role: z.enum(roles), status: z.enum(accountStatuses), count })),
  jobs: z.object({
    by_status: z.array(z.object({ status: z.enum(adminJobReportStatuses), count })),
    /** Most jobs first; null: no platform set. */
    by_platform: z.array(z.object({ platform: z.string().nullable(), count })),
  }),
  /** Every month of the range, oldest first. */
  revenue: z.array(z.object({ month, service_fees_cents: cents, withdrawal_fees_cents: cents })),
});
export type AdminReport = z.infer<typeof adminReportResponseSchema>;

// GET /admins/security_events.

export const adminSecurityEventQuerySchema = dateRangeSchema.safeExtend({
  kind: z.preprocess(blankAsMissing, z.enum(securityEventKinds, { error: messages.kindInvalid }).optional()),
  search: z.preprocess(
    blankAsMissing,
    z
      .string()
      .trim()
      .max(adminReportLimits.maxNameLength, { error: messages.nameTooLong })
      .optional()
      .transform((value) => (value ? value : undefined)),
  ),
  page,
  per_page: perPage,
});
export type AdminSecurityEventQuery = z.input<typeof adminSecurityEventQuerySchema>;

export const adminSecurityEventSchema = z.object({
  id: z.number().int().positive(),
  created_at: isoDateTime,
  kind: z.enum(securityEventKinds),
  /** Null for a failed sign-in with an email no account has (the email tried is in `detail`). */
  user: adminPartySchema.extend({ role: z.enum(roles) }).nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AdminSecurityEvent = z.infer<typeof adminSecurityEventSchema>;

export const adminSecurityEventListResponseSchema = paginationSchema.extend({
  records: z.array(adminSecurityEventSchema),
});
export type AdminSecurityEventList = z.infer<typeof adminSecurityEventListResponseSchema>;

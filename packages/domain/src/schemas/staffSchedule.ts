import { z } from 'zod';
import { analyticsLimits } from '../analyticsTexts.ts';
import { interviewStatuses } from '../rules/lifecycles.ts';
import {
  staffScheduleLimits,
  staffScheduleServerMessages as messages,
  staffScheduleWhens,
} from '../staffScheduleTexts.ts';
import { adminPartySchema } from './adminReports.ts';
import { analyticsQuerySchema, analyticsResponseSchema, managerMonthSchema } from './analytics.ts';
import { idParamsSchema, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';
import {
  cancelInterviewRequestSchema,
  interviewReadQuerySchema,
  interviewSchema,
  rescheduleInterviewRequestSchema,
  scheduleInterviewRequestSchema,
} from './interviews.ts';

/**
 * /experts-schedule and /analytics of Coordinator and Support (issue 19; the calls are ours): every
 * client's interviews, read-only, and the manager's figures computed across clients. Names are in
 * full, as staff read them elsewhere (`adminPartySchema`).
 */

/** An empty field (a cleared filter in the address) counts as not given. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const search = z.preprocess(
  blankAsMissing,
  z
    .string({ error: messages.searchTooLong })
    .trim()
    .max(staffScheduleLimits.maxSearchLength, { error: messages.searchTooLong })
    .optional()
    .transform((value) => (value ? value : undefined)),
);

/**
 * `GET /staff/interviews`: every client's interviews, upcoming (by end time, soonest first) before
 * past (latest first), or one of the two; a status; a client's name or company; the reader's zone.
 */
export const staffInterviewQuerySchema = pageQuerySchema.extend({
  when: z.preprocess(blankAsMissing, z.enum(staffScheduleWhens, { error: messages.whenInvalid }).optional()),
  status: z.preprocess(blankAsMissing, z.enum(interviewStatuses, { error: messages.statusInvalid }).optional()),
  search,
  timezone: interviewReadQuerySchema.shape.timezone,
});
export type StaffInterviewQuery = z.input<typeof staffInterviewQuerySchema>;

/**
 * One interview as staff read it: the participants' view without a participant's own things (their
 * meeting key, Join, the feedback form), the client and freelancer in full, whether each has been
 * in the meeting room. The meeting link is the provider's (Google Meet) when there is one; the
 * app's own room takes a participant's key, so staff get none for it.
 */
export const staffInterviewSchema = interviewSchema
  .pick({
    id: true,
    proposal_id: true,
    job: true,
    platform: true,
    platform_label: true,
    duration: true,
    starts_at: true,
    ends_at: true,
    timezone: true,
    organiser_time: true,
    local_time: true,
    agenda: true,
    status: true,
    reschedule_request: true,
    cancel_reason: true,
    reject_reason: true,
    rejected_by: true,
    feedback_given: true,
    created_at: true,
    updated_at: true,
  })
  .extend({
    client: adminPartySchema,
    freelancer: adminPartySchema.extend({ profile_uuid: z.uuid().nullable() }),
    /** The provider's meeting address (Google Meet), while the interview is open; null otherwise. */
    meeting_url: z.string().nullable(),
    /** Whether the interview has a meeting at all (none once cancelled or rejected). */
    meeting_open: z.boolean(),
    client_joined_at: isoDateTime.nullable(),
    freelancer_joined_at: isoDateTime.nullable(),
    /** The document the client attached, by name (staff do not download it here). */
    file_name: z.string().nullable(),
    /** Whether the interview has ended (its end before the answer's time). */
    past: z.boolean(),
  });
export type StaffInterview = z.infer<typeof staffInterviewSchema>;

export const staffInterviewListResponseSchema = paginationSchema.extend({ records: z.array(staffInterviewSchema) });
export type StaffInterviewList = z.infer<typeof staffInterviewListResponseSchema>;

export const staffInterviewParamsSchema = idParamsSchema;
export const staffInterviewReadQuerySchema = interviewReadQuerySchema;
export const staffInterviewResponseSchema = z.object({
  interview: staffInterviewSchema,
  /** Whether the caller's role may schedule, move or cancel interviews for clients (`staff.interviews.manage`). */
  can_manage_interviews: z.boolean(),
});
export type StaffInterviewResponse = z.infer<typeof staffInterviewResponseSchema>;

const clientIdError = { error: messages.clientIdInvalid };

/**
 * `GET /staff/analytics`: the manager's months and zone, and an optional client filter: a term
 * (name, company or email; every client it matches, summed) or one client by id (`client_id`, a
 * Project Manager's user id, as the analytics picker lists them), not both.
 */
export const staffAnalyticsQuerySchema = analyticsQuerySchema
  .extend({
    client: search,
    client_id: z.preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : blankAsMissing(value)),
      z
        .number(clientIdError)
        .int(clientIdError)
        .positive(clientIdError)
        .max(Number.MAX_SAFE_INTEGER, clientIdError)
        .optional(),
    ),
  })
  .refine((query) => query.client === undefined || query.client_id === undefined, {
    error: messages.clientAndSearch,
    path: ['client_id'],
  });
export type StaffAnalyticsQuery = z.input<typeof staffAnalyticsQuerySchema>;

/** A client (Project Manager account) as the analytics picker lists them. */
export const staffAnalyticsClientSchema = adminPartySchema.extend({ company_name: z.string().nullable() });
export type StaffAnalyticsClient = z.infer<typeof staffAnalyticsClientSchema>;

/**
 * `GET /staff/analytics/clients`: the analytics page's client picker, under the analytics' own
 * permission: the first clients by name whose name, company or email contains the term (every
 * client without one), and whether there are more.
 */
export const staffAnalyticsClientQuerySchema = z.object({ search });
export type StaffAnalyticsClientQuery = z.input<typeof staffAnalyticsClientQuerySchema>;
export const staffAnalyticsClientListResponseSchema = z.object({
  records: z.array(staffAnalyticsClientSchema).max(staffScheduleLimits.analyticsClientsShown),
  /** Whether more clients match than are listed. */
  more: z.boolean(),
});
export type StaffAnalyticsClientList = z.infer<typeof staffAnalyticsClientListResponseSchema>;

const managerTotalsSchema = analyticsResponseSchema.options[1].shape.totals;

/**
 * The manager's figures (`analytics` for a Project Manager) over every client, or over the clients
 * the filter matches: the months asked for (oldest first, zeros included) and totals over all time.
 */
export const staffAnalyticsResponseSchema = z.object({
  /** The filter as applied (trimmed), null for every client. */
  client: z.string().nullable(),
  /** The one client asked for by `client_id`, named; null otherwise. */
  client_account: staffAnalyticsClientSchema.nullable(),
  /** How many clients (Project Manager accounts) the figures are over. */
  clients: z.number().int().nonnegative(),
  months: z.array(managerMonthSchema).max(analyticsLimits.maxMonths),
  totals: managerTotalsSchema,
});
export type StaffAnalyticsResponse = z.infer<typeof staffAnalyticsResponseSchema>;

/**
 * Interviews arranged by staff for a client (issue 19, `staff.interviews.manage`): the client's
 * INTERVIEW_SCHEDULE, INTERVIEW_RESCHEDULE and cancel bodies, run as the client's own calls; the
 * interview is the client's. The answer is the interview as staff read it, with the result's title.
 */
export const staffScheduleInterviewRequestSchema = scheduleInterviewRequestSchema;
export const staffRescheduleInterviewRequestSchema = rescheduleInterviewRequestSchema;
export const staffCancelInterviewRequestSchema = cancelInterviewRequestSchema;
export const staffInterviewChangeResponseSchema = staffInterviewResponseSchema.extend({ message: z.string() });
export type StaffInterviewChange = z.infer<typeof staffInterviewChangeResponseSchema>;

import { z } from 'zod';
import {
  interviewFeedbackMessages,
  interviewPlatforms,
  interviewRescheduleMessages,
  interviewScheduleMessages,
  interviewServerMessages,
  type InterviewPlatform,
} from '../interviewTexts.ts';
import { rejectReasons } from '../proposalTexts.ts';
import { interviewDefaults, isTimeZone } from '../rules/interviewTime.ts';
import { interviewStatuses } from '../rules/lifecycles.ts';
import { formInteger, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';
import { rejectionFieldsSchema, withCustomReason } from './proposals.ts';

/**
 * Interviews (spec document 2, sections 2, 3, 4, 5 and 7): the manager schedules one on a
 * proposal, the candidate accepts it or asks for another time, the manager reschedules or cancels
 * it, either side rejects it, and the manager gives feedback. Times travel as the form has them (a
 * date, a start time and an IANA zone) and come back as UTC instants, with the organiser's zone and
 * the reader's own local time.
 */

/** Bounds (ours: the spec shows none). */
export const interviewLimits = {
  agendaMaxLength: 5_000,
  reasonMaxLength: 1_000,
  feedbackTextMaxLength: 5_000,
  pageSize: 10,
} as const;

/** The platforms that can be chosen today. */
export const enabledInterviewPlatforms = ['google_meet'] as const satisfies readonly InterviewPlatform[];

/** Spec document 2, section 3: '30 mins' or '1 hour' (value 1 shown as 60); in minutes. */
export const interviewDurations = { '30 mins': 30, '1 hour': 60 } as const;
export type InterviewDurationLabel = keyof typeof interviewDurations;

/** Spec document 2, section 9: ratings 1 to 5, default 1; section 5: the overall options. */
export const feedbackRatings = [
  'skills',
  'communication',
  'problem_solving',
  'technical_knowledge',
  'cultural_fit',
] as const;
export const feedbackRatingRange = { min: 1, max: 5, default: 1 } as const;
export const overallPerformances = ['Excellent', 'Good', 'Average', 'Poor'] as const;

/** A duration as the form sends it: the label, or minutes (30, 60), or 1 (one hour, shown as 60). */
const durationSchema = z
  .union([z.enum(['30 mins', '1 hour']), z.literal(30), z.literal(60), z.literal(1)])
  .transform((value) => (typeof value === 'string' ? interviewDurations[value] : value === 30 ? 30 : 60));

const requiredString = (message: string, pattern: RegExp, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message }).regex(pattern, {
    error: message,
  });

const dateField = (message: string) => requiredString(message, /^\d{4}-\d{2}-\d{2}$/, 10);
const timeField = (message: string) => requiredString(message, /^\d{2}:\d{2}$/, 5);
const timeZoneField = z
  .string({ error: interviewServerMessages.timeZoneInvalid })
  .trim()
  .refine(isTimeZone, { error: interviewServerMessages.timeZoneInvalid });
const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max);

/** INTERVIEW_SCHEDULE (`POST /job_applications/{id}/interviews/schedule_interview`). */
export const scheduleInterviewRequestSchema = z.object({
  platform: z
    .enum(interviewPlatforms, { error: interviewScheduleMessages.platformRequired })
    .refine((platform) => (enabledInterviewPlatforms as readonly string[]).includes(platform), {
      error: interviewServerMessages.platformDisabled,
    }),
  duration: durationSchema.default(interviewDurations[interviewDefaults.duration]),
  interview_date: dateField(interviewScheduleMessages.dateRequired),
  start_time: timeField(interviewScheduleMessages.timeRequired),
  timezone: timeZoneField.default(interviewDefaults.timezone),
  agenda: text(interviewScheduleMessages.agendaRequired, interviewLimits.agendaMaxLength),
  /** A PDF or Word file the manager uploaded (`POST /uploads?kind=resume`), shown with the agenda. */
  file_id: z.uuid().optional(),
});
export type ScheduleInterviewRequest = z.input<typeof scheduleInterviewRequestSchema>;

/** INTERVIEW_RESCHEDULE (manager): a new date and time; the agenda carries the reason (section 3). */
export const rescheduleInterviewRequestSchema = z.object({
  interview_date: dateField(interviewRescheduleMessages.dateRequired),
  start_time: timeField(interviewRescheduleMessages.timeRequired),
  /** The zone the new time is read in; the interview's own when left out. */
  timezone: timeZoneField.optional(),
  /** The interview's own when left out. */
  duration: durationSchema.optional(),
  agenda: text(interviewRescheduleMessages.reasonRequired, interviewLimits.reasonMaxLength),
});
export type RescheduleInterviewRequest = z.input<typeof rescheduleInterviewRequestSchema>;

/**
 * The candidate's answer (`PUT .../cloud_expert_response`): accept the time, or ask for another
 * (RESCHEDULE_INTERVIEW_REQUEST: a reason, and optionally the date and time that would suit).
 */
export const cloudExpertResponseRequestSchema = z.discriminatedUnion('response', [
  z.object({ response: z.literal('accept') }),
  z
    .object({
      response: z.literal('reschedule'),
      reason: text(interviewRescheduleMessages.reasonRequired, interviewLimits.reasonMaxLength),
      interview_date: dateField(interviewRescheduleMessages.dateRequired).optional(),
      start_time: timeField(interviewRescheduleMessages.timeRequired).optional(),
      timezone: timeZoneField.optional(),
    })
    .refine((body) => body.interview_date === undefined || body.start_time !== undefined, {
      error: interviewRescheduleMessages.timeRequired,
      path: ['start_time'],
    })
    .refine((body) => body.start_time === undefined || body.interview_date !== undefined, {
      error: interviewRescheduleMessages.dateRequired,
      path: ['interview_date'],
    }),
]);
export type CloudExpertResponseRequest = z.input<typeof cloudExpertResponseRequestSchema>;

/** Cancelling (manager): an optional reason, told to the candidate. */
export const cancelInterviewRequestSchema = z.object({
  reason: z.string().trim().max(interviewLimits.reasonMaxLength).optional(),
});

/** Rejecting an interview (either side; the proposal is rejected with it): REJECT_PROPOSAL_POPUP's fields. */
export const rejectInterviewRequestSchema = withCustomReason(rejectionFieldsSchema);
export type RejectInterviewRequest = z.input<typeof rejectInterviewRequestSchema>;

const rating = z
  .number()
  .int()
  .min(feedbackRatingRange.min)
  .max(feedbackRatingRange.max)
  .default(feedbackRatingRange.default);

/** GIVE_INTERVIEW_FEEDBACK (spec document 2, sections 3 and 5). */
export const interviewFeedbackRequestSchema = z.object({
  skills: rating,
  communication: rating,
  problem_solving: rating,
  technical_knowledge: rating,
  cultural_fit: rating,
  overall_performance: z.enum(overallPerformances, { error: interviewFeedbackMessages.overallRequired }),
  recommend_for_hire: z.boolean().default(false),
  candidate_strengths: text(interviewFeedbackMessages.strengthsRequired, interviewLimits.feedbackTextMaxLength),
  areas_of_improvement: text(interviewFeedbackMessages.improvementsRequired, interviewLimits.feedbackTextMaxLength),
  additional_comments: z.string().trim().max(interviewLimits.feedbackTextMaxLength).optional(),
});
export type InterviewFeedbackRequest = z.input<typeof interviewFeedbackRequestSchema>;

export const interviewFeedbackSchema = z.object({
  skills: z.number().int(),
  communication: z.number().int(),
  problem_solving: z.number().int(),
  technical_knowledge: z.number().int(),
  cultural_fit: z.number().int(),
  overall_performance: z.enum(overallPerformances),
  recommend_for_hire: z.boolean(),
  candidate_strengths: z.string(),
  areas_of_improvement: z.string(),
  additional_comments: z.string(),
  created_at: isoDateTime,
});
export type InterviewFeedback = z.infer<typeof interviewFeedbackSchema>;
export const interviewFeedbackResponseSchema = z.object({
  feedback: interviewFeedbackSchema,
  message: z.string().optional(),
});

/** An instant as one reader sees it: date, start and end time in their zone, the zone named. */
export const localTimeSchema = z.object({
  date: z.string(),
  time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  zone_name: z.string(),
});

/** An interview, as its two participants see it (section 3's interview view and review candidate). */
export const interviewSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  proposal_id: z.number().int().positive(),
  job: z.object({ id: z.number().int().positive(), title: z.string() }),
  /** The organiser (the job's manager), by name. */
  manager_name: z.string(),
  /** The candidate, by name and profile uuid (the cards' id). */
  candidate: z.object({ name: z.string(), profile_uuid: z.uuid().nullable() }),
  platform: z.enum(interviewPlatforms),
  /** Section 4: google_meet is shown as Google. */
  platform_label: z.string(),
  /** Minutes: 30 or 60. */
  duration: z.number().int(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  /** The organiser's zone, in which the interview was scheduled. */
  timezone: z.string(),
  /** The time in the organiser's zone, named. */
  organiser_time: localTimeSchema,
  /** The time in the reader's zone (`?timezone=`; the organiser's when none is given), named. */
  local_time: localTimeSchema,
  agenda: z.string(),
  file: z.object({ id: z.uuid(), name: z.string(), url: z.string() }).nullable(),
  status: z.enum(interviewStatuses),
  /** The meeting page both participants open (null once cancelled or rejected). */
  meeting_url: z.string().nullable(),
  /** The candidate's request for another time, while it waits. */
  reschedule_request: z
    .object({
      reason: z.string(),
      interview_date: z.string().nullable(),
      start_time: z.string().nullable(),
      timezone: z.string().nullable(),
    })
    .nullable(),
  cancel_reason: z.string().nullable(),
  reject_reason: z.enum(rejectReasons).nullable(),
  rejected_by: z.enum(['freelancer', 'project_manager']).nullable(),
  feedback_given: z.boolean(),
  /** Section 4: Join is enabled from 15 minutes before start until the end (at the answer's time). */
  can_join: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewResponseSchema = z.object({ interview: interviewSchema, message: z.string().optional() });
export type InterviewResponse = z.infer<typeof interviewResponseSchema>;

export const interviewParamsSchema = z.object({
  id: formInteger.pipe(z.number().int().positive()),
  iid: formInteger.pipe(z.number().int().positive()),
});

/** The reader's zone, for the local times of an answer. */
export const interviewReadQuerySchema = z.object({ timezone: timeZoneField.optional() });

/** `GET /get_all_interviews`: the user's interviews, upcoming (soonest first) or past (latest first). */
export const interviewListQuerySchema = pageQuerySchema.extend({
  timezone: timeZoneField.optional(),
  when: z.enum(['upcoming', 'past']).optional(),
  job_application_id: formInteger.pipe(z.number().int().positive()).optional(),
  /** The interviews of one job (the manager's Interviews sub tab). */
  job_id: formInteger.pipe(z.number().int().positive()).optional(),
});
export const interviewListResponseSchema = paginationSchema.extend({ records: z.array(interviewSchema) });
export type InterviewListResponse = z.infer<typeof interviewListResponseSchema>;

/**
 * `GET /connect_google_calendar` (spec document 2, section 7: job_id, job_application_id): where the
 * manager was when they connected (kept with the connect step; both optional).
 */
export const calendarConnectQuerySchema = z.object({
  job_id: formInteger.pipe(z.number().int().positive()).optional(),
  job_application_id: formInteger.pipe(z.number().int().positive()).optional(),
});
/** The provider's consent page, to open in a 600x700 window. */
export const calendarConnectResponseSchema = z.object({ authorization_url: z.url() });
export type CalendarConnectResponse = z.infer<typeof calendarConnectResponseSchema>;

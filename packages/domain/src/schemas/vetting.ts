import { z } from 'zod';
import { applicationRejectionSchema } from './admin.ts';
import { isoDateTime } from './common.ts';

/**
 * The vetting after the application (spec document 1, sections 1 and 2: the reviewers promise an
 * answer within 2-3 business days by email; /app-process and /interview-scheduled show where the
 * application stands). The statuses are the professional profile's.
 */
export const profileReviewStatuses = ['submitted', 'approved', 'rejected'] as const;
export type ProfileReviewStatus = (typeof profileReviewStatuses)[number];

/** The vetting interview a reviewer schedules with the applicant (staff schedule it: issue 19's portal). */
export const vettingInterviewStatuses = ['scheduled', 'completed', 'cancelled'] as const;

export const vettingInterviewSchema = z.object({
  status: z.enum(vettingInterviewStatuses),
  starts_at: isoDateTime,
  duration_minutes: z.number().int().min(15).max(240),
  /** The IANA time zone the reviewer scheduled it in (the page shows the browser's own too). */
  time_zone: z.string().min(1).max(64),
  /** Where to meet; an https link. */
  meeting_url: z.url({ protocol: /^https$/ }),
  /** The reviewer's first name, as the applicant meets them. */
  interviewer_name: z.string().min(1).max(100),
});
export type VettingInterview = z.infer<typeof vettingInterviewSchema>;

/**
 * `GET /profiles/application_status` (ours: the spec shows the pages, not their call): where the
 * signed-in freelancer's submitted application stands, and the interview if one is scheduled.
 */
export const applicationStatusResponseSchema = z.object({
  profile: z.object({
    status: z.enum(profileReviewStatuses),
    submitted_at: isoDateTime,
    /** Why the application was rejected (null unless it was: issue 19). */
    rejection: applicationRejectionSchema.nullable(),
  }),
  /**
   * The way back after a rejection (issue 19): whether the application is open for a revision now
   * (reopened, not yet submitted again) and how many more times it may be submitted again.
   */
  revision: z.object({
    open: z.boolean(),
    resubmissions_left: z.number().int().nonnegative(),
  }),
  interview: vettingInterviewSchema.nullable(),
});
export type ApplicationStatusResponse = z.infer<typeof applicationStatusResponseSchema>;

import { z } from 'zod';
import { adminServerMessages, applicationRejectLimits, applicationRejectReasons } from '../adminTexts.ts';
import { platformOptions } from '../constants.ts';
import { formBooleanWith, formInteger, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';
import { freelancerDetailsSchema } from './catalog.ts';

/** `/admins/approve_freelancer/{id}`: the expert profile's uuid (as `/freelancer_details/{id}` takes it). */
export const approveFreelancerParamsSchema = z.object({
  id: z.uuid({ error: adminServerMessages.freelancerNotFound }),
});

export const approveFreelancerResponseSchema = z.object({
  message: z.string(),
  freelancer: z.object({ uuid: z.uuid(), status: z.literal('approved') }),
});

/**
 * `POST /admins/reject_freelancer/{id}` (ours, issue 19): why the application is rejected. 'Other'
 * needs a comment; the comment goes to the freelancer with the reason.
 */
export const rejectFreelancerRequestSchema = z
  .object({
    reason: z.enum(applicationRejectReasons, { error: adminServerMessages.rejectReasonRequired }),
    comment: z
      .string({ error: adminServerMessages.rejectCommentRequired })
      .trim()
      .max(applicationRejectLimits.commentMaxLength, { error: adminServerMessages.rejectCommentTooLong })
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((body) => body.reason !== 'Other' || body.comment !== undefined, {
    error: adminServerMessages.rejectCommentRequired,
    path: ['comment'],
  });
export type RejectFreelancerRequest = z.input<typeof rejectFreelancerRequestSchema>;

/** Why an application was rejected, and when (null until it is). */
export const applicationRejectionSchema = z.object({
  reason: z.enum(applicationRejectReasons),
  comment: z.string().nullable(),
  rejected_at: isoDateTime,
});
export type ApplicationRejection = z.output<typeof applicationRejectionSchema>;

/** An earlier rejection of the same application, which the freelancer revised and resubmitted (issue 19). */
export const previousRejectionSchema = applicationRejectionSchema.extend({ resubmitted_at: isoDateTime });
export type PreviousRejection = z.output<typeof previousRejectionSchema>;

export const rejectFreelancerResponseSchema = z.object({
  message: z.string(),
  freelancer: z.object({ uuid: z.uuid(), status: z.literal('rejected'), rejection: applicationRejectionSchema }),
});

/** A user's numeric id, as `/users/{id}` takes it. */
const userId = formInteger.pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** `/users/{id}/ban_user/`: the user's numeric id. */
export const banUserParamsSchema = z.object({ id: userId });

/**
 * The spec's `account_approved`: false bans the account, true lifts the ban (GET: in the query;
 * POST: in the JSON body).
 */
export const banUserRequestSchema = z.object({
  account_approved: formBooleanWith(adminServerMessages.accountApprovedRequired),
});

/** `/admins/deactivate_user` (spec: id): the user's numeric id (GET: query; POST: JSON body). */
export const deactivateUserRequestSchema = z.object({ id: userId });

/** `POST /admins/reactivate_user` (ours, issue 19): the deactivated user's numeric id. */
export const reactivateUserRequestSchema = z.object({ id: userId });

export const accountStatuses = ['active', 'banned', 'deactivated'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** What a ban, unban or deactivation answers: the user's new status. */
export const accountStatusResponseSchema = z.object({
  message: z.string(),
  user: z.object({ id: z.number().int().positive(), status: z.enum(accountStatuses) }),
});

/** A freelancer profile's review status (draft: saved, not sent; rejected: kept for the record). */
export const profileStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type ProfileStatus = (typeof profileStatuses)[number];

/** How many rows an admin list shows on a page unless `per_page` says otherwise. */
export const ADMIN_LIST_PAGE_SIZE = 20;

/**
 * `GET /admins/find_freelancers` (/cloud-experts): the approved experts, any account status,
 * narrowed by a term (name, email or title), the platform and the account status.
 */
export const adminFindFreelancersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  platform: z.enum(platformOptions).optional(),
  account_status: z.enum(accountStatuses).optional(),
});

/** `GET /freelancer_index` (spec: field filters, page; /all-freelancers): every profile, by review status too. */
export const freelancerIndexQuerySchema = adminFindFreelancersQuerySchema.extend({
  status: z.enum(profileStatuses).optional(),
});

/** The coding test as an admin reads it: not submitted yet (score null), or graded. */
export const adminCodingTestSchema = z.object({
  submitted_at: isoDateTime.nullable(),
  score: z.number().int().nonnegative().nullable(),
  total: z.number().int().positive(),
  passed: z.boolean().nullable(),
  timed_out: z.boolean(),
});

/** One freelancer in an admin list: who they are, where their application stands, their account. */
export const adminFreelancerRowSchema = z.object({
  uuid: z.uuid(),
  user_id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  current_job_title: z.string(),
  primary_platform: z.enum(platformOptions),
  status: z.enum(profileStatuses),
  account_status: z.enum(accountStatuses),
  submitted_at: isoDateTime.nullable(),
  coding_test: adminCodingTestSchema.nullable(),
  /** How many times the application was revised and sent again after a rejection (issue 19). */
  resubmissions: z.number().int().nonnegative(),
});
export type AdminFreelancerRow = z.output<typeof adminFreelancerRowSchema>;
export const adminFreelancerListResponseSchema = paginationSchema.extend({
  records: z.array(adminFreelancerRowSchema),
});

/**
 * What `GET /freelancer_details/{id}` adds for an admin (spec document 2, section 7; issue 19):
 * the review of the application, for a profile in any status. The resume downloads through
 * `GET /uploads/{id}`, which lets an admin read a profile's resume and photo.
 */
export const adminReviewSchema = adminFreelancerRowSchema
  .omit({
    uuid: true,
    first_name: true,
    last_name: true,
    current_job_title: true,
    primary_platform: true,
    // The review lists the rejections themselves.
    resubmissions: true,
  })
  .extend({
    phone_number: z.string().nullable(),
    linkedin_profile: z.string().nullable(),
    citizenship_country: z.string().nullable(),
    resume: z
      .object({ id: z.uuid(), name: z.string(), content_type: z.string(), size_bytes: z.number().int().nonnegative() })
      .nullable(),
    /** Why the application was rejected (null unless it was). */
    rejection: applicationRejectionSchema.nullable(),
    /** The rejections before the freelancer revised and resubmitted, newest first (issue 19). */
    previous_rejections: z.array(previousRejectionSchema),
  });
export type AdminReview = z.output<typeof adminReviewSchema>;

/**
 * `GET /freelancer_details/{id}`: the public profile for everyone; for an admin, any profile (not
 * only the listed ones) and its review.
 */
export const freelancerDetailsWithReviewResponseSchema = z.object({
  freelancer: freelancerDetailsSchema,
  review: adminReviewSchema.optional(),
});

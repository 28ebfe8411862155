import { z } from 'zod';
import { interviewPlatforms } from '../interviewTexts.ts';
import {
  acceptOfferMessages,
  inviteMessages,
  proposalServerMessages,
  rejectMessages,
  rejectReasons,
} from '../proposalTexts.ts';
import { interviewStatuses, invitationStatuses, offerStatuses, proposalStatuses } from '../rules/lifecycles.ts';
import { dollarsToCents } from '../rules/money.ts';
import { freelancerCardSchema, findFreelancersQuerySchema } from './catalog.ts';
import { formBoolean, formInteger, idParamsSchema, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';
import { jobDetailSchema, jobLimits, jobPayTypes, jobStatuses } from './jobs.ts';

/**
 * Proposals (job applications), invitations, offers and favorite freelancers (spec document 2,
 * sections 2, 3, 4, 5 and 7). Money is integer cents on the wire (`*_cents`); a form sends what
 * was typed in dollars ('85.50'), read exactly by `dollarsToCents`. A freelancer is named by their
 * profile's public uuid (the one their cards carry), never by an internal user id.
 */

/** The bounds of a proposal (ours: the spec shows the 5000-word counter of messages as display only). */
export const proposalLimits = {
  coverLetterMaxLength: 10_000,
  answerMaxLength: 2_000,
  messageMaxLength: 5_000,
  rejectCommentMaxLength: 1_000,
  customReasonMaxLength: 200,
  maxBidDollars: jobLimits.fixedBudgetMaxDollars,
  pageSize: 10,
} as const;

/** An amount typed in dollars: more than 0, two decimals at most, at most $1,000,000. */
const amountTyped = z
  .string({ error: proposalServerMessages.bidInvalid })
  .trim()
  .max(20, { error: proposalServerMessages.bidInvalid })
  .refine((typed) => (dollarsToCents(typed) ?? 0) > 0, { error: proposalServerMessages.bidInvalid })
  .refine((typed) => (dollarsToCents(typed) ?? 0) <= proposalLimits.maxBidDollars * 100, {
    error: proposalServerMessages.bidTooHigh,
  });

const coverLetter = z
  .string({ error: proposalServerMessages.coverLetterRequired })
  .trim()
  .min(1, { error: proposalServerMessages.coverLetterRequired })
  .max(proposalLimits.coverLetterMaxLength);

/** One answer to one of the job's screening questions (by the question's id). */
export const screeningAnswerInputSchema = z.object({
  question_id: z.number().int().positive(),
  answer: z
    .string({ error: proposalServerMessages.answerRequired })
    .trim()
    .min(1, { error: proposalServerMessages.answerRequired })
    .max(proposalLimits.answerMaxLength),
});
export type ScreeningAnswerInput = z.infer<typeof screeningAnswerInputSchema>;

/** What SUBMIT_JOB_PROPOSAL and UPDATE_JOB_PROPOSAL send: cover letter, rate or bid, answers. */
export const proposalContentSchema = z.object({
  cover_letter: coverLetter,
  /** The hourly rate or the fixed bid, in dollars as typed (the job's pay type says which). */
  bid: amountTyped,
  screening_answers: z.array(screeningAnswerInputSchema).max(jobLimits.maxScreeningQuestions).default([]),
});
export type ProposalContent = z.input<typeof proposalContentSchema>;

/** `POST /job_applications`: a proposal to an open job. */
export const submitProposalRequestSchema = proposalContentSchema.extend({
  job_id: z.number().int().positive(),
});
export type SubmitProposalRequest = z.input<typeof submitProposalRequestSchema>;

/** REJECT_PROPOSAL_POPUP's fields (spec document 2, section 5), for proposals and interviews alike. */
export const rejectionFieldsSchema = z.object({
  reject_reason: z.enum(rejectReasons, { error: rejectMessages.reasonRequired }),
  custom_reason: z.string().trim().max(proposalLimits.customReasonMaxLength).optional(),
  reject_comment: z.string().trim().max(proposalLimits.rejectCommentMaxLength).optional(),
});

/** 'Other' needs a custom reason (section 5: 'Please enter a custom reason.'). */
export function withCustomReason<T extends z.ZodType<{ reject_reason: string; custom_reason?: string | undefined }>>(
  schema: T,
) {
  return schema.refine((body) => body.reject_reason !== 'Other' || Boolean(body.custom_reason), {
    error: rejectMessages.customReasonRequired,
    path: ['custom_reason'],
  });
}

/**
 * `PUT /job_applications/{id}` (spec: reject with status 'rejected', reject_reason,
 * reject_comment). The status says what happens: 'submitted' updates the freelancer's own
 * proposal (UPDATE_JOB_PROPOSAL), 'withdrawn' withdraws it (WITHDRAW_JOB_PROPOSAL: the spec shows
 * no path), 'rejected' is the manager's REJECT_PROPOSAL_POPUP. 'Other' needs a custom reason.
 */
export const changeProposalRequestSchema = z.discriminatedUnion('status', [
  proposalContentSchema.extend({ status: z.literal('submitted') }),
  z.object({ status: z.literal('withdrawn') }),
  withCustomReason(rejectionFieldsSchema.extend({ status: z.literal('rejected') })),
]);
export type ChangeProposalRequest = z.input<typeof changeProposalRequestSchema>;

/** `PUT /job_applications/{id}/archive` (ours; spec: archive sets archived_at, unarchive clears it). */
export const archiveProposalRequestSchema = z.object({ archived: z.boolean() });

export const proposalParamsSchema = idParamsSchema;

/** The job a proposal, invitation or offer is about, as its cards show it. */
export const jobRefSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  title: z.string(),
  status: z.enum(jobStatuses),
  job_pay_type: z.enum(jobPayTypes).nullable(),
  /** The job's budget in cents (hourly rate or fixed price). */
  budget_cents: z.number().int().nonnegative().nullable(),
  /** The client, as freelancers see them (company, or first name and last initial). */
  client_name: z.string(),
});
export type JobRef = z.infer<typeof jobRefSchema>;

/** The freelancer on a candidate card (section 3's review, hire, saved and invite candidates). */
export const candidateSchema = freelancerCardSchema.extend({
  /** Whether the signed-in manager has them in their saved freelancers (false for everyone else). */
  favorited: z.boolean(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const screeningAnswerSchema = z.object({
  question_id: z.number().int().positive(),
  question: z.string(),
  answer: z.string(),
});

/**
 * Spec document 2, section 3's review candidate: its latest interview (the open one while there is
 * one), the manager's only (null, and false, for the freelancer, who reads their interviews through
 * the interview calls). Instants in ISO (UTC): the card shows them in the reader's zone.
 */
const reviewInterviewFields = {
  interview_id: z.number().int().positive().nullable(),
  interview_status: z.enum(interviewStatuses).nullable(),
  interview_platform: z.enum(interviewPlatforms).nullable(),
  /** Minutes: 30 or 60. */
  interview_duration: z.number().int().nullable(),
  interview_start_time: isoDateTime.nullable(),
  interview_end_time: isoDateTime.nullable(),
  interview_agenda: z.string().nullable(),
  /** The document the manager attached (the candidate downloads it from the interview). */
  interview_document: z.object({ id: z.uuid(), name: z.string(), url: z.string() }).nullable(),
  /** The reader's own meeting link (null once the interview is cancelled or rejected). */
  interview_meet_link: z.string().nullable(),
  interview_feedback_given: z.boolean(),
};

/** The review candidate's interview fields of a proposal without one (or read by its freelancer). */
export const noReviewInterview = {
  interview_id: null,
  interview_status: null,
  interview_platform: null,
  interview_duration: null,
  interview_start_time: null,
  interview_end_time: null,
  interview_agenda: null,
  interview_document: null,
  interview_meet_link: null,
  interview_feedback_given: false,
} as const;

export const proposalSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  job: jobRefSchema,
  freelancer: candidateSchema,
  cover_letter: z.string(),
  bid_cents: z.number().int().positive(),
  screening_answers: z.array(screeningAnswerSchema),
  status: z.enum(proposalStatuses),
  /** The manager's archive (null for the freelancer, whose lists it does not change). */
  archived_at: isoDateTime.nullable(),
  /** The manager's reasons (shown to the manager only). */
  reject_reason: z.enum(rejectReasons).nullable(),
  custom_reason: z.string().nullable(),
  reject_comment: z.string().nullable(),
  /** The invitation this proposal answered, if any. */
  invitation_uuid: z.uuid().nullable(),
  /** The offer waiting for an answer, or the latest one. */
  offer: z.object({ id: z.number().int().positive(), status: z.enum(offerStatuses) }).nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  ...reviewInterviewFields,
});
export type Proposal = z.infer<typeof proposalSchema>;
export const proposalResponseSchema = z.object({ proposal: proposalSchema, message: z.string().optional() });
export type ProposalResponse = z.infer<typeof proposalResponseSchema>;

export const proposalListResponseSchema = paginationSchema.extend({ records: z.array(proposalSchema) });
export type ProposalListResponse = z.infer<typeof proposalListResponseSchema>;

/**
 * The lists of proposals (`GET /get_all_proposals`, `/proposal_based_on_status`,
 * `/jobs/{id}/get_job_proposals`): a freelancer's own, or those on the manager's own jobs.
 * `archived` (managers): true lists the archive, otherwise the archive is left out.
 */
export const proposalListQuerySchema = pageQuerySchema.extend({
  status: z.enum(proposalStatuses).optional(),
  archived: formBoolean.optional(),
});
export const proposalsByStatusQuerySchema = proposalListQuerySchema.extend({ status: z.enum(proposalStatuses) });

/** `GET /proposal_tabs_count`: how many proposals each tab holds (the archive counted apart). */
export const proposalTabsCountResponseSchema = z.object({
  counts: z.object(
    Object.fromEntries(proposalStatuses.map((status) => [status, z.number().int().nonnegative()])) as Record<
      (typeof proposalStatuses)[number],
      z.ZodNumber
    >,
  ),
  archived: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});

/** `POST /send_invitation` (spec section 3: job_id, recipient_id, message). */
export const sendInvitationRequestSchema = z.object({
  job_id: z.number({ error: inviteMessages.jobRequired }).int().positive({ error: inviteMessages.jobRequired }),
  /** The freelancer's profile uuid (the one their cards carry). */
  recipient_id: z.uuid({ error: proposalServerMessages.freelancerNotFound }),
  message: z
    .string({ error: inviteMessages.messageRequired })
    .trim()
    .min(1, { error: inviteMessages.messageRequired })
    .max(proposalLimits.messageMaxLength),
});
export type SendInvitationRequest = z.input<typeof sendInvitationRequestSchema>;

export const invitationSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  job: jobRefSchema,
  freelancer: candidateSchema,
  message: z.string(),
  status: z.enum(invitationStatuses),
  /** The proposal it was accepted into. */
  proposal_id: z.number().int().positive().nullable(),
  created_at: isoDateTime,
  responded_at: isoDateTime.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationResponseSchema = z.object({ invitation: invitationSchema, message: z.string().optional() });
export const invitationListResponseSchema = paginationSchema.extend({ records: z.array(invitationSchema) });
export const invitationListQuerySchema = pageQuerySchema.extend({ status: z.enum(invitationStatuses).optional() });

/**
 * `PUT /invite/{id}` (spec: "status change object with status 'withdrawal'"): the manager
 * withdraws (WITHDRAW_JOB_INVITATION); the freelancer declines, or accepts it into a proposal.
 */
export const answerInvitationRequestSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('withdrawal') }),
  z.object({ status: z.literal('declined') }),
  proposalContentSchema.extend({ status: z.literal('accepted') }),
]);
export type AnswerInvitationRequest = z.input<typeof answerInvitationRequestSchema>;

/** `POST /contract`: the manager's offer on a proposal (the contract itself is later work). */
export const makeOfferRequestSchema = z.object({
  job_application_id: z.number().int().positive(),
  /** The rate or price offered, in dollars as typed. */
  amount: amountTyped,
  message: z.string().trim().max(proposalLimits.messageMaxLength).default(''),
});
export type MakeOfferRequest = z.input<typeof makeOfferRequestSchema>;

export const offerSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  job: jobRefSchema,
  freelancer: candidateSchema,
  proposal_id: z.number().int().positive(),
  job_pay_type: z.enum(jobPayTypes),
  amount_cents: z.number().int().positive(),
  message: z.string(),
  status: z.enum(offerStatuses),
  /** The freelancer's message when they answered. */
  response_message: z.string().nullable(),
  created_at: isoDateTime,
  responded_at: isoDateTime.nullable(),
  /**
   * What this client and this freelancer have billed with each other so far (released on all their
   * contracts' payment requests), in cents: the threshold of the fee preview (`serviceFeeFor`), the
   * same sum the release's fee is computed from. Only the pair's own parties ever read it.
   */
  billed_cents: z.number().int().nonnegative(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerResponseSchema = z.object({ offer: offerSchema, message: z.string().optional() });
export const offerListResponseSchema = paginationSchema.extend({ records: z.array(offerSchema) });
export const offerListQuerySchema = pageQuerySchema.extend({ status: z.enum(offerStatuses).optional() });

/**
 * `PUT /contract/{id}` (spec: status Accepted or Declined). CE_ACCEPT_OFFER: a message to the
 * client and the agree box; CE_DECLINE_OFFER: an optional message.
 */
export const answerOfferRequestSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('Accepted'),
    message: z
      .string({ error: acceptOfferMessages.messageRequired })
      .trim()
      .min(1, { error: acceptOfferMessages.messageRequired })
      .max(proposalLimits.messageMaxLength),
    agree: z.literal(true, { error: acceptOfferMessages.termsRequired }),
  }),
  z.object({
    status: z.literal('Declined'),
    message: z.string().trim().max(proposalLimits.messageMaxLength).default(''),
  }),
]);
export type AnswerOfferRequest = z.input<typeof answerOfferRequestSchema>;

/**
 * `GET /jobs/{id}/freelancer_api_call`: a job as the signed-in freelancer sees it: the public job,
 * and their own proposal, invitation and offer on it.
 */
export const freelancerJobResponseSchema = z.object({
  job: jobDetailSchema,
  proposal: proposalSchema.nullable(),
  invitation: invitationSchema.nullable(),
  offer: offerSchema.nullable(),
  /**
   * What the signed-in freelancer has billed with this job's client so far, in cents (the bid's
   * fee preview; see `offerSchema.billed_cents`).
   */
  billed_cents: z.number().int().nonnegative(),
});

/** `GET /find_freelancers` (signed in): the public search, each card marked for a manager. */
export const signedInFindFreelancersQuerySchema = findFreelancersQuerySchema.extend({
  /** Spec: a JSON filter (platform, skill, country, min_rate, max_rate); the named fields win. */
  filter: z.string().max(2_000).optional(),
});
export const candidateListResponseSchema = paginationSchema.extend({ records: z.array(candidateSchema) });

/** `GET /project_managers/favorited_freelancers`: the manager's saved freelancers, newest first. */
export const favoritedFreelancersQuerySchema = pageQuerySchema;

/** The freelancer of a favorite: a profile uuid (job favorites keep their integer job_id). */
export const favoriteFreelancerIdSchema = z.uuid({ error: proposalServerMessages.freelancerNotFound });
export const favoriteJobIdQuerySchema = formInteger.pipe(z.number().int().positive());

/**
 * What a notification row says happened (ours: the spec names notifications but not their kinds).
 * Written in the same transaction as the event, for the notifications and realtime issues.
 */
export const notificationKinds = [
  'invitation_received',
  'invitation_accepted',
  'invitation_declined',
  'invitation_withdrawn',
  'proposal_received',
  'proposal_withdrawn',
  'proposal_rejected',
  'offer_received',
  'offer_accepted',
  'offer_declined',
  'interview_scheduled',
  'interview_rescheduled',
  'interview_reschedule_requested',
  'interview_accepted',
  'interview_cancelled',
  'interview_rejected',
  'contract_started',
  'contract_ended',
  'contract_rated',
  'profile_approved',
  'account_banned',
  'account_unbanned',
  'account_deactivated',
  'profile_rejected',
  'account_reactivated',
  'payment_answered_by_staff',
  'offer_made_by_staff',
  'invitation_sent_by_staff',
  'interview_scheduled_by_staff',
  'interview_rescheduled_by_staff',
  'interview_cancelled_by_staff',
  'invitation_withdrawn_by_staff',
  // Both parties are told staff ended their contract, with the reason (issue 19).
  'contract_ended_by_staff',
  // The admins (who review applications) are told a rejected freelancer sent theirs again (issue 19).
  'application_resubmitted',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** `GET /jobs/{id}/hired_freelancer` (the Hire tab): the job's hired proposals, newest first. */
export const hiredFreelancersQuerySchema = pageQuerySchema;

/** `GET /freelancers_by_skills` (spec: skill, job_id): the Invite tab's listed freelancers. */
export const freelancersBySkillsQuerySchema = pageQuerySchema.extend({
  job_id: formInteger.pipe(z.number().int().positive()),
  /** One skill; without it, any of the job's skills. */
  skill: z.string().trim().min(1).max(100).optional(),
});

/** A freelancer on the Invite tab: the card, and where they stand with this job. */
export const inviteCandidateSchema = candidateSchema.extend({
  /** Their latest invitation to this job, if any. */
  invitation: z.object({ id: z.number().int().positive(), status: z.enum(invitationStatuses) }).nullable(),
  /** Whether they have sent a proposal to this job. */
  applied: z.boolean(),
});
export type InviteCandidate = z.infer<typeof inviteCandidateSchema>;
export const inviteCandidateListResponseSchema = paginationSchema.extend({ records: z.array(inviteCandidateSchema) });

/** `GET /hire_freelancer_details/{id}` (spec: job_uuid): `id` is the freelancer's profile uuid. */
export const hireFreelancerParamsSchema = z.object({ id: favoriteFreelancerIdSchema });
export const hireFreelancerQuerySchema = z.object({ job_uuid: z.uuid().optional() });
/**
 * What the Hire_FREELANCER popup needs: the freelancer's card, the manager's open jobs to choose
 * from (each with its pay type, which locks the job type), and the freelancer's proposal to the
 * job of `job_uuid`, when there is one.
 */
export const hireFreelancerResponseSchema = z.object({
  freelancer: candidateSchema,
  jobs: z.array(jobRefSchema),
  proposal: proposalSchema.nullable(),
});

/** `GET /view_job_proposal` (spec: uuid, job_uuid): the freelancer's (profile uuid) proposal to the manager's job. */
export const viewJobProposalQuerySchema = z.object({
  uuid: favoriteFreelancerIdSchema,
  job_uuid: z.uuid({ error: proposalServerMessages.jobNotFound }),
});

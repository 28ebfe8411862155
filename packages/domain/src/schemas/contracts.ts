import { z } from 'zod';
import { ratingLimits, ratingMessages } from '../contractTexts.ts';
import { contractStatuses } from '../rules/lifecycles.ts';
import { idParamsSchema, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';
import { jobPayTypes } from './jobs.ts';
import { candidateSchema, jobRefSchema } from './proposals.ts';

/**
 * Contracts (spec document 2, sections 2, 3, 4 and 7): the work that begins when the freelancer
 * accepts an offer ("Accepted goes to active contracts"). A contract shares its offer's id (one
 * contract per accepted offer), so `/contract/{id}` (the offer) and `/contract-details/{id}` name
 * the same thing. Money is integer cents: the hourly rate or the fixed price of the offer.
 */

/** The bounds of contract lists (ours: the spec's lists default to 10 a page). */
export const contractLimits = {
  pageSize: 10,
  searchMaxLength: 100,
} as const;

export const contractSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  job: jobRefSchema,
  /** The client's public uuid (their /client-details page). */
  client_uuid: z.uuid(),
  freelancer: candidateSchema,
  proposal_id: z.number().int().positive(),
  offer_id: z.number().int().positive(),
  /** Spec section 3: 'fixed' or hourly (an hourly amount shows '/hr'). */
  job_pay_type: z.enum(jobPayTypes),
  /** The hourly rate or the fixed price, in cents. */
  amount_cents: z.number().int().positive(),
  status: z.enum(contractStatuses),
  /** The manager's message with the offer. */
  offer_message: z.string(),
  /** The freelancer's message when they accepted. */
  acceptance_message: z.string(),
  started_at: isoDateTime,
  ended_at: isoDateTime.nullable(),
  /**
   * What this client and this freelancer have billed with each other so far (released on all their
   * contracts' payment requests), in cents: the threshold of the fee preview (`serviceFeeFor`), the
   * same sum the release's fee is computed from. Only the pair's own parties ever read it.
   */
  billed_cents: z.number().int().nonnegative(),
  /**
   * What was released on this contract's payment requests so far, in cents (part of
   * `billed_cents`): the contract's own fee preview starts from what was billed before it.
   */
  released_cents: z.number().int().nonnegative(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractResponseSchema = z.object({ contract: contractSchema });
export const contractListResponseSchema = paginationSchema.extend({ records: z.array(contractSchema) });

/**
 * `GET /active_contracts` and `GET /manager_active_contracts` (spec: page, search, filter[key]):
 * search on the job title and the other party's name; `filter[status]` one of the contract's states
 * (default every state).
 */
export const contractListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(contractLimits.searchMaxLength).optional(),
  'filter[status]': z.enum(contractStatuses).optional(),
});
export type ContractListQuery = z.input<typeof contractListQuerySchema>;

export const contractParamsSchema = idParamsSchema;

/** `GET /jobs/{id}/get_job_active_contract`: the active contracts on the manager's own job, newest first. */
export const jobActiveContractsQuerySchema = pageQuerySchema;

/**
 * `GET /jobs/get_all_hired_freelancers`: the freelancers the manager hired across their jobs, each
 * once (latest contract first), with how many contracts and active contracts they have together.
 */
export const hiredFreelancerSchema = z.object({
  freelancer: candidateSchema,
  contracts_count: z.number().int().positive(),
  active_contracts_count: z.number().int().nonnegative(),
  latest_contract_id: z.number().int().positive(),
  latest_started_at: isoDateTime,
});
export type HiredFreelancer = z.infer<typeof hiredFreelancerSchema>;
export const hiredFreelancerListResponseSchema = paginationSchema.extend({ records: z.array(hiredFreelancerSchema) });
export const allHiredFreelancersQuerySchema = pageQuerySchema;

/**
 * `POST /ratings`: a party's rating of the other (1 to 5, optional feedback). Rating an active
 * contract ends it (/end-contract/:id, /freelancer-end-contract/:id); the other party may rate the
 * ended contract afterwards, once.
 */
export const createRatingRequestSchema = z.object({
  contract_id: z.number().int().positive(),
  score: z
    .number({ error: ratingMessages.scoreRequired })
    .int({ error: ratingMessages.scoreRequired })
    .min(ratingLimits.minScore, { error: ratingMessages.scoreRequired })
    .max(ratingLimits.maxScore, { error: ratingMessages.scoreRequired }),
  feedback: z.string().trim().max(ratingLimits.feedbackMaxLength).default(''),
});
export type CreateRatingRequest = z.input<typeof createRatingRequestSchema>;

export const ratingSchema = z.object({
  id: z.number().int().positive(),
  score: z.number().int().min(ratingLimits.minScore).max(ratingLimits.maxScore),
  feedback: z.string(),
  created_at: isoDateTime,
});
export type Rating = z.infer<typeof ratingSchema>;

/**
 * `GET /ratings/{id}` (id: the contract's; spec section 3: manager_rating_id and
 * freelancer_rating_id): the rating the manager gave and the one the freelancer gave, each null
 * until given.
 */
export const ratingsResponseSchema = z.object({
  contract_id: z.number().int().positive(),
  contract_status: z.enum(contractStatuses),
  manager_rating_id: z.number().int().positive().nullable(),
  freelancer_rating_id: z.number().int().positive().nullable(),
  manager_rating: ratingSchema.nullable(),
  freelancer_rating: ratingSchema.nullable(),
});
export type Ratings = z.infer<typeof ratingsResponseSchema>;
export const ratingsParamsSchema = idParamsSchema;

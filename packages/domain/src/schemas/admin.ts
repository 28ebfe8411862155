import { z } from 'zod';
import { adminServerMessages } from '../adminTexts.ts';
import { formBooleanWith, formInteger } from './common.ts';

/** `/admins/approve_freelancer/{id}`: the expert profile's uuid (as `/freelancer_details/{id}` takes it). */
export const approveFreelancerParamsSchema = z.object({
  id: z.uuid({ error: adminServerMessages.freelancerNotFound }),
});

export const approveFreelancerResponseSchema = z.object({
  message: z.string(),
  freelancer: z.object({ uuid: z.uuid(), status: z.literal('approved') }),
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

export const accountStatuses = ['active', 'banned', 'deactivated'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** What a ban, unban or deactivation answers: the user's new status. */
export const accountStatusResponseSchema = z.object({
  message: z.string(),
  user: z.object({ id: z.number().int().positive(), status: z.enum(accountStatuses) }),
});

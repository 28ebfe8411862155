import { z } from 'zod';
import { analyticsLimits, analyticsServerMessages as messages } from '../analyticsTexts.ts';
import { isTimeZone } from '../rules/interviewTime.ts';

/**
 * /analytics and /my-stats (issue 18; spec document 2, section 2 names the routes, nothing of their
 * content). Ours: one call answers the signed-in freelancer's or manager's figures by month, from
 * the rows themselves (the ledger, proposals, contracts, jobs, profile views), in the caller's zone.
 */
export const analyticsQuerySchema = z.object({
  /** How many months back, the current one included. */
  months: z.coerce
    .number({ error: messages.monthsInvalid })
    .int({ error: messages.monthsInvalid })
    .min(1, { error: messages.monthsInvalid })
    .max(analyticsLimits.maxMonths, { error: messages.monthsInvalid })
    .default(analyticsLimits.defaultMonths),
  /** The IANA zone months are counted in (the browser's). */
  zone: z
    .string({ error: messages.zoneInvalid })
    .trim()
    .refine(isTimeZone, { error: messages.zoneInvalid })
    .default('UTC'),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** A month, 'YYYY-MM'. */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const count = z.number().int().nonnegative();
const cents = z.number().int().nonnegative();

export const freelancerMonthSchema = z.object({
  month,
  /** What was released to the freelancer, after the service fee. */
  earned_cents: cents,
  proposals_submitted: count,
  /** Of the proposals submitted that month, how many have led to a contract so far (the win rate's month). */
  proposals_won: count,
  /** Contracts started that month (offers accepted). */
  hires: count,
  /** Signed-in people other than the freelancer who opened the public profile, once a day each. */
  profile_views: count,
});
export type FreelancerMonth = z.infer<typeof freelancerMonthSchema>;

export const managerMonthSchema = z.object({
  month,
  /** What was released to freelancers from the manager's escrow (service fee included). */
  spent_cents: cents,
  jobs_posted: count,
  proposals_received: count,
  /** Contracts started that month (offers accepted). */
  hires: count,
});
export type ManagerMonth = z.infer<typeof managerMonthSchema>;

export const analyticsResponseSchema = z.discriminatedUnion('role', [
  z.object({
    role: z.literal('freelancer'),
    /** Oldest first, one entry for each month asked for (zeros included). */
    months: z.array(freelancerMonthSchema),
    totals: z.object({
      /** All time, not only the months asked for. */
      earned_cents: cents,
      proposals_submitted: count,
      hires: count,
      /** Hires over proposals submitted, all time; null before the first proposal. */
      win_rate: z.number().min(0).max(1).nullable(),
      active_contracts: count,
      completed_contracts: count,
      /** The average of the ratings clients gave, null before the first. */
      average_rating: z.number().min(0).max(5).nullable(),
      profile_views: count,
    }),
  }),
  z.object({
    role: z.literal('project_manager'),
    months: z.array(managerMonthSchema),
    totals: z.object({
      spent_cents: cents,
      jobs_posted: count,
      proposals_received: count,
      hires: count,
      active_contracts: count,
      /** What the manager's escrow holds now, over every contract. */
      in_escrow_cents: cents,
    }),
  }),
]);
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

import { z } from 'zod';
import { paymentScheduleStages } from '../paymentScheduleTexts.ts';
import { isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';

/**
 * `GET /payments/schedule` (ours, issue 17: /payment-schedule for both roles; the spec lists the
 * route and nothing else). The caller's milestones still to be paid, oldest due date first,
 * optionally of one stage, with the totals over all of them.
 */
export const paymentScheduleQuerySchema = pageQuerySchema.extend({
  stage: z.enum(paymentScheduleStages).optional(),
});

/** The milestone's latest payment request, when it is in review or was sent back. */
export const paymentScheduleRequestSchema = z.object({
  id: z.number().int().positive(),
  amount_cents: z.number().int().positive(),
  requested_at: isoDateTime,
  /**
   * When the auto-release job releases it if the manager has not answered (requested_at plus
   * `milestoneLimits.autoReleaseDays`, the job's own constant); null once it was sent back.
   */
  auto_release_at: isoDateTime.nullable(),
  /** The manager's message when they requested changes ('' otherwise). */
  response_message: z.string(),
});

export const paymentScheduleItemSchema = z.object({
  milestone_id: z.number().int().positive(),
  milestone_description: z.string(),
  contract_id: z.number().int().positive(),
  job_title: z.string(),
  /** The other party as the contract pages show them (first name and last initial). */
  counterpart_name: z.string(),
  due_date: z.iso.date(),
  stage: z.enum(paymentScheduleStages),
  /** The milestone's amount and what is in escrow for it now (cents). */
  amount_cents: z.number().int().positive(),
  escrow_cents: z.number().int().nonnegative(),
  /**
   * The next payment out of this milestone and its split (the domain's `serviceFeeFor`, billed so
   * far between the pair): the request's amount in review or sent back, else the escrow once
   * funded, else the milestone's amount.
   */
  next_amount_cents: z.number().int().nonnegative(),
  service_fee_cents: z.number().int().nonnegative(),
  receive_cents: z.number().int().nonnegative(),
  request: paymentScheduleRequestSchema.nullable(),
});
export type PaymentScheduleItem = z.infer<typeof paymentScheduleItemSchema>;

/** Sums over all of the caller's scheduled milestones (whatever the stage filter), in cents. */
export const paymentScheduleTotalsSchema = z.object({
  /** Held in escrow for the caller's milestones. */
  in_escrow_cents: z.number().int().nonnegative(),
  /** Milestones of active contracts not funded yet. */
  to_fund_cents: z.number().int().nonnegative(),
  /** Requested and waiting for the manager's answer. */
  in_review_cents: z.number().int().nonnegative(),
  /** What is still to be paid (escrow, or the amount when not funded) of milestones due by `due_soon_until`. */
  due_soon_cents: z.number().int().nonnegative(),
});
export type PaymentScheduleTotals = z.infer<typeof paymentScheduleTotalsSchema>;

export const paymentScheduleResponseSchema = paginationSchema.extend({
  records: z.array(paymentScheduleItemSchema),
  totals: paymentScheduleTotalsSchema,
  /** The server's calendar day (UTC) the answer was made on, and the last day of "due soon". */
  today: z.iso.date(),
  due_soon_until: z.iso.date(),
});
export type PaymentScheduleResponse = z.infer<typeof paymentScheduleResponseSchema>;

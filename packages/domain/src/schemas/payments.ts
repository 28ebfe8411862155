import { z } from 'zod';
import { milestoneLimits, milestoneStatuses, paymentServerMessages } from '../paymentTexts.ts';
import { dollarsToCents } from '../rules/money.ts';
import { idParamsSchema, isoDateTime } from './common.ts';

/**
 * Milestones (spec document 2, section 3: "Milestone: id, uuid, description, deposite_amount
 * (spelled so), payment_requested"). `deposite_amount` is dollars as typed on the way in and
 * dollars with two decimals on the way out; inside, everything is integer cents
 * (`deposite_amount_cents`).
 */
const amountTyped = z
  .string({ error: paymentServerMessages.amountInvalid })
  .trim()
  .max(20, { error: paymentServerMessages.amountInvalid })
  .refine(
    (typed) => {
      const cents = dollarsToCents(typed);
      return cents !== undefined && cents > 0 && cents <= milestoneLimits.maxAmountCents;
    },
    { error: paymentServerMessages.amountInvalid },
  );

export const createMilestoneRequestSchema = z.object({
  description: z
    .string({ error: paymentServerMessages.descriptionRequired })
    .trim()
    .min(1, { error: paymentServerMessages.descriptionRequired })
    .max(milestoneLimits.descriptionMaxLength),
  deposite_amount: amountTyped,
  /** A calendar day, YYYY-MM-DD. */
  due_date: z.iso.date({ error: paymentServerMessages.dueDateInvalid }),
});
export type CreateMilestoneRequest = z.input<typeof createMilestoneRequestSchema>;

export const milestoneSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  contract_id: z.number().int().positive(),
  description: z.string(),
  /** Dollars with two decimals, e.g. '250.00' (the spec's spelling). */
  deposite_amount: z.string().regex(/^\d+\.\d{2}$/),
  deposite_amount_cents: z.number().int().positive(),
  /** What is in escrow for it now, and what has been released to the freelancer, in cents. */
  escrow_cents: z.number().int().nonnegative(),
  released_cents: z.number().int().nonnegative(),
  due_date: z.iso.date(),
  status: z.enum(milestoneStatuses),
  funded_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const milestoneResponseSchema = z.object({ milestone: milestoneSchema });
export const milestoneListResponseSchema = z.object({ records: z.array(milestoneSchema) });
export const milestoneParamsSchema = idParamsSchema;

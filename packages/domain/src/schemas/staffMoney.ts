import { z } from 'zod';
import { paymentScheduleStages } from '../paymentScheduleTexts.ts';
import { paymentRequestStatuses } from '../paymentTexts.ts';
import { staffLimits, staffServerMessages } from '../staffTexts.ts';
import { staffMoneyServerMessages as messages } from '../staffMoneyTexts.ts';
import {
  adminPartySchema,
  adminTransactionFiltersSchema,
  adminTransactionListResponseSchema,
  adminTransactionQuerySchema,
  adminTransactionSchema,
} from './adminReports.ts';
import { idParamsSchema, pageQuerySchema, paginationSchema } from './common.ts';
import { paymentScheduleItemSchema, paymentScheduleResponseSchema } from './paymentSchedule.ts';
import { paymentRequestListItemSchema } from './payments.ts';

/**
 * The Coordinator and Support money pages (issue 19; the calls are ours): every client's payment
 * requests, the ledger movements of clients' contracts and the milestones still to be paid, read
 * under `staff.contracts.view` (reading a contract's money is reading the contract). Names are in
 * full with the email (staff read them as an admin does: `adminPartySchema`).
 */

/** An empty field (a cleared filter in the address) counts as not given. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** A client's name or company, in part. */
const search = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .max(staffLimits.maxSearchLength, { error: staffServerMessages.searchTooLong })
    .optional()
    .transform((value) => (value ? value : undefined)),
);

/** `GET /staff/payment_requests`: status, the client's name or company, pages. */
export const staffPaymentRequestListQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    blankAsMissing,
    z.enum(paymentRequestStatuses, { error: messages.requestStatusInvalid }).optional(),
  ),
  search,
});
export type StaffPaymentRequestListQuery = z.input<typeof staffPaymentRequestListQuerySchema>;

/** A request as the manager's /review-pay lists it, with the client in full. */
export const staffPaymentRequestListItemSchema = paymentRequestListItemSchema.extend({
  client: adminPartySchema,
});
export type StaffPaymentRequestListItem = z.infer<typeof staffPaymentRequestListItemSchema>;

export const staffPaymentRequestListResponseSchema = paginationSchema.extend({
  records: z.array(staffPaymentRequestListItemSchema),
  /** Whether the caller's role may answer them (`staff.payments.approve`). */
  can_answer: z.boolean(),
});
export type StaffPaymentRequestList = z.infer<typeof staffPaymentRequestListResponseSchema>;

/**
 * `GET /staff/transactions` and its CSV: the admin's filters (dates in the zone, type, status, the
 * client's name or company) over the postings of clients' contracts only (no withdrawal, no payout).
 */
export const staffTransactionQuerySchema = adminTransactionQuerySchema;
export const staffTransactionFiltersSchema = adminTransactionFiltersSchema;
export const staffTransactionListResponseSchema = adminTransactionListResponseSchema;
export const staffTransactionParamsSchema = idParamsSchema;

/** One posting of a client's contract, with the net the freelancer got of it (gross less the fee). */
export const staffTransactionResponseSchema = z.object({
  transaction: adminTransactionSchema,
  net_cents: z.number().int().nonnegative(),
});
export type StaffTransactionDetails = z.infer<typeof staffTransactionResponseSchema>;

/** `GET /staff/payments/schedule`: stage, the client's name or company, pages. */
export const staffPaymentScheduleQuerySchema = pageQuerySchema.extend({
  stage: z.preprocess(blankAsMissing, z.enum(paymentScheduleStages, { error: messages.stageInvalid }).optional()),
  search,
});
export type StaffPaymentScheduleQuery = z.input<typeof staffPaymentScheduleQuerySchema>;

/** A scheduled milestone with both parties in full. */
export const staffPaymentScheduleItemSchema = paymentScheduleItemSchema.extend({
  client: adminPartySchema,
  freelancer: adminPartySchema,
});
export type StaffPaymentScheduleItem = z.infer<typeof staffPaymentScheduleItemSchema>;

export const staffPaymentScheduleResponseSchema = paymentScheduleResponseSchema.extend({
  records: z.array(staffPaymentScheduleItemSchema),
});
export type StaffPaymentSchedule = z.infer<typeof staffPaymentScheduleResponseSchema>;

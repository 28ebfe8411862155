import { z } from 'zod';
import { milestoneLimits, milestoneStatuses, paymentRequestStatuses, paymentServerMessages } from '../paymentTexts.ts';
import { dollarsToCents } from '../rules/money.ts';
import { formInteger, idParamsSchema, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';

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
  /**
   * What is in escrow for it now, what has been released to the freelancer, and what went back to
   * the client when the contract ended, in cents.
   */
  escrow_cents: z.number().int().nonnegative(),
  released_cents: z.number().int().nonnegative(),
  refunded_cents: z.number().int().nonnegative(),
  due_date: z.iso.date(),
  status: z.enum(milestoneStatuses),
  funded_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  /**
   * Spec document 2, section 3: "payment_requested (list whose first item has a status)": the
   * milestone's payment requests, newest first (the first one's status decides whether another
   * may be requested, section 4).
   */
  payment_requested: z.array(
    z.object({
      id: z.number().int().positive(),
      status: z.enum(paymentRequestStatuses),
      amount_requested: z.string().regex(/^\d+\.\d{2}$/),
      created_at: isoDateTime,
    }),
  ),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const milestoneResponseSchema = z.object({ milestone: milestoneSchema });
export const milestoneListResponseSchema = z.object({ records: z.array(milestoneSchema) });
export const milestoneParamsSchema = idParamsSchema;

const positiveId = (message: string) =>
  formInteger.pipe(z.number({ error: message }).int().positive({ error: message }).max(Number.MAX_SAFE_INTEGER));

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The attached work documents: ids of the freelancer's own uploads (`POST /uploads`), sent in the
 * multipart body as a JSON array (the client's encoding of an array) or a comma-separated list.
 */
const documentIds = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    if (trimmed === '') return [];
    if (trimmed.startsWith('[')) {
      try {
        return JSON.parse(trimmed) as unknown;
      } catch {
        return value;
      }
    }
    return trimmed.split(',').map((part) => part.trim());
  },
  z.array(z.uuid({ error: paymentServerMessages.documentNotFound })).max(milestoneLimits.maxDocuments),
);

/**
 * `POST /payments/request_payment` (spec document 2, sections 3 and 7: form data with the
 * requested_payments fields and the work documents; FREELANCER_SUBMIT_WORK's messages).
 */
export const requestPaymentRequestSchema = z.object({
  contract_id: positiveId(paymentServerMessages.selectMilestone),
  milestone_id: positiveId(paymentServerMessages.selectMilestone),
  amount_requested: amountTyped,
  request_message: z
    .string({ error: paymentServerMessages.messageRequired })
    .trim()
    .min(1, { error: paymentServerMessages.messageRequired })
    .max(milestoneLimits.requestMessageMaxLength)
    .refine((text) => wordCount(text) <= milestoneLimits.requestMessageMaxWords, {
      error: paymentServerMessages.messageRequired,
    }),
  document_upload_ids: documentIds.optional().default([]),
});
export type RequestPaymentRequest = z.input<typeof requestPaymentRequestSchema>;

/** `POST /payments/approve_payment`: all of the request, or a part (`amount`, dollars). */
export const approvePaymentRequestSchema = z.object({
  payment_request_id: positiveId(paymentServerMessages.requestNotFound),
  amount: amountTyped.optional(),
});
export type ApprovePaymentRequest = z.input<typeof approvePaymentRequestSchema>;

/** `POST /payments/request_changes`: back to the freelancer, with a message. */
export const requestChangesRequestSchema = z.object({
  payment_request_id: positiveId(paymentServerMessages.requestNotFound),
  message: z
    .string({ error: paymentServerMessages.messageRequired })
    .trim()
    .min(1, { error: paymentServerMessages.messageRequired })
    .max(milestoneLimits.responseMessageMaxLength),
});
export type RequestChangesRequest = z.input<typeof requestChangesRequestSchema>;

export const paymentRequestSchema = z.object({
  id: z.number().int().positive(),
  uuid: z.uuid(),
  contract_id: z.number().int().positive(),
  milestone_id: z.number().int().positive(),
  freelancer_id: z.number().int().positive(),
  manager_id: z.number().int().positive(),
  /** Dollars with two decimals, and the same in cents. */
  amount_requested: z.string().regex(/^\d+\.\d{2}$/),
  amount_requested_cents: z.number().int().positive(),
  request_message: z.string(),
  document_upload_ids: z.array(z.uuid()),
  status: z.enum(paymentRequestStatuses),
  /** What was released from escrow, the service fee taken from it, and what the freelancer received. */
  released_cents: z.number().int().nonnegative(),
  fee_cents: z.number().int().nonnegative(),
  net_cents: z.number().int().nonnegative(),
  response_message: z.string(),
  created_at: isoDateTime,
  answered_at: isoDateTime.nullable(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export const paymentRequestResponseSchema = z.object({ payment_request: paymentRequestSchema });

/**
 * Transactions (spec document 2, section 3: records, current_page, total_count; and transaction
 * details): each record is one line of the ledger on one of the user's accounts, its amount signed
 * (positive: into the account). The manager sees escrow; the freelancer, available and pending
 * withdrawal.
 */
export const ledgerAccountKinds = ['escrow', 'available', 'pending_withdrawal'] as const;
export const postingKinds = ['fund', 'release', 'refund', 'withdraw', 'payout'] as const;

export const transactionSchema = z.object({
  id: z.number().int().positive(),
  posting_uuid: z.uuid(),
  kind: z.enum(postingKinds),
  account: z.enum(ledgerAccountKinds),
  amount_cents: z.number().int(),
  contract_id: z.number().int().positive().nullable(),
  milestone_id: z.number().int().positive().nullable(),
  payment_request_id: z.number().int().positive().nullable(),
  /** The job's title, when the movement belongs to a contract. */
  job_title: z.string().nullable(),
  created_at: isoDateTime,
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListResponseSchema = paginationSchema.extend({ records: z.array(transactionSchema) });
export const transactionListQuerySchema = pageQuerySchema;
export const transactionParamsSchema = idParamsSchema;

/** The posting a transaction belongs to, as its gross, the service fee and the net (integer cents). */
export const transactionDetailsResponseSchema = z.object({
  transaction: transactionSchema,
  gross_cents: z.number().int().nonnegative(),
  fee_cents: z.number().int().nonnegative(),
  net_cents: z.number().int().nonnegative(),
});

/**
 * `GET /payments/requests` (ours; the spec names no call that lists requests): the manager's
 * requests on their contracts, or the freelancer's own, 'Payment Requested' first then newest,
 * optionally of one status.
 */
export const paymentRequestListQuerySchema = pageQuerySchema.extend({
  status: z.enum(paymentRequestStatuses).optional(),
});

/** An attached work document, to download through `GET /uploads/{id}` (its contract's parties may). */
export const paymentRequestDocumentSchema = z.object({ id: z.uuid(), name: z.string() });

export const paymentRequestListItemSchema = paymentRequestSchema.extend({
  job_title: z.string(),
  milestone_description: z.string(),
  /** The parties as the contract pages show them (first name and last initial). */
  freelancer_name: z.string(),
  manager_name: z.string(),
  documents: z.array(paymentRequestDocumentSchema),
  /**
   * The fee breakdown (the domain's `serviceFeeFor`): for an approved request what was released,
   * the fee and the net; otherwise what approving the whole request now would give.
   */
  gross_cents: z.number().int().nonnegative(),
  service_fee_cents: z.number().int().nonnegative(),
  receive_cents: z.number().int().nonnegative(),
});
export type PaymentRequestListItem = z.infer<typeof paymentRequestListItemSchema>;
export const paymentRequestListResponseSchema = paginationSchema.extend({
  records: z.array(paymentRequestListItemSchema),
});

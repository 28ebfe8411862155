import { z } from 'zod';
import { contractStatuses } from '../rules/lifecycles.ts';
import { roles } from '../roles.ts';
import {
  staffActionKinds,
  staffActionObjectTypes,
  staffLimits,
  staffServerMessages as messages,
} from '../staffTexts.ts';
import { adminPartySchema, dateRangeSchema } from './adminReports.ts';
import { contractSchema, ratingSchema } from './contracts.ts';
import { idParamsSchema, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';
import { jobPayTypes, jobStatuses, saveJobRequestSchema } from './jobs.ts';
import { adminJobDetailsResponseSchema, adminJobListResponseSchema } from './adminJobs.ts';
import { proposalListQuerySchema, proposalListResponseSchema } from './proposals.ts';
import {
  markConversationReadRequestSchema,
  markConversationReadResponseSchema,
  messageBodySchema,
  messageListQuerySchema,
  messageSchema,
} from './messages.ts';
import { approvePaymentRequestSchema, milestoneSchema, requestChangesRequestSchema } from './payments.ts';

/**
 * The Coordinator and Support portals' calls on clients' contracts (issue 19; spec document 2,
 * section 2; the calls are ours) and the admin's audit of what staff did. Names are in full (staff
 * read them as an admin does: `adminPartySchema`).
 */

/** An empty field (a cleared filter in the address) counts as not given. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const search = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .max(staffLimits.maxSearchLength, { error: messages.searchTooLong })
    .optional()
    .transform((value) => (value ? value : undefined)),
);

/** `GET /staff/contracts`: status, a client's or freelancer's name, pages (newest first). */
export const staffContractQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(contractStatuses, { error: messages.statusInvalid }).optional()),
  search,
});
export type StaffContractQuery = z.input<typeof staffContractQuerySchema>;

/** One contract of the staff list: who with whom, on which job, for how much. */
export const staffContractSummarySchema = z.object({
  id: z.number().int().positive(),
  job: z.object({ id: z.number().int().positive(), title: z.string() }),
  client: adminPartySchema,
  freelancer: adminPartySchema,
  status: z.enum(contractStatuses),
  job_pay_type: z.enum(jobPayTypes),
  amount_cents: z.number().int().positive(),
  started_at: isoDateTime,
  ended_at: isoDateTime.nullable(),
});
export type StaffContractSummary = z.infer<typeof staffContractSummarySchema>;

export const staffContractListResponseSchema = paginationSchema.extend({
  records: z.array(staffContractSummarySchema),
});
export type StaffContractList = z.infer<typeof staffContractListResponseSchema>;

export const staffContractParamsSchema = idParamsSchema;

/**
 * `GET /staff/jobs` (/all-job-postings of Coordinator and Support): every client's jobs that are
 * not deleted, newest first; a status (draft, open, closed; any when not given) and a term matched
 * against the title and the client's name and company.
 */
export const staffJobQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(jobStatuses, { error: messages.jobStatusInvalid }).optional()),
  search,
});
export type StaffJobQuery = z.input<typeof staffJobQuerySchema>;

/** Staff read a job's row as the admin's list has it (the client in full, counts of proposals and hires). */
export const staffJobListResponseSchema = adminJobListResponseSchema;

export const staffJobParamsSchema = idParamsSchema;

/**
 * `GET /staff/jobs/{id}`: one client's job (not deleted), as the admin's job page has it, and
 * whether the caller's role may read the client's figures on /analytics (its link).
 */
export const staffJobResponseSchema = adminJobDetailsResponseSchema.extend({ can_read_analytics: z.boolean() });
export type StaffJobDetails = z.output<typeof staffJobResponseSchema>;

/**
 * `GET /staff/jobs/{id}/proposals`: the proposals on a client's job as its client's Review tab
 * lists them (status; `archived`: the client's archive), read-only.
 */
export const staffJobProposalsQuerySchema = proposalListQuerySchema;
export const staffJobProposalsResponseSchema = proposalListResponseSchema;

/** A message of the thread as staff read it: with who wrote it (staff see both sides). */
export const staffThreadMessageSchema = messageSchema.extend({
  author: z.object({ name: z.string(), role: z.enum(roles) }),
});
export type StaffThreadMessage = z.infer<typeof staffThreadMessageSchema>;

/** The staff view of one contract: read-only, with its milestones (and their requests) and conversation. */
export const staffContractResponseSchema = z.object({
  contract: contractSchema,
  client: adminPartySchema,
  freelancer: adminPartySchema,
  milestones: z.array(milestoneSchema),
  conversation: z.object({
    /** Null until someone (a party or staff) writes the first message. */
    id: z.number().int().positive().nullable(),
    /** The latest page, oldest first (`mine` is the staff member's own). */
    messages: z.array(staffThreadMessageSchema),
    has_more: z.boolean(),
  }),
  /**
   * What the caller's role may do here now (its permissions): answer the payment requests, end
   * the contract for the client.
   */
  viewer: z.object({ can_answer_payments: z.boolean(), can_end: z.boolean() }),
  /**
   * The parties' ratings of each other (a contract ends with one, or they rate after staff ended
   * it): `client` is the client's rating of the freelancer, `freelancer` the freelancer's of the
   * client; each null until given.
   */
  ratings: z.object({ client: ratingSchema.nullable(), freelancer: ratingSchema.nullable() }),
  /**
   * Set when staff ended the contract for the client (the `contract_ended` staff action): who (the
   * name is empty once their account is gone), in which role, when, and the reason both parties
   * were told. Null for an active contract and one a party's rating ended.
   */
  ended_by_staff: z
    .object({
      staff: z.object({ name: z.string(), role: z.enum(roles) }),
      at: isoDateTime,
      reason: z.string(),
    })
    .nullable(),
});
export type StaffContractView = z.infer<typeof staffContractResponseSchema>;

/**
 * `POST /staff/contracts/{id}/end`: end a client's active contract on their behalf, with the
 * reason both parties are told (trimmed).
 */
export const staffEndContractRequestSchema = z
  .object({
    reason: z
      .string({ error: messages.endReasonRequired })
      .trim()
      .min(staffLimits.minEndReasonLength, messages.endReasonRequired)
      .max(staffLimits.maxEndReasonLength, messages.endReasonTooLong),
  })
  .strict();
export type StaffEndContractRequest = z.input<typeof staffEndContractRequestSchema>;

/** `POST /staff/contracts/{id}/messages`: text only (attachments are the parties' own uploads). */
export const staffMessageRequestSchema = z.object({ body: messageBodySchema }).strict();
export type StaffMessageRequest = z.input<typeof staffMessageRequestSchema>;
export const staffMessageResponseSchema = z.object({ message: messageSchema });

/**
 * `GET /staff/conversations` (/messages of Coordinator and Support): the conversations the staff
 * member follows (has posted in or marked read: has a read point in), the latest activity first; a term matched against the
 * client's name or company, the freelancer's name and the job title.
 */
export const staffConversationQuerySchema = pageQuerySchema.extend({ search });
export type StaffConversationQuery = z.input<typeof staffConversationQuerySchema>;

/** A contract's conversation as staff list it: both parties in full, the job, the contract. */
export const staffConversationSchema = z.object({
  id: z.number().int().positive(),
  /** The contract it belongs to (the newest of the job's contracts with this freelancer). */
  contract_id: z.number().int().positive(),
  job: z.object({ id: z.number().int().positive(), title: z.string() }),
  client: adminPartySchema,
  freelancer: adminPartySchema,
  last_message: staffThreadMessageSchema.nullable(),
  /**
   * Messages by anyone else (a party or another staff member) after the viewer's own read point
   * here (`staff_conversation_reads`; posting moves it to the message posted; none: all of them).
   */
  unread_count: z.number().int().nonnegative(),
  /** When the last message was written (the conversation's opening while it has none). */
  active_at: isoDateTime,
});
export type StaffConversation = z.infer<typeof staffConversationSchema>;

export const staffConversationListResponseSchema = paginationSchema.extend({
  records: z.array(staffConversationSchema),
});
export type StaffConversationList = z.infer<typeof staffConversationListResponseSchema>;

export const staffConversationParamsSchema = idParamsSchema;
export const staffConversationResponseSchema = z.object({
  conversation: staffConversationSchema,
  /** The caller's role holds `staff.messages.post` (else the thread is read-only for them). */
  can_reply: z.boolean(),
});

/**
 * `PUT /staff/conversations/{id}/read`: the staff member has read up to one of its messages (their
 * own read point, never moved back; the parties' are untouched). Answers the conversation's and
 * the staff member's unread messages in all (over the conversations they follow).
 */
export const staffConversationReadRequestSchema = markConversationReadRequestSchema;
export const staffConversationReadResponseSchema = markConversationReadResponseSchema;

/** `GET /staff/conversations/{id}/messages`: a page before `before` (none: the newest), oldest first. */
export const staffConversationMessagesQuerySchema = messageListQuerySchema;
export const staffConversationMessagesResponseSchema = z.object({
  records: z.array(staffThreadMessageSchema),
  has_more: z.boolean(),
});

/** `POST /staff/payment_requests/{id}/…`: the request answered on its client's behalf. */
export const staffPaymentRequestParamsSchema = idParamsSchema;
/** `POST /staff/payment_requests/{id}/approve`: all of it, or `amount` of it, as the client's approval. */
export const staffApprovePaymentRequestSchema = approvePaymentRequestSchema.omit({ payment_request_id: true }).strict();
export type StaffApprovePaymentRequest = z.input<typeof staffApprovePaymentRequestSchema>;
/** `POST /staff/payment_requests/{id}/request_changes`: back to the freelancer with the message. */
export const staffRequestPaymentChangesRequestSchema = requestChangesRequestSchema
  .omit({ payment_request_id: true })
  .strict();
export type StaffRequestPaymentChangesRequest = z.input<typeof staffRequestPaymentChangesRequestSchema>;

/** One row of the audit: who (staff, with their role), what, on which object, for which client, when. */
export const staffActionSchema = z.object({
  id: z.number().int().positive(),
  created_at: isoDateTime,
  action: z.enum(staffActionKinds),
  /** The staff user (id null once their account is deleted: the row keeps the role and the rest). */
  staff: adminPartySchema.extend({ id: z.number().int().positive().nullable(), role: z.enum(roles) }),
  /** The client on whose behalf (the contract's manager); null when the object has none. */
  client: adminPartySchema.nullable(),
  object: z.object({ type: z.enum(staffActionObjectTypes), id: z.number().int().positive() }),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type StaffAction = z.infer<typeof staffActionSchema>;

/** `GET /staff/dashboard`: contracts by status, the newest contracts, the caller's own latest actions. */
export const staffDashboardResponseSchema = z.object({
  by_status: z.array(z.object({ status: z.enum(contractStatuses), count: z.number().int().nonnegative() })),
  recent: z.array(staffContractSummarySchema),
  my_actions: z.array(staffActionSchema),
});
export type StaffDashboard = z.infer<typeof staffDashboardResponseSchema>;

/** `GET /admins/staff_actions`: the page's date range, an action, a staff member's or client's name. */
export const adminStaffActionQuerySchema = dateRangeSchema.safeExtend({
  action: z.preprocess(blankAsMissing, z.enum(staffActionKinds, { error: messages.actionInvalid }).optional()),
  search,
  page: pageQuerySchema.shape.page,
  per_page: pageQuerySchema.shape.per_page,
});
export type AdminStaffActionQuery = z.input<typeof adminStaffActionQuerySchema>;

export const adminStaffActionListResponseSchema = paginationSchema.extend({ records: z.array(staffActionSchema) });
export type AdminStaffActionList = z.infer<typeof adminStaffActionListResponseSchema>;

/** `GET /staff/clients`: the clients a job may be posted for (active Project Managers), by name, company or email. */
export const staffClientQuerySchema = pageQuerySchema.extend({ search });
export type StaffClientQuery = z.input<typeof staffClientQuerySchema>;

export const staffClientSchema = adminPartySchema.extend({ company_name: z.string().nullable() });
export type StaffClient = z.infer<typeof staffClientSchema>;
export const staffClientListResponseSchema = paginationSchema.extend({ records: z.array(staffClientSchema) });
export type StaffClientList = z.infer<typeof staffClientListResponseSchema>;

/**
 * `POST /staff/jobs`: the post-job wizard's save (`POST /jobs`) on behalf of a client: the job is
 * the client's (their user id), never the staff member's.
 */
const clientId = { error: messages.clientRequired };
export const staffCreateJobRequestSchema = saveJobRequestSchema.extend({
  client_id: z.number(clientId).int(clientId).positive(clientId).max(Number.MAX_SAFE_INTEGER, clientId),
});
export type StaffCreateJobRequest = z.input<typeof staffCreateJobRequestSchema>;

import {
  contractStatuses,
  endpointPermissions,
  messageLimits,
  messageServerMessages,
  staffLimits,
  staffServerMessages,
  type AdminParty,
  type adminStaffActionQuerySchema,
  type ResponseOf,
  type StaffAction,
  type StaffContractSummary,
  type StaffConversation,
  type staffConversationQuerySchema,
  type StaffThreadMessage,
  type staffContractQuerySchema,
  type staffJobQuerySchema,
  type staffJobProposalsQuerySchema,
  type staffClientQuerySchema,
  type SaveJobRequest,
  type StaffActionKind,
  type StaffCreateJobRequest,
  type PaymentRequest,
  type staffApprovePaymentRequestSchema,
  type staffRequestPaymentChangesRequestSchema,
  staffContractEndTexts,
  type staffEndContractRequestSchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments.ts';
import type { Auth } from '../../auth/sessions.ts';
import { wakeLiveFeeds } from '../../db/liveChannel.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { pageOfAdminJobs } from '../admin/jobs.repository.ts';
import { adminJob, toJobRow } from '../admin/jobs.service.ts';
import { pageOfAdminClients } from '../admin/people.repository.ts';
import { createJob, getJob, updateJob, type JobSaveHooks, type JobViewer } from '../jobs/jobs.service.ts';
import { validationError } from '../../http/errors.ts';
import { proposalsAsTheirClient } from '../proposals/proposals.service.ts';
import { findAnyContract } from '../contracts/contracts.repository.ts';
import { lockContract as lockContractToEnd, ratingsOf, type RaterRole } from '../contracts/ratings.repository.ts';
import { endLockedContract, toRating } from '../contracts/ratings.service.ts';
import { toContract } from '../contracts/contracts.service.ts';
import {
  insertMessage,
  messageById,
  messagesBefore,
  staffConversationUnread,
  staffFollowersOf,
  staffTotalUnread,
  type MessageRow,
} from '../messages/messages.repository.ts';
import { toMessages } from '../messages/messages.service.ts';
import { milestonesOfContract } from '../payments/milestones.service.ts';
import { answerWithApproval, answerWithChanges, type RequestAnswerer } from '../payments/paymentRequests.service.ts';
import { roleHolds } from '../roles/roles.repository.ts';
import type { NotificationMailer } from '../notifications/preferences.service.ts';
import { notify } from '../notifications/notifications.repository.ts';
import { iso, isoOrNull, notFound } from '../proposals/shared.ts';
import {
  contractConversationId,
  authorsOf,
  contractSummary,
  contractsByStatus,
  findContractConversation,
  listAllContracts,
  listContractConversations,
  listStaffActions,
  lockContract,
  lockContractConversation,
  lockClient,
  moveStaffReadPoint,
  recordStaffAction,
  staffEndingOf,
  type StaffActionFilter,
  type StaffActionRow,
  type ContractPartiesRow,
  type StaffContractRow,
  type StaffConversationRow,
} from './staff.repository.ts';
import { fullName } from '../../db/names.ts';

const contractNotFound = () => notFound(staffServerMessages.contractNotFound);

/** The job and both parties in full, as every staff view names them. */
export function partiesOf(row: ContractPartiesRow) {
  return {
    job: { id: Number(row.job_id), title: row.job_title },
    client: {
      id: Number(row.client_id),
      name: fullName(row.client_first_name, row.client_last_name),
      email: row.client_email,
    },
    freelancer: {
      id: Number(row.freelancer_id),
      name: fullName(row.freelancer_first_name, row.freelancer_last_name),
      email: row.freelancer_email,
    },
  };
}

function toSummary(row: StaffContractRow): StaffContractSummary {
  return {
    id: Number(row.id),
    ...partiesOf(row),
    status: row.status,
    job_pay_type: row.job_pay_type,
    amount_cents: Number(row.amount_cents),
    started_at: iso(row.started_at),
    ended_at: isoOrNull(row.ended_at),
  };
}

/** The detail as stored (jsonb: an object; a driver may hand it over as text), scalar values only. */
function detailOf(value: unknown): StaffAction['detail'] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const detail: StaffAction['detail'] = {};
  for (const [key, item] of Object.entries(parsed as Record<string, unknown>)) {
    detail[key] =
      item === null || typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean'
        ? item
        : JSON.stringify(item);
  }
  return detail;
}

function toStaffAction(row: StaffActionRow): StaffAction {
  const client: AdminParty | null =
    row.client_user_id === null
      ? null
      : {
          id: Number(row.client_user_id),
          name: fullName(row.client_first_name, row.client_last_name),
          email: row.client_email ?? '',
        };
  return {
    id: Number(row.id),
    created_at: iso(row.created_at),
    action: row.action,
    staff: {
      id: row.staff_user_id === null ? null : Number(row.staff_user_id),
      name: fullName(row.staff_first_name, row.staff_last_name),
      email: row.staff_email ?? '',
      role: row.staff_role,
    },
    client,
    object: { type: row.object_type, id: Number(row.object_id) },
    detail: detailOf(row.detail),
  };
}

async function staffActionPage(
  db: Knex,
  filter: StaffActionFilter,
  query: { page?: number | undefined; per_page?: number | undefined },
) {
  const paging = pageOf(query, staffLimits.staffActionsPerPage);
  const { rows, total } = await listStaffActions(db, filter, paging);
  return pageAnswer(rows.map(toStaffAction), total, paging);
}

/** `GET /staff/dashboard`: every contract by status, the newest, and the caller's own latest actions. */
export async function staffDashboard(db: Knex, auth: Auth): Promise<ResponseOf<'staffDashboard'>> {
  const [counts, recent, mine] = await Promise.all([
    contractsByStatus(db),
    listAllContracts(db, {}, { limit: staffLimits.dashboardRecent, offset: 0 }),
    listStaffActions(db, { staffUserId: auth.user.id }, { limit: staffLimits.dashboardRecent, offset: 0 }),
  ]);
  return {
    by_status: contractStatuses.map((status) => ({
      status,
      count: Number(counts.find((row) => row.status === status)?.count ?? 0),
    })),
    recent: recent.rows.map(toSummary),
    my_actions: mine.rows.map(toStaffAction),
  };
}

/** `GET /staff/contracts`: every client's contracts, newest first, by status and a party's name. */
export async function staffContracts(
  db: Knex,
  query: z.output<typeof staffContractQuerySchema>,
): Promise<ResponseOf<'staffContracts'>> {
  const paging = pageOf(query, staffLimits.contractsPerPage);
  const { rows, total } = await listAllContracts(db, { status: query.status, search: query.search }, paging);
  return pageAnswer(rows.map(toSummary), total, paging);
}

/**
 * `GET /staff/jobs`: every client's jobs that are not deleted (drafts too: staff work on them on
 * the client's behalf), newest first, by status and a term (title, client's name or company); the
 * rows are the admin list's.
 */
export async function staffJobs(
  db: Knex,
  query: z.output<typeof staffJobQuerySchema>,
): Promise<ResponseOf<'staffJobs'>> {
  const paging = pageOf(query, staffLimits.jobsPerPage);
  const { rows, total } = await pageOfAdminJobs(db, { status: query.status, term: query.search, live: true }, paging);
  return pageAnswer(rows.map(toJobRow), total, paging);
}

const jobNotFound = () => notFound(staffServerMessages.jobNotFound);

/** A client's job as staff may read it: any status, never a deleted one (404, as for no job). */
export async function liveJob(db: Knex, id: number): Promise<{ id: number; managerId: number }> {
  const row = await db('jobs')
    .where({ id })
    .whereNull('deleted_at')
    .first<{ id: number | string; manager_id: number | string } | undefined>('id', 'manager_id');
  if (!row) throw jobNotFound();
  return { id: Number(row.id), managerId: Number(row.manager_id) };
}

/** `GET /staff/jobs/{id}`: one client's job, read-only, as the admin's job page has it. */
const analyticsPermission = endpointPermissions.staffAnalytics.permission;

export async function staffJob(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'staffJob'>> {
  await liveJob(db, id);
  const [job, canReadAnalytics] = await Promise.all([
    adminJob(db, id),
    // The link to the client's figures: whether the role holds what /analytics needs.
    analyticsPermission === null ? true : roleHolds(db, auth.user.role, analyticsPermission),
  ]);
  return { ...job, can_read_analytics: canReadAnalytics };
}

/** `GET /staff/jobs/{id}/proposals`: the job's proposals as its client's Review tab lists them. */
export async function staffJobProposals(
  db: Knex,
  id: number,
  query: z.output<typeof staffJobProposalsQuerySchema>,
): Promise<ResponseOf<'staffJobProposals'>> {
  return proposalsAsTheirClient(db, await liveJob(db, id), query);
}

/** `GET /staff/clients`: the clients a job may be posted for, newest sign-up first. */
export async function staffClients(
  db: Knex,
  query: z.output<typeof staffClientQuerySchema>,
): Promise<ResponseOf<'staffClients'>> {
  const paging = pageOf(query, staffLimits.clientsPerPage);
  const { rows, total } = await pageOfAdminClients(db, { term: query.search, accountStatus: 'active' }, paging);
  return pageAnswer(
    rows.map((row) => ({
      id: Number(row.id),
      name: fullName(row.first_name, row.last_name),
      email: row.email,
      company_name: row.company_name,
    })),
    total,
    paging,
  );
}

/** The client as the job's owner: staff read and write the job as its manager would. */
const asClient = (clientId: number): JobViewer => ({ user: { id: clientId, role: 'project_manager' } });

/** Which staff action a save was (by the status before, the status asked and after). */
function jobActionOf(before: string | null, requested: SaveJobRequest['status'], after: string): StaffActionKind {
  if (before === 'open' || before === 'closed') return requested === 'draft' ? 'job_draft_saved' : 'job_edited';
  return after === 'draft' ? 'job_draft_saved' : 'job_posted';
}

/** The hooks of a staff save: the client checked and locked first, the audit row once written. */
function staffSaveHooks(auth: Auth, clientId: number, request: SaveJobRequest): JobSaveHooks {
  return {
    before: async (trx) => {
      // Locked for the write: a client banned or deactivated meanwhile waits for it, or refuses it.
      if (!(await lockClient(trx, clientId)))
        throw validationError({ client_id: staffServerMessages.clientNotManager });
    },
    after: async (trx, outcome) => {
      await recordStaffAction(trx, {
        staffUserId: auth.user.id,
        staffRole: auth.user.role,
        action: jobActionOf(outcome.before, request.status, outcome.after),
        objectType: 'job',
        objectId: outcome.jobId,
        clientUserId: clientId,
        detail: { status: outcome.after, title: outcome.title, tab: request.current_tab },
      });
    },
  };
}

/**
 * `POST /staff/jobs`: the wizard's first save (or a post) on behalf of a client: the job is the
 * client's; in its transaction, the client (an active Project Manager, locked) and the audit row.
 */
export async function staffCreateJob(
  db: Knex,
  auth: Auth,
  request: StaffCreateJobRequest & { client_id: number },
  now = new Date(),
): Promise<ResponseOf<'staffCreateJob'>> {
  const { client_id: clientId, ...save } = request;
  return createJob(db, asClient(clientId), save, now, staffSaveHooks(auth, clientId, save));
}

/** The owner of a job staff may edit (not deleted), or 404. */
async function ownerOfJob(db: Knex, id: number): Promise<number> {
  return (await liveJob(db, id)).managerId;
}

/** `GET /staff/jobs/{id}/form`: the client's job as its manager opens it in the wizard. */
export async function staffJobForm(db: Knex, id: number): Promise<ResponseOf<'staffJobForm'>> {
  return getJob(db, id, asClient(await ownerOfJob(db, id)));
}

/** `PUT /staff/jobs/{id}`: a save (or a post) of a client's job on their behalf, with its audit row. */
export async function staffUpdateJob(
  db: Knex,
  auth: Auth,
  id: number,
  request: SaveJobRequest,
  now = new Date(),
): Promise<ResponseOf<'staffUpdateJob'>> {
  const clientId = await ownerOfJob(db, id);
  return updateJob(db, asClient(clientId), id, request, now, staffSaveHooks(auth, clientId, request));
}

/**
 * `GET /staff/contracts/{id}`: any contract, read-only, with its milestones (their payment
 * requests) and the latest page of its conversation as the staff member reads it (nothing is
 * marked read here: /messages moves the staff member's read point).
 */
export async function staffContract(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'staffContract'>> {
  const [row, summary] = await Promise.all([findAnyContract(db, id), contractSummary(db, id)]);
  if (!row || !summary) throw contractNotFound();
  const parties = toSummary(summary);
  const [milestones, conversationId, canAnswerPayments, canEnd, ratingRows, ending] = await Promise.all([
    milestonesOfContract(db, id),
    contractConversationId(db, summary),
    roleHolds(db, auth.user.role, 'staff.payments.approve'),
    roleHolds(db, auth.user.role, 'staff.contracts.end'),
    ratingsOf(db, id),
    staffEndingOf(db, id),
  ]);
  const ratingBy = (role: RaterRole) => {
    const rating = ratingRows.find((each) => each.rater_role === role);
    return rating ? toRating(rating) : null;
  };
  const thread =
    conversationId === null ? { records: [], has_more: false } : await threadPage(db, auth, conversationId, undefined);
  return {
    contract: toContract(row),
    client: parties.client,
    freelancer: parties.freelancer,
    milestones,
    conversation: { id: conversationId, messages: thread.records, has_more: thread.has_more },
    viewer: { can_answer_payments: canAnswerPayments, can_end: canEnd },
    ratings: { client: ratingBy('project_manager'), freelancer: ratingBy('freelancer') },
    ended_by_staff: ending
      ? {
          staff: { name: fullName(ending.staff_first_name, ending.staff_last_name), role: ending.staff_role },
          at: iso(ending.created_at),
          reason: ending.reason ?? '',
        }
      : null,
  };
}

/** The messages as staff read them (`mine`: the staff member's own), each with its author in full. */
async function threadMessages(db: Knex, auth: Auth, rows: readonly MessageRow[]): Promise<StaffThreadMessage[]> {
  const [messages, authors] = await Promise.all([
    toMessages(db, auth.user.id, rows),
    authorsOf(
      db,
      rows.map((message) => Number(message.sender_id)),
    ),
  ]);
  return messages.map((message, index) => ({
    ...message,
    author: authors.get(Number(rows[index]?.sender_id)) ?? { name: '', role: 'freelancer' },
  }));
}

/** A page of a conversation before `before` (none: the newest), oldest first, as staff read it. */
async function threadPage(
  db: Knex,
  auth: Auth,
  conversationId: number,
  before: number | undefined,
): Promise<{ records: StaffThreadMessage[]; has_more: boolean }> {
  const rows = await messagesBefore(db, conversationId, before, messageLimits.messagePageSize + 1);
  const page = rows.slice(0, messageLimits.messagePageSize).reverse();
  return { records: await threadMessages(db, auth, page), has_more: rows.length > messageLimits.messagePageSize };
}

const conversationNotFound = () => notFound(messageServerMessages.conversationNotFound);

async function toStaffConversations(
  db: Knex,
  auth: Auth,
  rows: readonly StaffConversationRow[],
): Promise<StaffConversation[]> {
  const lastRows = await Promise.all(
    rows.flatMap((row) => (row.last_message_id === null ? [] : [messageById(db, Number(row.last_message_id))])),
  );
  const last = await threadMessages(
    db,
    auth,
    lastRows.filter((row) => row !== undefined),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    contract_id: Number(row.contract_id),
    ...partiesOf(row),
    last_message: last.find((message) => message.id === Number(row.last_message_id)) ?? null,
    unread_count: Number(row.unread_count),
    active_at: iso(row.active_at),
  }));
}

/**
 * `GET /staff/conversations` (/messages of Coordinator and Support): the conversations the caller
 * follows (has a read point in: posted in or marked read), the latest activity first, by a party's
 * name or the job title, each with the caller's unread count.
 */
export async function staffConversations(
  db: Knex,
  auth: Auth,
  query: z.output<typeof staffConversationQuerySchema>,
): Promise<ResponseOf<'staffConversations'>> {
  const paging = pageOf(query, staffLimits.conversationsPerPage);
  const { rows, total } = await listContractConversations(
    db,
    auth.user.id,
    { followedBy: auth.user.id, search: query.search },
    paging,
  );
  return pageAnswer(await toStaffConversations(db, auth, rows), total, paging);
}

/** A contract's conversation (any: staff read any contract), or 404 (none, or one of no contract). */
async function staffConversationOf(db: Knex, auth: Auth, id: number): Promise<StaffConversation> {
  const row = await findContractConversation(db, auth.user.id, id);
  if (!row) throw conversationNotFound();
  const [conversation] = await toStaffConversations(db, auth, [row]);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

/** `GET /staff/conversations/{id}` */
export async function staffConversation(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'staffConversation'>> {
  const [conversation, canReply] = await Promise.all([
    staffConversationOf(db, auth, id),
    roleHolds(db, auth.user.role, 'staff.messages.post'),
  ]);
  return { conversation, can_reply: canReply };
}

/** `GET /staff/conversations/{id}/messages`: a page before `before` (none: the newest), oldest first. */
export async function staffConversationMessages(
  db: Knex,
  auth: Auth,
  id: number,
  before: number | undefined,
): Promise<ResponseOf<'staffConversationMessages'>> {
  if (!(await findContractConversation(db, auth.user.id, id))) throw conversationNotFound();
  return threadPage(db, auth, id, before);
}

/**
 * `PUT /staff/conversations/{id}/read`: the caller's own read point in a contract's conversation
 * moved forward to one of its messages (never back; the parties' read points are untouched). The
 * caller follows the conversation from then on.
 */
export async function staffMarkConversationRead(
  db: Knex,
  auth: Auth,
  id: number,
  upTo: number,
): Promise<ResponseOf<'staffMarkConversationRead'>> {
  const userId = auth.user.id;
  if (!(await findContractConversation(db, userId, id))) throw conversationNotFound();
  const message = await messageById(db, upTo);
  if (!message || Number(message.conversation_id) !== id) {
    throw validationError({ up_to: messageServerMessages.messageNotInConversation });
  }
  await moveStaffReadPoint(db, userId, id, upTo);
  const [conversationUnreadCount, unread] = await Promise.all([
    staffConversationUnread(db, userId, id),
    staffTotalUnread(db, userId),
  ]);
  return { conversation_unread_count: conversationUnreadCount, unread_count: unread };
}

/**
 * A staff member's message in a conversation, in its transaction: it reads everything before it
 * (their read point moves to it, so they follow it), and the other staff who follow it are woken.
 */
async function afterStaffPost(trx: Knex.Transaction, auth: Auth, conversationId: number, messageId: number) {
  await moveStaffReadPoint(trx, auth.user.id, conversationId, messageId);
  for (const follower of await staffFollowersOf(trx, conversationId, auth.user.id)) {
    await wakeLiveFeeds(trx, follower);
  }
}

/**
 * Staff answering a client's payment request on their behalf: any client's request (no manager
 * filter), the ledger's actor the staff user; once answered, in the same transaction, the audit
 * row on the request's contract for its client and the client's notification that staff answered
 * for them (a refused audit insert undoes the answer). The freelancer is told as when the client
 * answers (the request's new status on their pages; that path sends no notification).
 */
function staffAnswerer(
  auth: Auth,
  mailer: NotificationMailer,
  action: 'payment_approved' | 'payment_changes_requested',
  now: Date,
): RequestAnswerer {
  return {
    actorId: auth.user.id,
    managerId: null,
    after: async (trx, request: PaymentRequest) => {
      await recordStaffAction(trx, {
        staffUserId: auth.user.id,
        staffRole: auth.user.role,
        action,
        objectType: 'contract',
        objectId: request.contract_id,
        clientUserId: request.manager_id,
        detail: {
          payment_request_id: request.id,
          milestone_id: request.milestone_id,
          freelancer_id: request.freelancer_id,
          amount_requested_cents: request.amount_requested_cents,
          released_cents: request.released_cents,
          fee_cents: request.fee_cents,
        },
      });
      await notify(
        trx,
        mailer,
        request.manager_id,
        'payment_answered_by_staff',
        {
          contract_id: request.contract_id,
          payment_request_id: request.id,
          status: request.status,
        },
        now,
      );
    },
  };
}

/** `POST /staff/payment_requests/{id}/approve`: the client's approval (all or part), made by staff. */
export function staffApprovePayment(
  db: Knex,
  payments: PaymentProvider,
  mailer: NotificationMailer,
  auth: Auth,
  id: number,
  body: z.output<typeof staffApprovePaymentRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'staffApprovePayment'>> {
  return answerWithApproval(db, payments, staffAnswerer(auth, mailer, 'payment_approved', now), id, body.amount, now);
}

/** `POST /staff/payment_requests/{id}/request_changes`: the client's "request changes", made by staff. */
export function staffRequestPaymentChanges(
  db: Knex,
  payments: PaymentProvider,
  mailer: NotificationMailer,
  auth: Auth,
  id: number,
  body: z.output<typeof staffRequestPaymentChangesRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'staffRequestPaymentChanges'>> {
  return answerWithChanges(
    db,
    payments,
    staffAnswerer(auth, mailer, 'payment_changes_requested', now),
    id,
    body.message,
    now,
  );
}

/**
 * `POST /staff/contracts/{id}/messages`: in one transaction, on the locked contract and its
 * conversation (opened if it has none), the staff member's message, the audit row (who, what,
 * which contract, for which client) and the NOTIFY that wakes both parties' live feeds at commit.
 * A failure anywhere leaves neither the message nor the audit row.
 */
export async function staffPostMessage(
  db: Knex,
  auth: Auth,
  id: number,
  body: { body: string },
  now = new Date(),
): Promise<ResponseOf<'staffPostMessage'>> {
  const row = await db.transaction(async (trx) => {
    const contract = await lockContract(trx, id);
    if (!contract) throw contractNotFound();
    const conversationId = await lockContractConversation(trx, contract);
    const inserted = await insertMessage(
      trx,
      { conversationId, senderId: auth.user.id, senderSide: 'staff', body: body.body },
      [],
      now,
    );
    await recordStaffAction(trx, {
      staffUserId: auth.user.id,
      staffRole: auth.user.role,
      action: 'contract_message_posted',
      objectType: 'contract',
      objectId: id,
      clientUserId: Number(contract.manager_id),
      detail: {
        conversation_id: conversationId,
        message_id: Number(inserted.id),
        freelancer_id: Number(contract.freelancer_id),
      },
    });
    await wakeLiveFeeds(trx, Number(contract.manager_id));
    await wakeLiveFeeds(trx, Number(contract.freelancer_id));
    await afterStaffPost(trx, auth, conversationId, Number(inserted.id));
    return inserted;
  });
  const [message] = await toMessages(db, auth.user.id, [row]);
  if (!message) throw new Error('the message just posted was not read back');
  return { message };
}

/**
 * `POST /staff/contracts/{id}/end`: a client's active contract ended by staff for the client, in
 * one transaction on the locked contract: the client's own ending (`endLockedContract`: what no
 * payment request waits for goes back to the client, the staff member the actor), no rating (a
 * rating is a party's own; both may still rate it), the reason posted as a staff message in the
 * contract's conversation (so both parties read it where they talk), the audit row, and both
 * parties told. Answers the contract as staff now read it.
 */
export async function staffEndContract(
  db: Knex,
  payments: PaymentProvider,
  mailer: NotificationMailer,
  auth: Auth,
  id: number,
  body: z.output<typeof staffEndContractRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'staffEndContract'>> {
  await db.transaction(async (trx) => {
    const contract = await lockContractToEnd(trx, id);
    if (!contract) throw contractNotFound();
    const refundedCents = await endLockedContract(trx, payments, contract, auth.user.id, now);
    const managerId = Number(contract.manager_id);
    const freelancerId = Number(contract.freelancer_id);
    const conversationId = await lockContractConversation(trx, contract);
    const message = await insertMessage(
      trx,
      {
        conversationId,
        senderId: auth.user.id,
        senderSide: 'staff',
        body: staffContractEndTexts.message(body.reason),
      },
      [],
      now,
    );
    await afterStaffPost(trx, auth, conversationId, Number(message.id));
    await recordStaffAction(trx, {
      staffUserId: auth.user.id,
      staffRole: auth.user.role,
      action: 'contract_ended',
      objectType: 'contract',
      objectId: id,
      clientUserId: managerId,
      detail: {
        reason: body.reason,
        refunded_cents: refundedCents,
        message_id: Number(message.id),
        freelancer_id: freelancerId,
      },
    });
    for (const party of [managerId, freelancerId]) {
      await notify(
        trx,
        mailer,
        party,
        'contract_ended_by_staff',
        { job_id: Number(contract.job_id), contract_id: id },
        now,
      );
      await wakeLiveFeeds(trx, party);
    }
  });
  return staffContract(db, auth, id);
}

/** `GET /admins/staff_actions`: the audit, newest first, by days, action and a staff member's or client's name. */
export async function adminStaffActions(
  db: Knex,
  query: z.output<typeof adminStaffActionQuerySchema>,
): Promise<ResponseOf<'adminStaffActions'>> {
  return staffActionPage(
    db,
    {
      action: query.action,
      search: query.search,
      range: { start: query.start_date, end: query.end_date, zone: query.zone },
    },
    query,
  );
}

import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { messageFieldMessages, messageServerMessages } from '../../schemas/messages.ts';
import { dollarsToCents } from '../../rules/money.ts';
import { paymentServerMessages } from '../../paymentTexts.ts';
import { serviceFeeFor } from '../../rules/serviceFee.ts';
import { refusalOf } from '../../rules/lifecycles.ts';
import { staffServerMessages } from '../../staffTexts.ts';
import { errorBody, fail, handle, invalid, respond, serverError } from '../define.ts';
import { buildMessage } from '../fixtures/messages.ts';
import { buildPaymentRequest } from '../fixtures/payments.ts';
import { PROPOSALS_NOW } from '../fixtures/proposals.ts';
import {
  buildAdminStaffActionList,
  buildEmptyStaffDashboard,
  buildStaffContractList,
  buildStaffContractView,
  buildStaffConversation,
  buildStaffConversationList,
  buildStaffConversationsUnread,
  buildStaffContractViewApproved,
  buildStaffContractViewWithPaymentAnswers,
  buildStaffContractViewCanEnd,
  buildStaffContractViewEndedByRating,
  buildStaffContractViewEndedByStaff,
  buildStaffContractViewEndedByStaffRated,
  buildStaffDashboard,
  buildStaffThread,
  buildStaffClientList,
  buildStaffJob,
  buildStaffJobList,
  FIXTURE_STAFF_NAME,
} from '../fixtures/staff.ts';
import { buildProposalList } from '../fixtures/proposals.ts';
import { buildJobResponse } from '../fixtures/jobs.ts';
import { saveJob } from './jobs.ts';

/** Handlers of the Coordinator and Support portals' calls and the admin's staff actions (issue 19). */
export const staffHandlers = {
  staffDashboard: {
    filled: respond('staffDashboard', buildStaffDashboard),
    empty: respond('staffDashboard', buildEmptyStaffDashboard),
    serverError: serverError('staffDashboard'),
  },
  staffContracts: {
    some: respond('staffContracts', () => buildStaffContractList()),
    empty: respond('staffContracts', () => buildStaffContractList([])),
    serverError: serverError('staffContracts'),
  },
  staffContract: {
    filled: respond('staffContract', () => buildStaffContractView()),
    noConversation: respond('staffContract', () =>
      buildStaffContractView({ conversation: { id: null, messages: [], has_more: false } }),
    ),
    /** Read by a role holding `staff.payments.approve` (the Coordinator by default): the answer buttons. */
    withPaymentAnswers: respond('staffContract', buildStaffContractViewWithPaymentAnswers),
    /** After the fixture request was approved in full. */
    approved: respond('staffContract', buildStaffContractViewApproved),
    /** Read by a role holding `staff.contracts.end`: active, with $250.00 that ending gives back. */
    canEnd: respond('staffContract', buildStaffContractViewCanEnd),
    /** Ended by staff with the fixture reason; no rating yet. */
    endedByStaff: respond('staffContract', () => buildStaffContractViewEndedByStaff()),
    /** Ended by staff, then rated by both parties. */
    endedByStaffRated: respond('staffContract', buildStaffContractViewEndedByStaffRated),
    /** Ended by the client's rating; the freelancer's not given yet. */
    endedByRating: respond('staffContract', buildStaffContractViewEndedByRating),
    notFound: fail('staffContract', 404, errorBody(errorCodes.notFound, staffServerMessages.contractNotFound)),
    serverError: serverError('staffContract'),
  },
  staffPostMessage: {
    // Echoes what was sent, as the staff member's own.
    sent: handle('staffPostMessage', async ({ request }) => {
      const body = (await request.json()) as { body?: string };
      return HttpResponse.json(
        {
          message: buildMessage({
            id: 8199,
            mine: true,
            staff: { name: FIXTURE_STAFF_NAME, role: 'support' },
            body: (body.body ?? '').trim(),
            created_at: '2026-11-26T12:00:00.000Z',
          }),
        },
        { status: 201 },
      );
    }),
    blank: invalid('staffPostMessage', 'body', messageFieldMessages.blank),
    serverError: serverError('staffPostMessage'),
  },
  staffConversations: {
    some: respond('staffConversations', () => buildStaffConversationList()),
    empty: respond('staffConversations', () => buildStaffConversationList([])),
    /** The open (fixture) conversation has 2 unread, the second 1. */
    unread: respond('staffConversations', () => buildStaffConversationList(buildStaffConversationsUnread())),
    serverError: serverError('staffConversations'),
  },
  staffConversation: {
    found: respond('staffConversation', () => ({ conversation: buildStaffConversation(), can_reply: true })),
    readOnly: respond('staffConversation', () => ({ conversation: buildStaffConversation(), can_reply: false })),
    unread: respond('staffConversation', () => ({
      conversation: buildStaffConversation({ unread_count: 2 }),
      can_reply: true,
    })),
    notFound: fail(
      'staffConversation',
      404,
      errorBody(errorCodes.notFound, messageServerMessages.conversationNotFound),
    ),
    serverError: serverError('staffConversation'),
  },
  staffConversationMessages: {
    some: respond('staffConversationMessages', () => ({ records: buildStaffThread(), has_more: false })),
    empty: respond('staffConversationMessages', { records: [], has_more: false }),
    notFound: fail(
      'staffConversationMessages',
      404,
      errorBody(errorCodes.notFound, messageServerMessages.conversationNotFound),
    ),
    serverError: serverError('staffConversationMessages'),
  },
  staffMarkConversationRead: {
    done: respond('staffMarkConversationRead', { conversation_unread_count: 0, unread_count: 0 }),
    serverError: serverError('staffMarkConversationRead'),
  },
  staffEndContract: {
    // The contract ended for its client: completed, the reason the last message, nothing more to end.
    // The contract ended for its client (`staffContract.canEnd`'s): completed, the reason (trimmed)
    // the last message and the ending's record, nothing more to end.
    ended: handle('staffEndContract', async ({ request }) => {
      const body = (await request.json()) as { reason?: string };
      return HttpResponse.json(buildStaffContractViewEndedByStaff((body.reason ?? '').trim()));
    }),
    reasonRequired: invalid('staffEndContract', 'reason', staffServerMessages.endReasonRequired),
    alreadyEnded: fail(
      'staffEndContract',
      409,
      errorBody(errorCodes.conflict, refusalOf('contract', 'completed', 'end')),
    ),
    serverError: serverError('staffEndContract'),
  },
  staffApprovePayment: {
    // The request of the path, released in full or by the amount sent, less the fee.
    approved: handle('staffApprovePayment', async ({ params, request }) => {
      const body = (await request.json()) as { amount?: string };
      const released = body.amount === undefined ? 25_000 : (dollarsToCents(body.amount) ?? 0);
      const { feeCents } = serviceFeeFor(released);
      return HttpResponse.json({
        payment_request: buildPaymentRequest({
          id: Number(params.id),
          status: 'approved',
          released_cents: released,
          fee_cents: feeCents,
          net_cents: released - feeCents,
          answered_at: PROPOSALS_NOW,
        }),
      });
    }),
    answered: fail('staffApprovePayment', 409, errorBody(errorCodes.conflict, paymentServerMessages.requestAnswered)),
    serverError: serverError('staffApprovePayment'),
  },
  staffRequestPaymentChanges: {
    sentBack: handle('staffRequestPaymentChanges', async ({ params, request }) => {
      const body = (await request.json()) as { message?: string };
      return HttpResponse.json({
        payment_request: buildPaymentRequest({
          id: Number(params.id),
          status: 'changes_requested',
          response_message: (body.message ?? '').trim(),
          answered_at: PROPOSALS_NOW,
        }),
      });
    }),
    serverError: serverError('staffRequestPaymentChanges'),
  },
  staffJobs: {
    some: respond('staffJobs', () => buildStaffJobList()),
    empty: respond('staffJobs', () => buildStaffJobList([])),
    serverError: serverError('staffJobs'),
  },
  staffJob: {
    found: respond('staffJob', () => buildStaffJob()),
    notFound: fail('staffJob', 404, errorBody(errorCodes.notFound, staffServerMessages.jobNotFound)),
    serverError: serverError('staffJob'),
  },
  staffJobProposals: {
    some: respond('staffJobProposals', () => buildProposalList(3)),
    empty: respond('staffJobProposals', () => buildProposalList(0)),
    serverError: serverError('staffJobProposals'),
  },
  staffClients: {
    some: respond('staffClients', () => buildStaffClientList()),
    empty: respond('staffClients', () => buildStaffClientList([])),
    serverError: serverError('staffClients'),
  },
  staffCreateJob: {
    saved: saveJob('staffCreateJob'),
    serverError: serverError('staffCreateJob'),
  },
  staffJobForm: {
    /** The client's posted job, every tab filled in: staff edit it. */
    open: respond('staffJobForm', () => buildJobResponse({ status: 'open', current_tab: 5 })),
    notFound: fail('staffJobForm', 404, errorBody(errorCodes.notFound, staffServerMessages.jobNotFound)),
    serverError: serverError('staffJobForm'),
  },
  staffUpdateJob: {
    saved: saveJob('staffUpdateJob'),
    serverError: serverError('staffUpdateJob'),
  },
  adminStaffActions: {
    some: respond('adminStaffActions', () => buildAdminStaffActionList()),
    empty: respond('adminStaffActions', () => buildAdminStaffActionList([])),
    serverError: serverError('adminStaffActions'),
  },
};

import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { messageFieldMessages, messageServerMessages } from '../../schemas/messages.ts';
import { staffServerMessages } from '../../staffTexts.ts';
import { errorBody, fail, handle, invalid, respond, serverError } from '../define.ts';
import { buildMessage } from '../fixtures/messages.ts';
import {
  buildAdminStaffActionList,
  buildEmptyStaffDashboard,
  buildStaffContractList,
  buildStaffContractView,
  buildStaffConversation,
  buildStaffConversationList,
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
    serverError: serverError('staffConversations'),
  },
  staffConversation: {
    found: respond('staffConversation', () => ({ conversation: buildStaffConversation(), can_reply: true })),
    readOnly: respond('staffConversation', () => ({ conversation: buildStaffConversation(), can_reply: false })),
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

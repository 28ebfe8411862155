import { HttpResponse } from 'msw';
import { errorCodes } from '../../errors.ts';
import { messageFieldMessages, messageServerMessages } from '../../schemas/messages.ts';
import { errorBody, fail, handle, invalid, respond, serverError } from '../define.ts';
import {
  buildConversation,
  buildConversationList,
  buildConversations,
  buildMessage,
  buildThread,
} from '../fixtures/messages.ts';

const missing = errorBody(errorCodes.notFound, messageServerMessages.conversationNotFound);

/**
 * Handlers of the message calls, grouped by call; the first of each group is its default. The list
 * is empty by default, so no other story changes.
 */
export const messagesHandlers = {
  conversations: {
    empty: respond('conversations', () => buildConversationList([])),
    some: respond('conversations', () => buildConversationList(buildConversations())),
    serverError: serverError('conversations'),
  },
  openConversation: {
    opened: respond('openConversation', () => ({ conversation: buildConversation({ unread_count: 0 }) })),
    notOnJob: fail('openConversation', 403, errorBody(errorCodes.forbidden, messageServerMessages.notOnJob)),
    serverError: serverError('openConversation'),
  },
  getConversation: {
    found: respond('getConversation', () => ({ conversation: buildConversation() })),
    notFound: fail('getConversation', 404, missing),
    serverError: serverError('getConversation'),
  },
  conversationMessages: {
    empty: respond('conversationMessages', { records: [], has_more: false }),
    some: respond('conversationMessages', () => ({ records: buildThread(), has_more: false })),
    serverError: serverError('conversationMessages'),
  },
  sendMessage: {
    // Echoes what was sent, as the sender's own.
    sent: handle('sendMessage', async ({ request }) => {
      const body = (await request.json()) as { body?: string };
      return HttpResponse.json(
        { message: buildMessage({ id: 8199, mine: true, body: (body.body ?? '').trim() }) },
        { status: 201 },
      );
    }),
    blank: invalid('sendMessage', 'body', messageFieldMessages.blank),
    serverError: serverError('sendMessage'),
  },
  markConversationRead: {
    done: respond('markConversationRead', { conversation_unread_count: 0, unread_count: 0 }),
    serverError: serverError('markConversationRead'),
  },
};

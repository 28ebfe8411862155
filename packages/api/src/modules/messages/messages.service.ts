import {
  clientDisplayName,
  messageLimits,
  messageServerMessages,
  type Conversation,
  type Message,
  type ResponseOf,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Auth } from '../../auth/sessions.ts';
import { validationError } from '../../http/errors.ts';
import { pageAnswer, pageOf } from '../../http/paging.ts';
import { wakeLiveFeeds } from '../../db/liveChannel.ts';
import { forbidden, iso, notFound } from '../proposals/shared.ts';
import {
  attachmentsOf,
  conversationUnread,
  findConversation,
  freelancerByProfile,
  insertMessage,
  isOnJob,
  listConversations,
  lockConversation,
  managersJob,
  messageById,
  messagesBefore,
  moveReadPoint,
  openConversationRow,
  ownUploads,
  staffFollowersOf,
  staffSenders,
  totalUnread,
  type ConversationRow,
  type MessageRow,
} from './messages.repository.ts';

const conversationNotFound = () => notFound(messageServerMessages.conversationNotFound);

/**
 * The messages as the user sees them (`mine`), each with its attachments, and a Coordinator's or
 * Support user's message with who posted it (issue 19).
 */
export async function toMessages(db: Knex, userId: number, rows: readonly MessageRow[]): Promise<Message[]> {
  const [attachments, staff] = await Promise.all([
    attachmentsOf(
      db,
      rows.map((row) => Number(row.id)),
    ),
    staffSenders(
      db,
      rows.map((row) => Number(row.sender_id)),
    ),
  ]);
  return rows.map((row) => ({
    id: Number(row.id),
    conversation_id: Number(row.conversation_id),
    mine: Number(row.sender_id) === userId,
    staff: staff.get(Number(row.sender_id)) ?? null,
    body: row.body,
    attachments: attachments
      .filter((attachment) => Number(attachment.message_id) === Number(row.id))
      .map((attachment) => ({
        id: attachment.id,
        name: attachment.original_name,
        size: Number(attachment.size_bytes),
        type: attachment.content_type,
      })),
    created_at: iso(row.created_at),
  }));
}

async function toConversations(db: Knex, userId: number, rows: readonly ConversationRow[]): Promise<Conversation[]> {
  const lastIds = rows.flatMap((row) => (row.last_message_id === null ? [] : [Number(row.last_message_id)]));
  const lastRows = await Promise.all(lastIds.map((id) => messageById(db, id)));
  const last = await toMessages(
    db,
    userId,
    lastRows.filter((row) => row !== undefined),
  );
  return rows.map((row) => {
    const asManager = Number(row.manager_id) === userId;
    return {
      id: Number(row.id),
      job: { id: Number(row.job_id), uuid: row.job_uuid, title: row.job_title },
      with: asManager
        ? {
            name: clientDisplayName({ first_name: row.freelancer_first_name, last_name: row.freelancer_last_name }),
            role: 'freelancer',
            profile_uuid: row.freelancer_profile_uuid,
          }
        : {
            name: clientDisplayName({
              company_name: row.manager_company_name,
              first_name: row.manager_first_name,
              last_name: row.manager_last_name,
            }),
            role: 'project_manager',
            profile_uuid: null,
          },
      unread_count: Number(row.unread_count),
      last_message: last.find((message) => message.id === Number(row.last_message_id)) ?? null,
      created_at: iso(row.created_at),
    };
  });
}

async function conversationOf(db: Knex, auth: Auth, id: number): Promise<Conversation> {
  const row = await findConversation(db, auth.user.id, id);
  if (!row) throw conversationNotFound();
  const [conversation] = await toConversations(db, auth.user.id, [row]);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

/** `GET /conversations`: the user's own, the latest message first, with the unread messages in all. */
export async function conversations(
  db: Knex,
  auth: Auth,
  query: { page?: number | undefined; per_page?: number | undefined },
): Promise<ResponseOf<'conversations'>> {
  const { page, perPage, limit, offset } = pageOf(query, messageLimits.conversationPageSize);
  const [{ rows, total }, unread] = await Promise.all([
    listConversations(db, auth.user.id, { limit, offset }),
    totalUnread(db, auth.user.id),
  ]);
  return {
    ...pageAnswer(await toConversations(db, auth.user.id, rows), total, { page, perPage }),
    unread_count: unread,
  };
}

/**
 * `POST /conversations` (the hire card's 'Chat'): the manager's job's conversation with a
 * freelancer who has a proposal (so also any contract) or an invitation on it, opened if new.
 * Another manager's job is the same 404 as a missing one.
 */
export async function openConversation(
  db: Knex,
  auth: Auth,
  body: { job_id: number; freelancer_uuid: string },
): Promise<ResponseOf<'openConversation'>> {
  if (!(await managersJob(db, auth.user.id, body.job_id))) throw notFound(messageServerMessages.jobNotFound);
  const freelancerId = await freelancerByProfile(db, body.freelancer_uuid);
  if (freelancerId === undefined) throw notFound(messageServerMessages.freelancerNotFound);
  if (!(await isOnJob(db, body.job_id, freelancerId))) throw forbidden(messageServerMessages.notOnJob);
  const id = await openConversationRow(db, { jobId: body.job_id, managerId: auth.user.id, freelancerId });
  return { conversation: await conversationOf(db, auth, id) };
}

export async function getConversation(db: Knex, auth: Auth, id: number): Promise<ResponseOf<'getConversation'>> {
  return { conversation: await conversationOf(db, auth, id) };
}

/** `GET /conversations/{id}/messages`: a page before `before` (none: the newest), oldest first. */
export async function conversationMessages(
  db: Knex,
  auth: Auth,
  id: number,
  before: number | undefined,
): Promise<ResponseOf<'conversationMessages'>> {
  if (!(await findConversation(db, auth.user.id, id))) throw conversationNotFound();
  const rows = await messagesBefore(db, id, before, messageLimits.messagePageSize + 1);
  const page = rows.slice(0, messageLimits.messagePageSize).reverse();
  return { records: await toMessages(db, auth.user.id, page), has_more: rows.length > messageLimits.messagePageSize };
}

/**
 * `POST /conversations/{id}/messages`: in one transaction on the locked conversation (so its
 * messages and read points change one writer at a time), the message, its attachments (the
 * sender's own uploads only; anyone else's reads as missing), the conversation's last message,
 * and the NOTIFY that wakes the other participant's (and the following staff's) live feeds at commit.
 */
export async function sendMessage(
  db: Knex,
  auth: Auth,
  id: number,
  body: { body: string; attachment_ids: string[] },
  now = new Date(),
): Promise<ResponseOf<'sendMessage'>> {
  const userId = auth.user.id;
  const uploadIds = [...new Set(body.attachment_ids)];
  const row = await db.transaction(async (trx) => {
    const conversation = await lockConversation(trx, userId, id);
    if (!conversation) throw conversationNotFound();
    if ((await ownUploads(trx, userId, uploadIds)) !== uploadIds.length) {
      throw validationError({ attachment_ids: messageServerMessages.attachmentNotFound });
    }
    const asManager = Number(conversation.manager_id) === userId;
    const inserted = await insertMessage(
      trx,
      { conversationId: id, senderId: userId, senderSide: asManager ? 'manager' : 'freelancer', body: body.body },
      uploadIds,
      now,
    );
    const recipient = asManager ? conversation.freelancer_id : conversation.manager_id;
    await wakeLiveFeeds(trx, Number(recipient));
    // The Coordinator and Support users who follow it hear of it too (issue 19).
    for (const follower of await staffFollowersOf(trx, id, userId)) await wakeLiveFeeds(trx, follower);
    return inserted;
  });
  const [message] = await toMessages(db, userId, [row]);
  if (!message) throw new Error('the message just sent was not read back');
  return { message };
}

/** `PUT /conversations/{id}/read`: read up to one of its messages (never moved back). */
export async function markConversationRead(
  db: Knex,
  auth: Auth,
  id: number,
  upTo: number,
): Promise<ResponseOf<'markConversationRead'>> {
  const userId = auth.user.id;
  const conversation = await findConversation(db, userId, id);
  if (!conversation) throw conversationNotFound();
  const message = await messageById(db, upTo);
  if (!message || Number(message.conversation_id) !== id) {
    throw validationError({ up_to: messageServerMessages.messageNotInConversation });
  }
  await moveReadPoint(db, id, Number(conversation.manager_id) === userId ? 'manager' : 'freelancer', upTo);
  const [conversationUnreadCount, unread] = await Promise.all([
    conversationUnread(db, userId, id),
    totalUnread(db, userId),
  ]);
  return { conversation_unread_count: conversationUnreadCount, unread_count: unread };
}

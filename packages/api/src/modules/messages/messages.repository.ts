import { contractStaffRoles, type ContractStaffRole } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { fullName } from '../../db/names.ts';

/** A conversation row with what its list entry shows, as one participant sees it. */
export interface ConversationRow {
  id: string | number;
  job_id: string | number;
  job_uuid: string;
  job_title: string;
  manager_id: string | number;
  freelancer_id: string | number;
  manager_first_name: string;
  manager_last_name: string;
  manager_company_name: string | null;
  freelancer_first_name: string;
  freelancer_last_name: string;
  freelancer_profile_uuid: string | null;
  unread_count: string | number;
  last_message_id: string | number | null;
  created_at: Date | string;
}

export interface MessageRow {
  id: string | number;
  conversation_id: string | number;
  sender_id: string | number;
  body: string;
  created_at: Date | string;
}

export interface AttachmentRow {
  message_id: string | number;
  id: string;
  original_name: string;
  size_bytes: string | number;
  content_type: string;
}

const messageColumns = ['m.id', 'm.conversation_id', 'm.sender_id', 'm.body', 'm.created_at'] as const;

/** The user's read point in a conversation (`c`): the column of their side. */
const readPoint = (db: Knex, userId: number) =>
  db.raw('case when c.manager_id = ? then c.manager_read_up_to else c.freelancer_read_up_to end', [userId]);

/** Messages of conversation `c` the user has not read: the other side's, after the user's read point. */
const unreadOf = (db: Knex, userId: number) =>
  db('messages as u')
    .count('*')
    .whereRaw('u.conversation_id = c.id')
    .whereNot('u.sender_id', userId)
    .where('u.id', '>', readPoint(db, userId));

/** Conversations the user takes part in (`c`): the manager's always, the freelancer's once a message is in them. */
function visibleTo(db: Knex, userId: number) {
  return db('conversations as c').where((where) => {
    void where.where('c.manager_id', userId).orWhere((own) => {
      void own.where('c.freelancer_id', userId).whereNotNull('c.last_message_id');
    });
  });
}

function withDetails(db: Knex, query: Knex.QueryBuilder, userId: number) {
  return query
    .join('jobs as j', 'j.id', 'c.job_id')
    .join('users as mu', 'mu.id', 'c.manager_id')
    .join('users as fu', 'fu.id', 'c.freelancer_id')
    .leftJoin('freelancer_profiles as fp', 'fp.user_id', 'c.freelancer_id')
    .select<ConversationRow[]>(
      'c.id',
      'c.job_id',
      'j.uuid as job_uuid',
      'j.title as job_title',
      'c.manager_id',
      'c.freelancer_id',
      'mu.first_name as manager_first_name',
      'mu.last_name as manager_last_name',
      'mu.company_name as manager_company_name',
      'fu.first_name as freelancer_first_name',
      'fu.last_name as freelancer_last_name',
      'fp.uuid as freelancer_profile_uuid',
      'c.last_message_id',
      'c.created_at',
      db.raw('(?) as unread_count', [unreadOf(db, userId)]),
    );
}

/** A page of the user's conversations, the latest message first (an empty one by when it was opened). */
export async function listConversations(
  db: Knex,
  userId: number,
  options: { limit: number; offset: number },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    withDetails(db, visibleTo(db, userId), userId)
      .orderByRaw('coalesce(c.last_message_at, c.created_at) desc, c.id desc')
      .limit(options.limit)
      .offset(options.offset),
    visibleTo(db, userId).count<Array<{ count: string | number }>>({ count: '*' }),
  ]);
  return { rows, total: Number(counted[0]?.count ?? 0) };
}

/** One conversation the user is a participant of (either side, empty or not); undefined otherwise. */
export async function findConversation(db: Knex, userId: number, id: number): Promise<ConversationRow | undefined> {
  const rows = await withDetails(
    db,
    db('conversations as c')
      .where('c.id', id)
      .where((where) => {
        void where.where('c.manager_id', userId).orWhere('c.freelancer_id', userId);
      }),
    userId,
  );
  return rows[0];
}

/** Unread messages over all the user's conversations. */
export async function totalUnread(db: Knex, userId: number): Promise<number> {
  const [row] = await db('messages as m')
    .join('conversations as c', 'c.id', 'm.conversation_id')
    .where((where) => {
      void where.where('c.manager_id', userId).orWhere('c.freelancer_id', userId);
    })
    .whereNot('m.sender_id', userId)
    .where('m.id', '>', readPoint(db, userId))
    .count<Array<{ count: string | number }>>({ count: '*' });
  return Number(row?.count ?? 0);
}

/** Unread messages of one conversation for the user. */
export async function conversationUnread(db: Knex, userId: number, conversationId: number): Promise<number> {
  const [row] = await db('conversations as c')
    .where('c.id', conversationId)
    .select<Array<{ count: string | number }>>(db.raw('(?) as count', [unreadOf(db, userId)]));
  return Number(row?.count ?? 0);
}

/**
 * The job's conversation with the freelancer, opened if there is none. Two at once open one: the
 * unique constraint keeps the first, the second finds it.
 */
export async function openConversationRow(
  db: Knex,
  row: { jobId: number; managerId: number; freelancerId: number },
): Promise<number> {
  await db('conversations')
    .insert({ job_id: row.jobId, manager_id: row.managerId, freelancer_id: row.freelancerId })
    .onConflict(['job_id', 'freelancer_id'])
    .ignore();
  const found = await db('conversations')
    .where({ job_id: row.jobId, freelancer_id: row.freelancerId })
    .first<{ id: string | number } | undefined>('id');
  if (!found) throw new Error('conversation vanished after it was opened');
  return Number(found.id);
}

/** The manager's own job (not deleted): what a conversation is about. */
export function managersJob(db: Knex, managerId: number, jobId: number) {
  return db('jobs')
    .where({ id: jobId, manager_id: managerId })
    .whereNull('deleted_at')
    .first<{ id: string } | undefined>('id');
}

/** The user id behind a freelancer's profile. */
export async function freelancerByProfile(db: Knex, profileUuid: string): Promise<number | undefined> {
  const row = await db('freelancer_profiles as fp')
    .join('users as u', 'u.id', 'fp.user_id')
    .where('fp.uuid', profileUuid)
    .where('u.role', 'freelancer')
    .first<{ user_id: string | number } | undefined>('fp.user_id');
  return row ? Number(row.user_id) : undefined;
}

/** The freelancer has a proposal (so any contract) or an invitation on the job. */
export async function isOnJob(db: Knex, jobId: number, freelancerId: number): Promise<boolean> {
  const row = await db
    .select(
      db.raw(
        `exists (select 1 from job_applications where job_id = ? and freelancer_id = ?)
          or exists (select 1 from invitations where job_id = ? and freelancer_id = ?) as on_job`,
        [jobId, freelancerId, jobId, freelancerId],
      ),
    )
    .first<{ on_job: boolean }>();
  return row.on_job;
}

/** A page of the thread: the `limit` messages before `before` (none: the newest), newest first. */
export function messagesBefore(
  db: Knex,
  conversationId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const query = db('messages as m').where('m.conversation_id', conversationId);
  if (before !== undefined) query.where('m.id', '<', before);
  return query.orderBy('m.id', 'desc').limit(limit).select<MessageRow[]>(messageColumns);
}

export function messageById(db: Knex, id: number): Promise<MessageRow | undefined> {
  return db('messages as m').where('m.id', id).first<MessageRow | undefined>(messageColumns);
}

/** The attachments of these messages, in their order on each message. */
export function attachmentsOf(db: Knex, messageIds: readonly number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db('message_attachments as a')
    .join('uploads as up', 'up.id', 'a.upload_id')
    .whereIn('a.message_id', messageIds)
    .orderBy([
      { column: 'a.message_id', order: 'asc' },
      { column: 'a.position', order: 'asc' },
    ])
    .select<AttachmentRow[]>('a.message_id', 'up.id', 'up.original_name', 'up.size_bytes', 'up.content_type');
}

/** A conversation of the user's, locked for a write: who is on which side. */
export function lockConversation(trx: Knex.Transaction, userId: number, id: number) {
  return trx('conversations')
    .where({ id })
    .where((where) => {
      void where.where('manager_id', userId).orWhere('freelancer_id', userId);
    })
    .forUpdate()
    .first<{ id: string | number; manager_id: string | number; freelancer_id: string | number } | undefined>(
      'id',
      'manager_id',
      'freelancer_id',
    );
}

/** How many of these uploads are the user's own. */
export async function ownUploads(trx: Knex.Transaction, userId: number, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await trx('uploads')
    .whereIn('id', ids)
    .where('user_id', userId)
    .count<Array<{ count: string | number }>>({ count: '*' });
  return Number(row?.count ?? 0);
}

/**
 * Which of these senders are Coordinator or Support users (issue 19: staff post on a contract's
 * conversation), with their name, by user id.
 */
export async function staffSenders(
  db: Knex,
  senderIds: readonly number[],
): Promise<Map<number, { name: string; role: ContractStaffRole }>> {
  const ids = [...new Set(senderIds)];
  const found = new Map<number, { name: string; role: ContractStaffRole }>();
  if (ids.length === 0) return found;
  const rows = await db('users')
    .whereIn('id', ids)
    .whereIn('role', contractStaffRoles)
    .select<Array<{ id: string | number; first_name: string; last_name: string; role: ContractStaffRole }>>(
      'id',
      'first_name',
      'last_name',
      'role',
    );
  for (const row of rows) found.set(Number(row.id), { name: fullName(row.first_name, row.last_name), role: row.role });
  return found;
}

/**
 * The message, its attachments and the conversation's last message and the sender's read point (a
 * participant's; a staff member has none: both parties have it unread).
 */
export async function insertMessage(
  trx: Knex.Transaction,
  message: { conversationId: number; senderId: number; senderSide: 'manager' | 'freelancer' | 'staff'; body: string },
  uploadIds: readonly string[],
  now: Date,
): Promise<MessageRow> {
  const [row] = await trx('messages')
    .insert({
      conversation_id: message.conversationId,
      sender_id: message.senderId,
      body: message.body,
      created_at: now,
    })
    .returning<MessageRow[]>(['id', 'conversation_id', 'sender_id', 'body', 'created_at']);
  if (!row) throw new Error('message insert returned nothing');
  if (uploadIds.length > 0) {
    await trx('message_attachments').insert(
      uploadIds.map((uploadId, position) => ({ message_id: row.id, upload_id: uploadId, position })),
    );
  }
  await trx('conversations')
    .where({ id: message.conversationId })
    .update({
      last_message_id: row.id,
      last_message_at: now,
      // Replying reads everything before it.
      ...(message.senderSide === 'staff' ? {} : { [`${message.senderSide}_read_up_to`]: row.id }),
    });
  return row;
}

/** Moves the user's read point forward to `upTo` (never back: a stale tab cannot unread). */
export async function moveReadPoint(
  db: Knex,
  conversationId: number,
  side: 'manager' | 'freelancer',
  upTo: number,
): Promise<void> {
  const column = `${side}_read_up_to`;
  await db('conversations')
    .where({ id: conversationId })
    .update({ [column]: db.raw('greatest(??, ?)', [column, upTo]) });
}

/**
 * Messages to the user (in their conversations, sent by the other side) with ids above `afterId`,
 * oldest first: the live feed's catch-up.
 */
export function messagesToUserAfter(db: Knex, userId: number, afterId: number, limit: number): Promise<MessageRow[]> {
  return db('messages as m')
    .join('conversations as c', 'c.id', 'm.conversation_id')
    .where((where) => {
      void where.where('c.manager_id', userId).orWhere('c.freelancer_id', userId);
    })
    .whereNot('m.sender_id', userId)
    .where('m.id', '>', afterId)
    .orderBy('m.id', 'asc')
    .limit(limit)
    .select<MessageRow[]>(messageColumns);
}

/** The id of the newest message to the user (0: none yet). */
export async function newestMessageIdTo(db: Knex, userId: number): Promise<number> {
  const row = await db('messages as m')
    .join('conversations as c', 'c.id', 'm.conversation_id')
    .where((where) => {
      void where.where('c.manager_id', userId).orWhere('c.freelancer_id', userId);
    })
    .whereNot('m.sender_id', userId)
    .max<{ max: string | number | null }>({ max: 'm.id' })
    .first();
  return Number(row?.max ?? 0);
}

/*
 * Staff (issue 19): a Coordinator or Support user is no participant; they follow a contract's
 * conversation once they have a read point in it (`staff_conversation_reads`: posting there or
 * marking it read gives one). What anyone else wrote after it is unread for them.
 */

/** Messages of conversation `c` a staff user has not read: anyone else's, after their read point. */
const staffUnreadOf = (db: Knex, userId: number) =>
  db('messages as u')
    .count('*')
    .whereRaw('u.conversation_id = c.id')
    .whereNot('u.sender_id', userId)
    .where(
      'u.id',
      '>',
      db.raw(
        'coalesce((select r.up_to from staff_conversation_reads r where r.user_id = ? and r.conversation_id = c.id), 0)',
        [userId],
      ),
    );

/** A staff user's unread messages in one conversation (all of anyone else's if they have no read point there). */
export async function staffConversationUnread(db: Knex, userId: number, conversationId: number): Promise<number> {
  const [row] = await db('conversations as c')
    .where('c.id', conversationId)
    .select<Array<{ count: string | number }>>(db.raw('(?) as count', [staffUnreadOf(db, userId)]));
  return Number(row?.count ?? 0);
}

/** The select of a staff user's unread count in conversation `c`, for a list's columns. */
export const staffUnreadColumn = (db: Knex, userId: number) =>
  db.raw('(?) as unread_count', [staffUnreadOf(db, userId)]);

/** Messages by anyone but the staff user in the conversations they follow (`m`). */
const toStaffFollower = (db: Knex, userId: number) =>
  db('messages as m')
    .join('staff_conversation_reads as r', function joinRead() {
      this.on('r.conversation_id', '=', 'm.conversation_id').andOn('r.user_id', '=', db.raw('?', [userId]));
    })
    .whereNot('m.sender_id', userId);

/** A staff user's unread messages over the conversations they follow. */
export async function staffTotalUnread(db: Knex, userId: number): Promise<number> {
  const [row] = await toStaffFollower(db, userId)
    .whereRaw('m.id > r.up_to')
    .count<Array<{ count: string | number }>>({ count: '*' });
  return Number(row?.count ?? 0);
}

/**
 * New messages to a staff user (of the conversations they follow, by anyone else, written since
 * they began following: not the history of one they just opened) above `afterId`, oldest first.
 */
export function messagesToStaffAfter(db: Knex, userId: number, afterId: number, limit: number): Promise<MessageRow[]> {
  return toStaffFollower(db, userId)
    .whereRaw('m.id > r.followed_from')
    .where('m.id', '>', afterId)
    .orderBy('m.id', 'asc')
    .limit(limit)
    .select<MessageRow[]>(messageColumns);
}

/** The id of the newest message to a staff user (0: none yet). */
export async function newestMessageIdToStaff(db: Knex, userId: number): Promise<number> {
  const row = await toStaffFollower(db, userId).max<{ max: string | number | null }>({ max: 'm.id' }).first();
  return Number(row?.max ?? 0);
}

/** The staff users who follow the conversation (a read point in it), but `exceptId` (its poster). */
export async function staffFollowersOf(db: Knex, conversationId: number, exceptId: number): Promise<number[]> {
  const rows = await db('staff_conversation_reads')
    .where('conversation_id', conversationId)
    .whereNot('user_id', exceptId)
    .select<Array<{ user_id: string | number }>>('user_id');
  return rows.map((row) => Number(row.user_id));
}

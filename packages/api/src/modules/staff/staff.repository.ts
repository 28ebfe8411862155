import type { ContractStatus, JobPayType, Role, StaffActionKind, StaffActionObjectType } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { containing, withinDays } from '../adminReports/range.ts';
import { fullName, fullNameSql } from '../../db/names.ts';
import { staffUnreadColumn } from '../messages/messages.repository.ts';

type Value = string | number;

/** A contract's job and its two parties, as the staff lists select them. */
export interface ContractPartiesRow {
  job_id: Value;
  job_title: string;
  client_id: Value;
  client_first_name: string;
  client_last_name: string;
  client_email: string;
  freelancer_id: Value;
  freelancer_first_name: string;
  freelancer_last_name: string;
  freelancer_email: string;
}

/** A contract as the staff list shows it: its job, client, freelancer and terms. */
export interface StaffContractRow extends ContractPartiesRow {
  id: Value;
  status: ContractStatus;
  job_pay_type: JobPayType;
  amount_cents: Value;
  started_at: Date | string;
  ended_at: Date | string | null;
}

function allContracts(db: Knex, filter: { status?: ContractStatus | undefined; search?: string | undefined }) {
  const query = db('contracts as x')
    .join('jobs as j', 'j.id', 'x.job_id')
    .join('users as m', 'm.id', 'x.manager_id')
    .join('users as u', 'u.id', 'x.freelancer_id');
  if (filter.status) void query.where('x.status', filter.status);
  if (filter.search) {
    const pattern = containing(filter.search);
    // The client's name (or company) or the freelancer's name, in full.
    void query.where((where) => {
      void where
        .whereRaw(`${fullNameSql('m')} ilike ?`, [pattern])
        .orWhereRaw(`coalesce(m.company_name, '') ilike ?`, [pattern])
        .orWhereRaw(`${fullNameSql('u')} ilike ?`, [pattern]);
    });
  }
  return query;
}

/** A contract's job title and both parties (`ContractPartiesRow`): the job `j`, client `m`, freelancer `u`. */
export const partyColumns = [
  'j.title as job_title',
  'm.id as client_id',
  'm.first_name as client_first_name',
  'm.last_name as client_last_name',
  'm.email as client_email',
  'u.id as freelancer_id',
  'u.first_name as freelancer_first_name',
  'u.last_name as freelancer_last_name',
  'u.email as freelancer_email',
];

const summaryColumns = [
  'x.id',
  'x.job_id',
  ...partyColumns,
  'x.status',
  'x.job_pay_type',
  'x.amount_cents',
  'x.started_at',
  'x.ended_at',
];

/** A page of every contract, newest first, with the total the filters select. */
export async function listAllContracts(
  db: Knex,
  filter: { status?: ContractStatus | undefined; search?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: StaffContractRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    allContracts(db, filter)
      .select<StaffContractRow[]>(summaryColumns)
      .orderBy([
        { column: 'x.started_at', order: 'desc' },
        { column: 'x.id', order: 'desc' },
      ])
      .limit(page.limit)
      .offset(page.offset),
    allContracts(db, filter).count<Array<{ count: Value }>>({ count: '*' }),
  ]);
  return { rows, total: Number(counted[0]?.count ?? 0) };
}

export async function contractSummary(db: Knex, id: number): Promise<StaffContractRow | undefined> {
  return allContracts(db, {}).where('x.id', id).first<StaffContractRow | undefined>(summaryColumns);
}

/** Every contract counted by status. */
export async function contractsByStatus(db: Knex): Promise<Array<{ status: ContractStatus; count: Value }>> {
  return db('contracts')
    .groupBy('status')
    .select<Array<{ status: ContractStatus; count: Value }>>('status', db.raw('count(*) as count'));
}

/** The contract, locked for a staff write: its job and its two parties. */
export function lockContract(trx: Knex.Transaction, id: number) {
  return trx('contracts')
    .where({ id })
    .forUpdate()
    .first<{ id: Value; job_id: Value; manager_id: Value; freelancer_id: Value } | undefined>(
      'id',
      'job_id',
      'manager_id',
      'freelancer_id',
    );
}

/**
 * The contract's conversation (its job's, with its freelancer), opened if there is none, locked
 * for the write. Two first messages at once open one: the unique constraint keeps the first.
 */
export async function lockContractConversation(
  trx: Knex.Transaction,
  contract: { job_id: Value; manager_id: Value; freelancer_id: Value },
): Promise<number> {
  await trx('conversations')
    .insert({ job_id: contract.job_id, manager_id: contract.manager_id, freelancer_id: contract.freelancer_id })
    .onConflict(['job_id', 'freelancer_id'])
    .ignore();
  const row = await trx('conversations')
    .where({ job_id: contract.job_id, freelancer_id: contract.freelancer_id })
    .forUpdate()
    .first<{ id: Value } | undefined>('id');
  if (!row) throw new Error('the contract conversation vanished after it was opened');
  return Number(row.id);
}

/** The contract's conversation if it has one (read only). */
export async function contractConversationId(
  db: Knex,
  contract: { job_id: Value; freelancer_id: Value },
): Promise<number | null> {
  const row = await db('conversations')
    .where({ job_id: contract.job_id, freelancer_id: contract.freelancer_id })
    .first<{ id: Value } | undefined>('id');
  return row ? Number(row.id) : null;
}

/** The senders' names in full and roles, by user id. */
export async function authorsOf(db: Knex, ids: readonly number[]): Promise<Map<number, { name: string; role: Role }>> {
  const found = new Map<number, { name: string; role: Role }>();
  if (ids.length === 0) return found;
  const rows = await db('users')
    .whereIn('id', [...new Set(ids)])
    .select<Array<{ id: Value; first_name: string; last_name: string; role: Role }>>(
      'id',
      'first_name',
      'last_name',
      'role',
    );
  for (const row of rows) found.set(Number(row.id), { name: fullName(row.first_name, row.last_name), role: row.role });
  return found;
}

/** The client a job is written for, locked: an active Project Manager (false: no such client). */
export async function lockClient(trx: Knex.Transaction, id: number): Promise<boolean> {
  const row = await trx('users')
    .where({ id, role: 'project_manager', status: 'active' })
    .forShare()
    .first<{ id: Value } | undefined>('id');
  return row !== undefined;
}

/** One audit row as written (issue 19): in the transaction of the write it records. */
export async function recordStaffAction(
  trx: Knex.Transaction,
  action: {
    staffUserId: number;
    staffRole: Role;
    action: StaffActionKind;
    objectType: StaffActionObjectType;
    objectId: number;
    clientUserId: number | null;
    detail: Record<string, string | number | boolean | null>;
  },
): Promise<void> {
  await trx('staff_actions').insert({
    staff_user_id: action.staffUserId,
    staff_role: action.staffRole,
    action: action.action,
    object_type: action.objectType,
    object_id: action.objectId,
    client_user_id: action.clientUserId,
    detail: JSON.stringify(action.detail),
  });
}

export interface StaffActionRow {
  id: Value;
  created_at: Date | string;
  action: StaffActionKind;
  staff_user_id: Value | null;
  staff_role: Role;
  staff_first_name: string | null;
  staff_last_name: string | null;
  staff_email: string | null;
  object_type: StaffActionObjectType;
  object_id: Value;
  client_user_id: Value | null;
  client_first_name: string | null;
  client_last_name: string | null;
  client_email: string | null;
  detail: unknown;
}

export interface StaffActionFilter {
  staffUserId?: number | undefined;
  action?: StaffActionKind | undefined;
  search?: string | undefined;
  range?: { start?: string | undefined; end?: string | undefined; zone: string } | undefined;
}

function staffActions(db: Knex, filter: StaffActionFilter) {
  const query = db('staff_actions as a')
    .leftJoin('users as s', 's.id', 'a.staff_user_id')
    .leftJoin('users as c', 'c.id', 'a.client_user_id');
  if (filter.staffUserId !== undefined) void query.where('a.staff_user_id', filter.staffUserId);
  if (filter.action) void query.where('a.action', filter.action);
  if (filter.range) withinDays(db, query, 'a.created_at', filter.range, filter.range.zone);
  if (filter.search) {
    const pattern = containing(filter.search);
    void query.where((where) => {
      void where
        .whereRaw(`${fullNameSql('s')} ilike ?`, [pattern])
        .orWhereRaw('s.email ilike ?', [pattern])
        .orWhereRaw(`${fullNameSql('c')} ilike ?`, [pattern])
        .orWhereRaw('c.email ilike ?', [pattern]);
    });
  }
  return query;
}

/** A page of the audit, newest first, with the total the filters select. */
export async function listStaffActions(
  db: Knex,
  filter: StaffActionFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffActionRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    staffActions(db, filter)
      .select<StaffActionRow[]>(
        'a.id',
        'a.created_at',
        'a.action',
        'a.staff_user_id',
        'a.staff_role',
        's.first_name as staff_first_name',
        's.last_name as staff_last_name',
        's.email as staff_email',
        'a.object_type',
        'a.object_id',
        'a.client_user_id',
        'c.first_name as client_first_name',
        'c.last_name as client_last_name',
        'c.email as client_email',
        'a.detail',
      )
      .orderBy('a.id', 'desc')
      .limit(page.limit)
      .offset(page.offset),
    staffActions(db, filter).count<Array<{ count: Value }>>({ count: '*' }),
  ]);
  return { rows, total: Number(counted[0]?.count ?? 0) };
}

/** A contract's conversation as the staff list shows it: its job, parties and newest contract. */
export interface StaffConversationRow extends ContractPartiesRow {
  id: Value;
  contract_id: Value;
  last_message_id: Value | null;
  active_at: Date | string;
  unread_count: Value;
}

export interface StaffConversationFilter {
  /** Only the conversations this staff user follows (has a read point in: their inbox). */
  followedBy?: number | undefined;
  search?: string | undefined;
  id?: number | undefined;
}

/**
 * Conversations (`c`) that belong to a contract (one of the job's contracts with the freelancer):
 * the only ones staff read. A conversation of no contract (a proposal's, an invitation's) is not
 * staff's to read.
 */
function contractConversations(db: Knex, filter: StaffConversationFilter) {
  const query = db('conversations as c')
    .join('jobs as j', 'j.id', 'c.job_id')
    .join('users as m', 'm.id', 'c.manager_id')
    .join('users as u', 'u.id', 'c.freelancer_id')
    .whereExists(
      db('contracts as x').select(db.raw('1')).whereRaw('x.job_id = c.job_id and x.freelancer_id = c.freelancer_id'),
    );
  if (filter.id !== undefined) void query.where('c.id', filter.id);
  if (filter.followedBy !== undefined) {
    void query.whereExists(
      db('staff_conversation_reads as r')
        .select(db.raw('1'))
        .whereRaw('r.conversation_id = c.id')
        .where('r.user_id', filter.followedBy),
    );
  }
  if (filter.search) {
    const pattern = containing(filter.search);
    void query.where((where) => {
      void where
        .whereRaw(`${fullNameSql('m')} ilike ?`, [pattern])
        .orWhereRaw(`coalesce(m.company_name, '') ilike ?`, [pattern])
        .orWhereRaw(`${fullNameSql('u')} ilike ?`, [pattern])
        .orWhereRaw('j.title ilike ?', [pattern]);
    });
  }
  return query;
}

function conversationColumns(db: Knex, viewerId: number) {
  return [
    'c.id',
    db.raw(
      '(select max(x.id) from contracts x where x.job_id = c.job_id and x.freelancer_id = c.freelancer_id) as contract_id',
    ),
    'c.job_id',
    ...partyColumns,
    'c.last_message_id',
    db.raw('coalesce(c.last_message_at, c.created_at) as active_at'),
    // What anyone else wrote after the viewer's own read point here.
    staffUnreadColumn(db, viewerId),
  ];
}

/** A page of contracts' conversations, the latest activity first, with the total the filter selects. */
export async function listContractConversations(
  db: Knex,
  viewerId: number,
  filter: StaffConversationFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffConversationRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    contractConversations(db, filter)
      .select<StaffConversationRow[]>(conversationColumns(db, viewerId))
      .orderByRaw('coalesce(c.last_message_at, c.created_at) desc, c.id desc')
      .limit(page.limit)
      .offset(page.offset),
    contractConversations(db, filter).count<Array<{ count: Value }>>({ count: '*' }),
  ]);
  return { rows, total: Number(counted[0]?.count ?? 0) };
}

/** One contract's conversation by id (undefined: none, or one of no contract). */
export function findContractConversation(
  db: Knex,
  viewerId: number,
  id: number,
): Promise<StaffConversationRow | undefined> {
  return contractConversations(db, { id }).first<StaffConversationRow | undefined>(conversationColumns(db, viewerId));
}

/**
 * The staff action that ended a contract for its client (`contract_ended`), with who did it (their
 * name, null once the account is gone) and the reason from its detail; undefined when none did.
 */
export async function staffEndingOf(
  db: Knex,
  contractId: number,
): Promise<
  | {
      created_at: Date | string;
      staff_role: Role;
      staff_first_name: string | null;
      staff_last_name: string | null;
      reason: string | null;
    }
  | undefined
> {
  return db('staff_actions as a')
    .leftJoin('users as s', 's.id', 'a.staff_user_id')
    .where({ 'a.action': 'contract_ended', 'a.object_type': 'contract', 'a.object_id': contractId })
    .orderBy('a.id', 'desc')
    .first(
      'a.created_at',
      'a.staff_role',
      's.first_name as staff_first_name',
      's.last_name as staff_last_name',
      db.raw(`a.detail->>'reason' as reason`),
    );
}

/**
 * Moves the staff user's read point in the conversation forward to `upTo` (never back: a stale tab
 * cannot unread), giving them one if they had none: one upsert, so two at once keep the greater.
 */
export async function moveStaffReadPoint(
  db: Knex,
  userId: number,
  conversationId: number,
  upTo: number,
): Promise<void> {
  await db('staff_conversation_reads')
    .insert({ user_id: userId, conversation_id: conversationId, up_to: upTo, followed_from: upTo })
    .onConflict(['user_id', 'conversation_id'])
    .merge({ up_to: db.raw('greatest(staff_conversation_reads.up_to, excluded.up_to)') });
}

import type { AccountStatus, Role } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { escapeLike } from '../catalog/catalog.repository.ts';
import { fullNameSql } from '../../db/names.ts';

type Timestamp = Date | string;

/** Matches a term against a user's full name and email (and company, for clients); % and _ literal. */
function whereTerm(query: Knex.QueryBuilder, term: string | undefined, withCompany: boolean) {
  if (!term) return;
  const pattern = `%${escapeLike(term)}%`;
  void query.where((where) => {
    void where.whereRaw(`${fullNameSql('u')} ilike ?`, [pattern]).orWhereRaw('u.email ilike ?', [pattern]);
    if (withCompany) void where.orWhereRaw('u.company_name ilike ?', [pattern]);
  });
}

export interface AdminClientRow {
  id: string | number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string | null;
  country: string | null;
  status: AccountStatus;
  jobs_posted: string | number;
  open_jobs: string | number;
  spend_cents: string | number;
  created_at: Timestamp;
}

export interface AdminClientDetailsRow extends AdminClientRow {
  phone_number: string | null;
  email_confirmed_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  active_contracts: string | number;
  escrow_cents: string | number;
}

function clients(db: Knex): Knex.QueryBuilder {
  return db('users as u').leftJoin('countries as k', 'k.id', 'u.country_id').where('u.role', 'project_manager');
}

function clientColumns(db: Knex) {
  return [
    'u.id',
    'u.uuid',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.company_name',
    'k.name as country',
    'u.status',
    db.raw('(select count(*) from jobs j where j.manager_id = u.id and j.published_at is not null) as jobs_posted'),
    db.raw(
      `(select count(*) from jobs j where j.manager_id = u.id and j.status = 'open' and j.deleted_at is null) as open_jobs`,
    ),
    db.raw(
      '(select coalesce(sum(r.released_cents), 0) from payment_requests r where r.manager_id = u.id) as spend_cents',
    ),
    'u.created_at',
  ];
}

/** A page of clients (every Project Manager), the newest sign-up first, and how many match. */
export async function pageOfAdminClients(
  db: Knex,
  filter: { term?: string | undefined; accountStatus?: AccountStatus | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: AdminClientRow[]; total: number }> {
  const matching = () => {
    const query = clients(db);
    if (filter.accountStatus) void query.where('u.status', filter.accountStatus);
    whereTerm(query, filter.term, true);
    return query;
  };
  const rows = await matching()
    .orderBy([
      { column: 'u.created_at', order: 'desc' },
      { column: 'u.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)
    .select<AdminClientRow[]>(clientColumns(db));
  const counted = await matching().count<Array<{ count: string | number }>>({ count: '*' });
  return { rows, total: Number(counted[0]?.count ?? 0) };
}

/** One client by user id (undefined: no such user, or not a Project Manager). */
export async function findAdminClient(db: Knex, id: number): Promise<AdminClientDetailsRow | undefined> {
  return clients(db)
    .where('u.id', id)
    .first<AdminClientDetailsRow | undefined>(
      ...clientColumns(db),
      'u.phone_number',
      'u.email_confirmed_at',
      db.raw('(select max(s.created_at) from sessions s where s.user_id = u.id) as last_sign_in_at'),
      db.raw(
        `(select count(*) from contracts c where c.manager_id = u.id and c.status = 'active') as active_contracts`,
      ),
      db.raw(
        `(select coalesce(sum(s.escrow_cents), 0) from milestones s join contracts c on c.id = s.contract_id
          where c.manager_id = u.id) as escrow_cents`,
      ),
    );
}

export interface UserListRow {
  id: string | number;
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  status: AccountStatus;
  created_at: Timestamp;
  last_sign_in_at: Timestamp | null;
}

/** A page of users of the given roles (all roles without), the newest first, and how many match. */
export async function pageOfUsers(
  db: Knex,
  filter: { roles?: readonly Role[] | undefined; term?: string | undefined; accountStatus?: AccountStatus | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: UserListRow[]; total: number }> {
  const matching = () => {
    const query = db('users as u');
    if (filter.roles) void query.whereIn('u.role', filter.roles);
    if (filter.accountStatus) void query.where('u.status', filter.accountStatus);
    whereTerm(query, filter.term, false);
    return query;
  };
  const rows = await matching()
    .orderBy([
      { column: 'u.created_at', order: 'desc' },
      { column: 'u.id', order: 'desc' },
    ])
    .limit(page.limit)
    .offset(page.offset)
    .select<UserListRow[]>(
      'u.id',
      'u.uuid',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.role',
      'u.status',
      'u.created_at',
      db.raw('(select max(s.created_at) from sessions s where s.user_id = u.id) as last_sign_in_at'),
    );
  const counted = await matching().count<Array<{ count: string | number }>>({ count: '*' });
  return { rows, total: Number(counted[0]?.count ?? 0) };
}

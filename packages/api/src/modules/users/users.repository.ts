import type { Role } from '@cloudexperts/domain';
import type { Knex } from 'knex';

/** Everything the user details answer is made of, in one row. */
export interface UserDetailsRow {
  id: string | number;
  uuid: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  company_name: string | null;
  phone_number: string | null;
  phone_verified_at: Date | string | null;
  subscribe: boolean;
  email_confirmed_at: Date | string | null;
  last_active_at: Date | string | null;
  created_at: Date | string;
  country_id: number | null;
  country_name: string | null;
  country_iso2: string | null;
  profile_uuid: string | null;
  profile_picture_url: string | null;
  current_job_title: string | null;
  current_location_country: string | null;
  has_security_question: boolean;
  has_calendar_grant: boolean;
}

export async function findUserDetailsRow(
  db: Knex,
  userId: number,
  meetingProvider: string,
): Promise<UserDetailsRow | undefined> {
  return db('users as u')
    .leftJoin('countries as c', 'c.id', 'u.country_id')
    .leftJoin('freelancer_profiles as fp', 'fp.user_id', 'u.id')
    .where('u.id', userId)
    .first<UserDetailsRow | undefined>(
      'u.id',
      'u.uuid',
      'u.email',
      'u.role',
      'u.first_name',
      'u.last_name',
      'u.company_name',
      'u.phone_number',
      'u.phone_verified_at',
      'u.subscribe',
      'u.email_confirmed_at',
      'u.last_active_at',
      'u.created_at',
      'c.id as country_id',
      'c.name as country_name',
      'c.iso2 as country_iso2',
      'fp.uuid as profile_uuid',
      'fp.profile_picture_url',
      'fp.current_job_title',
      'fp.current_location_country',
      db.raw('exists (select 1 from security_questions sq where sq.user_id = u.id) as has_security_question'),
      // Spec document 1, section 3 / document 2, section 7: is_google_access is the meeting
      // provider's calendar grant (the connect step), not a Google sign-in.
      db.raw(
        'exists (select 1 from calendar_grants cg where cg.user_id = u.id and cg.provider = ?) as has_calendar_grant',
        [meetingProvider],
      ),
    );
}

/** Open jobs on the marketplace, and how many of them are contracts (fixed price, paid by milestone). */
export async function countOpenJobs(db: Knex): Promise<{ open: number; contract: number }> {
  const row = await db('jobs')
    .where({ status: 'open' })
    .whereNull('deleted_at')
    .first<{ open: string | number; contract: string | number } | undefined>(
      db.raw('count(*) as open'),
      db.raw('count(*) filter (where job_pay_type = ?) as contract', ['fixed']),
    );
  return { open: Number(row?.open ?? 0), contract: Number(row?.contract ?? 0) };
}

/** The user's role, or undefined when there is no such user. */
export async function findUserRole(db: Knex, userId: number): Promise<Role | undefined> {
  const row = await db('users').where({ id: userId }).first<{ role: Role } | undefined>('role');
  return row?.role;
}

export async function countryExists(db: Knex, countryId: number): Promise<boolean> {
  const row = await db('countries').where({ id: countryId }).first<{ id: number } | undefined>('id');
  return row !== undefined;
}

export interface UserChanges {
  first_name?: string;
  last_name?: string;
  country_id?: number;
  subscribe?: boolean;
  company_name?: string | null;
}

export async function updateUserRow(db: Knex, userId: number, changes: UserChanges, now: Date): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ ...changes, updated_at: now });
}

export async function findPasswordHash(db: Knex, userId: number): Promise<string | null> {
  const row = await db('users')
    .where({ id: userId })
    .first<{ password_hash: string | null } | undefined>('password_hash');
  return row?.password_hash ?? null;
}

export async function setPasswordHash(db: Knex, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ password_hash: passwordHash, password_changed_at: now, updated_at: now });
}

/** Records activity now; returns the stored time. */
export async function touchLastActive(db: Knex, userId: number): Promise<Date> {
  const [row] = await db('users')
    .where({ id: userId })
    .update({ last_active_at: db.fn.now() })
    .returning<Array<{ last_active_at: Date | string }>>('last_active_at');
  if (!row) throw new Error('activity update returned nothing');
  return new Date(row.last_active_at);
}

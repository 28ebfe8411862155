import type { Role } from '@cloudexperts/domain';
import type { Knex } from 'knex';

/** A user as the auth calls need it. */
export interface AuthUserRecord {
  id: number;
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string | null;
  status: 'active' | 'deactivated' | 'banned';
  emailConfirmedAt: Date | null;
}

interface UserRow {
  id: string | number;
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  password_hash: string | null;
  status: AuthUserRecord['status'];
  email_confirmed_at: Date | string | null;
}

const userColumns = [
  'id',
  'uuid',
  'email',
  'first_name',
  'last_name',
  'role',
  'password_hash',
  'status',
  'email_confirmed_at',
] as const;

function toUser(row: UserRow): AuthUserRecord {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    passwordHash: row.password_hash,
    status: row.status,
    emailConfirmedAt: row.email_confirmed_at === null ? null : new Date(row.email_confirmed_at),
  };
}

/** `now() + ms` on the database's clock, so every expiry compares against the same clock. */
const fromNow = (db: Knex, ms: number) => db.raw(`now() + (? * interval '1 millisecond')`, [ms]);

// Countries.

export async function countryExists(db: Knex, id: number): Promise<boolean> {
  const row = await db('countries').where({ id }).first<{ id: number } | undefined>('id');
  return row !== undefined;
}

/** The id of the country with this name, compared without case. */
export async function countryIdByName(db: Knex, name: string): Promise<number | undefined> {
  const row = await db('countries')
    .whereRaw('lower(name) = lower(?)', [name.trim()])
    .first<{ id: number } | undefined>('id');
  return row?.id;
}

// Users.

export async function findUserByEmail(db: Knex, email: string): Promise<AuthUserRecord | undefined> {
  const row = await db('users')
    .where({ email: email.toLowerCase() })
    .first<UserRow | undefined>(...userColumns);
  return row && toUser(row);
}

export async function findUserById(db: Knex, id: number): Promise<AuthUserRecord | undefined> {
  const row = await db('users')
    .where({ id })
    .first<UserRow | undefined>(...userColumns);
  return row && toUser(row);
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  role: Role;
  countryId: number | null;
  phoneNumber: string | null;
  phoneVerified: boolean;
  subscribe: boolean;
  emailConfirmed: boolean;
}

/** Inserts a user who has accepted the terms now. A taken email raises Postgres 23505. */
export async function insertUser(db: Knex, user: NewUser): Promise<AuthUserRecord> {
  const now = db.fn.now();
  const [row] = await db('users')
    .insert({
      email: user.email.toLowerCase(),
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash,
      role: user.role,
      country_id: user.countryId,
      phone_number: user.phoneNumber,
      phone_verified_at: user.phoneVerified ? now : null,
      subscribe: user.subscribe,
      terms_accepted_at: now,
      email_confirmed_at: user.emailConfirmed ? now : null,
    })
    .returning<UserRow[]>([...userColumns]);
  if (!row) throw new Error('user insert returned nothing');
  return toUser(row);
}

/** Marks the email confirmed, keeping the first confirmation time. */
export async function confirmUserEmail(db: Knex, userId: number): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ email_confirmed_at: db.raw('coalesce(email_confirmed_at, now())'), updated_at: db.fn.now() });
}

/** A new password; a reset also proves the mailbox, so the email counts as confirmed. */
export async function setPassword(db: Knex, userId: number, passwordHash: string): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({
      password_hash: passwordHash,
      password_changed_at: db.fn.now(),
      email_confirmed_at: db.raw('coalesce(email_confirmed_at, now())'),
      updated_at: db.fn.now(),
    });
}

/** No password any more (an unconfirmed account taken over by a verified social identity). */
export async function clearPassword(db: Knex, userId: number): Promise<void> {
  await db('users').where({ id: userId }).update({ password_hash: null, updated_at: db.fn.now() });
}

// Phone codes.

/**
 * Uses up the newest code for this number that verified within the window and is not yet used.
 * One conditional update, so two sign-ups cannot both rely on the same code.
 */
export async function consumeVerifiedPhoneCode(db: Knex, phoneNumber: string, windowMs: number): Promise<boolean> {
  const candidate = db('one_time_codes')
    .select('id')
    .where({ purpose: 'phone_sign_up', destination: phoneNumber })
    .whereNull('consumed_at')
    .whereNotNull('verified_at')
    .where('verified_at', '>=', db.raw(`now() - (? * interval '1 millisecond')`, [windowMs]))
    .orderBy('verified_at', 'desc')
    .limit(1);
  const used = await db('one_time_codes')
    .whereIn('id', candidate)
    .whereNull('consumed_at')
    .update({ consumed_at: db.fn.now() });
  return used === 1;
}

// Link tokens (email confirmation, password reset): only their SHA-256 is stored.

type LinkTable = 'email_confirmations' | 'password_resets';

export async function insertLinkToken(
  db: Knex,
  table: LinkTable,
  userId: number,
  tokenHash: string,
  lifetimeMs: number,
): Promise<void> {
  await db(table).insert({ user_id: userId, token_hash: tokenHash, expires_at: fromNow(db, lifetimeMs) });
}

/** Ends every unused link of a user (a new one replaces them). */
export async function expireLinkTokens(db: Knex, table: LinkTable, userId: number): Promise<void> {
  await db(table)
    .where({ user_id: userId })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .update({ expires_at: db.fn.now() });
}

/** The user a live (unused, unexpired) link belongs to, without using it. */
export async function findLiveLinkToken(db: Knex, table: LinkTable, tokenHash: string): Promise<number | undefined> {
  const row = await db(table)
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .first<{ user_id: string | number } | undefined>('user_id');
  return row === undefined ? undefined : Number(row.user_id);
}

/** Uses a live link once: the conditional update lets only one caller win. Returns its user. */
export async function useLinkToken(db: Knex, table: LinkTable, tokenHash: string): Promise<number | undefined> {
  const [row] = await db(table)
    .where({ token_hash: tokenHash })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning<Array<{ user_id: string | number }>>('user_id');
  return row === undefined ? undefined : Number(row.user_id);
}

// Social identities.

export async function findIdentityUserId(db: Knex, provider: string, subject: string): Promise<number | undefined> {
  const row = await db('user_identities')
    .where({ provider, subject })
    .first<{ user_id: string | number } | undefined>('user_id');
  return row === undefined ? undefined : Number(row.user_id);
}

/** Links a provider identity to a user; a second link of the same identity is a no-op. */
export async function insertIdentity(
  db: Knex,
  identity: { userId: number; provider: string; subject: string; email: string },
): Promise<void> {
  await db('user_identities')
    .insert({ user_id: identity.userId, provider: identity.provider, subject: identity.subject, email: identity.email })
    .onConflict(['provider', 'subject'])
    .ignore();
}

// The facts of the login answer.

export interface LoginFacts {
  id: number;
  uuid: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  profileUuid: string | null;
  profilePicture: string | null;
  hasSecurityQuestion: boolean;
  jobCount: number;
}

interface LoginFactsRow {
  id: string | number;
  uuid: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  profile_uuid: string | null;
  profile_picture_url: string | null;
  has_security_question: boolean;
  job_count: string | number;
}

/** The user, their freelancer profile (if any), whether a security question exists, and their job count. */
export async function loginFacts(db: Knex, userId: number): Promise<LoginFacts | undefined> {
  const row = await db('users as u')
    .leftJoin('freelancer_profiles as fp', 'fp.user_id', 'u.id')
    .where('u.id', userId)
    .first<LoginFactsRow | undefined>(
      'u.id',
      'u.uuid',
      'u.email',
      'u.role',
      'u.first_name',
      'u.last_name',
      'fp.uuid as profile_uuid',
      'fp.profile_picture_url',
      db.raw('exists (select 1 from security_questions sq where sq.user_id = u.id) as has_security_question'),
      db.raw(
        "(select count(*) from jobs j where j.manager_id = u.id and j.status <> 'draft' and j.deleted_at is null)::int as job_count",
      ),
    );
  if (!row) return undefined;
  return {
    id: Number(row.id),
    uuid: row.uuid,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    profileUuid: row.profile_uuid,
    profilePicture: row.profile_picture_url,
    hasSecurityQuestion: row.has_security_question,
    jobCount: Number(row.job_count),
  };
}

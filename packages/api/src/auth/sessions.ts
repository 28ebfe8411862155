import type { Role } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { wakeLiveFeeds } from '../db/liveChannel.ts';
import { AppError } from '../http/errors.ts';
import { serverMessages } from '@cloudexperts/domain';
import { signAccessToken, tokenLifetimesMs, verifyAccessToken } from './tokens.ts';

/** The signed-in user as every private handler sees it. */
export interface AuthUser {
  id: number;
  uuid: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export interface Auth {
  user: AuthUser;
  session: { id: string; deviceId: string };
}

interface SessionRow {
  session_id: string;
  device_id: string;
  id: string | number;
  uuid: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
}

/**
 * The session a verified token names, if it is still live: not revoked, not expired, and its user
 * active and still holding the token's role.
 */
async function findLiveSession(
  knex: Knex,
  sessionId: string,
  userUuid: string,
  role: Role,
  idleTimeoutMs: number,
): Promise<Auth | undefined> {
  const query = knex('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where({ 's.id': sessionId, 'u.uuid': userUuid, 'u.role': role, 'u.status': 'active' })
    .whereNull('s.revoked_at')
    .where('s.expires_at', '>', knex.fn.now());
  if (idleTimeoutMs > 0) {
    query.where('s.last_used_at', '>', knex.raw(`now() - (? * interval '1 millisecond')`, [idleTimeoutMs]));
  }
  const row = await query.first<SessionRow | undefined>(
    's.id as session_id',
    's.device_id',
    'u.id',
    'u.uuid',
    'u.email',
    'u.role',
    'u.first_name',
    'u.last_name',
  );
  if (!row) return undefined;
  return {
    user: {
      id: Number(row.id),
      uuid: row.uuid,
      email: row.email,
      role: row.role,
      firstName: row.first_name,
      lastName: row.last_name,
    },
    session: { id: row.session_id, deviceId: row.device_id },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Turns an Authorization header into the signed-in user. Throws 401 with the spec's messages:
 * 'Signature has expired', 'Invalid segment encoding', and 'Invalid user' for a token whose session
 * was revoked or whose user is gone.
 */
export async function authenticate(
  knex: Knex,
  header: string | undefined,
  secret: string,
  idleTimeoutMs = 0,
): Promise<Auth | null> {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw new AppError(401, 'unauthenticated', 'Invalid segment encoding');
  const auth = await verifySession(knex, match[1], secret, idleTimeoutMs);
  await touchSession(knex, auth.session.id);
  return auth;
}

/**
 * The signed-in user an access token names while its session is live, without marking the session
 * used (a long-lived connection checking again must not keep an idle session alive). Throws 401 as
 * {@link authenticate} does.
 */
export async function verifySession(knex: Knex, token: string, secret: string, idleTimeoutMs = 0): Promise<Auth> {
  const claims = await verifyAccessToken(token, secret);
  if (!UUID.test(claims.sid)) throw new AppError(401, 'unauthenticated', 'Invalid segment encoding');
  const auth = await findLiveSession(knex, claims.sid, claims.sub, claims.role, idleTimeoutMs);
  if (!auth) throw new AppError(401, 'unauthenticated', 'Invalid user');
  return auth;
}

export interface NewSession {
  userId: number;
  userUuid: string;
  role: Role;
  rememberMe: boolean;
  deviceId?: string | undefined;
  userAgent?: string | undefined;
  ip?: string | undefined;
  /** A freelancer's profile, carried by the token. */
  profileUuid?: string | null | undefined;
}

/** Opens a session and signs its access token. */
export async function openSession(
  knex: Knex,
  secret: string,
  input: NewSession,
): Promise<{ token: string; sessionId: string }> {
  const expiresAt = new Date(Date.now() + (input.rememberMe ? tokenLifetimesMs.rememberMe : tokenLifetimesMs.standard));
  const [row] = await knex('sessions')
    .insert({
      user_id: input.userId,
      remember_me: input.rememberMe,
      device_id: input.deviceId ?? knex.raw('gen_random_uuid()::text'),
      user_agent: input.userAgent?.slice(0, 500) ?? null,
      ip: input.ip ?? null,
      expires_at: expiresAt,
    })
    .returning<Array<{ id: string }>>('id');
  if (!row) throw new Error('session insert returned nothing');
  const token = await signAccessToken(
    { sub: input.userUuid, sid: row.id, role: input.role, pid: input.profileUuid ?? undefined },
    secret,
    expiresAt,
  );
  return { token, sessionId: row.id };
}

/**
 * A new token for the signed-in session that carries the profile just created (spec document 1,
 * section 7: the stored token is replaced); it ends when the session does.
 */
export async function reissueAccessToken(knex: Knex, secret: string, auth: Auth, profileUuid: string): Promise<string> {
  const session = await knex('sessions')
    .where({ id: auth.session.id })
    .first<{ expires_at: Date } | undefined>('expires_at');
  if (!session) throw notSignedIn();
  return signAccessToken(
    { sub: auth.user.uuid, sid: auth.session.id, role: auth.user.role, pid: profileUuid },
    secret,
    new Date(session.expires_at),
  );
}

/** Marks the session used now, at most once a minute (a write per call would cost every request). */
async function touchSession(knex: Knex, sessionId: string): Promise<void> {
  await knex('sessions')
    .where({ id: sessionId })
    .where('last_used_at', '<', knex.raw(`now() - interval '1 minute'`))
    .update({ last_used_at: knex.fn.now() });
}

/**
 * Ends one session; its live feeds close at once (`wakeLiveFeeds`: with the commit when `knex` is a
 * transaction). True when it was live.
 */
export async function revokeSession(knex: Knex, sessionId: string, userId?: number): Promise<boolean> {
  const query = knex('sessions').where({ id: sessionId }).whereNull('revoked_at');
  if (userId !== undefined) query.where({ user_id: userId });
  const ended: { user_id: number }[] = await query.update({ revoked_at: knex.fn.now() }, ['user_id']);
  for (const { user_id } of ended) await wakeLiveFeeds(knex, user_id);
  return ended.length > 0;
}

/**
 * Ends every live session of a user except one (or all, when `keep` is absent), and closes their
 * live feeds at once; returns how many.
 */
export async function revokeUserSessions(knex: Knex, userId: number, keep?: string): Promise<number> {
  const query = knex('sessions')
    .where({ user_id: userId })
    .whereNull('revoked_at')
    .where('expires_at', '>', knex.fn.now());
  if (keep) query.whereNot({ id: keep });
  const ended = await query.update({ revoked_at: knex.fn.now() });
  if (ended > 0) await wakeLiveFeeds(knex, userId);
  return ended;
}

/** 401 for a private call without a token. */
export const notSignedIn = () => new AppError(401, 'unauthenticated', serverMessages.notSignedIn);

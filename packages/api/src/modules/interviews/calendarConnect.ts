import { calendarConnectMessages, errorCodes, proposalServerMessages, type ResponseOf } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import {
  MeetingAuthorizationError,
  MeetingProviderError,
  type CalendarTokens,
  type MeetingProvider,
} from '../../adapters/meetings.ts';
import type { Auth } from '../../auth/sessions.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { notFound } from '../proposals/shared.ts';

/** How long a connect step may take from the answer to the callback. */
export const CONNECT_STATE_TTL_MS = 10 * 60 * 1000;

/** A token that works for less than this long is refreshed before it is used. */
const REFRESH_MARGIN_MS = 60 * 1000;

/** What the connect step needs from the process. */
export interface CalendarKeys {
  /** Keys the state digests and the token encryption (derived from the token secret). */
  tokenSecret: string;
}

const derive = (keys: CalendarKeys, purpose: string) =>
  createHmac('sha256', keys.tokenSecret).update(`cloudexperts: calendar ${purpose}`).digest();

/** The stored form of a state: its keyed digest (a leaked table gives no usable state). */
const stateDigest = (keys: CalendarKeys, state: string) =>
  createHmac('sha256', derive(keys, 'state digests')).update(state).digest('base64url');

/** AES-256-GCM with a key derived from the token secret: `v1.<iv>.<tag>.<ciphertext>`. */
export function sealToken(keys: CalendarKeys, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(keys, 'token encryption'), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(
    '.',
  );
}

export function openToken(keys: CalendarKeys, stored: string): string {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined) throw new Error('Not a sealed token');
  const decipher = createDecipheriv('aes-256-gcm', derive(keys, 'token encryption'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * `GET /connect_google_calendar` (spec document 2, section 7): a new connect step for the manager,
 * answered as the provider's consent page. The state is 32 random bytes, kept only as its keyed
 * digest, bound to the manager and the provider, single use, good for 10 minutes. A
 * `job_application_id` must be a proposal on one of the manager's jobs and a `job_id` one of their
 * jobs (404 otherwise, as for a proposal that does not exist).
 */
export async function connectCalendar(
  db: Knex,
  { meetings, keys, origin }: { meetings: MeetingProvider; keys: CalendarKeys; origin: string },
  auth: Auth,
  query: { job_id?: number | undefined; job_application_id?: number | undefined },
  now = new Date(),
): Promise<ResponseOf<'connectGoogleCalendar'>> {
  if (query.job_id !== undefined) {
    const job = await db('jobs')
      .where({ id: query.job_id })
      .first<{ manager_id: string | number } | undefined>('manager_id');
    if (!job || Number(job.manager_id) !== auth.user.id) throw notFound(proposalServerMessages.jobNotFound);
  }
  if (query.job_application_id !== undefined) {
    const proposal = await db('job_applications as a')
      .join('jobs as j', 'j.id', 'a.job_id')
      .where('a.id', query.job_application_id)
      .first<{ manager_id: string | number; job_id: string | number } | undefined>('j.manager_id', 'a.job_id');
    if (
      !proposal ||
      Number(proposal.manager_id) !== auth.user.id ||
      (query.job_id !== undefined && Number(proposal.job_id) !== query.job_id)
    ) {
      throw notFound(proposalServerMessages.proposalNotFound);
    }
  }
  const state = randomBytes(32).toString('base64url');
  await db('calendar_connect_states').insert({
    state_digest: stateDigest(keys, state),
    user_id: auth.user.id,
    provider: meetings.name,
    job_id: query.job_id ?? null,
    proposal_id: query.job_application_id ?? null,
    expires_at: new Date(now.getTime() + CONNECT_STATE_TTL_MS),
    created_at: now,
  });
  return { authorization_url: meetings.authorizationUrl(state, origin) };
}

/** A live state: its user, for the consent page (not used up by looking). */
export async function liveState(
  db: Knex,
  keys: CalendarKeys,
  provider: string,
  state: string,
  now = new Date(),
): Promise<{ userId: number } | undefined> {
  if (state.length === 0 || state.length > 200) return undefined;
  const row = await db('calendar_connect_states')
    .where({ state_digest: stateDigest(keys, state), provider })
    .whereNull('used_at')
    .where('expires_at', '>', now)
    .first<{ user_id: string | number } | undefined>('user_id');
  return row ? { userId: Number(row.user_id) } : undefined;
}

export type CallbackOutcome = 'connected' | 'denied' | 'invalid' | 'failed';

/**
 * The provider's answer (`/calendar/callback?state=…&code=…` or `&error=…`). The state is used up
 * first, whatever follows (a replay is `invalid`); an `error` (access_denied) stores nothing; a
 * code is traded for tokens, stored sealed for the state's user (who is then `is_google_access`).
 */
export async function completeConnect(
  db: Knex,
  { meetings, keys }: { meetings: MeetingProvider; keys: CalendarKeys },
  input: { state: string; code: string | undefined; error: string | undefined },
  now = new Date(),
): Promise<CallbackOutcome> {
  if (input.state.length === 0 || input.state.length > 200) return 'invalid';
  const used = await db('calendar_connect_states')
    .where({ state_digest: stateDigest(keys, input.state), provider: meetings.name })
    .whereNull('used_at')
    .where('expires_at', '>', now)
    .update({ used_at: now })
    .returning<Array<{ user_id: string | number }>>('user_id');
  const [row] = used;
  if (!row) return 'invalid';
  if (input.error !== undefined || input.code === undefined || input.code.length === 0 || input.code.length > 2000) {
    return 'denied';
  }
  let tokens: CalendarTokens;
  try {
    tokens = await meetings.exchangeCode(input.code, input.state);
  } catch (error) {
    if (error instanceof MeetingAuthorizationError || error instanceof MeetingProviderError) return 'failed';
    throw error;
  }
  await saveGrant(db, keys, Number(row.user_id), meetings.name, tokens, now);
  return 'connected';
}

async function saveGrant(
  db: Knex,
  keys: CalendarKeys,
  userId: number,
  provider: string,
  tokens: CalendarTokens,
  now: Date,
): Promise<void> {
  const values = {
    access_token: sealToken(keys, tokens.accessToken),
    refresh_token: tokens.refreshToken === null ? null : sealToken(keys, tokens.refreshToken),
    expires_at: tokens.expiresAt,
    scope: tokens.scope,
    updated_at: now,
  };
  await db('calendar_grants')
    .insert({ user_id: userId, provider, ...values, created_at: now })
    .onConflict(['user_id', 'provider'])
    .merge(values);
}

const providerDown = () => new AppError(503, errorCodes.meetingsUnavailable, calendarConnectMessages.providerDown);

/**
 * The organiser's tokens for making a meeting, refreshed when they are about to expire; undefined
 * when the provider needs none. Not connected: 422 on `platform` ('Connect Google Calendar…');
 * a grant the provider refuses: 422 'connect again'; the provider down: 503.
 */
export async function organiserTokens(
  db: Knex,
  { meetings, keys }: { meetings: MeetingProvider; keys: CalendarKeys },
  userId: number,
  now = new Date(),
): Promise<CalendarTokens | undefined> {
  if (!meetings.needsConnection) return undefined;
  const row = await db('calendar_grants').where({ user_id: userId, provider: meetings.name }).first<
    | {
        access_token: string;
        refresh_token: string | null;
        expires_at: Date | string | null;
        scope: string;
      }
    | undefined
  >('access_token', 'refresh_token', 'expires_at', 'scope');
  if (!row) throw validationError({ platform: calendarConnectMessages.connectFirst });
  const tokens: CalendarTokens = {
    accessToken: openToken(keys, row.access_token),
    refreshToken: row.refresh_token === null ? null : openToken(keys, row.refresh_token),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    scope: row.scope,
  };
  if (tokens.expiresAt === null || tokens.expiresAt.getTime() - REFRESH_MARGIN_MS > now.getTime()) return tokens;
  try {
    const fresh = await meetings.refresh(tokens);
    await saveGrant(db, keys, userId, meetings.name, fresh, now);
    return fresh;
  } catch (error) {
    throw meetingFailure(error);
  }
}

/** A provider's failure as the API answers it. */
export function meetingFailure(error: unknown): unknown {
  if (error instanceof MeetingAuthorizationError) {
    return validationError({ platform: calendarConnectMessages.connectAgain });
  }
  if (error instanceof MeetingProviderError) return providerDown();
  return error;
}

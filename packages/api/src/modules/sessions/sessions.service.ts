import { errorCodes, serverMessages, type ResponseOf } from '@cloudexperts/domain';
import type { AppContext } from '../../context.ts';
import { revokeSession, revokeUserSessions, type Auth } from '../../auth/sessions.ts';
import { recordSecurityEvent } from '../../auth/securityEvents.ts';
import { AppError } from '../../http/errors.ts';
import { listLiveSessions } from './sessions.repository.ts';

const browsers: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on Linux' from a user agent: enough to tell one's own devices apart. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** `GET /sessions`: the user's own live sessions, the one asking marked current. */
export async function listSessions(app: AppContext, auth: Auth): Promise<ResponseOf<'sessions'>> {
  const sessions = await listLiveSessions(app.database.knex, auth.user.id);
  return {
    sessions: sessions.map((session) => ({
      id: session.id,
      device: describeDevice(session.userAgent),
      ip: session.ip,
      created_at: session.createdAt.toISOString(),
      last_used_at: session.lastUsedAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      current: session.id === auth.session.id,
    })),
  };
}

/** `DELETE /sessions/:id`: signs out one of the user's own sessions; anyone else's is 404. */
export async function signOutSession(
  app: AppContext,
  auth: Auth,
  sessionId: string,
  ip: string,
): Promise<ResponseOf<'signOutSession'>> {
  await app.database.knex.transaction(async (trx) => {
    if (!(await revokeSession(trx, sessionId, auth.user.id))) {
      throw new AppError(404, errorCodes.notFound, serverMessages.sessionNotFound);
    }
    await recordSecurityEvent(trx, { userId: auth.user.id, kind: 'sessions_revoked', ip, detail: { count: 1 } });
  });
  return { message: sessionId === auth.session.id ? serverMessages.signedOut : serverMessages.sessionSignedOut };
}

/** `DELETE /sessions`: signs out every session of the user but the one asking. */
export async function signOutOtherSessions(
  app: AppContext,
  auth: Auth,
  ip: string,
): Promise<ResponseOf<'signOutOtherSessions'>> {
  const count = await app.database.knex.transaction(async (trx) => {
    const ended = await revokeUserSessions(trx, auth.user.id, auth.session.id);
    await recordSecurityEvent(trx, { userId: auth.user.id, kind: 'sessions_revoked', ip, detail: { count: ended } });
    return ended;
  });
  return { message: serverMessages.otherSessionsSignedOut, signed_out_sessions: count };
}

import { serverMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { describeDevice } from '../src/modules/sessions/sessions.service.ts';
import { startTestServer, useTestServer } from './helpers.ts';
import { clientFor, createUser, rawCall, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe(`a user's sessions on ${kind}`, () => {
  const server = useTestServer();

  const sessionIdOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid: string }).sid;

  async function userWithTwoDevices() {
    const user = await createUser(server);
    const laptop = await tokenFor(server, user);
    const phone = await tokenFor(server, user);
    await server.database
      .knex('sessions')
      .where({ id: sessionIdOf(laptop) })
      .update({ user_agent: CHROME_LINUX });
    await server.database
      .knex('sessions')
      .where({ id: sessionIdOf(phone) })
      .update({ user_agent: SAFARI_IPHONE, last_used_at: new Date(Date.now() - 3_600_000) });
    return { user, laptop, phone };
  }

  it('lists only the caller’s own live sessions, with device, last use and the current one marked', async () => {
    const { laptop, phone } = await userWithTwoDevices();
    const someoneElse = await tokenFor(server, await createUser(server));
    const { sessions } = await clientFor(server, laptop).sessions();
    expect(sessions.map((session) => [session.id, session.device, session.current])).toEqual([
      [sessionIdOf(laptop), 'Chrome on Linux', true],
      [sessionIdOf(phone), 'Safari on iPhone', false],
    ]);
    expect(sessions.map((session) => session.id)).not.toContain(sessionIdOf(someoneElse));
  });

  it('signs one device out at once; another user’s session id is 404 and stays live', async () => {
    const { laptop, phone } = await userWithTwoDevices();
    const other = await createUser(server);
    const othersToken = await tokenFor(server, other);
    const idor = await rawCall(server, 'DELETE', `/sessions/${sessionIdOf(othersToken)}`, { token: laptop });
    expect(idor.status).toBe(404);
    expect(idor.body).toMatchObject({ error: { message: serverMessages.sessionNotFound } });
    expect((await rawCall(server, 'GET', '/current_user_details', { token: othersToken })).status).toBe(200);

    expect(await clientFor(server, laptop).signOutSession({ params: { id: sessionIdOf(phone) } })).toEqual({
      message: serverMessages.sessionSignedOut,
    });
    expect((await rawCall(server, 'GET', '/current_user_details', { token: phone })).status).toBe(401);
    expect((await rawCall(server, 'GET', '/current_user_details', { token: laptop })).status).toBe(200);
    const again = await rawCall(server, 'DELETE', `/sessions/${sessionIdOf(phone)}`, { token: laptop });
    expect(again.status).toBe(404);
  });

  it('signs every other device out, keeping this one, and logs it', async () => {
    const { user, laptop, phone } = await userWithTwoDevices();
    const tablet = await tokenFor(server, user);
    const answer = await clientFor(server, laptop).signOutOtherSessions();
    expect(answer).toEqual({ message: serverMessages.otherSessionsSignedOut, signed_out_sessions: 2 });
    for (const token of [phone, tablet]) {
      expect((await rawCall(server, 'GET', '/current_user_details', { token })).status).toBe(401);
    }
    expect((await clientFor(server, laptop).sessions()).sessions).toHaveLength(1);
    expect(await server.database.knex('security_events').where({ user_id: user.id })).toMatchObject([
      { kind: 'sessions_revoked', detail: { count: 2 } },
    ]);
  });

  it('refuses anonymous callers and malformed ids', async () => {
    expect((await rawCall(server, 'GET', '/sessions')).status).toBe(401);
    expect((await rawCall(server, 'DELETE', '/sessions')).status).toBe(401);
    const { laptop } = await userWithTwoDevices();
    const malformed = await rawCall(server, 'DELETE', "/sessions/1' or '1'='1", { token: laptop });
    expect(malformed.status).toBe(422);
  });

  it('ends every session of a banned or deactivated user at once', async () => {
    const { user, laptop, phone } = await userWithTwoDevices();
    await server.database.knex('users').where({ id: user.id }).update({ status: 'banned' });
    for (const token of [laptop, phone]) {
      const response = await rawCall(server, 'GET', '/sessions', { token });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { message: 'Invalid user' } });
    }
  });

  it('ends a session left unused longer than the configured idle timeout', async () => {
    const idle = await startTestServer({
      config: loadConfig({ NODE_ENV: 'test', SESSION_IDLE_TIMEOUT_MINUTES: '30' }),
    });
    try {
      const user = await createUser(idle);
      const fresh = await tokenFor(idle, user);
      const stale = await tokenFor(idle, user);
      await idle.database
        .knex('sessions')
        .where({ id: sessionIdOf(stale) })
        .update({ last_used_at: new Date(Date.now() - 31 * 60_000) });
      expect((await rawCall(idle, 'GET', '/sessions', { token: fresh })).status).toBe(200);
      expect((await rawCall(idle, 'GET', '/sessions', { token: stale })).status).toBe(401);
    } finally {
      await idle.close();
    }
  });

  it('names devices from their user agent', () => {
    expect(describeDevice(CHROME_LINUX)).toBe('Chrome on Linux');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari on iPhone');
    expect(describeDevice(null)).toBe('Unknown device');
  });
});

import { randomUUID } from 'node:crypto';
import { serverMessages, type SocialLoginRequest } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { rateLimits } from '../src/http/rateLimit.ts';
import type { UserRow } from './rows.ts';
import { useTestServer } from './helpers.ts';
import { clientFor, createUser, rawCall, solveCaptcha, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const newEmail = () => `social-${randomUUID().slice(0, 8)}@example.test`;

describe(`POST /social_login on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;
  /** One row, typed as the test reads it (knex rows are untyped). */
  async function row<T>(table: string, where: Record<string, unknown>): Promise<T> {
    const found: unknown = await db()(table).where(where).first();
    if (!found) throw new Error(`no ${table} row matches ${JSON.stringify(where)}`);
    return found as T;
  }
  const countRows = async (table: string, where: Record<string, unknown> = {}) =>
    Number((await db()(table).where(where).count<Array<{ n: string | number }>>({ n: '*' }))[0]?.n);
  const totals = async () => ({
    users: await countRows('users'),
    identities: await countRows('user_identities'),
    sessions: await countRows('sessions'),
  });

  /** What the app sends after the provider's consent screen (the development provider signs the token). */
  async function signInWithProvider(
    email: string,
    overrides: Partial<SocialLoginRequest> = {},
    provider: SocialLoginRequest['provider'] = 'google',
  ): Promise<SocialLoginRequest> {
    const started = await clientFor(server).socialLoginStart({ body: { provider } });
    const issued = await clientFor(server).devIdentityToken({
      body: { provider, email, first_name: 'Alan', last_name: 'Turing', nonce: started.nonce },
    });
    return {
      provider,
      nonce_token: started.nonce_token,
      id_token: issued.id_token,
      social_uid: issued.social_uid,
      email,
      first_name: 'Alan',
      last_name: 'Turing',
      full_name: 'Alan Turing',
      password: 'the-fixed-default-password',
      ...overrides,
    };
  }

  it('asks a first-time user for a role and writes nothing', async () => {
    const before = await totals();
    const answer = await clientFor(server).socialLogin({ body: await signInWithProvider(newEmail()) });
    expect(answer).toEqual({ new_user: true, message: serverMessages.socialNewUser });
    expect(await totals()).toEqual(before);
  });

  it('creates the account once a role is chosen, logs it in, and logs in by identity the next time', async () => {
    const email = newEmail();
    const body = await signInWithProvider(email, { role: 'freelancer', first_name: 'Alonzo', last_name: 'Church' });
    const created = await clientFor(server).socialLogin({ body });
    expect(created).toMatchObject({
      new_user: true,
      message: serverMessages.socialSignedUp,
      user: { email, role: 'freelancer', full_name: 'Alonzo Church', professional_profile_created: false },
      user_job: 0,
    });
    if (!('token' in created)) throw new Error('expected a login answer');
    expect(await clientFor(server, created.token).logout()).toEqual({ message: serverMessages.signedOut });

    const user = await row<UserRow>('users', { email });
    expect(Number(user.id)).toBe(created.user.id);
    expect(user).toMatchObject({ first_name: 'Alonzo', last_name: 'Church', password_hash: null, country_id: null });
    expect(user.email_confirmed_at).not.toBeNull();
    expect(user.terms_accepted_at).not.toBeNull();
    expect(await db()('user_identities').where({ user_id: user.id })).toMatchObject([
      { provider: 'google', subject: body.social_uid, email },
    ]);

    // The spec's fixed default password does not open the account.
    const passwordLogin = await rawCall(server, 'POST', '/login', {
      body: new URLSearchParams({ email, password: body.password ?? '', captcha_token: await solveCaptcha(server) }),
    });
    expect(passwordLogin.status).toBe(401);

    const before = await totals();
    const again = await clientFor(server).socialLogin({ body: await signInWithProvider(email) });
    expect(again).toMatchObject({ new_user: false, user: { id: created.user.id, role: 'freelancer' } });
    expect((await totals()).users).toBe(before.users);
    expect((await totals()).identities).toBe(before.identities);
  });

  it('takes the names from the provider when the body has none', async () => {
    const email = newEmail();
    const body = await signInWithProvider(email, { role: 'project_manager' });
    delete body.first_name;
    delete body.last_name;
    delete body.full_name;
    const answer = await clientFor(server).socialLogin({ body });
    expect(answer).toMatchObject({ user: { full_name: 'Alan Turing', role: 'project_manager' } });
  });

  it('attaches the identity to a confirmed password account with that address; its password keeps working', async () => {
    const existing = await createUser(server, { role: 'project_manager' });
    const answer = await clientFor(server).socialLogin({
      body: await signInWithProvider(existing.email, {}, 'facebook'),
    });
    expect(answer).toMatchObject({ new_user: false, user: { id: existing.id, role: 'project_manager' } });
    expect(await db()('user_identities').where({ user_id: existing.id })).toMatchObject([{ provider: 'facebook' }]);
    expect(await db()('security_events').where({ user_id: existing.id, kind: 'social_linked' })).toMatchObject([
      { detail: { provider: 'facebook', password_discarded: false } },
    ]);
    const login = await clientFor(server).login({
      body: { email: existing.email, password: existing.password, captcha_token: await solveCaptcha(server) },
    });
    expect(login.user.id).toBe(existing.id);
  });

  it('takes an unconfirmed account over from whoever registered the address: its password and sessions end', async () => {
    // Someone registered the victim's address with a password they know, and never confirmed it.
    const planted = await createUser(server, { confirmed: false, role: 'project_manager' });
    const plantedSession = await tokenFor(server, planted);
    const answer = await clientFor(server).socialLogin({ body: await signInWithProvider(planted.email) });
    expect(answer).toMatchObject({ new_user: false, user: { id: planted.id } });
    const user = await row<UserRow>('users', { id: planted.id });
    expect(user.email_confirmed_at).not.toBeNull();
    expect(user.password_hash).toBeNull();
    // The planted password no longer opens the account, and the planted session is over.
    const login = await rawCall(server, 'POST', '/login', {
      json: { email: planted.email, password: planted.password, captcha_token: await solveCaptcha(server) },
    });
    expect(login.status).toBe(401);
    const stale = await rawCall(server, 'GET', '/current_user_details', { token: plantedSession });
    expect(stale.status).toBe(401);
    expect(await db()('security_events').where({ user_id: planted.id, kind: 'social_linked' })).toMatchObject([
      { detail: { provider: 'google', password_discarded: true } },
    ]);
  });

  it('refuses an address the provider has not verified (401), linking and creating nothing', async () => {
    const existing = await createUser(server, { confirmed: false });
    const before = await totals();
    for (const email of [existing.email, newEmail()]) {
      const started = await clientFor(server).socialLoginStart({ body: { provider: 'google' } });
      const issued = await clientFor(server).devIdentityToken({
        body: {
          provider: 'google',
          email,
          first_name: 'Alan',
          last_name: 'Turing',
          email_verified: false,
          nonce: started.nonce,
        },
      });
      const response = await rawCall(server, 'POST', '/social_login', {
        json: {
          ...(await signInWithProvider(email)),
          id_token: issued.id_token,
          nonce_token: started.nonce_token,
          role: 'freelancer',
        },
      });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { message: serverMessages.socialEmailUnverified } });
    }
    expect(await totals()).toEqual(before);
    expect((await row<UserRow>('users', { id: existing.id })).password_hash).not.toBeNull();
  });

  describe('the nonce', () => {
    it('refuses a token without the ticket of its own nonce, or with another sign-in’s ticket (401)', async () => {
      const email = newEmail();
      const body = await signInWithProvider(email, { role: 'freelancer' });
      const before = await totals();
      const { nonce_token: ticket, ...withoutTicket } = body;
      const other = await clientFor(server).socialLoginStart({ body: { provider: 'google' } });
      const facebookTicket = await clientFor(server).socialLoginStart({ body: { provider: 'facebook' } });
      for (const json of [
        withoutTicket,
        { ...body, nonce_token: other.nonce_token },
        { ...body, nonce_token: facebookTicket.nonce_token },
        { ...body, nonce_token: `${ticket ?? ''}x` },
      ]) {
        const response = await rawCall(server, 'POST', '/social_login', { json });
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ error: { message: serverMessages.socialTokenInvalid } });
      }
      expect(await totals()).toEqual(before);
      expect((await clientFor(server).socialLogin({ body })).new_user).toBe(true);
    });

    it('signs in once per nonce: a replayed token and ticket are refused (401)', async () => {
      const body = await signInWithProvider(newEmail(), { role: 'project_manager' });
      const answer = await clientFor(server).socialLogin({ body });
      expect(answer.new_user).toBe(true);
      expect('token' in answer).toBe(true);
      const before = await totals();
      const replay = await rawCall(server, 'POST', '/social_login', { json: body });
      expect(replay.status).toBe(401);
      expect(await totals()).toEqual(before);
    });

    it('keeps the nonce live through Select A Role: the role call after new_user signs in', async () => {
      const body = await signInWithProvider(newEmail());
      expect(await clientFor(server).socialLogin({ body })).toEqual({
        new_user: true,
        message: serverMessages.socialNewUser,
      });
      const signedUp = await clientFor(server).socialLogin({ body: { ...body, role: 'freelancer' } });
      expect(signedUp).toMatchObject({ new_user: true, user: { role: 'freelancer' } });
    });

    it('answers start with a nonce, its ticket and the development dialog in demo mode', async () => {
      const started = await clientFor(server).socialLoginStart({ body: { provider: 'facebook' } });
      expect(started.nonce.length).toBeGreaterThanOrEqual(32);
      expect(started.sign_in).toEqual({ kind: 'development' });
      const bad = await rawCall(server, 'POST', '/social_login/start', { json: { provider: 'myspace' } });
      expect(bad.status).toBe(422);
    });
  });

  it('never links a staff account (admin, coordinator, support) through social sign-in (403)', async () => {
    for (const role of ['admin', 'coordinator', 'support'] as const) {
      const staff = await createUser(server, { role });
      const before = await totals();
      const response = await rawCall(server, 'POST', '/social_login', { json: await signInWithProvider(staff.email) });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: { message: serverMessages.socialStaffRefused } });
      expect(await totals()).toEqual(before);
    }
  });

  it('refuses a tampered, mismatched or wrong-provider token with 401, writing nothing', async () => {
    const email = newEmail();
    const good = await signInWithProvider(email, { role: 'freelancer' });
    const [header = '', payload = '', signature = ''] = good.id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, email: 'victim@example.test' })).toString(
      'base64url',
    );
    const before = await totals();
    const attempts: SocialLoginRequest[] = [
      { ...good, id_token: [header, forgedPayload, signature].join('.'), email: 'victim@example.test' },
      { ...good, id_token: `${good.id_token.slice(0, -6)}AAAAAA` },
      { ...good, id_token: 'not-a-token' },
      { ...good, social_uid: 'google-someone-else' },
      { ...good, email: newEmail() },
      { ...good, provider: 'facebook' },
    ];
    for (const attempt of attempts) {
      const response = await rawCall(server, 'POST', '/social_login', { json: attempt });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { code: 'unauthenticated', message: serverMessages.socialTokenInvalid } });
    }
    expect(await totals()).toEqual(before);
  });

  it('refuses a deactivated account with 401', async () => {
    const existing = await createUser(server);
    await db()('users').where({ id: existing.id }).update({ status: 'deactivated' });
    const response = await rawCall(server, 'POST', '/social_login', { json: await signInWithProvider(existing.email) });
    expect(response.status).toBe(401);
    expect(await countRows('user_identities', { user_id: existing.id })).toBe(0);
    expect(await countRows('sessions', { user_id: existing.id })).toBe(0);
  });

  it('checks the request before anything else', async () => {
    const good = await signInWithProvider(newEmail());
    for (const [field, value] of [
      ['provider', 'myspace'],
      ['social_uid', ''],
      ['email', 'nope'],
      ['role', 'admin'],
    ] as const) {
      const response = await rawCall(server, 'POST', '/social_login', { json: { ...good, [field]: value } });
      expect(response.status, field).toBe(422);
      expect(response.body, field).toMatchObject({
        error: { code: 'validation_failed', fields: { [field]: expect.any(String) as unknown } },
      });
    }
  });

  it('answers 429 with Retry-After once the per-address login limit is used up', async () => {
    const body = await signInWithProvider(newEmail());
    await clientFor(server).socialLogin({ body });
    await db()('rate_limits').where('key', 'like', 'loginPerIp:%').update({ count: rateLimits.loginPerIp.limit });
    const response = await rawCall(server, 'POST', '/social_login', { json: { ...body, role: 'freelancer' } });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countRows('users', { email: body.email })).toBe(0);
  });
});

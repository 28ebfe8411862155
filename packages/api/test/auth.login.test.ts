import {
  loginMessages,
  roles,
  serverMessages,
  unconfirmedLoginErrorSchema,
  type LoginRequest,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { rateLimits } from '../src/http/rateLimit.ts';
import { useTestServer } from './helpers.ts';
import {
  clientFor,
  createUser,
  failureOf,
  insertJob,
  rawCall,
  solveCaptcha,
  type TestUser,
  tokenFor,
} from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** The payload of a JWT, without checking it (the test only reads `exp`). */
const jwtPayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp: number;
    role: string;
    sub: string;
  };

describe(`POST /login and DELETE /logout on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;

  /** Logs in through the real captcha, as the app does. */
  async function logIn(user: Pick<TestUser, 'email' | 'password'>, extra: Partial<LoginRequest> = {}) {
    return clientFor(server).login({
      body: { email: user.email, password: user.password, captcha_token: await solveCaptcha(server), ...extra },
    });
  }

  /** The form-data login, for answers the typed client would turn into exceptions. */
  async function rawLogin(fields: Record<string, string>) {
    return rawCall(server, 'POST', '/login', { body: new URLSearchParams(fields) });
  }

  it('logs a Project Manager in: token, user, no profile, the count of their posted jobs, and a session on the device', async () => {
    const user = await createUser(server, { role: 'project_manager', firstName: 'Grace', lastName: 'Hopper' });
    // Posted jobs count (open or closed); a draft or a deleted job is not a job yet.
    await insertJob(server, user.id, { title: 'Migrate to AWS' });
    await insertJob(server, user.id, { title: 'Salesforce audit', status: 'closed' });
    await insertJob(server, user.id, { title: 'Half a job', status: 'draft' });
    const deleted = await insertJob(server, user.id, { title: 'Deleted job' });
    await db()('jobs').where({ id: deleted }).update({ deleted_at: new Date() });
    const answer = await logIn(
      { email: user.email.toUpperCase(), password: user.password },
      { device_id: 'device-1234' },
    );
    expect(answer.user).toEqual({
      id: user.id,
      uuid: user.uuid,
      email: user.email,
      role: 'project_manager',
      full_name: 'Grace Hopper',
      professional_profile_created: false,
      is_security_ques_added: false,
    });
    expect(answer).toMatchObject({ profile_uuid: null, profile_picture: null, user_job: 2 });
    expect(answer.new_user).toBeUndefined();
    expect(jwtPayload(answer.token)).toMatchObject({ sub: user.uuid, role: 'project_manager' });

    const sessions = await db()('sessions').where({ user_id: user.id });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ device_id: 'device-1234', remember_me: false, revoked_at: null });

    // The token works on a private call.
    expect(await clientFor(server, answer.token).logout()).toEqual({ message: serverMessages.signedOut });
  });

  it('tells a freelancer where to go next: profile and security question as they exist', async () => {
    const user = await createUser(server, { role: 'freelancer' });
    const first = await logIn(user);
    expect(first.user).toMatchObject({ professional_profile_created: false, is_security_ques_added: false });

    const [profile] = await db()('freelancer_profiles')
      .insert({
        user_id: user.id,
        name_or_company: 'Test User',
        current_job_title: 'Cloud Architect',
        primary_platform: 'Amazon',
        hourly_rate_cents: 9000,
        profile_picture_url: '/uploads/pic.png',
      })
      .returning<Array<{ uuid: string }>>('uuid');
    const second = await logIn(user);
    expect(second.user).toMatchObject({ professional_profile_created: true, is_security_ques_added: false });
    expect(second).toMatchObject({ profile_uuid: profile?.uuid, profile_picture: '/uploads/pic.png', user_job: 0 });

    await db()('security_questions').insert({
      user_id: user.id,
      question: 'In which city were you born?',
      answer_hash: 'x',
    });
    const third = await logIn(user);
    expect(third.user).toMatchObject({ professional_profile_created: true, is_security_ques_added: true });
  });

  it('logs every role in', async () => {
    for (const role of roles) {
      const user = await createUser(server, { role });
      const answer = await logIn(user);
      expect(answer.user.role).toBe(role);
      expect(jwtPayload(answer.token).role).toBe(role);
    }
  });

  it('gives a later-expiring token with Remember Me', async () => {
    const user = await createUser(server);
    const now = Date.now() / 1000;
    const standard = jwtPayload((await logIn(user)).token).exp - now;
    const remembered = jwtPayload((await logIn(user, { rememberMe: true })).token).exp - now;
    expect(standard).toBeGreaterThan(23 * 3600);
    expect(standard).toBeLessThanOrEqual(24 * 3600 + 5);
    expect(remembered).toBeGreaterThan(29 * 24 * 3600);
    expect(remembered).toBeGreaterThan(standard * 20);
    expect(await db()('sessions').where({ user_id: user.id, remember_me: true })).toHaveLength(1);
  });

  it('answers one 401 for a wrong password, an unknown address, a provider-only or a deactivated account', async () => {
    const user = await createUser(server);
    const socialOnly = await createUser(server, { password: null });
    const deactivated = await createUser(server);
    await db()('users').where({ id: deactivated.id }).update({ status: 'deactivated' });
    const banned = await createUser(server);
    await db()('users').where({ id: banned.id }).update({ status: 'banned' });

    const attempts = [
      { email: user.email, password: 'Wrong@2026x' },
      { email: 'nobody-here@example.test', password: user.password },
      { email: socialOnly.email, password: 'Anything@2026' },
      deactivated,
      banned,
    ];
    for (const attempt of attempts) {
      const error = await failureOf(logIn(attempt));
      expect(error.status, attempt.email).toBe(401);
      expect(error.body).toEqual({ error: { code: 'unauthenticated', message: serverMessages.invalidCredentials } });
    }
    expect(await db()('sessions').whereIn('user_id', [user.id, socialOnly.id, deactivated.id, banned.id])).toEqual([]);
  });

  it('answers 403 with the user when the password is right but the email is not confirmed', async () => {
    const user = await createUser(server, { confirmed: false });
    const error = await failureOf(logIn(user));
    expect(error.status).toBe(403);
    expect(unconfirmedLoginErrorSchema.parse(error.data)).toEqual({
      error: { code: 'email_not_confirmed', message: serverMessages.emailNotConfirmed },
      user: { id: user.id, email: user.email },
    });
    // A wrong password on the same account says nothing about confirmation.
    expect((await failureOf(logIn({ ...user, password: 'Wrong@2026x' }))).status).toBe(401);
    expect(await db()('sessions').where({ user_id: user.id })).toEqual([]);
  });

  it('needs a fresh captcha before it looks at the password', async () => {
    const user = await createUser(server);
    const missing = await rawLogin({ email: user.email, password: user.password });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ error: { fields: { captcha_token: loginMessages.captchaRequired } } });

    const forged = await rawLogin({ email: user.email, password: user.password, captcha_token: 'not-a-token' });
    expect(forged.status).toBe(422);
    expect(forged.body).toMatchObject({
      error: {
        code: 'captcha_required',
        message: loginMessages.captchaRequired,
        fields: { captcha_token: loginMessages.captchaRequired },
      },
    });

    const token = await solveCaptcha(server);
    expect((await rawLogin({ email: user.email, password: user.password, captcha_token: token })).status).toBe(200);
    const reused = await rawLogin({ email: user.email, password: user.password, captcha_token: token });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error: { fields: { captcha_token: loginMessages.captchaRequired } } });

    // Without a captcha a wrong password is not even checked: the answer is the captcha's.
    const wrongPassword = await rawLogin({ email: user.email, password: 'Wrong@2026x', captcha_token: 'not-a-token' });
    expect(wrongPassword.status).toBe(422);
  });

  it("checks the form with the spec's login messages", async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ password: 'x' }, 'email', loginMessages.emailEmpty],
      [{ email: '', password: 'x' }, 'email', loginMessages.emailEmpty],
      [{ email: 'nope', password: 'x' }, 'email', loginMessages.emailInvalid],
      [{ email: 'a@example.test' }, 'password', loginMessages.passwordEmpty],
      [{ email: 'a@example.test', password: '' }, 'password', loginMessages.passwordEmpty],
    ];
    for (const [fields, field, message] of cases) {
      const response = await rawLogin({ captcha_token: 'x', ...fields });
      expect(response.status, JSON.stringify(fields)).toBe(422);
      expect(response.body).toMatchObject({ error: { code: 'validation_failed', fields: { [field]: message } } });
    }
  });

  it('answers 429 with Retry-After after the per-account limit, while another account on the address still gets through', async () => {
    const user = await createUser(server);
    for (let attempt = 0; attempt < rateLimits.loginPerAccount.limit; attempt += 1) {
      expect((await rawLogin({ email: user.email, password: 'Wrong@2026x', captcha_token: 'x' })).status).toBe(422);
    }
    const limited = await rawLogin({
      email: user.email,
      password: user.password,
      captcha_token: await solveCaptcha(server),
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: serverMessages.tooManyRequests } });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rateLimits.loginPerAccount.windowMs / 1000);
    expect(await db()('sessions').where({ user_id: user.id })).toEqual([]);

    const other = await createUser(server);
    expect((await logIn(other)).user.id).toBe(other.id);
  });

  describe('logout', () => {
    it('ends the session of the token for every role; the token is refused afterwards', async () => {
      for (const role of roles) {
        const user = await createUser(server, { role });
        const token = await tokenFor(server, user);
        const other = await tokenFor(server, user);
        expect(await clientFor(server, token).logout()).toEqual({ message: serverMessages.signedOut });
        const again = await rawCall(server, 'DELETE', '/logout', { token });
        expect(again.status).toBe(401);
        expect(again.body).toEqual({ error: { code: 'unauthenticated', message: 'Invalid user' } });
        // Only that session ended.
        expect((await rawCall(server, 'DELETE', '/logout', { token: other })).status).toBe(200);
      }
    });

    it('refuses a call without a token', async () => {
      const response = await rawCall(server, 'DELETE', '/logout');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { code: 'unauthenticated', message: serverMessages.notSignedIn } });
    });
  });
});

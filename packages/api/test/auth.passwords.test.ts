import { accountNotices, loginMessages, serverMessages, signUpMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { rateLimits } from '../src/http/rateLimit.ts';
import type { LinkRow, UserRow } from './rows.ts';
import { useTestServer } from './helpers.ts';
import {
  clientFor,
  createUser,
  lastMessageTo,
  rawCall,
  solveCaptcha,
  tokenFor,
  type TestUser,
  storedDigest,
} from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** Passes the sign-up rule, which a reset applies. */
const NEW_PASSWORD = 'Fresh@2027y';

describe(`POST /forgot_password and POST /reset_password on ${kind}`, () => {
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
  const passwordHashOf = async (user: TestUser) => String((await row<UserRow>('users', { id: user.id })).password_hash);

  /** Asks for a reset link and returns the token from the mailed link. */
  async function mailedResetToken(user: TestUser): Promise<string> {
    const answer = await clientFor(server).forgotPassword({ body: { email: user.email } });
    expect(answer).toEqual({ message: accountNotices.forgotPasswordSent });
    const mail = await lastMessageTo(server, user.email);
    const token = /^\/reset-password\/([\w-]+)$/.exec(mail?.action_path ?? '')?.[1];
    if (!token) throw new Error('no reset link was mailed');
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.body).toContain(`${server.origin}/reset-password/${token}`);
    return token;
  }

  const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    rawCall(server, 'POST', '/reset_password', { json: { reset_password_token: token, password, confirmPassword } });

  async function canLogIn(email: string, password: string): Promise<number> {
    const response = await rawCall(server, 'POST', '/login', {
      body: new URLSearchParams({ email, password, captcha_token: await solveCaptcha(server) }),
    });
    return response.status;
  }

  describe('forgot password', () => {
    it('mails a link whose token is stored only as its SHA-256, expiring in an hour', async () => {
      const user = await createUser(server);
      const token = await mailedResetToken(user);
      const link = await row<LinkRow>('password_resets', { user_id: user.id });
      expect(link.token_hash).toBe(storedDigest(server, token));
      const minutes = (new Date(link.expires_at).getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(58);
      expect(minutes).toBeLessThanOrEqual(60);
    });

    it('gives the same answer for an unknown or deactivated address, and mails nothing', async () => {
      const deactivated = await createUser(server);
      await db()('users').where({ id: deactivated.id }).update({ status: 'deactivated' });
      const resetsBefore = await countRows('password_resets');
      for (const email of ['nobody-at-all@example.test', deactivated.email]) {
        const response = await rawCall(server, 'POST', '/forgot_password', { json: { email } });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ message: accountNotices.forgotPasswordSent });
        expect(await countRows('outbox', { recipient: email })).toBe(0);
      }
      expect(await countRows('password_resets')).toBe(resetsBefore);
    });

    it('ends the older link when a new one is asked for', async () => {
      const user = await createUser(server);
      const first = await mailedResetToken(user);
      const second = await mailedResetToken(user);
      expect((await reset(first)).status).toBe(422);
      expect((await reset(second)).status).toBe(200);
    });

    it("checks the address with the spec's messages", async () => {
      for (const [email, message] of [
        ['', loginMessages.emailEmpty],
        ['not-an-address', loginMessages.emailInvalid],
      ] as const) {
        const response = await rawCall(server, 'POST', '/forgot_password', { json: { email } });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ error: { fields: { email: message } } });
      }
    });

    it('answers 429 with Retry-After after the per-account limit', async () => {
      const user = await createUser(server);
      for (let attempt = 0; attempt < rateLimits.passwordResetPerAccount.limit; attempt += 1) {
        expect((await rawCall(server, 'POST', '/forgot_password', { json: { email: user.email } })).status).toBe(200);
      }
      const mailed = await countRows('outbox', { recipient: user.email });
      const limited = await rawCall(server, 'POST', '/forgot_password', { json: { email: user.email } });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: { code: 'rate_limited', message: serverMessages.tooManyRequests } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await countRows('outbox', { recipient: user.email })).toBe(mailed);
    });
  });

  describe('reset password', () => {
    it('sets the new password once, ends every session, and the old password stops working', async () => {
      const user = await createUser(server);
      const sessions = [await tokenFor(server, user), await tokenFor(server, user, { rememberMe: true })];
      const token = await mailedResetToken(user);

      const response = await reset(token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: serverMessages.passwordReset });
      const changed = await row<UserRow>('users', { id: user.id });
      expect(changed.password_changed_at).not.toBeNull();

      for (const session of sessions) {
        for (const [method, path] of [
          ['GET', '/current_user_details'],
          ['DELETE', '/logout'],
        ] as const) {
          const refused = await rawCall(server, method, path, { token: session });
          expect(refused.status, path).toBe(401);
          expect(refused.body).toEqual({ error: { code: 'unauthenticated', message: 'Invalid user' } });
        }
      }
      expect(await canLogIn(user.email, user.password)).toBe(401);
      expect(await canLogIn(user.email, NEW_PASSWORD)).toBe(200);

      const reused = await reset(token, 'Other@2028z');
      expect(reused.status).toBe(422);
      expect(reused.body).toMatchObject({
        error: { code: 'validation_failed', fields: { reset_password_token: serverMessages.resetTokenInvalid } },
      });
      expect(await canLogIn(user.email, NEW_PASSWORD)).toBe(200);
    });

    it('confirms the address of an unconfirmed account (the link proved the mailbox)', async () => {
      const user = await createUser(server, { confirmed: false });
      expect((await reset(await mailedResetToken(user))).status).toBe(200);
      expect((await row<UserRow>('users', { id: user.id })).email_confirmed_at).not.toBeNull();
      expect(await canLogIn(user.email, NEW_PASSWORD)).toBe(200);
    });

    it('refuses an expired or unknown token with 422, changing nothing', async () => {
      const user = await createUser(server);
      const token = await mailedResetToken(user);
      await db()('password_resets')
        .where({ token_hash: storedDigest(server, token) })
        .update({ expires_at: new Date(Date.now() - 1000) });
      const hash = await passwordHashOf(user);
      for (const candidate of [token, 'a-token-nobody-was-ever-sent']) {
        const response = await reset(candidate);
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({
          error: { fields: { reset_password_token: serverMessages.resetTokenInvalid } },
        });
      }
      expect(await passwordHashOf(user)).toBe(hash);
      expect(await canLogIn(user.email, user.password)).toBe(200);
    });

    it('checks the new password with the sign-up rule, leaving the token usable', async () => {
      const user = await createUser(server);
      const token = await mailedResetToken(user);
      const hash = await passwordHashOf(user);
      const cases: Array<[Record<string, string>, string, string]> = [
        [{ password: 'weak', confirmPassword: 'weak' }, 'password', signUpMessages.passwordRule],
        [{ password: '', confirmPassword: '' }, 'password', signUpMessages.passwordRequired],
        [
          { password: NEW_PASSWORD, confirmPassword: 'Other@2028z' },
          'confirmPassword',
          signUpMessages.passwordMismatch,
        ],
        [{ password: NEW_PASSWORD, confirmPassword: '' }, 'confirmPassword', signUpMessages.fieldBlank],
      ];
      for (const [fields, field, message] of cases) {
        const response = await rawCall(server, 'POST', '/reset_password', {
          json: { reset_password_token: token, ...fields },
        });
        expect(response.status, field).toBe(422);
        expect(response.body, field).toMatchObject({ error: { fields: { [field]: message } } });
      }
      const missingToken = await rawCall(server, 'POST', '/reset_password', {
        json: { reset_password_token: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(missingToken.body).toMatchObject({
        error: { fields: { reset_password_token: serverMessages.resetTokenInvalid } },
      });
      expect(await passwordHashOf(user)).toBe(hash);
      expect((await reset(token)).status).toBe(200);
    });

    it('answers 429 with Retry-After once the per-address limit is used up', async () => {
      expect((await reset('unknown-token')).status).toBe(422);
      await db()('rate_limits')
        .where('key', 'like', 'passwordResetPerIp:%')
        .update({ count: rateLimits.passwordResetPerIp.limit });
      const limited = await reset('unknown-token');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
});

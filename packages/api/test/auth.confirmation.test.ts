import { randomUUID } from 'node:crypto';
import { accountNotices, serverMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { rateLimits } from '../src/http/rateLimit.ts';
import type { UserRow } from './rows.ts';
import { useTestServer } from './helpers.ts';
import { clientFor, createUser, lastMessageTo, rawCall, solveCaptcha, storedDigest } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const PASSWORD = 'Cloud@2026x';

describe(`GET /confirm_email and GET /resend_confirmation_email on ${kind}`, () => {
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

  /** The token of the newest confirmation link mailed to the address. */
  async function mailedToken(email: string): Promise<string> {
    const mail = await lastMessageTo(server, email);
    const token = /^\/login_page\/([\w-]+)$/.exec(mail?.action_path ?? '')?.[1];
    if (!token) throw new Error('no confirmation link was mailed');
    expect(mail?.body).toContain(`${server.origin}/login_page/${token}`);
    return token;
  }

  const confirm = (token: string) =>
    rawCall(server, 'GET', `/confirm_email?${new URLSearchParams({ confirmation_token: token }).toString()}`);
  const resend = (id: number | string) => rawCall(server, 'GET', `/resend_confirmation_email?id=${String(id)}`);
  const logInStatus = async (email: string) =>
    (
      await rawCall(server, 'POST', '/login', {
        body: new URLSearchParams({ email, password: PASSWORD, captcha_token: await solveCaptcha(server) }),
      })
    ).status;

  async function signUp() {
    const email = `confirm-${randomUUID().slice(0, 8)}@example.test`;
    const { user } = await clientFor(server).signUp({
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        password: PASSWORD,
        confirm_password: PASSWORD,
        country: 'United States',
        termsCheckBox: true,
        subcribe: true,
      },
    });
    return user;
  }

  describe('confirm email', () => {
    it('confirms the address with the mailed link, once; login then succeeds', async () => {
      const user = await signUp();
      expect(await logInStatus(user.email)).toBe(403);
      const token = await mailedToken(user.email);

      const answer = await clientFor(server).confirmEmail({ query: { confirmation_token: token } });
      expect(answer).toEqual({ message: accountNotices.emailVerifiedDefault });
      expect((await row<UserRow>('users', { id: user.id })).email_confirmed_at).not.toBeNull();
      expect(await logInStatus(user.email)).toBe(200);

      const again = await confirm(token);
      expect(again.status).toBe(422);
      expect(again.body).toEqual({
        error: {
          code: 'validation_failed',
          message: serverMessages.confirmationInvalid,
          fields: { confirmation_token: serverMessages.confirmationInvalid },
        },
      });
    });

    it('refuses an expired, unknown or empty token, confirming nothing', async () => {
      const user = await signUp();
      const token = await mailedToken(user.email);
      await db()('email_confirmations')
        .where({ token_hash: storedDigest(server, token) })
        .update({ expires_at: new Date(Date.now() - 1000) });
      for (const candidate of [token, 'a-token-nobody-was-ever-sent', '']) {
        const response = await confirm(candidate);
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({
          error: { fields: { confirmation_token: serverMessages.confirmationInvalid } },
        });
      }
      expect((await row<UserRow>('users', { id: user.id })).email_confirmed_at).toBeNull();
    });
  });

  describe('resend confirmation', () => {
    it('mails a new link and ends the old one', async () => {
      const user = await signUp();
      const oldToken = await mailedToken(user.email);
      const answer = await clientFor(server).resendConfirmationEmail({ query: { id: user.id } });
      expect(answer).toEqual({ message: serverMessages.confirmationSent });
      const newToken = await mailedToken(user.email);
      expect(newToken).not.toBe(oldToken);
      expect(await countRows('outbox', { recipient: user.email })).toBe(2);

      expect((await confirm(oldToken)).status).toBe(422);
      expect((await confirm(newToken)).status).toBe(200);
    });

    it('answers 404 for an unknown or deactivated account and 422 for a confirmed one, mailing nothing', async () => {
      const confirmed = await createUser(server);
      const deactivated = await createUser(server, { confirmed: false });
      await db()('users').where({ id: deactivated.id }).update({ status: 'deactivated' });
      const outbox = await countRows('outbox');

      for (const id of [999_999_999, deactivated.id]) {
        const missing = await resend(id);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ error: { code: 'not_found', message: serverMessages.userNotFound } });
      }
      const already = await resend(confirmed.id);
      expect(already.status).toBe(422);
      expect(already.body).toMatchObject({ error: { message: serverMessages.alreadyConfirmed } });
      for (const id of ['abc', '0', '']) expect((await resend(id)).status, id).toBe(422);
      expect(await countRows('outbox')).toBe(outbox);
    });

    it('answers 429 with Retry-After after the per-account limit', async () => {
      const user = await signUp();
      for (let attempt = 0; attempt < rateLimits.passwordResetPerAccount.limit; attempt += 1) {
        expect((await resend(user.id)).status).toBe(200);
      }
      const mailed = await countRows('outbox', { recipient: user.email });
      const limited = await resend(user.id);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: { code: 'rate_limited' } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await countRows('outbox', { recipient: user.email })).toBe(mailed);
    });
  });
});

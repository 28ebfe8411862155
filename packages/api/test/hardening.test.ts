import { randomUUID } from 'node:crypto';
import { serverMessages } from '@cloudexperts/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { rateLimits } from '../src/http/rateLimit.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { clientFor, createUser, GOOD_PASSWORD, rawCall, solveCaptcha, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const newEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
let addressSeed = Math.floor(Math.random() * 200);
/** A different public address for each call, as an attacker rotating X-Forwarded-For would send. */
const nextAddress = () => `203.0.${(addressSeed += 1) % 250}.${Math.floor(Math.random() * 250) + 1}`;

interface EventRow {
  user_id: string | number | null;
  kind: string;
  ip: string | null;
  detail: Record<string, unknown>;
}

/** The addresses a loopback socket shows up as. */
const loopback = ['127.0.0.1', '::ffff:127.0.0.1', '::1'];

describe(`client addresses, per-account limits and the security event log on ${kind}`, () => {
  /** As deployed in production without TRUST_PROXY (the default). */
  let direct: TestServer;
  /** Behind one reverse proxy (TRUST_PROXY=1). */
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await startTestServer({
      config: loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://cloudexperts.example' }),
    });
    proxied = await startTestServer({ config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }) });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const eventsFor = (server: TestServer, where: Record<string, unknown>) =>
    server.database.knex('security_events').where(where).orderBy('id') as Promise<EventRow[]>;

  async function failLogin(server: TestServer, email: string, forwardedFor?: string) {
    return rawCall(server, 'POST', '/login', {
      json: { email, password: 'Wrong@2026x', captcha_token: await solveCaptcha(server) },
      ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    });
  }

  describe('X-Forwarded-For', () => {
    it('is ignored without TRUST_PROXY: the socket address is the client', async () => {
      const email = newEmail('direct');
      expect((await failLogin(direct, email, '198.51.100.7')).status).toBe(401);
      const [event] = await eventsFor(direct, { kind: 'sign_in_failed' }).then((rows) =>
        rows.filter((row) => row.detail.email === email),
      );
      expect(loopback).toContain(event?.ip);
    });

    it('does not reset per-address limits when forged', async () => {
      const { limit } = rateLimits.passwordResetPerIp;
      await direct.database.knex('rate_limits').where('key', 'like', 'passwordResetPerIp:%').delete();
      for (let call = 0; call < limit; call += 1) {
        const response = await rawCall(direct, 'POST', '/forgot_password', {
          json: { email: newEmail('reset') },
          headers: { 'x-forwarded-for': nextAddress() },
        });
        expect(response.status).toBe(200);
      }
      const limited = await rawCall(direct, 'POST', '/forgot_password', {
        json: { email: newEmail('reset') },
        headers: { 'x-forwarded-for': nextAddress() },
      });
      expect(limited.status).toBe(429);
      await direct.database.knex('rate_limits').where('key', 'like', 'passwordResetPerIp:%').delete();
    });

    it('with TRUST_PROXY=1, takes the address the proxy appended, not what the client wrote before it', async () => {
      const email = newEmail('proxied');
      expect((await failLogin(proxied, email, '10.9.9.9, 198.51.100.23')).status).toBe(401);
      const events = (await eventsFor(proxied, { kind: 'sign_in_failed' })).filter((row) => row.detail.email === email);
      expect(events.map((row) => row.ip)).toEqual(['198.51.100.23']);
    });
  });

  describe('per-account limits that rotating addresses do not escape', () => {
    it('stops password guesses at one email from many addresses (429)', async () => {
      const user = await createUser(proxied);
      const { limit } = rateLimits.loginPerEmail;
      for (let attempt = 0; attempt < limit; attempt += 1) {
        const response = await rawCall(proxied, 'POST', '/login', {
          json: { email: user.email, password: 'Wrong@2026x', captcha_token: 'not-solved' },
          headers: { 'x-forwarded-for': nextAddress() },
        });
        expect(response.status).not.toBe(429);
      }
      const limited = await rawCall(proxied, 'POST', '/login', {
        json: { email: user.email, password: user.password, captcha_token: await solveCaptcha(proxied) },
        headers: { 'x-forwarded-for': nextAddress() },
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('mails one third-party address at most a few times a day from the public forms (429 after)', async () => {
      const victim = newEmail('victim');
      const { limit } = rateLimits.mailPerRecipient;
      const book = () =>
        rawCall(proxied, 'POST', '/book_calls', {
          json: { name: 'Spam Bot', email: victim, phone: '+14155550123', message: 'Buy now' },
          headers: { 'x-forwarded-for': nextAddress() },
        });
      for (let call = 0; call < limit; call += 1) expect((await book()).status).toBe(201);
      expect((await book()).status).toBe(429);
      const mails = await proxied.database.knex('outbox').where({ recipient: victim });
      expect(mails).toHaveLength(limit);
    });
  });

  describe('the security event log', () => {
    it('records sign-ins (success with the method, failure with the email tried), never a secret', async () => {
      const user = await createUser(direct);
      await failLogin(direct, user.email);
      await clientFor(direct).login({
        body: { email: user.email, password: GOOD_PASSWORD, captcha_token: await solveCaptcha(direct) },
      });
      const events = await eventsFor(direct, { user_id: user.id });
      expect(events.map((row) => [row.kind, row.detail])).toEqual([
        ['sign_in_failed', { email: user.email }],
        ['sign_in', { method: 'password' }],
      ]);
      expect(JSON.stringify(events)).not.toContain(GOOD_PASSWORD);
      expect(JSON.stringify(events)).not.toContain('Wrong@2026x');
    });

    it('records a password change in its own transaction', async () => {
      const user = await createUser(direct);
      const api = clientFor(direct, await tokenFor(direct, user));
      await api.changePassword({
        params: { id: user.id },
        body: {
          user: { current_password: GOOD_PASSWORD, password: 'Cloud@2027y', password_confirmation: 'Cloud@2027y' },
        },
      });
      expect((await eventsFor(direct, { user_id: user.id })).map((row) => row.kind)).toEqual(['password_changed']);
      // A refused change writes nothing, the event included.
      const refused = await rawCall(direct, 'PATCH', `/update_password/${user.id}`, {
        token: await tokenFor(direct, user),
        json: {
          user: { current_password: 'Nope@2026x', password: 'Cloud@2028z', password_confirmation: 'Cloud@2028z' },
        },
      });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ error: { message: serverMessages.currentPasswordWrong } });
      expect(await eventsFor(direct, { user_id: user.id })).toHaveLength(1);
    });
  });
});

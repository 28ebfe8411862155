import { oneTimeCodeLimits, serverMessages, type Role } from '@cloudexperts/domain';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { CodeRow } from './rows.ts';
import { useTestServer } from './helpers.ts';
import {
  clientFor,
  createUser,
  failureOf,
  lastMessageTo,
  rawCall,
  type TestUser,
  tokenFor,
  storedDigest,
} from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`device check on ${kind}`, () => {
  const server = useTestServer();
  // Every test calls from 127.0.0.1: start each with fresh per-address counters.
  beforeEach(async () => {
    await server.database.knex('rate_limits').where('key', 'like', 'code%PerIp:%').delete();
  });

  const db = () => server.database.knex;
  const devicesOf = (user: TestUser) =>
    db()('authorised_devices').where({ user_id: user.id }).orderBy('id').pluck<string[]>('device_id');
  const codesOf = (user: TestUser) =>
    db()<CodeRow>('one_time_codes').where({ user_id: user.id, purpose: 'email_device' }).orderBy('id');

  async function onDevice(user: TestUser, deviceId: string) {
    const token = await tokenFor(server, user, { deviceId });
    return { token, api: clientFor(server, token) };
  }

  /** The code of the newest mail to the user. */
  async function mailedCode(user: TestUser): Promise<string> {
    const message = await lastMessageTo(server, user.email);
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    if (!code) throw new Error(`No code in ${message?.body ?? 'no message'}`);
    return code;
  }

  describe('GET /device_authorised', () => {
    it.each(['admin', 'coordinator', 'support'] as const)('never asks %s for a check', async (role) => {
      const user = await createUser(server, { role });
      const { api } = await onDevice(user, 'staff-device');
      expect(await api.deviceAuthorised()).toEqual({ device_authorised: true, security_check_required: false });
      expect(await devicesOf(user)).toEqual([]);
    });

    it.each(['freelancer', 'project_manager'] as const satisfies readonly Role[])(
      "trusts a %s's first device and asks for a check on any other",
      async (role) => {
        const user = await createUser(server, { role });
        const first = await onDevice(user, 'laptop');
        expect(await first.api.deviceAuthorised()).toEqual({ device_authorised: true, security_check_required: false });
        const second = await onDevice(user, 'phone');
        expect(await second.api.deviceAuthorised()).toEqual({
          device_authorised: false,
          security_check_required: true,
        });
        expect(await first.api.deviceAuthorised()).toEqual({ device_authorised: true, security_check_required: false });
        expect(await devicesOf(user)).toEqual(['laptop']);
      },
    );

    it('answers 401 without a token', async () => {
      const response = await rawCall(server, 'GET', '/device_authorised');
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { message: 'Not an authorized user' } });
    });
  });

  describe('GET /send_verification_email and GET /verify_code', () => {
    it('mails a 6-digit code, kept only as its digest, that verifies this device once', async () => {
      const user = await createUser(server);
      await (await onDevice(user, 'laptop')).api.deviceAuthorised();
      const { api } = await onDevice(user, 'tablet');
      expect(await api.sendVerificationEmail()).toEqual({ message: serverMessages.verificationEmailSent });
      const code = await mailedCode(user);
      const [row] = await codesOf(user);
      expect(row?.code_hash).toBe(storedDigest(server, code));
      expect(row?.code_hash).not.toContain(code);

      expect(await api.verifyCode({ query: { code } })).toEqual({
        message: serverMessages.deviceVerified,
        device_authorised: true,
      });
      expect(await api.deviceAuthorised()).toEqual({ device_authorised: true, security_check_required: false });
      expect(await devicesOf(user)).toEqual(['laptop', 'tablet']);

      const again = await failureOf(api.verifyCode({ query: { code } }));
      expect(again.status).toBe(422);
      expect(again.fields).toEqual({ code: serverMessages.codeInvalid });
    });

    it('waits 30 s before a resend and 60 s after it (429 with Retry-After); a resend replaces the code', async () => {
      const user = await createUser(server);
      const { api, token } = await onDevice(user, 'tablet');
      await api.sendVerificationEmail();
      const firstCode = await mailedCode(user);
      const tooSoon = await rawCall(server, 'GET', '/send_verification_email', { token });
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body).toMatchObject({ error: { code: 'rate_limited' } });
      const retryAfter = Number(tooSoon.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(25);
      expect(retryAfter).toBeLessThanOrEqual(30);

      await codesOf(user).update({ next_send_at: new Date(Date.now() - 1000) });
      await api.sendVerificationEmail();
      const secondCode = await mailedCode(user);
      const rows = await codesOf(user);
      expect(rows).toHaveLength(2);
      expect(rows[1]?.send_count).toBe(2);
      const wait = new Date(rows[1]?.next_send_at ?? 0).getTime() - Date.now();
      expect(wait).toBeGreaterThan(55_000);
      expect(wait).toBeLessThanOrEqual(60_000);

      if (firstCode !== secondCode) {
        const old = await failureOf(api.verifyCode({ query: { code: firstCode } }));
        expect(old.fields).toEqual({ code: serverMessages.codeInvalid });
      }
      expect((await api.verifyCode({ query: { code: secondCode } })).device_authorised).toBe(true);
    });

    it('counts wrong codes; the last try says so and the code is dead after it', async () => {
      const user = await createUser(server);
      const { api } = await onDevice(user, 'tablet');
      await api.sendVerificationEmail();
      const code = await mailedCode(user);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt < oneTimeCodeLimits.maxAttempts; attempt += 1) {
        const error = await failureOf(api.verifyCode({ query: { code: wrong } }));
        expect(error.status).toBe(422);
        expect(error.fields).toEqual({ code: serverMessages.codeInvalid });
        expect((await codesOf(user))[0]?.attempts).toBe(attempt);
      }
      const last = await failureOf(api.verifyCode({ query: { code: wrong } }));
      expect(last.fields).toEqual({ code: serverMessages.codeAttemptsExceeded });
      const right = await failureOf(api.verifyCode({ query: { code } }));
      expect(right.message).toBe(serverMessages.codeAttemptsExceeded);
      expect(await devicesOf(user)).toEqual([]);
    });

    it('refuses an expired code', async () => {
      const user = await createUser(server);
      const { api } = await onDevice(user, 'tablet');
      await api.sendVerificationEmail();
      const code = await mailedCode(user);
      await codesOf(user).update({ expires_at: new Date(Date.now() - 1000) });
      const error = await failureOf(api.verifyCode({ query: { code } }));
      expect(error.status).toBe(422);
      expect(error.fields).toEqual({ code: serverMessages.codeExpired });
      expect(await devicesOf(user)).toEqual([]);
    });

    it("refuses a code that was never sent, a malformed one, and another user's", async () => {
      const owner = await createUser(server);
      await (await onDevice(owner, 'tablet')).api.sendVerificationEmail();
      const ownersCode = await mailedCode(owner);
      const user = await createUser(server);
      const { api, token } = await onDevice(user, 'tablet');
      const stolen = await failureOf(api.verifyCode({ query: { code: ownersCode } }));
      expect(stolen.fields).toEqual({ code: serverMessages.codeInvalid });
      const malformed = await rawCall(server, 'GET', '/verify_code?code=12ab56', { token });
      expect(malformed.status).toBe(422);
      expect(malformed.body).toMatchObject({ error: { fields: { code: serverMessages.codeInvalid } } });
      expect(await devicesOf(user)).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      expect((await rawCall(server, 'GET', '/send_verification_email')).status).toBe(401);
      const response = await rawCall(server, 'GET', '/verify_code?code=123456');
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { message: 'Not an authorized user' } });
    });

    it('limits sends per address (429 with Retry-After)', async () => {
      for (let send = 0; send < 20; send += 1) {
        const user = await createUser(server);
        await (await onDevice(user, 'tablet')).api.sendVerificationEmail();
      }
      const user = await createUser(server);
      const { token } = await onDevice(user, 'tablet');
      const limited = await rawCall(server, 'GET', '/send_verification_email', { token });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: { message: serverMessages.tooManyRequests } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await codesOf(user)).toHaveLength(0);
    });
  });
});

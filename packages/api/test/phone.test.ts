import {
  errorResponseSchema,
  oneTimeCodeLimits,
  phoneCodeMessages,
  serverMessages,
  signUpMessages,
} from '@cloudexperts/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { sha256 } from '../src/auth/randomTokens.ts';
import type { CodeRow } from './rows.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { clientFor, createUser, failureOf, lastMessageTo, rawCall, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

interface UserPhoneRow {
  phone_number: string | null;
  phone_verified_at: Date | null;
}

let numberSeed = Math.floor(Math.random() * 1_000_000);
/** A fresh US number for each test, so their codes never meet. */
const newNumber = () => `+1415${String((numberSeed += 1) % 10_000_000).padStart(7, '0')}`;

describe(`phone codes on ${kind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  // Every test calls from 127.0.0.1: start each with fresh per-address counters.
  beforeEach(async () => {
    await server.database.knex('rate_limits').where('key', 'like', 'code%PerIp:%').delete();
  });

  const db = () => server.database.knex;
  const anonymous = () => clientFor(server);
  const codesTo = (phone: string) => db()<CodeRow>('one_time_codes').where({ destination: phone }).orderBy('id');
  const phoneOf = async (userId: number) =>
    db()('users').where({ id: userId }).first<UserPhoneRow>('phone_number', 'phone_verified_at');

  /** The code of the newest SMS to the number. */
  async function textedCode(phone: string): Promise<string> {
    const message = await lastMessageTo(server, phone);
    const code = /\b(\d{5,6})\b/.exec(message?.body ?? '')?.[1];
    if (!code) throw new Error(`No code in ${message?.body ?? 'no message'}`);
    return code;
  }

  const otherCode = (code: string) => (code.startsWith('0') ? '1' : '0').repeat(code.length);

  async function signedIn() {
    const user = await createUser(server);
    return { user, api: clientFor(server, await tokenFor(server, user)) };
  }

  describe('POST /phone_verifications/send_otp', () => {
    it('texts a signed-out visitor a 6-digit sign-up code, kept only as its digest', async () => {
      const phone = newNumber();
      const result = await anonymous().sendPhoneCode({ body: { phone_number: phone } });
      expect(result).toEqual({
        message: serverMessages.codeSent,
        code_length: 6,
        expires_in_seconds: oneTimeCodeLimits.expiresMs / 1000,
        resend_after_seconds: 30,
      });
      const code = await textedCode(phone);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await codesTo(phone);
      expect(row).toMatchObject({ purpose: 'phone_sign_up', user_id: null, code_hash: sha256(code), send_count: 1 });
    });

    it('texts a signed-in user a 5-digit settings code for their own account', async () => {
      const { user, api } = await signedIn();
      const phone = newNumber();
      const result = await api.sendPhoneCode({ body: { phone_number: phone } });
      expect(result.code_length).toBe(5);
      expect(result.resend_after_seconds).toBe(30);
      expect(await textedCode(phone)).toMatch(/^\d{5}$/);
      const [row] = await codesTo(phone);
      expect(row).toMatchObject({ purpose: 'phone_settings' });
      expect(Number(row?.user_id)).toBe(user.id);
    });

    it("texts a 6-digit code for a named user's phone, and refuses an unknown user on id (422)", async () => {
      const user = await createUser(server);
      const phone = newNumber();
      const result = await anonymous().sendPhoneCode({ body: { phone_number: phone, id: user.id } });
      expect(result.code_length).toBe(6);
      const [row] = await codesTo(phone);
      expect(row).toMatchObject({ purpose: 'phone_user' });
      expect(Number(row?.user_id)).toBe(user.id);

      const unknownPhone = newNumber();
      const error = await failureOf(
        anonymous().sendPhoneCode({ body: { phone_number: unknownPhone, id: 987_654_321 } }),
      );
      expect(error.status).toBe(422);
      expect(error.fields).toEqual({ id: serverMessages.userNotFound });
      expect(await codesTo(unknownPhone)).toHaveLength(0);
      expect(await lastMessageTo(server, unknownPhone)).toBeUndefined();
    });

    it('waits 30 s before a resend and 60 s after it; the resent code replaces the old one', async () => {
      const phone = newNumber();
      await anonymous().sendPhoneCode({ body: { phone_number: phone } });
      const firstCode = await textedCode(phone);
      const tooSoon = await rawCall(server, 'POST', '/phone_verifications/send_otp', { json: { phone_number: phone } });
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.body).toMatchObject({ error: { code: 'rate_limited', message: serverMessages.tooManyRequests } });
      const retryAfter = Number(tooSoon.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(25);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(await codesTo(phone)).toHaveLength(1);

      await codesTo(phone).update({ next_send_at: new Date(Date.now() - 1000) });
      const resent = await anonymous().sendPhoneCode({ body: { phone_number: phone } });
      expect(resent.resend_after_seconds).toBe(60);
      const secondCode = await textedCode(phone);
      const rows = await codesTo(phone);
      expect(rows.map((row) => row.send_count)).toEqual([1, 2]);

      const stillWaiting = await rawCall(server, 'POST', '/phone_verifications/send_otp', {
        json: { phone_number: phone },
      });
      expect(Number(stillWaiting.headers.get('retry-after'))).toBeGreaterThan(55);

      if (firstCode !== secondCode) {
        const old = await failureOf(anonymous().verifyPhoneCode({ body: { otp: firstCode, phone } }));
        expect(old.fields).toEqual({ otp: serverMessages.codeInvalid });
      }
      expect((await anonymous().verifyPhoneCode({ body: { otp: secondCode, phone } })).phone_verified).toBe(true);
    });

    it('starts again at 30 s once the last code was used', async () => {
      const phone = newNumber();
      await anonymous().sendPhoneCode({ body: { phone_number: phone } });
      await anonymous().verifyPhoneCode({ body: { otp: await textedCode(phone), phone } });
      await codesTo(phone).update({ next_send_at: new Date(Date.now() - 1000) });
      expect((await anonymous().sendPhoneCode({ body: { phone_number: phone } })).resend_after_seconds).toBe(30);
    });

    it("refuses a missing or malformed number with the spec's messages (422), nothing sent", async () => {
      const missing = await rawCall(server, 'POST', '/phone_verifications/send_otp', { json: {} });
      expect(missing.status).toBe(422);
      expect(missing.body).toMatchObject({ error: { fields: { phone_number: signUpMessages.phoneRequired } } });
      const malformed = await rawCall(server, 'POST', '/phone_verifications/send_otp', {
        json: { phone_number: '555-0100' },
      });
      expect(malformed.status).toBe(422);
      expect(malformed.body).toMatchObject({ error: { fields: { phone_number: signUpMessages.phoneInvalid } } });
      expect(await codesTo('555-0100')).toHaveLength(0);
    });

    it('limits sends per address (429 with Retry-After)', async () => {
      for (let send = 0; send < 20; send += 1) {
        await anonymous().sendPhoneCode({ body: { phone_number: newNumber() } });
      }
      const phone = newNumber();
      const limited = await rawCall(server, 'POST', '/phone_verifications/send_otp', { json: { phone_number: phone } });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await codesTo(phone)).toHaveLength(0);
    });
  });

  describe('POST /phone_verifications/verify_otp', () => {
    it('verifies a sign-up code once (otp and phone), for the sign-up to use', async () => {
      const phone = newNumber();
      await anonymous().sendPhoneCode({ body: { phone_number: phone } });
      const code = await textedCode(phone);
      const result = await anonymous().verifyPhoneCode({ body: { otp: code, phone } });
      expect(result).toEqual({ message: serverMessages.phoneVerified, phone_number: phone, phone_verified: true });
      const [row] = await codesTo(phone);
      expect(row?.verified_at).not.toBeNull();

      const again = await failureOf(anonymous().verifyPhoneCode({ body: { otp: code, phone } }));
      expect(again.status).toBe(422);
      expect(again.fields).toEqual({ otp: serverMessages.codeInvalid });
    });

    it('accepts the other spellings: code and phone_number', async () => {
      const phone = newNumber();
      await anonymous().sendPhoneCode({ body: { phone_number: phone } });
      const result = await anonymous().verifyPhoneCode({
        body: { code: await textedCode(phone), phone_number: phone },
      });
      expect(result.phone_verified).toBe(true);
    });

    it("sets a signed-in user's verified number from the settings code", async () => {
      const { user, api } = await signedIn();
      const phone = newNumber();
      await api.sendPhoneCode({ body: { phone_number: phone } });
      const code = await textedCode(phone);
      expect(await phoneOf(user.id)).toEqual({ phone_number: null, phone_verified_at: null });
      const result = await api.verifyPhoneCode({ body: { otp: code, phone } });
      expect(result).toEqual({ message: serverMessages.phoneVerified, phone_number: phone, phone_verified: true });
      const stored = await phoneOf(user.id);
      expect(stored.phone_number).toBe(phone);
      expect(stored.phone_verified_at).not.toBeNull();
      expect(await api.currentUser()).toMatchObject({ phone_number: phone, phone_verified: true });
    });

    it('does not let a settings code pass as a sign-up code, nor for another number or user', async () => {
      const { user, api } = await signedIn();
      const phone = newNumber();
      await api.sendPhoneCode({ body: { phone_number: phone } });
      const code = await textedCode(phone);
      const signedOut = await failureOf(anonymous().verifyPhoneCode({ body: { otp: code, phone } }));
      expect(signedOut.fields).toEqual({ otp: serverMessages.codeInvalid });
      const otherNumber = await failureOf(api.verifyPhoneCode({ body: { otp: code, phone: newNumber() } }));
      expect(otherNumber.fields).toEqual({ otp: serverMessages.codeInvalid });
      const { api: otherUser } = await signedIn();
      const stolen = await failureOf(otherUser.verifyPhoneCode({ body: { otp: code, phone } }));
      expect(stolen.fields).toEqual({ otp: serverMessages.codeInvalid });
      expect((await phoneOf(user.id)).phone_verified_at).toBeNull();
    });

    it('counts wrong codes; the last try says so and the code is dead after it', async () => {
      const phone = newNumber();
      await anonymous().sendPhoneCode({ body: { phone_number: phone } });
      const code = await textedCode(phone);
      for (let attempt = 1; attempt < oneTimeCodeLimits.maxAttempts; attempt += 1) {
        const error = await failureOf(anonymous().verifyPhoneCode({ body: { otp: otherCode(code), phone } }));
        expect(error.status).toBe(422);
        expect(error.fields).toEqual({ otp: serverMessages.codeInvalid });
        expect((await codesTo(phone))[0]?.attempts).toBe(attempt);
      }
      const last = await failureOf(anonymous().verifyPhoneCode({ body: { otp: otherCode(code), phone } }));
      expect(last.fields).toEqual({ otp: serverMessages.codeAttemptsExceeded });
      const right = await failureOf(anonymous().verifyPhoneCode({ body: { otp: code, phone } }));
      expect(right.fields).toEqual({ otp: serverMessages.codeAttemptsExceeded });
      expect((await codesTo(phone))[0]?.verified_at).toBeNull();
    });

    it('refuses an expired code, and a number that was never sent one', async () => {
      const phone = newNumber();
      await anonymous().sendPhoneCode({ body: { phone_number: phone } });
      const code = await textedCode(phone);
      await codesTo(phone).update({ expires_at: new Date(Date.now() - 1000) });
      const expired = await failureOf(anonymous().verifyPhoneCode({ body: { otp: code, phone } }));
      expect(expired.status).toBe(422);
      expect(expired.fields).toEqual({ otp: serverMessages.codeExpired });
      const never = await failureOf(anonymous().verifyPhoneCode({ body: { otp: '123456', phone: newNumber() } }));
      expect(never.fields).toEqual({ otp: serverMessages.codeInvalid });
    });

    it("refuses a missing or malformed code or number with the spec's messages (422)", async () => {
      const path = '/phone_verifications/verify_otp';
      const noCode = await rawCall(server, 'POST', path, { json: { phone: newNumber() } });
      expect(noCode.status).toBe(422);
      expect(noCode.body).toMatchObject({ error: { fields: { otp: phoneCodeMessages.signUpCodeLength } } });
      const letters = await rawCall(server, 'POST', path, { json: { otp: '12ab56', phone: newNumber() } });
      expect(letters.body).toMatchObject({ error: { fields: { otp: phoneCodeMessages.signUpCodeLength } } });
      const noPhone = await rawCall(server, 'POST', path, { json: { otp: '123456' } });
      expect(noPhone.body).toMatchObject({ error: { fields: { phone: signUpMessages.phoneMissing } } });
    });

    it('limits tries per address (429 with Retry-After)', async () => {
      const phone = newNumber();
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const response = await rawCall(server, 'POST', '/phone_verifications/verify_otp', {
          json: { otp: '123456', phone },
        });
        expect(response.status).toBe(422);
      }
      const limited = await rawCall(server, 'POST', '/phone_verifications/verify_otp', {
        json: { otp: '123456', phone },
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('POST /phone_verifications/verify_user_from_otp', () => {
    it("verifies the named user's phone with the code texted for them", async () => {
      const user = await createUser(server);
      const phone = newNumber();
      await anonymous().sendPhoneCode({ body: { phone_number: phone, id: user.id } });
      const code = await textedCode(phone);
      expect(await anonymous().verifyUserFromCode({ body: { id: user.id, otp: code } })).toEqual({
        message: serverMessages.phoneVerified,
      });
      const stored = await phoneOf(user.id);
      expect(stored.phone_number).toBe(phone);
      expect(stored.phone_verified_at).not.toBeNull();
      const again = await failureOf(anonymous().verifyUserFromCode({ body: { id: user.id, otp: code } }));
      expect(again.fields).toEqual({ otp: serverMessages.codeInvalid });
    });

    it('refuses a wrong code (422), counting it, and an expired one', async () => {
      const user = await createUser(server);
      const phone = newNumber();
      await anonymous().sendPhoneCode({ body: { phone_number: phone, id: user.id } });
      const code = await textedCode(phone);
      const wrong = await failureOf(anonymous().verifyUserFromCode({ body: { id: user.id, otp: otherCode(code) } }));
      expect(wrong.status).toBe(422);
      expect(wrong.fields).toEqual({ otp: serverMessages.codeInvalid });
      expect((await codesTo(phone))[0]?.attempts).toBe(1);
      await codesTo(phone).update({ expires_at: new Date(Date.now() - 1000) });
      const expired = await failureOf(anonymous().verifyUserFromCode({ body: { id: user.id, otp: code } }));
      expect(expired.fields).toEqual({ otp: serverMessages.codeExpired });
      expect((await phoneOf(user.id)).phone_verified_at).toBeNull();
    });

    it("does not accept another user's code, and answers 404 for an unknown user", async () => {
      const owner = await createUser(server);
      const phone = newNumber();
      await anonymous().sendPhoneCode({ body: { phone_number: phone, id: owner.id } });
      const code = await textedCode(phone);
      const user = await createUser(server);
      const stolen = await failureOf(anonymous().verifyUserFromCode({ body: { id: user.id, otp: code } }));
      expect(stolen.fields).toEqual({ otp: serverMessages.codeInvalid });
      const unknown = await failureOf(anonymous().verifyUserFromCode({ body: { id: 987_654_321, otp: code } }));
      expect(unknown.status).toBe(404);
      expect(unknown.message).toBe(serverMessages.userNotFound);
      expect((await phoneOf(user.id)).phone_verified_at).toBeNull();
    });

    it('refuses a malformed request (422)', async () => {
      const response = await rawCall(server, 'POST', '/phone_verifications/verify_user_from_otp', {
        json: { id: 'x', otp: '12' },
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        error: { fields: { otp: phoneCodeMessages.signUpCodeLength } },
      });
      expect(Object.keys(errorResponseSchema.parse(response.body).error.fields ?? {}).sort()).toEqual(['id', 'otp']);
    });
  });
});

import {
  errorResponseSchema,
  oneTimeCodeLimits,
  phoneCodeMessages,
  serverMessages,
  signUpMessages,
} from '@cloudexperts/domain';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { CodeRow } from './rows.ts';
import { useTestServer } from './helpers.ts';
import { clientFor, createUser, failureOf, lastMessageTo, rawCall, tokenFor, storedDigest } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

interface UserPhoneRow {
  phone_number: string | null;
  phone_verified_at: Date | null;
}

let numberSeed = Math.floor(Math.random() * 1_000_000);
/** A fresh US number for each test, so their codes never meet. */
const newNumber = () => `+1415${String((numberSeed += 1) % 10_000_000).padStart(7, '0')}`;

describe(`phone codes on ${kind}`, () => {
  const server = useTestServer();
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
      expect(row).toMatchObject({
        purpose: 'phone_sign_up',
        user_id: null,
        code_hash: storedDigest(server, code),
        send_count: 1,
      });
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

    it("texts a 6-digit code for an account's pending number, and refuses an unknown user on id (422)", async () => {
      const phone = newNumber();
      const user = await createUser(server, { phoneNumber: phone });
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

    it("refuses a signed-out code for any number but the account's own pending one: nobody can put their phone on another account", async () => {
      // The victim has no phone; the attacker asks for a code to their own number on the victim's id.
      const victim = await createUser(server);
      const attackerPhone = newNumber();
      const refused = await failureOf(
        anonymous().sendPhoneCode({ body: { phone_number: attackerPhone, id: victim.id } }),
      );
      expect(refused.status).toBe(422);
      expect(refused.fields).toEqual({ phone_number: serverMessages.phoneNotPending });
      expect(await codesTo(attackerPhone)).toHaveLength(0);
      expect(await lastMessageTo(server, attackerPhone)).toBeUndefined();

      // Nor another number than the one the account's sign-up gave, nor once it is verified.
      const pending = newNumber();
      const owner = await createUser(server, { phoneNumber: pending });
      const otherNumber = await failureOf(
        anonymous().sendPhoneCode({ body: { phone_number: attackerPhone, id: owner.id } }),
      );
      expect(otherNumber.fields).toEqual({ phone_number: serverMessages.phoneNotPending });
      await db()('users').where({ id: owner.id }).update({ phone_verified_at: new Date() });
      const verified = await failureOf(anonymous().sendPhoneCode({ body: { phone_number: pending, id: owner.id } }));
      expect(verified.fields).toEqual({ phone_number: serverMessages.phoneNotPending });
      expect(await codesTo(pending)).toHaveLength(0);
      expect((await phoneOf(victim.id)).phone_verified_at).toBeNull();
    });

    it('refuses a number already verified on another account, whoever asks (422, nothing sent)', async () => {
      const phone = newNumber();
      const holder = await createUser(server, { phoneNumber: phone });
      await db()('users').where({ id: holder.id }).update({ phone_verified_at: new Date() });
      const signUp = await failureOf(anonymous().sendPhoneCode({ body: { phone_number: phone } }));
      expect(signUp.status).toBe(422);
      expect(signUp.fields).toEqual({ phone_number: serverMessages.phoneTaken });
      const { api } = await signedIn();
      const settings = await failureOf(api.sendPhoneCode({ body: { phone_number: phone } }));
      expect(settings.fields).toEqual({ phone_number: serverMessages.phoneTaken });
      expect(await codesTo(phone)).toHaveLength(0);
    });

    it('limits codes per number and per account, whatever the address (429)', async () => {
      const phone = newNumber();
      for (let send = 0; send < 5; send += 1) {
        await anonymous().sendPhoneCode({ body: { phone_number: phone } });
        await codesTo(phone).update({ next_send_at: new Date(Date.now() - 1000) });
        // A new address each time changes nothing: the counter is the number's.
        await db()('rate_limits').where('key', 'like', 'codeSendPerIp:%').delete();
      }
      const limited = await rawCall(server, 'POST', '/phone_verifications/send_otp', { json: { phone_number: phone } });
      expect(limited.status).toBe(429);
      expect(await codesTo(phone)).toHaveLength(5);

      const { api } = await signedIn();
      for (let send = 0; send < 5; send += 1) await api.sendPhoneCode({ body: { phone_number: newNumber() } });
      const perAccount = await failureOf(api.sendPhoneCode({ body: { phone_number: newNumber() } }));
      expect(perAccount.status).toBe(429);
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

    it('refuses a settings code for a number verified on another account meanwhile, keeping the code live', async () => {
      const { user, api } = await signedIn();
      const phone = newNumber();
      await api.sendPhoneCode({ body: { phone_number: phone } });
      const code = await textedCode(phone);
      const other = await createUser(server, { phoneNumber: phone });
      await db()('users').where({ id: other.id }).update({ phone_verified_at: new Date() });
      const taken = await failureOf(api.verifyPhoneCode({ body: { otp: code, phone } }));
      expect(taken.status).toBe(422);
      expect(taken.fields).toEqual({ phone: serverMessages.phoneTaken });
      expect(await phoneOf(user.id)).toEqual({ phone_number: null, phone_verified_at: null });
      expect((await codesTo(phone))[0]?.verified_at).toBeNull();
    });

    it('lets only one of two accounts racing to verify one number win; the other is told why', async () => {
      const phone = newNumber();
      const racers = [await signedIn(), await signedIn()];
      const codes: string[] = [];
      for (const { api } of racers) {
        await api.sendPhoneCode({ body: { phone_number: phone } });
        codes.push(await textedCode(phone));
      }
      const outcomes = await Promise.allSettled(
        racers.map(({ api }, index) => api.verifyPhoneCode({ body: { otp: codes[index] ?? '', phone } })),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const [lost] = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect((lost as PromiseRejectedResult).reason).toMatchObject({
        status: 422,
        fields: { phone: serverMessages.phoneTaken },
      });
      const verified = await db()('users').where({ phone_number: phone }).whereNotNull('phone_verified_at');
      expect(verified).toHaveLength(1);
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

    it('limits tries per address (429 with Retry-After), and per number from any address', async () => {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const response = await rawCall(server, 'POST', '/phone_verifications/verify_otp', {
          json: { otp: '123456', phone: newNumber() },
        });
        expect(response.status).toBe(422);
      }
      const limited = await rawCall(server, 'POST', '/phone_verifications/verify_otp', {
        json: { otp: '123456', phone: newNumber() },
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

      const phone = newNumber();
      for (let attempt = 0; attempt < 15; attempt += 1) {
        await db()('rate_limits').where('key', 'like', 'codeVerifyPerIp:%').delete();
        const response = await rawCall(server, 'POST', '/phone_verifications/verify_otp', {
          json: { otp: '123456', phone },
        });
        expect(response.status).toBe(422);
      }
      await db()('rate_limits').where('key', 'like', 'codeVerifyPerIp:%').delete();
      const perNumber = await rawCall(server, 'POST', '/phone_verifications/verify_otp', {
        json: { otp: '123456', phone },
      });
      expect(perNumber.status).toBe(429);
    });
  });

  describe('POST /phone_verifications/verify_user_from_otp', () => {
    it("verifies the account's pending phone with the code texted to it, logging the change", async () => {
      const phone = newNumber();
      const user = await createUser(server, { phoneNumber: phone });
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
      expect(await db()('security_events').where({ user_id: user.id })).toMatchObject([
        { kind: 'phone_changed', detail: { phone_number: phone } },
      ]);
    });

    it('refuses the code once the number is verified on another account, verifying nothing', async () => {
      const phone = newNumber();
      const user = await createUser(server, { phoneNumber: phone });
      await anonymous().sendPhoneCode({ body: { phone_number: phone, id: user.id } });
      const code = await textedCode(phone);
      // Meanwhile another account verified the same number.
      const other = await createUser(server, { phoneNumber: phone });
      await db()('users').where({ id: other.id }).update({ phone_verified_at: new Date() });
      const taken = await failureOf(anonymous().verifyUserFromCode({ body: { id: user.id, otp: code } }));
      expect(taken.status).toBe(422);
      expect(taken.fields).toEqual({ id: serverMessages.phoneTaken });
      expect((await phoneOf(user.id)).phone_verified_at).toBeNull();
      expect((await codesTo(phone))[0]?.verified_at).toBeNull();
    });

    it('refuses a wrong code (422), counting it, and an expired one', async () => {
      const phone = newNumber();
      const user = await createUser(server, { phoneNumber: phone });
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
      const phone = newNumber();
      const owner = await createUser(server, { phoneNumber: phone });
      await anonymous().sendPhoneCode({ body: { phone_number: phone, id: owner.id } });
      const code = await textedCode(phone);
      const user = await createUser(server, { phoneNumber: phone });
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

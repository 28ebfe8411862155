import { randomUUID } from 'node:crypto';
import { productName, serverMessages, signUpMessages, type SignUpRequest } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { rateLimits } from '../src/http/rateLimit.ts';
import type { LinkRow, UserRow } from './rows.ts';
import { useTestServer } from './helpers.ts';
import { clientFor, createUser, form, lastMessageTo, rawCall, storedDigest } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** Passes the first sign-up form's rule (8+, lower, upper, digit, one of @$!%*?&). */
const PASSWORD = 'Cloud@2026x';

const newEmail = () => `signup-${randomUUID().slice(0, 8)}@example.test`;

function signUpBody(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: newEmail(),
    password: PASSWORD,
    confirm_password: PASSWORD,
    country: 'United States',
    termsCheckBox: true,
    subcribe: true,
    ...overrides,
  };
}

describe(`POST /signup on ${kind}`, () => {
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
  const totals = async () => ({ users: await countRows('users'), outbox: await countRows('outbox') });

  it('creates a Project Manager by default, with a hashed password, and mails a confirmation link that is stored hashed', async () => {
    const body = signUpBody({ email: newEmail().toUpperCase(), country: 'united states' });
    const answer = await clientFor(server).signUp({ body });
    const email = body.email.toLowerCase();
    expect(answer.message).toBe(serverMessages.signedUp);
    expect(answer.user).toMatchObject({ email, role: 'project_manager', full_name: 'Ada Lovelace' });

    const user = await row<UserRow>('users', { id: answer.user.id });
    expect(user).toMatchObject({ uuid: answer.user.uuid, email, first_name: 'Ada', country_id: 231, subscribe: true });
    expect(String(user.password_hash)).toMatch(/^\$argon2id\$/);
    expect(user.terms_accepted_at).not.toBeNull();
    expect(user.email_confirmed_at).toBeNull();
    expect(user.phone_verified_at).toBeNull();

    const mail = await lastMessageTo(server, email);
    expect(mail?.subject).toBe('Confirm your email');
    const token = /^\/login_page\/([\w-]+)$/.exec(mail?.action_path ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(30);
    expect(mail?.body).toContain(`${server.origin}/login_page/${token}`);
    expect(mail?.body).toContain(productName);

    const confirmation = await row<LinkRow>('email_confirmations', { user_id: answer.user.id });
    expect(confirmation.token_hash).toBe(storedDigest(server, token));
    expect(confirmation.token_hash).not.toBe(token);
    const lifetimeHours = (new Date(confirmation.expires_at).getTime() - Date.now()) / 3_600_000;
    expect(lifetimeHours).toBeGreaterThan(71);
    expect(lifetimeHours).toBeLessThanOrEqual(72);
  });

  it('keeps the role asked for, and prefers country_id to the name', async () => {
    const answer = await clientFor(server).signUp({
      body: signUpBody({ role: 'freelancer', country_id: 1, country: 'Whatever' }),
    });
    expect(answer.user.role).toBe('freelancer');
    expect((await row<UserRow>('users', { id: answer.user.id })).country_id).toBe(1);
  });

  it('stores an unverified phone when phone_verified is not set', async () => {
    const answer = await clientFor(server).signUp({ body: signUpBody({ phone: '+14155550100' }) });
    const user = await row<UserRow>('users', { id: answer.user.id });
    expect(user.phone_number).toBe('+14155550100');
    expect(user.phone_verified_at).toBeNull();
  });

  it('refuses an unknown country (by name or by id) on the country field, writing nothing', async () => {
    const before = await totals();
    for (const fields of [{ country: 'Atlantis' }, { country_id: 99_999 }]) {
      const response = await rawCall(server, 'POST', '/signup', { body: form({ ...signUpBody(), ...fields }) });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ error: { fields: { country: serverMessages.countryUnknown } } });
    }
    expect(await totals()).toEqual(before);
  });

  it('refuses a taken email, whatever its case, writing nothing', async () => {
    const existing = await createUser(server);
    const before = await totals();
    const response = await rawCall(server, 'POST', '/signup', {
      body: form({ ...signUpBody(), email: existing.email.toUpperCase() }),
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      error: {
        code: 'validation_failed',
        message: serverMessages.emailTaken,
        fields: { email: serverMessages.emailTaken },
      },
    });
    expect(await totals()).toEqual(before);
  });

  it('answers 422 emailTaken to the loser of two simultaneous sign-ups with one address', async () => {
    const body = signUpBody();
    const responses = await Promise.all(
      [1, 2].map(() => rawCall(server, 'POST', '/signup', { body: form({ ...body }) })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 422]);
    expect(responses.find((response) => response.status === 422)?.body).toMatchObject({
      error: { fields: { email: serverMessages.emailTaken } },
    });
    expect(await countRows('users', { email: body.email })).toBe(1);
    expect(await countRows('outbox', { recipient: body.email })).toBe(1);
  });

  it('checks every field with the spec messages before writing anything', async () => {
    const before = await totals();
    const cases: Array<[Record<string, string | boolean | undefined>, string, unknown]> = [
      [{ first_name: '' }, 'first_name', signUpMessages.firstNameRequired],
      [{ last_name: undefined }, 'last_name', signUpMessages.lastNameRequired],
      [{ email: 'not-an-email' }, 'email', signUpMessages.emailInvalid],
      [{ password: 'short1!', confirm_password: 'short1!' }, 'password', signUpMessages.passwordRule],
      [{ password: 'alllowercase1@', confirm_password: 'alllowercase1@' }, 'password', signUpMessages.passwordRule],
      [{ confirm_password: 'Other@2026x' }, 'confirm_password', signUpMessages.passwordMismatch],
      [{ country: '' }, 'country', signUpMessages.locationRequired],
      [{ termsCheckBox: false }, 'termsCheckBox', signUpMessages.fieldBlank],
      [{ subcribe: undefined }, 'subcribe', signUpMessages.fieldBlank],
      [{ phone: '12345' }, 'phone', signUpMessages.phoneInvalid],
      [{ role: 'admin' }, 'role', expect.any(String)],
    ];
    for (const [fields, field, message] of cases) {
      const response = await rawCall(server, 'POST', '/signup', { body: form({ ...signUpBody(), ...fields }) });
      expect(response.status, field).toBe(422);
      expect(response.body, field).toMatchObject({
        error: { code: 'validation_failed', fields: { [field]: message } },
      });
    }
    expect(await totals()).toEqual(before);
  });

  describe('the phone variant', () => {
    const newPhone = () => `+1415${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    /** A sign-up code for the number, verified `minutesAgo` ago (the phone module writes these). */
    async function verifiedCode(phone: string, minutesAgo: number, consumed = false) {
      const [row] = await db()('one_time_codes')
        .insert({
          purpose: 'phone_sign_up',
          destination: phone,
          code_hash: storedDigest(server, '123456'),
          expires_at: db().raw(`now() + interval '10 minutes'`),
          next_send_at: db().fn.now(),
          verified_at: db().raw(`now() - (? * interval '1 minute')`, [minutesAgo]),
          consumed_at: consumed ? db().fn.now() : null,
        })
        .returning<Array<{ id: string | number }>>('id');
      return row?.id;
    }

    it('uses up a code verified in the last 30 minutes and marks the phone verified', async () => {
      const phone = newPhone();
      const codeId = await verifiedCode(phone, 5);
      const answer = await clientFor(server).signUp({
        body: signUpBody({ phone_number: phone, phone_verified: true }),
      });
      const user = await row<UserRow>('users', { id: answer.user.id });
      expect(user.phone_number).toBe(phone);
      expect(user.phone_verified_at).not.toBeNull();
      expect((await row<{ consumed_at: Date | null }>('one_time_codes', { id: codeId })).consumed_at).not.toBeNull();

      // The same code cannot verify a second account.
      const again = await rawCall(server, 'POST', '/signup', {
        body: form({ ...signUpBody(), phone_number: phone, phone_verified: true }),
      });
      expect(again.status).toBe(422);
      expect(again.body).toMatchObject({ error: { fields: { phone_number: serverMessages.phoneNotVerified } } });
    });

    it('refuses a number with no code, an old code or a used one, writing nothing', async () => {
      const stale = newPhone();
      await verifiedCode(stale, 31);
      const used = newPhone();
      await verifiedCode(used, 1, true);
      const before = await totals();
      for (const phone of [newPhone(), stale, used]) {
        const response = await rawCall(server, 'POST', '/signup', {
          body: form({ ...signUpBody(), phone_number: phone, phone_verified: 'true' }),
        });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ error: { fields: { phone_number: serverMessages.phoneNotVerified } } });
      }
      const missing = await rawCall(server, 'POST', '/signup', {
        body: form({ ...signUpBody(), phone_verified: true }),
      });
      expect(missing.status).toBe(422);
      expect(missing.body).toMatchObject({ error: { fields: { phone_number: signUpMessages.phoneMissing } } });
      expect(await totals()).toEqual(before);
      expect(await countRows('one_time_codes', { destination: stale, consumed_at: null })).toBe(1);
    });
  });

  it('answers 429 with Retry-After once the per-address limit is used up, writing nothing', async () => {
    await clientFor(server).signUp({ body: signUpBody() });
    await db()('rate_limits').where('key', 'like', 'signUpPerIp:%').update({ count: rateLimits.signUpPerIp.limit });
    const before = await totals();
    const response = await rawCall(server, 'POST', '/signup', { body: form({ ...signUpBody() }) });
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({ error: { code: 'rate_limited', message: serverMessages.tooManyRequests } });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await totals()).toEqual(before);
  });
});

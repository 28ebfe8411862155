import {
  changePasswordMessages,
  errorResponseSchema,
  serverMessages,
  signUpMessages,
  successMessages,
  type Role,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { verifySecret } from '../src/auth/passwords.ts';
import { openSession } from '../src/auth/sessions.ts';
import { signAccessToken } from '../src/auth/tokens.ts';
import { useTestServer } from './helpers.ts';
import {
  clientFor,
  createUser,
  failureOf,
  GOOD_PASSWORD,
  insertJob,
  rawCall,
  type TestUser,
  tokenFor,
  signedInAs,
} from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** The fields a 422 answer names. */
const fieldNames = (body: unknown) => Object.keys(errorResponseSchema.parse(body).error.fields ?? {});

/** The failure of a call, for asserting on status, code, message and fields. */
describe(`users on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;

  const signedIn = (role: Role = 'freelancer', overrides: Parameters<typeof createUser>[1] = {}) =>
    signedInAs(server, role, overrides);

  async function addProfile(user: TestUser, picture: string | null) {
    const [row] = await db()('freelancer_profiles')
      .insert({
        user_id: user.id,
        name_or_company: `${user.firstName} ${user.lastName}`,
        current_job_title: 'Cloud Architect',
        profile_picture_url: picture,
        current_location_country: 'Germany',
        primary_platform: 'Amazon',
        hourly_rate_cents: 9000,
      })
      .returning<Array<{ uuid: string }>>('uuid');
    if (!row) throw new Error('profile insert returned nothing');
    return row.uuid;
  }

  describe('GET /current_user_details', () => {
    it('answers 401 Not an authorized user without a token', async () => {
      const response = await rawCall(server, 'GET', '/current_user_details');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: { code: 'unauthenticated', message: 'Not an authorized user' } });
    });

    it('answers 401 Signature has expired for an expired token', async () => {
      const user = await createUser(server);
      const { sessionId } = await openSession(db(), server.secrets.tokenSecret, {
        userId: user.id,
        userUuid: user.uuid,
        role: user.role,
        rememberMe: false,
      });
      const expired = await signAccessToken(
        { sub: user.uuid, sid: sessionId, role: user.role },
        server.secrets.tokenSecret,
        new Date(Date.now() - 60_000),
      );
      const response = await rawCall(server, 'GET', '/current_user_details', { token: expired });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { message: 'Signature has expired' } });
    });

    it('describes a freelancer without a profile', async () => {
      const { user, api } = await signedIn('freelancer', { firstName: 'Ada', lastName: 'Lovelace' });
      const details = await api.currentUser();
      expect(details).toMatchObject({
        id: user.id,
        uuid: user.uuid,
        email: user.email,
        role: 'freelancer',
        first_name: 'Ada',
        last_name: 'Lovelace',
        full_name: 'Ada Lovelace',
        phone_number: null,
        phone_verified: false,
        country: { id: 231, name: 'United States', iso2: 'US' },
        subscribe: true,
        email_confirmed: true,
        professional_profile_created: false,
        is_security_ques_added: false,
        image_url: null,
        user_profile: null,
        is_google_access: false,
        profile: null,
        last_active_at: null,
      });
      const stored = await db()('users').where({ id: user.id }).first<{ created_at: Date | string }>('created_at');
      expect(details.created_at).toBe(new Date(stored.created_at).toISOString());
    });

    it('describes a complete freelancer: profile, open job counts, question, calendar access, verified phone', async () => {
      const { user, api } = await signedIn('freelancer', { phoneNumber: '+14155550100' });
      const profileUuid = await addProfile(user, 'https://files.example.test/ada.png');
      await db()('users').where({ id: user.id }).update({ phone_verified_at: new Date(), email_confirmed_at: null });
      await db()('security_questions').insert({
        user_id: user.id,
        question: 'In which city were you born?',
        answer_hash: 'x',
      });
      // is_google_access is the meeting provider's calendar grant (the connect step of issue 16).
      await db()('calendar_grants').insert({
        user_id: user.id,
        provider: 'offline',
        access_token: 'v1.sealed',
        scope: 'offline',
      });

      const before = await api.currentUser();
      const manager = await createUser(server, { role: 'project_manager' });
      for (const job of [
        { title: 'Open contract 1', job_pay_type: 'fixed' },
        { title: 'Open contract 2', job_pay_type: 'fixed' },
        { title: 'Open hourly', job_pay_type: 'hourly' },
        { title: 'Draft contract', status: 'draft', job_pay_type: 'fixed' },
        { title: 'Closed', status: 'closed', job_pay_type: 'fixed' },
      ] as const) {
        await insertJob(server, manager.id, job);
      }
      const deleted = await insertJob(server, manager.id, { title: 'Deleted contract', job_pay_type: 'fixed' });
      await db()('jobs').where({ id: deleted }).update({ deleted_at: new Date() });
      const after = await api.currentUser();

      expect(after).toMatchObject({
        phone_number: '+14155550100',
        phone_verified: true,
        email_confirmed: false,
        professional_profile_created: true,
        is_security_ques_added: true,
        image_url: 'https://files.example.test/ada.png',
        user_profile: { freelancer_uuid: profileUuid },
        is_google_access: true,
        profile: {
          profile_picture: 'https://files.example.test/ada.png',
          current_job_title: 'Cloud Architect',
          current_location_country: 'Germany',
        },
      });
      expect(before.profile).not.toBeNull();
      expect((after.profile?.available_jobs ?? 0) - (before.profile?.available_jobs ?? 0)).toBe(3);
      expect(
        (after.profile?.available_jobs_for_contract ?? 0) - (before.profile?.available_jobs_for_contract ?? 0),
      ).toBe(2);
      const open = await db()('jobs')
        .where({ status: 'open' })
        .whereNull('deleted_at')
        .count<Array<{ open: string | number }>>({ open: '*' })
        .first();
      expect(after.profile?.available_jobs).toBe(Number(open?.open));
    });

    it('does not count a sign-in identity (Google or facebook) as calendar access', async () => {
      const { user, api } = await signedIn('project_manager');
      for (const provider of ['google', 'facebook']) {
        await db()('user_identities').insert({
          user_id: user.id,
          provider,
          subject: `${provider}-${user.uuid}`,
          email: user.email,
        });
      }
      expect((await api.currentUser()).is_google_access).toBe(false);
      // Another provider's grant is not this one's.
      await db()('calendar_grants').insert({ user_id: user.id, provider: 'google', access_token: 'v1.x', scope: 's' });
      expect((await api.currentUser()).is_google_access).toBe(false);
    });
  });

  describe('GET /users/:id/user_details', () => {
    it('answers the user themself', async () => {
      const { user, api } = await signedIn('project_manager');
      const details = await api.userDetails({ params: { id: user.id } });
      expect(details).toMatchObject({ id: user.id, role: 'project_manager', profile: null });
    });

    it.each(['admin', 'coordinator', 'support'] as const)('answers %s about another user', async (role) => {
      const other = await createUser(server, { firstName: 'Grace', lastName: 'Hopper' });
      const { api } = await signedIn(role);
      const details = await api.userDetails({ params: { id: other.id } });
      expect(details).toMatchObject({ id: other.id, full_name: 'Grace Hopper', email: other.email });
    });

    it.each(['freelancer', 'project_manager'] as const)(
      'refuses a %s asking about another user (403)',
      async (role) => {
        const other = await createUser(server);
        const { api } = await signedIn(role);
        const error = await failureOf(api.userDetails({ params: { id: other.id } }));
        expect(error.status).toBe(403);
        expect(error.body).toEqual({ error: { code: 'forbidden', message: serverMessages.notAllowed } });
      },
    );

    it('answers 404 to staff for an unknown id, 403 to others (nothing revealed)', async () => {
      const { api: admin } = await signedIn('admin');
      const missing = await failureOf(admin.userDetails({ params: { id: 987_654_321 } }));
      expect(missing.status).toBe(404);
      expect(missing.message).toBe(serverMessages.userNotFound);
      const { api: freelancer } = await signedIn('freelancer');
      expect((await failureOf(freelancer.userDetails({ params: { id: 987_654_321 } }))).status).toBe(403);
    });

    it('answers 422 for an id that is not a number and 401 without a token', async () => {
      const { token } = await signedIn();
      const bad = await rawCall(server, 'GET', '/users/abc/user_details', { token });
      expect(bad.status).toBe(422);
      expect(errorResponseSchema.parse(bad.body).error).toMatchObject({ code: 'validation_failed' });
      expect(fieldNames(bad.body)).toEqual(['id']);
      const anonymous = await rawCall(server, 'GET', '/users/1/user_details');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ error: { message: 'Not an authorized user' } });
    });
  });

  describe('PUT /users/:id', () => {
    it('updates the user themself and answers the new details', async () => {
      const { user, api } = await signedIn();
      const result = await api.updateUser({
        params: { id: user.id },
        body: { first_name: '  Katherine ', last_name: 'Johnson', country_id: 82, subscribe: false },
      });
      expect(result.message).toBe(successMessages.accountUpdated);
      expect(result.user).toMatchObject({
        id: user.id,
        first_name: 'Katherine',
        full_name: 'Katherine Johnson',
        subscribe: false,
        country: { id: 82 },
      });
      const stored = await db()('users')
        .where({ id: user.id })
        .first<{ first_name: string; country_id: number; subscribe: boolean }>();
      expect(stored).toMatchObject({ first_name: 'Katherine', country_id: 82, subscribe: false });
    });

    it("sets, trims and clears a Project Manager's company name, which then names them as a client", async () => {
      const { user, api } = await signedIn('project_manager');
      const set = await api.updateUser({ params: { id: user.id }, body: { company_name: '  Northwind Cloud ' } });
      expect(set.user.company_name).toBe('Northwind Cloud');
      const stored = await db()('users').where({ id: user.id }).first<{ company_name: string | null }>('company_name');
      expect(stored.company_name).toBe('Northwind Cloud');
      expect((await api.currentUser()).company_name).toBe('Northwind Cloud');

      const blank = await api.updateUser({ params: { id: user.id }, body: { company_name: '   ' } });
      expect(blank.user.company_name).toBeNull();
      await api.updateUser({ params: { id: user.id }, body: { company_name: 'Contoso' } });
      const cleared = await api.updateUser({ params: { id: user.id }, body: { company_name: null } });
      expect(cleared.user.company_name).toBeNull();
    });

    it.each(['freelancer', 'admin'] as const)(
      'refuses a company name for a %s account (422), nothing written',
      async (role) => {
        const { user, api } = await signedIn(role);
        const error = await failureOf(
          api.updateUser({ params: { id: user.id }, body: { first_name: 'Changed', company_name: 'Acme' } }),
        );
        expect(error.status).toBe(422);
        expect(error.fields).toEqual({ company_name: serverMessages.companyNameManagersOnly });
        const stored = await db()('users')
          .where({ id: user.id })
          .first<{ first_name: string; company_name: string | null }>('first_name', 'company_name');
        expect(stored).toEqual({ first_name: 'Test', company_name: null });
      },
    );

    it('refuses a company name over 100 characters or of the wrong type (422)', async () => {
      const { user, token } = await signedIn('project_manager');
      const long = await rawCall(server, 'PUT', `/users/${user.id}`, {
        token,
        json: { company_name: 'x'.repeat(101) },
      });
      expect(long.status).toBe(422);
      expect(errorResponseSchema.parse(long.body).error.fields).toEqual({
        company_name: serverMessages.companyNameTooLong,
      });
      const wrongType = await rawCall(server, 'PUT', `/users/${user.id}`, { token, json: { company_name: 42 } });
      expect(wrongType.status).toBe(422);
      expect(fieldNames(wrongType.body)).toEqual(['company_name']);
    });

    it('lets an admin update another user', async () => {
      const other = await createUser(server, { role: 'project_manager' });
      const { api } = await signedIn('admin');
      const result = await api.updateUser({ params: { id: other.id }, body: { last_name: 'Renamed' } });
      expect(result.user).toMatchObject({ id: other.id, last_name: 'Renamed' });
    });

    it.each(['freelancer', 'project_manager', 'coordinator', 'support'] as const)(
      'refuses a %s updating another user (403), nothing written',
      async (role) => {
        const other = await createUser(server, { lastName: 'Original' });
        const { api } = await signedIn(role);
        const error = await failureOf(api.updateUser({ params: { id: other.id }, body: { last_name: 'Hacked' } }));
        expect(error.status).toBe(403);
        expect(error.message).toBe(serverMessages.notAllowed);
        const stored = await db()('users').where({ id: other.id }).first<{ last_name: string }>('last_name');
        expect(stored.last_name).toBe('Original');
      },
    );

    it('answers 404 to an admin for an unknown user', async () => {
      const { api } = await signedIn('admin');
      const error = await failureOf(api.updateUser({ params: { id: 987_654_321 }, body: { first_name: 'Nobody' } }));
      expect(error.status).toBe(404);
      expect(error.message).toBe(serverMessages.userNotFound);
    });

    it('refuses an unknown country on country_id (422), nothing written', async () => {
      const { user, api } = await signedIn();
      const error = await failureOf(
        api.updateUser({ params: { id: user.id }, body: { first_name: 'Changed', country_id: 99_999 } }),
      );
      expect(error.status).toBe(422);
      expect(error.fields).toEqual({ country_id: serverMessages.countryUnknown });
      const stored = await db()('users').where({ id: user.id }).first<{ first_name: string; country_id: number }>();
      expect(stored).toMatchObject({ first_name: 'Test', country_id: 231 });
    });

    it('refuses an empty or blank update (422) and answers 401 without a token', async () => {
      const { user, token } = await signedIn();
      const empty = await rawCall(server, 'PUT', `/users/${user.id}`, { token, json: {} });
      expect(empty.status).toBe(422);
      const blank = await rawCall(server, 'PUT', `/users/${user.id}`, { token, json: { first_name: '   ' } });
      expect(blank.status).toBe(422);
      expect(fieldNames(blank.body)).toEqual(['first_name']);
      const anonymous = await rawCall(server, 'PUT', `/users/${user.id}`, { json: { first_name: 'X' } });
      expect(anonymous.status).toBe(401);
      const stored = await db()('users').where({ id: user.id }).first<{ first_name: string }>('first_name');
      expect(stored.first_name).toBe('Test');
    });
  });

  describe('PATCH /update_password/:id', () => {
    const NEW_PASSWORD = 'Fresh!pass9';
    const change = (current = GOOD_PASSWORD, password = NEW_PASSWORD, confirmation = password) => ({
      user: { current_password: current, password, password_confirmation: confirmation },
    });
    const storedHash = async (user: TestUser) =>
      (await db()('users').where({ id: user.id }).first<{ password_hash: string | null }>('password_hash'))
        .password_hash;

    it('changes the password; without sign-out every other session keeps working', async () => {
      const { user, api } = await signedIn();
      const other = clientFor(server, await tokenFor(server, user));
      const result = await api.changePassword({
        params: { id: user.id },
        body: { ...change(), sign_out_all_devices: false },
      });
      expect(result).toEqual({ message: successMessages.accountUpdated, signed_out_sessions: 0 });
      expect(await verifySecret(await storedHash(user), NEW_PASSWORD)).toBe(true);
      expect(await verifySecret(await storedHash(user), GOOD_PASSWORD)).toBe(false);
      const stored = await db()('users')
        .where({ id: user.id })
        .first<{ password_changed_at: Date | null }>('password_changed_at');
      expect(stored.password_changed_at).not.toBeNull();
      expect((await other.currentUser()).id).toBe(user.id);
    });

    it('with sign_out_all_devices ends every other session (401 Invalid user) and keeps this one', async () => {
      const { user, api } = await signedIn();
      const otherToken = await tokenFor(server, user);
      const thirdToken = await tokenFor(server, user);
      const result = await api.changePassword({
        params: { id: user.id },
        body: { ...change(), sign_out_all_devices: true },
      });
      expect(result.signed_out_sessions).toBe(2);
      for (const token of [otherToken, thirdToken]) {
        const response = await rawCall(server, 'GET', '/current_user_details', { token });
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ error: { message: 'Invalid user' } });
      }
      expect((await api.currentUser()).id).toBe(user.id);
    });

    it('refuses a wrong current password on user.current_password (422), nothing changes', async () => {
      const { user, api } = await signedIn();
      const other = await tokenFor(server, user);
      const before = await storedHash(user);
      const error = await failureOf(
        api.changePassword({ params: { id: user.id }, body: { ...change('Wrong#pass1'), sign_out_all_devices: true } }),
      );
      expect(error.status).toBe(422);
      expect(error.fields).toEqual({ 'user.current_password': serverMessages.currentPasswordWrong });
      expect(await storedHash(user)).toBe(before);
      expect((await rawCall(server, 'GET', '/current_user_details', { token: other })).status).toBe(200);
    });

    it('refuses an account without a password the same way', async () => {
      const { user, api } = await signedIn('freelancer', { password: null });
      const error = await failureOf(api.changePassword({ params: { id: user.id }, body: change('Anything#1') }));
      expect(error.status).toBe(422);
      expect(error.fields).toEqual({ 'user.current_password': serverMessages.currentPasswordWrong });
      expect(await storedHash(user)).toBeNull();
    });

    it('applies the spec rules: same as current, the password rule, the confirmation', async () => {
      const { user, token } = await signedIn();
      const before = await storedHash(user);
      const path = `/update_password/${user.id}`;
      const same = await rawCall(server, 'PATCH', path, { token, json: change(GOOD_PASSWORD, GOOD_PASSWORD) });
      expect(same.status).toBe(422);
      expect(same.body).toMatchObject({ error: { fields: { 'user.password': changePasswordMessages.sameAsCurrent } } });
      const weak = await rawCall(server, 'PATCH', path, { token, json: change(GOOD_PASSWORD, 'short') });
      expect(weak.body).toMatchObject({ error: { fields: { 'user.password': signUpMessages.passwordRule } } });
      const mismatch = await rawCall(server, 'PATCH', path, {
        token,
        json: change(GOOD_PASSWORD, NEW_PASSWORD, 'Other!pass9'),
      });
      expect(mismatch.body).toMatchObject({
        error: { fields: { 'user.password_confirmation': changePasswordMessages.confirmMismatch } },
      });
      const blank = await rawCall(server, 'PATCH', path, { token, json: change('', NEW_PASSWORD) });
      expect(blank.body).toMatchObject({ error: { fields: { 'user.current_password': signUpMessages.fieldBlank } } });
      expect(await storedHash(user)).toBe(before);
    });

    it.each(['freelancer', 'admin', 'coordinator', 'support'] as const)(
      "refuses a %s changing another user's password (403)",
      async (role) => {
        const victim = await createUser(server);
        const before = await storedHash(victim);
        const { api } = await signedIn(role);
        const error = await failureOf(api.changePassword({ params: { id: victim.id }, body: change() }));
        expect(error.status).toBe(403);
        expect(error.body?.error.code).toBe('forbidden');
        expect(await storedHash(victim)).toBe(before);
      },
    );

    it('answers 401 without a token', async () => {
      const response = await rawCall(server, 'PATCH', '/update_password/1', { json: change() });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { message: 'Not an authorized user' } });
    });

    it('limits password checks per user: 429 with Retry-After after ten tries', async () => {
      const { user, token } = await signedIn();
      const path = `/update_password/${user.id}`;
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await rawCall(server, 'PATCH', path, { token, json: change('Wrong#pass1') });
        expect(response.status).toBe(422);
      }
      const limited = await rawCall(server, 'PATCH', path, { token, json: change() });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body).toMatchObject({ error: { code: 'rate_limited', message: serverMessages.tooManyRequests } });
    });
  });

  describe('GET /update_user_activity', () => {
    it('records the time now and answers it', async () => {
      const { user, api } = await signedIn('project_manager');
      const started = Date.now();
      const result = await api.updateActivity();
      const stored = await db()('users')
        .where({ id: user.id })
        .first<{ last_active_at: Date | string }>('last_active_at');
      expect(result.last_active_at).toBe(new Date(stored.last_active_at).toISOString());
      expect(Math.abs(new Date(result.last_active_at).getTime() - started)).toBeLessThan(60_000);
      expect((await api.currentUser()).last_active_at).toBe(result.last_active_at);
    });

    it('answers 401 without a token', async () => {
      const response = await rawCall(server, 'GET', '/update_user_activity');
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { message: 'Not an authorized user' } });
    });
  });
});

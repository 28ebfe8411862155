import {
  applicationMessages,
  emptyApplicationForm,
  serverMessages,
  toCreateProfileRequest,
  type ApplicationForm,
  type Role,
} from '@cloudexperts/domain';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import {
  clientFor,
  completeFormOf,
  failureOf,
  insertUpload,
  rawCall,
  tokenFor,
  type TestUser,
  signedInAs,
} from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`the freelancer application on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;

  const signedIn = (role: Role = 'freelancer') => signedInAs(server, role);

  const uploaded = (user: TestUser, uploadKind: 'photo' | 'resume') => insertUpload(server, user, uploadKind);
  const completeForm = (user: TestUser): Promise<ApplicationForm> => completeFormOf(server, user);

  const rowCounts = async () => {
    const [profiles, applications] = await Promise.all([
      db()('freelancer_profiles').count<Array<{ count: string | number }>>('* as count'),
      db()('freelancer_applications').count<Array<{ count: string | number }>>('* as count'),
    ]);
    return { profiles: Number(profiles[0]?.count), applications: Number(applications[0]?.count) };
  };

  describe('the draft', () => {
    it('starts as a new draft at step 1, and resumes where it was saved (another device too)', async () => {
      const { user, api } = await signedIn();
      const fresh = await api.getApplication();
      expect(fresh.application).toEqual({
        status: 'draft',
        current_step: 1,
        form: emptyApplicationForm(),
        updated_at: null,
      });

      const form = { ...emptyApplicationForm(), name_or_company: 'Ada', hourly_rate: '12.345', skills: ['AWS'] };
      const saved = await api.saveApplication({ body: { current_step: 3, form } });
      expect(saved.application).toMatchObject({ status: 'draft', current_step: 3, form });

      const otherDevice = clientFor(server, await tokenFor(server, user));
      expect((await otherDevice.getApplication()).application).toMatchObject({ current_step: 3, form });
    });

    it('keeps one row per user, written over', async () => {
      const { user, api } = await signedIn();
      await api.saveApplication({ body: { current_step: 1, form: emptyApplicationForm() } });
      await api.saveApplication({ body: { current_step: 2, form: { ...emptyApplicationForm(), skills: ['A'] } } });
      const rows = await db()('freelancer_applications').where({ user_id: user.id });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ current_step: 2, status: 'draft' });
    });

    it('refuses a malformed draft with 422 and keeps the saved one', async () => {
      const { token, api } = await signedIn();
      await api.saveApplication({
        body: { current_step: 2, form: { ...emptyApplicationForm(), name_or_company: 'Ada' } },
      });
      for (const json of [
        { current_step: 0, form: emptyApplicationForm() },
        { current_step: 8, form: emptyApplicationForm() },
        { current_step: 1, form: { ...emptyApplicationForm(), primary_platform: 'Azure' } },
        { current_step: 1, form: { ...emptyApplicationForm(), about_me: 'x'.repeat(5001) } },
        { current_step: 1, form: { ...emptyApplicationForm(), skills: Array.from({ length: 31 }, (_, i) => `s${i}`) } },
        { current_step: 1 },
        'not an object',
      ]) {
        const response = await rawCall(server, 'PUT', '/profiles/application', { token, json });
        expect(response.status, JSON.stringify(json).slice(0, 80)).toBe(422);
      }
      expect((await api.getApplication()).application).toMatchObject({
        current_step: 2,
        form: { name_or_company: 'Ada' },
      });
    });

    it("refuses another user's upload in the draft as if it did not exist", async () => {
      const { api } = await signedIn();
      const other = await signedIn();
      const theirs = await uploaded(other.user, 'resume');
      const failure = await failureOf(
        api.saveApplication({ body: { current_step: 1, form: { ...emptyApplicationForm(), resume: theirs } } }),
      );
      expect(failure.status).toBe(422);
      expect(failure.fields).toEqual({ 'form.resume': serverMessages.uploadNotFound });
    });

    it('refuses a photo given as the resume', async () => {
      const { user, api } = await signedIn();
      const photo = await uploaded(user, 'photo');
      const failure = await failureOf(
        api.saveApplication({ body: { current_step: 1, form: { ...emptyApplicationForm(), resume: photo } } }),
      );
      expect(failure.fields).toEqual({ 'form.resume': serverMessages.uploadNotFound });
    });
  });

  describe('POST /profiles', () => {
    it('creates the profile pending review, marks the application submitted, and swaps the token', async () => {
      const { user, token, api } = await signedIn();
      const form = await completeForm(user);
      await api.saveApplication({ body: { current_step: 6, form } });

      const created = await api.createProfile({ body: toCreateProfileRequest(form) });
      expect(created.message).toBe(serverMessages.applicationSubmitted);

      const claims = decodeJwt(created.token);
      const before = decodeJwt(token);
      expect(claims).toMatchObject({ sub: user.uuid, sid: before.sid, role: 'freelancer', pid: created.profile_uuid });
      expect(claims.exp).toBe(before.exp);

      const profile: unknown = await db()('freelancer_profiles').where({ user_id: user.id }).first();
      expect(profile).toMatchObject({
        uuid: created.profile_uuid,
        status: 'submitted',
        name_or_company: form.name_or_company,
        primary_platform: 'Amazon',
        skills: form.skills,
        hourly_rate_cents: 8550,
        english_proficiency: form.english_proficiency,
        worked_as_expert: true,
        resume_upload_id: form.resume?.id,
        photo_upload_id: form.profile_picture?.id,
        profile_picture_url: `/api/v1/uploads/${form.profile_picture?.id ?? ''}`,
        // The block renamed as section 3 maps it (field_of_study -> area_of_study, years -> dates).
        educations: [
          {
            degree: 'BSc',
            school: 'UCL',
            area_of_study: 'Maths',
            from_date: '2008',
            to_date: '2011',
            education_description: '',
          },
        ],
      });

      // The new token works, and the application reads as submitted at step 7 from now on.
      const after = clientFor(server, created.token);
      expect((await after.getApplication()).application).toMatchObject({ status: 'submitted', current_step: 7 });
      const details = await after.currentUser();
      expect(details.professional_profile_created).toBe(true);
      expect(details.user_profile).toEqual({ freelancer_uuid: created.profile_uuid });
    });

    it('keeps a submitted profile out of every public listing until it is approved', async () => {
      const { user, api } = await signedIn();
      // A title no other card has, to search for (search reads the card's name, title, About Me, skills).
      const form = { ...(await completeForm(user)), current_job_title: `Architect ${user.uuid.slice(0, 8)}` };
      const created = await api.createProfile({ body: toCreateProfileRequest(form) });
      const visitor = clientFor(server);
      const listed = [
        ...(await visitor.sampleProfiles()).profiles,
        ...(await visitor.findFreelancers({ query: { search: form.current_job_title } })).records,
        ...(await visitor.findFreelancers({ query: { per_page: 50 } })).records,
      ];
      expect(listed.map((card) => card.uuid)).not.toContain(created.profile_uuid);

      // The same profile, approved (the admin call comes with the staff portals), is listed.
      await db()('freelancer_profiles').where({ uuid: created.profile_uuid }).update({ status: 'approved' });
      const found = await visitor.findFreelancers({ query: { search: form.current_job_title } });
      expect(found.records.map((card) => card.uuid)).toContain(created.profile_uuid);
    });

    it('submits without a saved draft too (the application row is made then)', async () => {
      const { user, api } = await signedIn();
      await api.createProfile({ body: toCreateProfileRequest(await completeForm(user)) });
      expect(await db()('freelancer_applications').where({ user_id: user.id }).first()).toMatchObject({
        status: 'submitted',
        current_step: 7,
      });
    });

    it('answers 409 to a second submit, and a draft save after it changes nothing', async () => {
      const { user, api } = await signedIn();
      const form = await completeForm(user);
      await api.createProfile({ body: toCreateProfileRequest(form) });
      const again = await failureOf(api.createProfile({ body: toCreateProfileRequest(form) }));
      expect(again.status).toBe(409);
      expect(again.message).toBe(serverMessages.applicationAlreadySubmitted);
      const save = await failureOf(api.saveApplication({ body: { current_step: 2, form } }));
      expect(save.status).toBe(409);
      expect(await db()('freelancer_profiles').where({ user_id: user.id })).toHaveLength(1);
    });

    it('two submits at once create one profile', async () => {
      const { user, api } = await signedIn();
      const body = toCreateProfileRequest(await completeForm(user));
      const results = await Promise.allSettled([api.createProfile({ body }), api.createProfile({ body })]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((result) => result.status === 'rejected');
      expect((rejected?.reason as { status?: number } | undefined)?.status).toBe(409);
      expect(await db()('freelancer_profiles').where({ user_id: user.id })).toHaveLength(1);
    });

    it('refuses a payload that breaks the rules with the spec messages, writing nothing', async () => {
      const { user, token } = await signedIn();
      const body = { ...toCreateProfileRequest(await completeForm(user)), hourly_rate: 4.5, about_me: 'short' };
      const before = await rowCounts();
      const response = await rawCall(server, 'POST', '/profiles', { token, json: body });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        error: {
          fields: {
            about_me: applicationMessages.aboutMeTooShort,
            hourly_rate: applicationMessages.hourlyRateTooLow,
          },
        },
      });
      expect(await rowCounts()).toEqual(before);
    });

    it('refuses a missing resume, a resume that is not the user own, or one that is a photo', async () => {
      const { user, api, token } = await signedIn();
      const other = await signedIn();
      const body = toCreateProfileRequest(await completeForm(user));
      const missing = await rawCall(server, 'POST', '/profiles', { token, json: { ...body, resume: '' } });
      expect(missing.body).toMatchObject({ error: { fields: { resume: applicationMessages.resumeRequired } } });

      const theirs = await uploaded(other.user, 'resume');
      const notOwn = await failureOf(api.createProfile({ body: { ...body, resume: theirs.id } }));
      expect(notOwn.fields).toEqual({ resume: serverMessages.uploadNotFound });

      const photo = await uploaded(user, 'photo');
      const wrongKind = await failureOf(
        api.createProfile({ body: { ...body, resume: photo.id, profile_picture: null } }),
      );
      expect(wrongKind.fields).toEqual({ resume: serverMessages.uploadNotFound });
      expect(await db()('freelancer_profiles').where({ user_id: user.id })).toHaveLength(0);
    });

    it('ignores a user id in the body: the profile is always the signed-in user', async () => {
      const { user, api } = await signedIn();
      const victim = await signedIn();
      const body = { ...toCreateProfileRequest(await completeForm(user)), user_id: victim.user.id };
      await api.createProfile({ body });
      expect(await db()('freelancer_profiles').where({ user_id: victim.user.id })).toHaveLength(0);
      expect(await db()('freelancer_profiles').where({ user_id: user.id })).toHaveLength(1);
    });
  });

  describe('who may call', () => {
    const calls = [
      ['GET', '/profiles/application', undefined],
      ['PUT', '/profiles/application', { current_step: 1, form: emptyApplicationForm() }],
      ['POST', '/profiles', {}],
    ] as const;

    it.each(calls)('%s %s answers 401 without a token, or with a forged or ended one', async (method, path, json) => {
      const { user, token } = await signedIn();
      expect((await rawCall(server, method, path, { json })).status).toBe(401);
      const [header, payload] = token.split('.');
      const forged = `${header ?? ''}.${payload ?? ''}.${'A'.repeat(43)}`;
      expect((await rawCall(server, method, path, { json, token: forged })).status).toBe(401);
      await db()('sessions').where({ user_id: user.id }).update({ revoked_at: new Date() });
      expect((await rawCall(server, method, path, { json, token })).status).toBe(401);
    });

    it.each(calls)('%s %s answers 403 to every role but Freelancer', async (method, path, json) => {
      for (const role of ['project_manager', 'admin', 'coordinator', 'support'] as const) {
        const { token } = await signedIn(role);
        const response = await rawCall(server, method, path, { json, token });
        expect(response.status, role).toBe(403);
        expect(response.body).toMatchObject({ error: { message: serverMessages.notAllowed } });
      }
    });

    it('a draft is only ever the signed-in user own', async () => {
      const first = await signedIn();
      const second = await signedIn();
      await first.api.saveApplication({
        body: { current_step: 4, form: { ...emptyApplicationForm(), name_or_company: 'First' } },
      });
      expect((await second.api.getApplication()).application).toMatchObject({
        current_step: 1,
        form: { name_or_company: '' },
      });
    });

    it('refuses an oversize body', async () => {
      const { token } = await signedIn();
      const json = { current_step: 1, form: { ...emptyApplicationForm(), about_me: 'x'.repeat(3_000_000) } };
      const response = await rawCall(server, 'PUT', '/profiles/application', { token, json });
      expect(response.status).toBe(413);
    });
  });
});

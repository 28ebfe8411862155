import { errorCodes, serverMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { listPendingApplications } from '../src/modules/vetting/vetting.repository.ts';
import { useTestServer } from './helpers.ts';
import { clientFor, createUser, failureOf, rawCall, submittedApplicant, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`the vetting of a submitted application on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;

  async function profileIdOf(userId: number): Promise<number> {
    const row = await db()('freelancer_profiles').where({ user_id: userId }).first<{ id: number | string }>('id');
    return Number(row.id);
  }

  async function scheduleInterview(userId: number, changes: Record<string, unknown> = {}) {
    await db()('vetting_interviews').insert({
      profile_id: await profileIdOf(userId),
      starts_at: new Date('2026-12-03T15:30:00Z'),
      duration_minutes: 45,
      time_zone: 'Europe/London',
      meeting_url: 'https://meet.example.test/abc-defg-hij',
      interviewer_name: 'Grace',
      ...changes,
    });
  }

  describe('GET /profiles/application_status', () => {
    it('shows the submitted application under review, with no interview yet', async () => {
      const before = Date.now();
      const { api } = await submittedApplicant(server);
      const status = await api.applicationStatus();
      expect(status.interview).toBeNull();
      expect(status.profile.status).toBe('submitted');
      expect(new Date(status.profile.submitted_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    });

    it('shows the interview once a reviewer schedules it, and its review status as it changes', async () => {
      const { user, api } = await submittedApplicant(server);
      await scheduleInterview(user.id);
      expect(await api.applicationStatus()).toMatchObject({
        profile: { status: 'submitted' },
        interview: {
          status: 'scheduled',
          starts_at: '2026-12-03T15:30:00.000Z',
          duration_minutes: 45,
          time_zone: 'Europe/London',
          meeting_url: 'https://meet.example.test/abc-defg-hij',
          interviewer_name: 'Grace',
        },
      });
      await db()('freelancer_profiles').where({ user_id: user.id }).update({ status: 'approved' });
      expect((await api.applicationStatus()).profile.status).toBe('approved');
    });

    it('answers 404 with a message before the application is submitted', async () => {
      const user = await createUser(server, { role: 'freelancer' });
      const api = clientFor(server, await tokenFor(server, user));
      await api.saveApplication({ body: { current_step: 2, form: (await api.getApplication()).application.form } });
      const error = await failureOf(api.applicationStatus());
      expect(error.status).toBe(404);
      expect(error.message).toBe(serverMessages.applicationNotSubmitted);
    });

    it('refuses the anonymous (401) and other roles (403); each applicant sees only their own', async () => {
      expect((await rawCall(server, 'GET', '/profiles/application_status')).status).toBe(401);
      expect(
        (await rawCall(server, 'GET', '/profiles/application_status', { token: 'forged.token.value' })).status,
      ).toBe(401);
      const manager = await createUser(server, { role: 'project_manager' });
      const refused = await rawCall(server, 'GET', '/profiles/application_status', {
        token: await tokenFor(server, manager),
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: errorCodes.forbidden } });

      const first = await submittedApplicant(server);
      const second = await submittedApplicant(server);
      await scheduleInterview(first.user.id, { interviewer_name: 'Barbara' });
      expect((await second.api.applicationStatus()).interview).toBeNull();
      expect((await first.api.applicationStatus()).interview?.interviewer_name).toBe('Barbara');
    });
  });

  describe('GET /profiles/vetting_interview.ics', () => {
    it('is the scheduled interview as a calendar event with its link', async () => {
      const { user, token } = await submittedApplicant(server);
      await scheduleInterview(user.id);
      const response = await fetch(`${server.origin}/api/v1/profiles/vetting_interview.ics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect(response.headers.get('content-disposition')).toContain('attachment');
      const text = await response.text();
      expect(text).toContain('BEGIN:VCALENDAR');
      expect(text).toContain('DTSTART:20261203T153000Z');
      expect(text).toMatch(/DURATION:PT45M|DTEND:20261203T161500Z/);
      expect(text).toContain('URL:https://meet.example.test/abc-defg-hij');
      expect(text).toMatch(/UID:vetting-[0-9a-f-]{36}@cloudexperts/);
    });

    it('answers 404 with a message when nothing is scheduled (none, or cancelled)', async () => {
      const { user, api, token } = await submittedApplicant(server);
      const none = await rawCall(server, 'GET', '/profiles/vetting_interview.ics', { token });
      expect(none.status).toBe(404);
      expect(none.body).toEqual({ error: { code: errorCodes.notFound, message: serverMessages.noInterviewScheduled } });
      await scheduleInterview(user.id, { status: 'cancelled' });
      expect((await rawCall(server, 'GET', '/profiles/vetting_interview.ics', { token })).status).toBe(404);
      expect((await api.applicationStatus()).interview?.status).toBe('cancelled');
    });

    it('refuses the anonymous and other roles', async () => {
      expect((await rawCall(server, 'GET', '/profiles/vetting_interview.ics')).status).toBe(401);
      const admin = await createUser(server, { role: 'admin' });
      const token = await tokenFor(server, admin);
      expect((await rawCall(server, 'GET', '/profiles/vetting_interview.ics', { token })).status).toBe(403);
    });
  });

  describe("the reviewers' queue (listPendingApplications)", () => {
    it('lists submitted applications oldest first, a page at a time, and never a decided one', async () => {
      // Earlier applications from other tests are there too: this test's own, placed in the future, come last.
      const applicants: Array<Awaited<ReturnType<typeof submittedApplicant>>> = [];
      for (let index = 0; index < 3; index += 1) applicants.push(await submittedApplicant(server));
      const base = Date.now() + 365 * 24 * 3600 * 1000;
      for (const [index, applicant] of applicants.entries()) {
        await db()('freelancer_profiles')
          .where({ user_id: applicant.user.id })
          .update({ submitted_at: new Date(base + index * 1000) });
      }
      await db()('freelancer_profiles').where({ user_id: applicants[1]?.user.id }).update({ status: 'approved' });

      const all = await listPendingApplications(db(), { limit: 1000 });
      const mine = all.filter((row) => applicants.some((applicant) => applicant.user.id === Number(row.user_id)));
      expect(mine.map((row) => row.profile_uuid)).toEqual([applicants[0]?.profileUuid, applicants[2]?.profileUuid]);
      expect(mine[0]?.current_job_title).toBe('Cloud Architect');
      expect(mine[0]?.first_name).toBe(applicants[0]?.user.firstName);

      // Keyset paging: one row a page walks the same order with no row twice.
      const paged: string[] = [];
      let after: string | undefined;
      for (;;) {
        const [row] = await listPendingApplications(db(), { limit: 1, ...(after ? { after } : {}) });
        if (!row) break;
        paged.push(row.profile_uuid);
        after = row.cursor;
      }
      expect(paged).toEqual(all.map((row) => row.profile_uuid));
    });
  });
});

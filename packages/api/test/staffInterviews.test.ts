import {
  interviewResultTitles,
  interviewScheduleMessages,
  interviewServerMessages,
  staffHiringServerMessages,
  staffScheduleServerMessages,
  type Role,
  type ScheduleInterviewRequest,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { content, jobWithQuestions, notificationsOf, signedInExpert } from './proposals.support.ts';
import { failureOf, rawCall, signedInAs, whileGranted, whileRevoked } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`staff arrange a client's interviews on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const staff = (role: Role = 'coordinator') =>
    signedInAs(server, role, { firstName: 'Ines', lastName: role === 'support' ? 'Staffaide' : 'Staffinterview' });
  const schedulePath = (id: number | string) => `/staff/proposals/${String(id)}/interviews`;
  const reschedulePath = (id: number | string) => `/staff/interviews/${String(id)}/reschedule`;
  const cancelPath = (id: number | string) => `/staff/interviews/${String(id)}/cancel`;
  const auditOf = (staffUserId: number) =>
    db()('staff_actions').where({ staff_user_id: staffUserId }).orderBy('id').select<
      Array<{
        action: string;
        object_type: string;
        object_id: string | number;
        client_user_id: string | number;
        detail: unknown;
      }>
    >('action', 'object_type', 'object_id', 'client_user_id', 'detail');
  const interviewsOf = (proposalId: number) => db()('interviews').where({ job_application_id: proposalId });

  const slot = (changes: Partial<ScheduleInterviewRequest> = {}): ScheduleInterviewRequest => ({
    platform: 'google_meet',
    duration: '30 mins',
    interview_date: '2027-08-02',
    start_time: '10:00',
    timezone: 'Europe/Paris',
    agenda: 'Arranged by our coordinator for the client.',
    ...changes,
  });
  const move = { interview_date: '2027-08-03', start_time: '11:00', agenda: 'The client is travelling that day.' };

  /** A client's open job and a listed expert's proposal on it. */
  async function proposed() {
    const client = await signedInAs(server, 'project_manager', { firstName: 'Ottilie', lastName: 'Interviewee' });
    const { jobId } = await jobWithQuestions(server, client.user.id);
    const freelancer = await signedInExpert(server, { firstName: 'Meetra' });
    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    return { client, freelancer, jobId, proposal };
  }

  it('schedules, moves and cancels the client’s interview for them: the freelancer gets the client’s, the client is told, recorded', async () => {
    const { client, freelancer, jobId, proposal } = await proposed();
    const coordinator = await staff('coordinator');
    expect((await coordinator.api.staffProposal({ params: { id: proposal.id } })).can_manage_interviews).toBe(true);

    const made = await coordinator.api.staffScheduleInterview({ params: { id: proposal.id }, body: slot() });
    expect(made.message).toBe(interviewResultTitles.scheduled);
    expect(made.can_manage_interviews).toBe(true);
    expect(made.interview).toMatchObject({
      proposal_id: proposal.id,
      status: 'scheduled',
      starts_at: '2027-08-02T08:00:00.000Z',
      client: { id: client.user.id, name: 'Ottilie Interviewee' },
      freelancer: { id: freelancer.user.id },
      meeting_open: true,
    });
    const id = made.interview.id;
    const row = await db()('interviews').where({ id }).first<{ manager_id: string | number }>('manager_id');
    expect(Number(row.manager_id)).toBe(client.user.id);

    // Exactly what the client's own schedule gives: both parties read it as theirs, the freelancer
    // is notified and both get the mail with its calendar file, the client's room link is theirs.
    const theirs = await client.api.getInterview({ params: { id: proposal.id, iid: id } });
    expect(theirs.interview).toMatchObject({ status: 'scheduled', manager_name: 'Ottilie Interviewee' });
    expect(theirs.interview.meeting_url).toBeTruthy();
    const seen = await freelancer.api.allInterviews({ query: { when: 'upcoming' } });
    expect(seen.records.map((item) => item.id)).toContain(id);
    expect((await notificationsOf(server, freelancer.user.id)).map((item) => item.kind)).toContain(
      'interview_scheduled',
    );
    for (const who of [client, freelancer]) {
      const mails = await db()('outbox')
        .where({ recipient: who.user.email })
        .whereNotNull('attachments')
        .select<Array<{ subject: string }>>('subject');
      expect(mails.map((mail) => mail.subject)).toEqual([`Interview scheduled: ${made.interview.job.title}`]);
    }

    const moved = await coordinator.api.staffRescheduleInterview({ params: { id }, body: move });
    expect(moved.message).toBe(interviewResultTitles.rescheduled);
    expect(moved.interview).toMatchObject({ status: 'rescheduled', starts_at: '2027-08-03T09:00:00.000Z' });
    expect((await notificationsOf(server, freelancer.user.id)).map((item) => item.kind)).toContain(
      'interview_rescheduled',
    );

    const cancelled = await coordinator.api.staffCancelInterview({ params: { id }, body: { reason: 'Role filled.' } });
    expect(cancelled.message).toBe(interviewServerMessages.cancelled);
    expect(cancelled.interview).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Role filled.',
      meeting_open: false,
    });
    expect((await notificationsOf(server, freelancer.user.id)).map((item) => item.kind)).toContain(
      'interview_cancelled',
    );

    // The client is told each time, pointing at the interview.
    const payload = { job_id: jobId, proposal_id: proposal.id, interview_id: id };
    const told = (await notificationsOf(server, client.user.id)).filter((item) => item.kind.endsWith('_by_staff'));
    expect(told.map((item) => [item.kind, item.payload]).sort()).toEqual(
      [
        ['interview_scheduled_by_staff', payload],
        ['interview_rescheduled_by_staff', payload],
        ['interview_cancelled_by_staff', payload],
      ].sort(),
    );
    const detail = { interview_id: id, proposal_id: proposal.id, freelancer_id: freelancer.user.id };
    const audit = await auditOf(coordinator.user.id);
    expect(audit.map((item) => item.action)).toEqual([
      'interview_scheduled',
      'interview_rescheduled',
      'interview_cancelled',
    ]);
    for (const item of audit) {
      expect(item).toMatchObject({ object_type: 'job', detail });
      expect(Number(item.object_id)).toBe(jobId);
      expect(Number(item.client_user_id)).toBe(client.user.id);
    }

    // A cancelled interview cannot be moved or cancelled again: 409, nothing more recorded.
    const again = await failureOf(coordinator.api.staffCancelInterview({ params: { id }, body: { reason: '' } }));
    expect(again.status).toBe(409);
    expect(await auditOf(coordinator.user.id)).toHaveLength(3);
  });

  it('refuses what the client would be refused (409/422 with their wording) and writes nothing', async () => {
    const { client, proposal } = await proposed();
    const coordinator = await staff('coordinator');
    const past = await failureOf(
      coordinator.api.staffScheduleInterview({
        params: { id: proposal.id },
        body: slot({ interview_date: '2020-01-01' }),
      }),
    );
    expect(past.status).toBe(422);
    expect(past.fields).toMatchObject({ interview_date: interviewScheduleMessages.dateInPast });

    const { interview } = await client.api.scheduleInterview({ params: { id: proposal.id }, body: slot() });
    const second = await failureOf(
      coordinator.api.staffScheduleInterview({ params: { id: proposal.id }, body: slot({ start_time: '15:00' }) }),
    );
    expect(second.status).toBe(409);
    expect(second.message).toBe(interviewServerMessages.interviewOpen);
    expect(await interviewsOf(proposal.id)).toHaveLength(1);

    // The client's interview is theirs to move, and staff move it for them too.
    const moved = await coordinator.api.staffRescheduleInterview({ params: { id: interview.id }, body: move });
    expect(moved.interview.status).toBe('rescheduled');
    expect(await auditOf(coordinator.user.id)).toMatchObject([{ action: 'interview_rescheduled' }]);
  });

  it('refuses Support by default naming staff.interviews.manage; granted on /roles it works; revoked from the Coordinator nothing is written', async () => {
    const { proposal } = await proposed();
    const support = await staff('support');
    expect((await support.api.staffProposal({ params: { id: proposal.id } })).can_manage_interviews).toBe(false);
    const refused = await rawCall(server, 'POST', schedulePath(proposal.id), { token: support.token, json: slot() });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'permission_denied' }, permission: 'staff.interviews.manage' });
    expect(await interviewsOf(proposal.id)).toHaveLength(0);

    const interviewId = await whileGranted(server, 'support', 'staff.interviews.manage', async () => {
      const made = await support.api.staffScheduleInterview({ params: { id: proposal.id }, body: slot() });
      expect(made.can_manage_interviews).toBe(true);
      expect((await support.api.staffInterview({ params: { id: made.interview.id } })).can_manage_interviews).toBe(
        true,
      );
      expect(await auditOf(support.user.id)).toMatchObject([{ action: 'interview_scheduled' }]);
      return made.interview.id;
    });
    expect((await support.api.staffInterview({ params: { id: interviewId } })).can_manage_interviews).toBe(false);
    for (const [method, path, json] of [
      ['PUT', reschedulePath(interviewId), move],
      ['PATCH', cancelPath(interviewId), { reason: 'No.' }],
    ] as const) {
      const answer = await rawCall(server, method, path, { token: support.token, json });
      expect(answer.status, path).toBe(403);
    }

    const coordinator = await staff('coordinator');
    await whileRevoked(server, 'coordinator', 'staff.interviews.manage', async () => {
      const answer = await rawCall(server, 'PATCH', cancelPath(interviewId), {
        token: coordinator.token,
        json: { reason: 'No.' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ permission: 'staff.interviews.manage' });
      expect((await coordinator.api.staffInterview({ params: { id: interviewId } })).can_manage_interviews).toBe(false);
      const row = await db()('interviews').where({ id: interviewId }).first<{ status: string }>('status');
      expect(row.status).toBe('scheduled');
      expect(await auditOf(coordinator.user.id)).toEqual([]);
    });
  });

  it('refuses visitors (401) and the parties and the admin (403); unknown ids are 404', async () => {
    const { client, freelancer, proposal } = await proposed();
    const { interview } = await client.api.scheduleInterview({ params: { id: proposal.id }, body: slot() });
    const admin = await signedInAs(server, 'admin');
    const calls = [
      ['POST', schedulePath(proposal.id), slot({ start_time: '16:00' })],
      ['PUT', reschedulePath(interview.id), move],
      ['PATCH', cancelPath(interview.id), { reason: 'No.' }],
    ] as const;
    for (const [method, path, json] of calls) {
      expect((await rawCall(server, method, path, { json })).status, path).toBe(401);
      for (const caller of [client, freelancer, admin]) {
        const answer = await rawCall(server, method, path, { token: caller.token, json });
        expect(answer.status, `${caller.user.role} ${method} ${path}`).toBe(403);
      }
    }
    const coordinator = await staff('coordinator');
    const unknown = [
      ['POST', schedulePath(2_000_000_000), slot(), staffHiringServerMessages.proposalNotFound],
      ['PUT', reschedulePath(2_000_000_000), move, staffScheduleServerMessages.interviewNotFound],
      ['PATCH', cancelPath(2_000_000_000), { reason: '' }, staffScheduleServerMessages.interviewNotFound],
    ] as const;
    for (const [method, path, json, message] of unknown) {
      const answer = await rawCall(server, method, path, { token: coordinator.token, json });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ error: { message } });
    }
    // A deleted job's proposal is gone for staff.
    await db()('jobs').where({ id: interview.job.id }).update({ deleted_at: new Date() });
    const gone = await failureOf(
      coordinator.api.staffScheduleInterview({ params: { id: proposal.id }, body: slot({ start_time: '17:00' }) }),
    );
    expect(gone.status).toBe(404);
    const row = await db()('interviews').where({ id: interview.id }).first<{ status: string }>('status');
    expect(row.status).toBe('scheduled');
    expect(await auditOf(coordinator.user.id)).toEqual([]);
  });

  it('refuses malformed and oversize input with a 4xx and a message, writing nothing', async () => {
    const { client, proposal } = await proposed();
    const other = await proposed();
    const { interview } = await client.api.scheduleInterview({ params: { id: proposal.id }, body: slot() });
    const coordinator = await staff('coordinator');
    const cases: Array<[string, string, unknown]> = [
      ['POST', schedulePath(other.proposal.id), { ...slot(), platform: 'carrier_pigeon' }],
      ['POST', schedulePath(other.proposal.id), { ...slot(), timezone: 'Mars/Olympus' }],
      ['POST', schedulePath(other.proposal.id), { ...slot(), agenda: 'x'.repeat(100_000) }],
      ['POST', schedulePath(other.proposal.id), { platform: 'google_meet' }],
      ['POST', schedulePath(other.proposal.id), []],
      ['POST', schedulePath('abc'), slot()],
      ['PUT', reschedulePath(interview.id), { interview_date: 'soon', start_time: '10:00', agenda: 'x' }],
      ['PUT', reschedulePath(interview.id), { ...move, agenda: '' }],
      ['PUT', reschedulePath(0), move],
      ['PATCH', cancelPath(interview.id), { reason: 'x'.repeat(100_000) }],
      ['PATCH', cancelPath('abc'), { reason: '' }],
    ];
    for (const [method, path, json] of cases) {
      const answer = await rawCall(server, method, path, { token: coordinator.token, json });
      const label = `${method} ${path} ${JSON.stringify(json ?? null).slice(0, 60)}`;
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      expect((answer.body as { error?: { message?: string } }).error?.message, label).toBeTruthy();
    }
    expect(await interviewsOf(other.proposal.id)).toHaveLength(0);
    const row = await db()('interviews').where({ id: interview.id }).first<{ status: string }>('status');
    expect(row.status).toBe('scheduled');
    expect(await auditOf(coordinator.user.id)).toEqual([]);
  });

  it('schedules one interview when the client and the Coordinator schedule at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { client, proposal } = await proposed();
      const coordinator = await staff('coordinator');
      const answers = await Promise.all([
        rawCall(server, 'POST', `/job_applications/${String(proposal.id)}/interviews/schedule_interview`, {
          token: client.token,
          json: slot(),
        }),
        rawCall(server, 'POST', schedulePath(proposal.id), { token: coordinator.token, json: slot() }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await interviewsOf(proposal.id)).toHaveLength(1);
      expect(await auditOf(coordinator.user.id)).toHaveLength(answers[1].status === 201 ? 1 : 0);
    }
  });

  it('leaves no interview, no mail and no notification when the audit insert is refused', async () => {
    const { client, freelancer, proposal } = await proposed();
    const coordinator = await staff('coordinator');
    await db().raw(`create or replace function staff_actions_fail() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await db().raw(
      'create trigger staff_actions_fail before insert on staff_actions for each row execute function staff_actions_fail()',
    );
    try {
      const failed = await rawCall(server, 'POST', schedulePath(proposal.id), {
        token: coordinator.token,
        json: slot(),
      });
      expect(failed.status).toBe(500);
    } finally {
      await db().raw('drop trigger staff_actions_fail on staff_actions');
      await db().raw('drop function staff_actions_fail()');
    }
    expect(await interviewsOf(proposal.id)).toHaveLength(0);
    expect((await notificationsOf(server, freelancer.user.id)).map((item) => item.kind)).not.toContain(
      'interview_scheduled',
    );
    expect(await db()('outbox').where({ recipient: client.user.email }).whereNotNull('attachments')).toEqual([]);
    const made = await coordinator.api.staffScheduleInterview({ params: { id: proposal.id }, body: slot() });
    expect(made.interview.status).toBe('scheduled');
  });
});

import {
  interviewFeedbackMessages,
  interviewRescheduleMessages,
  interviewScheduleMessages,
  interviewServerMessages,
  localDateTime,
  noReviewInterview,
  proposalServerMessages,
  refusalOf,
  type ScheduleInterviewRequest,
} from '@cloudexperts/domain';
import ICAL from 'ical.js';
import { describe, expect, inject, it } from 'vitest';
import { makePdf } from './files.ts';
import { useTestServer } from './helpers.ts';
import { content, jobWithQuestions, notificationsOf, signedInExpert, warmPool } from './proposals.support.ts';
import { failureOf, insertUpload, interviewTimesFromNow, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** A day safely ahead of the test run. */
const DAY = '2027-06-01';

describe(`interviews on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const manager = () => signedInAs(server, 'project_manager', { firstName: 'Grace', lastName: 'Hopper' });

  /** A manager's job, a freelancer's proposal to it. */
  async function proposed(owner?: Awaited<ReturnType<typeof manager>>) {
    const boss = owner ?? (await manager());
    const { jobId } = await jobWithQuestions(server, boss.user.id);
    const freelancer = await signedInExpert(server);
    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    return { owner: boss, freelancer, jobId, proposal };
  }

  const slot = (changes: Partial<ScheduleInterviewRequest> = {}): ScheduleInterviewRequest => ({
    platform: 'google_meet',
    duration: '30 mins',
    interview_date: DAY,
    start_time: '10:00',
    timezone: 'Asia/Kolkata',
    agenda: 'Your last landing zone, then our accounts.',
    ...changes,
  });

  async function scheduled(changes: Partial<ScheduleInterviewRequest> = {}) {
    const parts = await proposed();
    const { interview } = await parts.owner.api.scheduleInterview({
      params: { id: parts.proposal.id },
      body: slot(changes),
    });
    return { ...parts, interview };
  }

  const ids = (interview: { proposal_id: number; id: number }) => ({ id: interview.proposal_id, iid: interview.id });
  const base = (interview: { proposal_id: number; id: number }) =>
    `/job_applications/${String(interview.proposal_id)}/interviews/${String(interview.id)}`;

  it('stores 10:00 Asia/Kolkata as a UTC instant and shows it to each side in their own zone, named', async () => {
    const { owner, freelancer, jobId, proposal, interview } = await scheduled({ duration: 1 });
    expect(interview).toMatchObject({
      status: 'scheduled',
      proposal_id: proposal.id,
      duration: 60,
      starts_at: '2027-06-01T04:30:00.000Z',
      ends_at: '2027-06-01T05:30:00.000Z',
      timezone: 'Asia/Kolkata',
      platform_label: 'Google',
      organiser_time: { date: DAY, time: '10:00', end_time: '11:00', timezone: 'Asia/Kolkata' },
      candidate: { profile_uuid: freelancer.profileUuid },
      can_join: false,
    });
    const seen = await freelancer.api.getInterview({ params: ids(interview), query: { timezone: 'America/New_York' } });
    expect(seen.interview.local_time).toEqual({
      date: '2027-06-01',
      time: '00:30',
      end_time: '01:30',
      timezone: 'America/New_York',
      zone_name: 'EDT',
    });
    expect(await notificationsOf(server, freelancer.user.id)).toContainEqual({
      kind: 'interview_scheduled',
      payload: { job_id: jobId, proposal_id: proposal.id, interview_id: interview.id },
    });
    for (const who of [owner, freelancer]) {
      const upcoming = await who.api.allInterviews({ query: { when: 'upcoming', timezone: 'Europe/London' } });
      expect(upcoming.records.map((record) => record.id)).toEqual([interview.id]);
      expect(upcoming.records[0]?.local_time).toMatchObject({ time: '05:30', zone_name: 'GMT+1' });
      expect((await who.api.allInterviews({ query: { when: 'past' } })).records).toEqual([]);
      // One job's interviews (the Interviews sub tab): another job's id finds none.
      expect((await who.api.allInterviews({ query: { job_id: jobId } })).records.map((record) => record.id)).toEqual([
        interview.id,
      ]);
      expect((await who.api.allInterviews({ query: { job_id: jobId + 100_000 } })).records).toEqual([]);
    }
    // Past once its end has gone by.
    await db()('interviews').where({ id: interview.id }).update(interviewTimesFromNow(-7_200_000, -3_600_000));
    expect((await owner.api.allInterviews({ query: { when: 'past' } })).records.map((record) => record.id)).toEqual([
      interview.id,
    ]);
  });

  it('refuses what INTERVIEW_SCHEDULE refuses, with the spec’s messages, never a 500', async () => {
    const { owner, freelancer, proposal } = await proposed();
    const path = `/job_applications/${String(proposal.id)}/interviews/schedule_interview`;
    const post = (json: unknown) => rawCall(server, 'POST', path, { token: owner.token, json });
    const missing = await post({});
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({
      error: {
        fields: {
          platform: interviewScheduleMessages.platformRequired,
          interview_date: interviewScheduleMessages.dateRequired,
          start_time: interviewScheduleMessages.timeRequired,
          agenda: interviewScheduleMessages.agendaRequired,
        },
      },
    });
    const now = new Date();
    const yesterday = localDateTime(new Date(now.getTime() - 36 * 3_600_000), 'UTC').date;
    // A zone whose day began over an hour ago: a minute ago there is today, and in the past.
    const zone = ['UTC', 'Asia/Tokyo', 'America/New_York'].find(
      (candidate) => Number(localDateTime(now, candidate).time.slice(0, 2)) >= 1,
    );
    if (!zone) throw new Error('no zone past 01:00');
    const minuteAgo = localDateTime(new Date(now.getTime() - 60_000), zone);
    const cases: Array<[unknown, string, string]> = [
      [slot({ interview_date: yesterday, timezone: 'UTC' }), 'interview_date', interviewScheduleMessages.dateInPast],
      [
        slot({ interview_date: minuteAgo.date, start_time: minuteAgo.time, timezone: zone }),
        'start_time',
        interviewScheduleMessages.timeInPast,
      ],
      [slot({ platform: 'microsoft_teams' }), 'platform', interviewServerMessages.platformDisabled],
      [slot({ timezone: 'Mars/Olympus' }), 'timezone', interviewServerMessages.timeZoneInvalid],
      [
        slot({ interview_date: '2027-03-14', start_time: '02:30', timezone: 'America/New_York' }),
        'start_time',
        interviewServerMessages.timeNotInZone,
      ],
      [slot({ agenda: '   ' }), 'agenda', interviewScheduleMessages.agendaRequired],
      [slot({ interview_date: '2027-02-30' }), 'start_time', interviewServerMessages.timeNotInZone],
    ];
    for (const [json, field, message] of cases) {
      const response = await post(json);
      expect(response.status, JSON.stringify(json)).toBe(422);
      expect(response.body).toMatchObject({ error: { fields: { [field]: message } } });
    }
    for (const json of [
      slot({ agenda: 'x'.repeat(5_001) }),
      { ...slot(), duration: 45 },
      { ...slot(), start_time: 10 },
      { ...slot(), file_id: 'not-a-uuid' },
      [],
      'x',
    ]) {
      expect((await post(json)).status).toBe(422);
    }
    const theirs = await insertUpload(server, freelancer.user, 'resume');
    expect((await post({ ...slot(), file_id: theirs.id })).body).toMatchObject({
      error: { fields: { file_id: interviewServerMessages.fileNotFound } },
    });
    expect(await db()('interviews').where({ job_application_id: proposal.id }).first()).toBeUndefined();
    const mine = await insertUpload(server, owner.user, 'resume');
    const { interview } = await owner.api.scheduleInterview({
      params: { id: proposal.id },
      body: { ...slot(), file_id: mine.id },
    });
    expect(interview.file).toEqual({ id: mine.id, name: 'cv.pdf', url: `/api/v1/uploads/${mine.id}` });
    const second = await failureOf(
      owner.api.scheduleInterview({ params: { id: proposal.id }, body: slot({ interview_date: '2027-06-02' }) }),
    );
    expect([second.status, second.message]).toEqual([409, interviewServerMessages.interviewOpen]);
  });

  it('refuses an overlap for the freelancer or the manager, and lets ten racers for one slot leave one', async () => {
    const first = await scheduled({ start_time: '10:00', duration: '1 hour' });
    // Another manager, the same freelancer, half an hour into the first interview.
    const other = await manager();
    const { jobId } = await jobWithQuestions(server, other.user.id);
    const { proposal } = await first.freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const busy = await failureOf(
      other.api.scheduleInterview({ params: { id: proposal.id }, body: slot({ start_time: '10:30' }) }),
    );
    expect([busy.status, busy.message]).toEqual([409, interviewServerMessages.freelancerBusy]);
    // The same manager, another freelancer, in another zone at the same instant (00:30 in New York... 04:30Z).
    const next = await proposed(first.owner);
    const managerBusy = await failureOf(
      first.owner.api.scheduleInterview({
        params: { id: next.proposal.id },
        body: slot({ interview_date: '2027-06-01', start_time: '00:45', timezone: 'America/New_York' }),
      }),
    );
    expect([managerBusy.status, managerBusy.message]).toEqual([409, interviewServerMessages.managerBusy]);
    // Back to back is fine: 11:00 in Kolkata is the first one's end.
    const adjacent = await other.api.scheduleInterview({
      params: { id: proposal.id },
      body: slot({ start_time: '11:00' }),
    });
    expect(adjacent.interview.starts_at).toBe(first.interview.ends_at);

    // Ten managers, ten proposals of one freelancer, one time: exactly one is scheduled.
    const freelancer = await signedInExpert(server);
    const racers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const boss = await manager();
        const job = await jobWithQuestions(server, boss.user.id);
        const sent = await freelancer.api.submitProposal({ body: { job_id: job.jobId, ...content() } });
        return { boss, proposalId: sent.proposal.id };
      }),
    );
    await warmPool(() => freelancer.api.allInterviews({ query: {} }));
    const results = await Promise.allSettled(
      racers.map(({ boss, proposalId }) =>
        boss.api.scheduleInterview({ params: { id: proposalId }, body: slot({ interview_date: '2027-07-01' }) }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ status: 409, message: interviewServerMessages.freelancerBusy });
      }
    }
    expect(await db()('interviews').where({ freelancer_id: freelancer.user.id }).count('id as count')).toEqual([
      { count: kind === 'postgres' ? '1' : 1 },
    ]);
  });

  it('answers: accept, ask for another time, reschedule, cancel; each told to the other side', async () => {
    const { owner, freelancer, interview } = await scheduled();
    const accepted = await freelancer.api.cloudExpertResponse({ params: ids(interview), body: { response: 'accept' } });
    expect(accepted.interview.status).toBe('accepted');
    const again = await failureOf(
      freelancer.api.cloudExpertResponse({ params: ids(interview), body: { response: 'accept' } }),
    );
    expect([again.status, again.message]).toEqual([409, refusalOf('interview', 'accepted', 'accept')]);

    const blank = await rawCall(server, 'PUT', `${base(interview)}/cloud_expert_response`, {
      token: freelancer.token,
      json: { response: 'reschedule', reason: '   ' },
    });
    expect(blank.body).toMatchObject({ error: { fields: { reason: interviewRescheduleMessages.reasonRequired } } });
    const requested = await freelancer.api.cloudExpertResponse({
      params: ids(interview),
      body: { response: 'reschedule', reason: 'I travel that day.', interview_date: '2027-06-03', start_time: '09:00' },
    });
    expect(requested.interview).toMatchObject({
      status: 'reschedule_requested',
      reschedule_request: {
        reason: 'I travel that day.',
        interview_date: '2027-06-03',
        start_time: '09:00',
        timezone: 'Asia/Kolkata',
      },
    });
    expect((await notificationsOf(server, owner.user.id)).map((row) => row.kind)).toEqual(
      expect.arrayContaining(['interview_accepted', 'interview_reschedule_requested']),
    );

    const reasons = await rawCall(server, 'PUT', `${base(interview)}/reschedule_interview`, {
      token: owner.token,
      json: {},
    });
    expect(reasons.body).toMatchObject({
      error: {
        fields: {
          interview_date: interviewRescheduleMessages.dateRequired,
          start_time: interviewRescheduleMessages.timeRequired,
          agenda: interviewRescheduleMessages.reasonRequired,
        },
      },
    });
    const moved = await owner.api.rescheduleInterview({
      params: ids(interview),
      body: { interview_date: '2027-06-03', start_time: '09:00', timezone: 'Europe/Paris', agenda: 'As you asked.' },
    });
    expect(moved.interview).toMatchObject({
      status: 'rescheduled',
      starts_at: '2027-06-03T07:00:00.000Z',
      timezone: 'Europe/Paris',
      reschedule_request: null,
    });
    expect(
      await db()('interviews').where({ id: interview.id }).first<{ ics_sequence: number }>('ics_sequence'),
    ).toEqual({ ics_sequence: 1 });

    const cancelled = await owner.api.cancelInterview({ params: ids(interview), body: { reason: 'Role filled.' } });
    expect(cancelled.interview).toMatchObject({ status: 'cancelled', cancel_reason: 'Role filled.', can_join: false });
    for (const call of [
      () => owner.api.cancelInterview({ params: ids(interview), body: {} }),
      () =>
        owner.api.rescheduleInterview({
          params: ids(interview),
          body: { interview_date: '2027-06-04', start_time: '09:00', agenda: 'Again' },
        }),
    ]) {
      expect((await failureOf(call())).status).toBe(409);
    }
    expect((await failureOf(owner.api.cancelInterview({ params: ids(interview), body: {} }))).message).toBe(
      refusalOf('interview', 'cancelled', 'cancel'),
    );
    expect((await notificationsOf(server, freelancer.user.id)).map((row) => row.kind)).toEqual(
      expect.arrayContaining(['interview_rescheduled', 'interview_cancelled']),
    );
    // The cancelled interview's time is free again.
    const { owner: another, proposal } = await proposed();
    await db()('job_applications').where({ id: proposal.id }).update({ freelancer_id: freelancer.user.id });
    const free = await another.api.scheduleInterview({
      params: { id: proposal.id },
      body: slot({ interview_date: '2027-06-03', start_time: '12:30' }),
    });
    expect(free.interview.status).toBe('scheduled');
  });

  it('rejects an interview (the candidate or the manager) and the proposal with it', async () => {
    const { owner, freelancer, proposal, interview } = await scheduled();
    const other = await rawCall(server, 'PUT', `${base(interview)}/reject_interview`, {
      token: freelancer.token,
      json: { reject_reason: 'Other' },
    });
    expect(other.status).toBe(422);
    const rejected = await freelancer.api.rejectInterview({
      params: ids(interview),
      body: { reject_reason: 'Other', custom_reason: 'Took another job', reject_comment: 'Thanks!' },
    });
    expect(rejected.interview).toMatchObject({
      status: 'rejected',
      reject_reason: 'Other',
      rejected_by: 'freelancer',
      meeting_url: null,
    });
    expect((await owner.api.getProposal({ params: { id: proposal.id } })).proposal).toMatchObject({
      status: 'rejected',
      reject_reason: 'Other',
      custom_reason: 'Took another job',
    });
    const twice = await failureOf(
      owner.api.rejectInterview({ params: ids(interview), body: { reject_reason: 'Skills mismatch' } }),
    );
    expect([twice.status, twice.message]).toEqual([409, refusalOf('interview', 'rejected', 'reject')]);
    expect((await notificationsOf(server, owner.user.id)).map((row) => row.kind)).toContain('interview_rejected');

    // A proposal that cannot be rejected (withdrawn) keeps its interview as it was: nothing changes.
    const next = await scheduled();
    await db()('job_applications').where({ id: next.proposal.id }).update({ status: 'withdrawn' });
    const refused = await failureOf(
      next.owner.api.rejectInterview({ params: ids(next.interview), body: { reject_reason: 'Skills mismatch' } }),
    );
    expect([refused.status, refused.message]).toEqual([409, refusalOf('proposal', 'withdrawn', 'reject')]);
    expect((await next.owner.api.getInterview({ params: ids(next.interview) })).interview.status).toBe('scheduled');
  });

  it('takes feedback once the interview has started, once, and shows it to the manager', async () => {
    const { owner, freelancer, interview } = await scheduled();
    const feedback = {
      skills: 4,
      communication: 5,
      overall_performance: 'Good' as const,
      recommend_for_hire: true,
      candidate_strengths: 'Clear answers.',
      areas_of_improvement: 'Cost estimates.',
    };
    const early = await failureOf(owner.api.giveInterviewFeedback({ params: ids(interview), body: feedback }));
    expect([early.status, early.message]).toEqual([409, interviewServerMessages.feedbackTooEarly]);
    const empty = await failureOf(owner.api.interviewFeedback({ params: ids(interview) }));
    expect([empty.status, empty.message]).toEqual([404, interviewServerMessages.feedbackNotFound]);
    const missing = await rawCall(server, 'POST', `${base(interview)}/feedback`, { token: owner.token, json: {} });
    expect(missing.body).toMatchObject({
      error: {
        fields: {
          overall_performance: interviewFeedbackMessages.overallRequired,
          candidate_strengths: interviewFeedbackMessages.strengthsRequired,
          areas_of_improvement: interviewFeedbackMessages.improvementsRequired,
        },
      },
    });
    for (const json of [
      { ...feedback, skills: 6 },
      { ...feedback, cultural_fit: 0 },
      { ...feedback, overall_performance: 'Great' },
      { ...feedback, additional_comments: 'x'.repeat(5_001) },
    ]) {
      expect((await rawCall(server, 'POST', `${base(interview)}/feedback`, { token: owner.token, json })).status).toBe(
        422,
      );
    }
    await db()('interviews').where({ id: interview.id }).update(interviewTimesFromNow(-600_000, 1_200_000));
    expect((await freelancer.api.getInterview({ params: ids(interview) })).interview.can_join).toBe(true);
    const given = await owner.api.giveInterviewFeedback({ params: ids(interview), body: feedback });
    expect(given.feedback).toMatchObject({ ...feedback, problem_solving: 1, cultural_fit: 1, additional_comments: '' });
    expect((await owner.api.interviewFeedback({ params: ids(interview) })).feedback).toEqual(given.feedback);
    const interviewAfter = (await owner.api.getInterview({ params: ids(interview) })).interview;
    expect(interviewAfter).toMatchObject({ status: 'completed', feedback_given: true });
    const twice = await failureOf(owner.api.giveInterviewFeedback({ params: ids(interview), body: feedback }));
    expect([twice.status, twice.message]).toEqual([409, interviewServerMessages.feedbackGiven]);
  });

  it('keeps every call to its parties: 401 without a token, 403 for the wrong role, 404 for anyone else', async () => {
    const { owner, freelancer, interview } = await scheduled();
    const stranger = await manager();
    const strangerExpert = await signedInExpert(server);
    const p = base(interview);
    const calls: Array<[string, string, unknown]> = [
      ['POST', `/job_applications/${String(interview.proposal_id)}/interviews/schedule_interview`, slot()],
      ['GET', p, undefined],
      ['GET', '/get_all_interviews', undefined],
      ['PUT', `${p}/reschedule_interview`, { interview_date: '2027-06-05', start_time: '10:00', agenda: 'Move' }],
      ['PATCH', `${p}/cancel_interview`, {}],
      ['PUT', `${p}/cloud_expert_response`, { response: 'accept' }],
      ['PUT', `${p}/reject_interview`, { reject_reason: 'Skills mismatch' }],
      ['POST', `${p}/feedback`, { overall_performance: 'Good', candidate_strengths: 'a', areas_of_improvement: 'b' }],
      ['GET', `${p}/feedback`, undefined],
    ];
    for (const [method, path, json] of calls) {
      expect((await rawCall(server, method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
    // Wrong roles, from the endpoint table.
    for (const [method, path, json, token] of [
      ['POST', calls[0]?.[1], slot(), freelancer.token],
      ['PUT', `${p}/reschedule_interview`, calls[3]?.[2], freelancer.token],
      ['PATCH', `${p}/cancel_interview`, {}, freelancer.token],
      ['PUT', `${p}/cloud_expert_response`, { response: 'accept' }, owner.token],
      ['POST', `${p}/feedback`, calls[7]?.[2], freelancer.token],
      ['GET', `${p}/feedback`, undefined, freelancer.token],
    ] as Array<[string, string, unknown, string]>) {
      expect((await rawCall(server, method, path, { json, token })).status, `${method} ${path}`).toBe(403);
    }
    // Someone else's: the 404 of a missing id, for every call.
    for (const [method, path, json] of calls.slice(1)) {
      if (path === '/get_all_interviews') continue;
      const token = method === 'PUT' && path.endsWith('cloud_expert_response') ? strangerExpert.token : stranger.token;
      const response = await rawCall(server, method, path, { json, token });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const other = await rawCall(server, 'POST', calls[0]?.[1] ?? '', { token: stranger.token, json: slot() });
    expect([other.status, other.body]).toMatchObject([
      404,
      { error: { message: proposalServerMessages.proposalNotFound } },
    ]);
    expect((await stranger.api.allInterviews({ query: {} })).records).toEqual([]);
    expect((await strangerExpert.api.allInterviews({ query: {} })).records).toEqual([]);
    // The interview under another proposal's path is missing too; malformed ids and zones are 422.
    const wrongPath = `/job_applications/${String(interview.proposal_id + 1)}/interviews/${String(interview.id)}`;
    expect((await rawCall(server, 'GET', wrongPath, { token: owner.token })).status).toBe(404);
    expect((await rawCall(server, 'GET', `${p}?timezone=Nowhere/Else`, { token: owner.token })).status).toBe(422);
    expect((await rawCall(server, 'GET', '/job_applications/x/interviews/1', { token: owner.token })).status).toBe(422);
    expect((await rawCall(server, 'GET', `/get_all_interviews?when=soon`, { token: owner.token })).status).toBe(422);
    // The candidate cannot move or cancel it; the manager cannot answer for the candidate (403 with a message).
    expect((await freelancer.api.getInterview({ params: ids(interview) })).interview.id).toBe(interview.id);
  });

  it('opens the offline meeting page to its two participants only, each with their own link', async () => {
    const { owner, freelancer, interview } = await scheduled();
    const forFreelancer = (await freelancer.api.getInterview({ params: ids(interview) })).interview.meeting_url;
    const forManager = interview.meeting_url;
    expect(forManager).toMatch(/^\/meet\/[0-9a-f-]{36}\?k=/);
    expect(forFreelancer).toMatch(/^\/meet\/[0-9a-f-]{36}\?k=/);
    expect(forFreelancer).not.toBe(forManager);
    const open = async (path: string) => {
      const response = await fetch(`${server.origin}${path}`);
      return { status: response.status, text: await response.text(), headers: response.headers };
    };
    const meetingPath = (forManager ?? '').split('?')[0] ?? '';
    for (const path of [meetingPath, `${meetingPath}?k=wrong`, '/meet/not-a-uuid?k=x', `${meetingPath}?k=`]) {
      expect((await open(path)).status, path).toBe(404);
    }
    const early = await open(forManager ?? '');
    expect(early.status).toBe(200);
    expect(early.text).toContain('The room opens 15 minutes before the start');
    expect(early.headers.get('referrer-policy')).toBe('no-referrer');
    expect(early.headers.get('cache-control')).toBe('no-store');

    await db()('interviews').where({ id: interview.id }).update(interviewTimesFromNow(600_000, 2_400_000));
    const inside = await open(forManager ?? '');
    expect(inside.text).toContain('You are in the meeting room as Grace Hopper.');
    const other = await open(forFreelancer ?? '');
    expect(other.text).toContain('Grace Hopper (client): in the room');
    expect(other.text).toContain('(candidate): in the room');
    expect(other.text).toContain('http-equiv="refresh" content="30"');

    await owner.api.cancelInterview({ params: ids(interview), body: {} });
    expect((await open(forFreelancer ?? '')).status).toBe(404);
    expect((await freelancer.api.getInterview({ params: ids(interview) })).interview.meeting_url).toBeNull();
  });

  it('mails both sides an .ics at each change: REQUEST, REQUEST, CANCEL with one UID and a rising SEQUENCE', async () => {
    const { owner, freelancer, interview } = await scheduled({ duration: '1 hour' });
    await owner.api.rescheduleInterview({
      params: ids(interview),
      body: { interview_date: '2027-06-02', start_time: '15:00', timezone: 'America/New_York', agenda: 'Moved.' },
    });
    await owner.api.cancelInterview({ params: ids(interview), body: { reason: 'Filled.' } });
    const mails = async (to: string) =>
      db()('outbox')
        .where({ recipient: to })
        .whereNotNull('attachments')
        .orderBy('id')
        .select<
          Array<{ subject: string; body: string; attachments: Array<{ content: string; content_type: string }> }>
        >('subject', 'body', 'attachments');
    const read = (text: string) => {
      const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
      const event = calendar.getFirstSubcomponent('vevent');
      if (!event) throw new Error('no VEVENT');
      const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
      const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
      return {
        method: calendar.getFirstPropertyValue('method'),
        uid: event.getFirstPropertyValue('uid'),
        sequence: event.getFirstPropertyValue('sequence'),
        status: event.getFirstPropertyValue('status'),
        start: start.toJSDate().toISOString(),
        end: end.toJSDate().toISOString(),
        location: event.getFirstPropertyValue('location'),
      };
    };
    const { ics_uid: uid } = await db()('interviews').where({ id: interview.id }).first<{ ics_uid: string }>('ics_uid');
    for (const who of [owner, freelancer]) {
      const sent = await mails(who.user.email);
      expect(sent.map((mail) => mail.subject)).toEqual([
        `Interview scheduled: ${interview.job.title}`,
        `Interview rescheduled: ${interview.job.title}`,
        `Interview cancelled: ${interview.job.title}`,
      ]);
      const events = sent.map((mail) => {
        const [attachment] = mail.attachments;
        if (!attachment) throw new Error('no attachment');
        expect(attachment.content_type).toMatch(/^text\/calendar; method=(REQUEST|CANCEL)/);
        return read(attachment.content);
      });
      expect(
        events.map(({ method, uid: id, sequence, start, end, status }) => ({
          method,
          id,
          sequence,
          start,
          end,
          status,
        })),
      ).toEqual([
        {
          method: 'REQUEST',
          id: uid,
          sequence: 0,
          start: '2027-06-01T04:30:00.000Z',
          end: '2027-06-01T05:30:00.000Z',
          status: 'CONFIRMED',
        },
        {
          method: 'REQUEST',
          id: uid,
          sequence: 1,
          start: '2027-06-02T19:00:00.000Z',
          end: '2027-06-02T20:00:00.000Z',
          status: 'CONFIRMED',
        },
        {
          method: 'CANCEL',
          id: uid,
          sequence: 2,
          start: '2027-06-02T19:00:00.000Z',
          end: '2027-06-02T20:00:00.000Z',
          status: 'CANCELLED',
        },
      ]);
      // Each side's invitation carries their own meeting link; the mail names the organiser's zone.
      expect(events[0]?.location).toMatch(/^http.*\/meet\/[0-9a-f-]{36}\?k=/);
      expect(String(events[0]?.location).endsWith(interview.meeting_url ?? '')).toBe(who === owner);
      expect(events[2]?.location).toBeNull();
      expect(sent[0]?.body).toContain('2027-06-01 10:00–11:00 GMT+5:30 (Asia/Kolkata)');
    }
  });

  it('carries the latest interview on the review candidate, for its manager only', async () => {
    const { owner, freelancer, jobId, proposal } = await proposed();
    const review = async () => {
      const { records } = await owner.api.jobProposals({ params: { id: jobId }, query: {} });
      const [record] = records;
      if (!record) throw new Error('no proposal');
      return record;
    };
    const none = noReviewInterview;
    expect(await review()).toMatchObject(none);

    const { upload } = await owner.api.uploadFile({
      query: { kind: 'resume' },
      body: { file: new File([new Uint8Array(makePdf('Interview plan'))], 'plan.pdf', { type: 'application/pdf' }) },
    });
    const { interview: first } = await owner.api.scheduleInterview({
      params: { id: proposal.id },
      body: slot({ duration: '1 hour', file_id: upload.id }),
    });
    const expected = {
      interview_id: first.id,
      interview_status: 'scheduled',
      interview_platform: 'google_meet',
      interview_duration: 60,
      interview_start_time: '2027-06-01T04:30:00.000Z',
      interview_end_time: '2027-06-01T05:30:00.000Z',
      interview_agenda: slot().agenda,
      interview_document: { id: upload.id, name: 'plan.pdf', url: `/api/v1/uploads/${upload.id}` },
      // The reader's own link: the manager's, not the candidate's.
      interview_meet_link: first.meeting_url,
      interview_feedback_given: false,
    };
    expect(await review()).toMatchObject(expected);
    // The same on every proposal answer the manager reads.
    expect((await owner.api.getProposal({ params: { id: proposal.id } })).proposal).toMatchObject(expected);
    expect(
      (await owner.api.proposalsByStatus({ query: { status: 'submitted' } })).records.find(
        (record) => record.id === proposal.id,
      ),
    ).toMatchObject(expected);
    const candidateLink = (await freelancer.api.getInterview({ params: ids(first) })).interview.meeting_url;
    expect(candidateLink).not.toBe(first.meeting_url);
    // The freelancer's own proposal answers carry none of it.
    expect((await freelancer.api.getProposal({ params: { id: proposal.id } })).proposal).toMatchObject(none);
    expect(
      (await freelancer.api.allProposals({ query: {} })).records.find((record) => record.id === proposal.id),
    ).toMatchObject(none);

    // Cancelled: still the latest, without a link; a new one replaces it.
    await owner.api.cancelInterview({ params: ids(first), body: {} });
    expect(await review()).toMatchObject({
      interview_id: first.id,
      interview_status: 'cancelled',
      interview_meet_link: null,
    });
    const { interview: second } = await owner.api.scheduleInterview({
      params: { id: proposal.id },
      body: slot({ interview_date: '2027-06-03', start_time: '09:00', timezone: 'UTC' }),
    });
    expect(await review()).toMatchObject({
      interview_id: second.id,
      interview_status: 'scheduled',
      interview_duration: 30,
      interview_start_time: '2027-06-03T09:00:00.000Z',
      interview_end_time: '2027-06-03T09:30:00.000Z',
      interview_document: null,
      interview_meet_link: second.meeting_url,
    });

    // Feedback given: completed, and the card knows without another call.
    await db()('interviews').where({ id: second.id }).update(interviewTimesFromNow(-600_000, 1_200_000));
    await owner.api.giveInterviewFeedback({
      params: ids(second),
      body: { overall_performance: 'Good', candidate_strengths: 'Clear.', areas_of_improvement: 'Costs.' },
    });
    expect(await review()).toMatchObject({
      interview_id: second.id,
      interview_status: 'completed',
      interview_feedback_given: true,
    });
    // One row per proposal still: the list's count is unchanged by the interviews.
    expect((await owner.api.jobProposals({ params: { id: jobId }, query: {} })).total_count).toBe(1);
  });

  it('lets the candidate, and no one else, open the document attached to their interview', async () => {
    const { owner, freelancer, proposal } = await proposed();
    const { upload } = await owner.api.uploadFile({
      query: { kind: 'resume' },
      body: { file: new File([new Uint8Array(makePdf('Interview plan'))], 'plan.pdf', { type: 'application/pdf' }) },
    });
    const path = `/uploads/${upload.id}`;
    const stranger = await signedInExpert(server);
    expect((await rawCall(server, 'GET', path, { token: freelancer.token })).status).toBe(404);
    const { interview } = await owner.api.scheduleInterview({
      params: { id: proposal.id },
      body: { ...slot(), file_id: upload.id },
    });
    expect(interview.file?.url).toBe(`/api/v1${path}`);
    const served = await freelancer.api.getUpload({ params: { id: upload.id } });
    expect(served.type).toBe('application/pdf');
    expect((await rawCall(server, 'GET', path, { token: stranger.token })).status).toBe(404);
  });
});

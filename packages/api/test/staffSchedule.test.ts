import {
  analyticsServerMessages,
  staffScheduleLimits,
  staffScheduleServerMessages as messages,
  type Role,
  type ScheduleInterviewRequest,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { monthsBack } from '../src/modules/analytics/analytics.service.ts';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { failureOf, interviewTimesFromNow, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const HOUR = 3_600_000;

describe(`staff schedule and analytics on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;
  const staff = (role: Role = 'coordinator') => signedInAs(server, role, { firstName: 'Odalys', lastName: 'Quarrie' });

  /** A client of this file's own (its name and company searched), with a job and a proposal on it. */
  async function proposal(client: { firstName: string; lastName: string; company: string | null }) {
    const owner = await signedInAs(server, 'project_manager', {
      firstName: client.firstName,
      lastName: client.lastName,
    });
    await db()('users').where({ id: owner.user.id }).update({ company_name: client.company });
    const { jobId } = await jobWithQuestions(server, owner.user.id);
    const freelancer = await signedInExpert(server, { firstName: 'Ysmael' });
    const { proposal: made } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    return { owner, freelancer, jobId, proposalId: made.id };
  }

  const slot = (interview_date: string, changes: Partial<ScheduleInterviewRequest> = {}): ScheduleInterviewRequest => ({
    platform: 'google_meet',
    duration: '30 mins',
    interview_date,
    start_time: '10:00',
    timezone: 'Asia/Kolkata',
    agenda: 'The Thornquist landing zone.',
    ...changes,
  });

  /** Three interviews of a client "Brisseau <lastName>" (of `company`): two ahead, one past; one of another client. */
  async function schedule(lastName: string, company: string) {
    const client = { firstName: 'Brisseau', lastName, company };
    const first = await proposal(client);
    const later = await first.owner.api.scheduleInterview({
      params: { id: first.proposalId },
      body: slot('2027-09-02'),
    });
    const second = await proposal(client);
    const sooner = await second.owner.api.scheduleInterview({
      params: { id: second.proposalId },
      body: slot('2027-09-01', { duration: 1 }),
    });
    const third = await proposal(client);
    const past = await third.owner.api.scheduleInterview({
      params: { id: third.proposalId },
      body: slot('2027-09-03'),
    });
    // Moved into the past (two hours ago, for 30 minutes) and cancelled.
    await db()('interviews')
      .where({ id: past.interview.id })
      .update({ ...interviewTimesFromNow(-2 * HOUR, -1.5 * HOUR), status: 'cancelled', cancel_reason: 'Filled.' });
    const other = await proposal({ firstName: 'Idony', lastName: `Castel${lastName.slice(5)}`, company: null });
    const elsewhere = await other.owner.api.scheduleInterview({
      params: { id: other.proposalId },
      body: slot('2027-09-01'),
    });
    return { first, second, third, other, later, sooner, past, elsewhere };
  }

  it('lists every client’s interviews, upcoming soonest first then past, by status, when and client, in pages', async () => {
    const { first, later, sooner, past, elsewhere } = await schedule('Thornquist', 'Velmora Freight');
    for (const role of ['coordinator', 'support'] as const) {
      const member = await staff(role);
      const page = await member.api.staffInterviews({
        query: { search: 'thornquist', per_page: 50, timezone: 'Europe/London' },
      });
      expect(page.total_count).toBe(3);
      expect(page.records.map((interview) => interview.id)).toEqual([
        sooner.interview.id,
        later.interview.id,
        past.interview.id,
      ]);
      const row = page.records[1];
      expect(row).toMatchObject({
        proposal_id: first.proposalId,
        job: { id: first.jobId },
        client: { id: first.owner.user.id, name: 'Brisseau Thornquist', email: first.owner.user.email },
        freelancer: { id: first.freelancer.user.id, profile_uuid: first.freelancer.profileUuid },
        status: 'scheduled',
        starts_at: '2027-09-02T04:30:00.000Z',
        organiser_time: { date: '2027-09-02', time: '10:00', timezone: 'Asia/Kolkata' },
        // 04:30 UTC is 05:30 in London in September (summer time).
        local_time: { date: '2027-09-02', time: '05:30', end_time: '06:00', timezone: 'Europe/London' },
        platform_label: 'Google',
        meeting_open: true,
        past: false,
        client_joined_at: null,
      });
      expect(page.records[2]).toMatchObject({
        status: 'cancelled',
        cancel_reason: 'Filled.',
        meeting_open: false,
        meeting_url: null,
        past: true,
      });
    }
    const member = await staff();
    const ids = async (query: Record<string, string | number>) =>
      (await member.api.staffInterviews({ query: { per_page: 50, ...query } })).records.map((row) => row.id);
    expect(await ids({ search: 'velmora' })).toEqual([sooner.interview.id, later.interview.id, past.interview.id]);
    expect(await ids({ search: 'thornquist', when: 'upcoming' })).toEqual([sooner.interview.id, later.interview.id]);
    expect(await ids({ search: 'thornquist', when: 'past' })).toEqual([past.interview.id]);
    expect(await ids({ search: 'thornquist', status: 'cancelled' })).toEqual([past.interview.id]);
    expect(await ids({ search: 'thornquist', status: 'accepted' })).toEqual([]);
    expect(await ids({ search: 'idony castelquist' })).toEqual([elsewhere.interview.id]);
    // Blank filters count as none; % and _ are literal.
    expect(await ids({ search: 'Thornq_ist' })).toEqual([]);
    expect((await ids({ search: '', status: '', when: '' })).length).toBeGreaterThanOrEqual(4);
    const paged = await member.api.staffInterviews({ query: { search: 'thornquist', per_page: 1, page: 2 } });
    expect(paged).toMatchObject({ current_page: 2, per_page: 1, total_count: 3, total_pages: 3 });
    expect(paged.records.map((row) => row.id)).toEqual([later.interview.id]);
    const defaults = await member.api.staffInterviews({ query: { search: 'thornquist' } });
    expect(defaults.per_page).toBe(staffScheduleLimits.interviewsPerPage);
    // Reading writes no staff action.
    expect(await db()('staff_actions').where({ staff_user_id: member.user.id })).toEqual([]);
  });

  it('shows one interview read-only in the reader’s zone; unknown is 404', async () => {
    const { second, sooner, past } = await schedule('Thornwyck', 'Ashgrove Mills');
    const member = await staff('support');
    const { interview } = await member.api.staffInterview({
      params: { id: sooner.interview.id },
      query: { timezone: 'America/New_York' },
    });
    expect(interview).toMatchObject({
      id: sooner.interview.id,
      proposal_id: second.proposalId,
      client: { name: 'Brisseau Thornwyck' },
      duration: 60,
      agenda: 'The Thornquist landing zone.',
      local_time: { date: '2027-09-01', time: '00:30', end_time: '01:30', timezone: 'America/New_York' },
      feedback_given: false,
      file_name: null,
    });
    // Without a zone: the organiser's.
    const plain = await member.api.staffInterview({ params: { id: past.interview.id }, query: {} });
    expect(plain.interview.local_time.timezone).toBe('Asia/Kolkata');
    expect(plain.interview.reschedule_request).toBeNull();
    const missing = await failureOf(member.api.staffInterview({ params: { id: 2_000_000_000 }, query: {} }));
    expect([missing.status, missing.message]).toEqual([404, messages.interviewNotFound]);
  });

  it('refuses visitors, participants and the admin, and malformed queries', async () => {
    const { first, later } = await schedule('Thornbury', 'Ashgrove Mills');
    const path = `/staff/interviews/${String(later.interview.id)}`;
    for (const url of ['/staff/interviews', path, '/staff/analytics']) {
      expect((await rawCall(server, 'GET', url)).status).toBe(401);
      expect((await rawCall(server, 'GET', url, { token: 'forged.token' })).status).toBe(401);
      for (const token of [first.owner.token, first.freelancer.token, (await signedInAs(server, 'admin')).token]) {
        expect((await rawCall(server, 'GET', url, { token })).status).toBe(403);
      }
    }
    const member = await staff();
    for (const [query, message] of [
      ['status=finished', messages.statusInvalid],
      ['when=tomorrow', messages.whenInvalid],
      [`search=${'x'.repeat(staffScheduleLimits.maxSearchLength + 1)}`, messages.searchTooLong],
      ['timezone=Mars%2FOlympus', 'time zone'],
      ['per_page=51', 'per_page'],
      ['page=0', 'page'],
    ] as const) {
      const answer = await rawCall(server, 'GET', `/staff/interviews?${query}`, { token: member.token });
      expect([answer.status, JSON.stringify(answer.body)]).toEqual([422, expect.stringContaining(message)]);
    }
    for (const id of ['abc', '0', '-1', '1.5', '9'.repeat(30)]) {
      const answer = await rawCall(server, 'GET', `/staff/interviews/${id}`, { token: member.token });
      expect([400, 404, 422]).toContain(answer.status);
    }
    for (const [query, message] of [
      ['months=0', analyticsServerMessages.monthsInvalid],
      ['months=abc', analyticsServerMessages.monthsInvalid],
      ['zone=Mars%2FOlympus', analyticsServerMessages.zoneInvalid],
      [`client=${'x'.repeat(staffScheduleLimits.maxSearchLength + 1)}`, messages.searchTooLong],
    ] as const) {
      const answer = await rawCall(server, 'GET', `/staff/analytics?${query}`, { token: member.token });
      expect([answer.status, JSON.stringify(answer.body)]).toEqual([422, expect.stringContaining(message)]);
    }
  });

  /** A client "Wenceslas Drummelow" (Kettering Aerial) with a $400 milestone released and $100 funded. */
  async function clientWithPayments() {
    const started = await startedContract(server);
    const { manager, freelancer, contractId } = started;
    await db()('users')
      .where({ id: manager.user.id })
      .update({ first_name: 'Wenceslas', last_name: 'Drummelow', company_name: 'Kettering Aerial' });
    const { milestone } = await manager.api.createMilestone({
      params: { id: contractId },
      body: { description: 'Landing zone', deposite_amount: '400.00', due_date: '2027-01-15' },
    });
    await manager.api.fundMilestone({ params: { id: milestone.id } });
    const { payment_request: request } = await freelancer.api.requestPayment({
      body: {
        contract_id: contractId,
        milestone_id: milestone.id,
        amount_requested: '400.00',
        request_message: 'Done.',
      },
    });
    await manager.api.approvePayment({ body: { payment_request_id: request.id } });
    const { milestone: second } = await manager.api.createMilestone({
      params: { id: contractId },
      body: { description: 'Runbook', deposite_amount: '100.00', due_date: '2027-01-15' },
    });
    await manager.api.fundMilestone({ params: { id: second.id } });
    return started;
  }

  it('answers the clients’ figures computed across clients, or those a filter matches', async () => {
    const { manager } = await clientWithPayments();
    const month = monthsBack(new Date(), 'UTC', 1).months[0];
    const own = await manager.api.analytics({ query: { months: 1 } });
    for (const role of ['coordinator', 'support'] as const) {
      const member = await staff(role);
      // By name, company or email: the one client, the same figures as their own /analytics.
      for (const client of ['wenceslas drummel', 'KETTERING aer', manager.user.email]) {
        const figures = await member.api.staffAnalytics({ query: { months: 1, client: ` ${client} ` } });
        expect(figures).toEqual({
          client: client.trim(),
          client_account: null,
          clients: 1,
          months: [{ month, spent_cents: 40_000, jobs_posted: 1, proposals_received: 1, hires: 1 }],
          totals: {
            spent_cents: 40_000,
            jobs_posted: 1,
            proposals_received: 1,
            hires: 1,
            active_contracts: 1,
            in_escrow_cents: 10_000,
          },
        });
        if (own.role !== 'project_manager') throw new Error('expected the manager figures');
        expect(figures.totals).toEqual(own.totals);
      }
    }
    const member = await staff();
    // A second client of the same name: the figures add up over both.
    const twin = await startedContract(server);
    await db()('users')
      .where({ id: twin.manager.user.id })
      .update({ first_name: 'Wenceslas', last_name: 'Drummelow', company_name: null });
    const both = await member.api.staffAnalytics({ query: { months: 3, client: 'wenceslas drummelow' } });
    expect(both.clients).toBe(2);
    expect(both.months).toHaveLength(3);
    expect(both.months.at(-1)).toEqual({ month, spent_cents: 40_000, jobs_posted: 2, proposals_received: 2, hires: 2 });
    expect(both.totals).toMatchObject({ spent_cents: 40_000, jobs_posted: 2, hires: 2, active_contracts: 2 });
    // Every client: never less than the one client's (other files add to the shared database).
    const all = await member.api.staffAnalytics({ query: {} });
    expect(all.client).toBeNull();
    expect(all.clients).toBeGreaterThanOrEqual(2);
    expect(all.months).toHaveLength(12);
    expect(all.totals.spent_cents).toBeGreaterThanOrEqual(40_000);
    expect(all.totals.in_escrow_cents).toBeGreaterThanOrEqual(10_000);
    expect(all.totals.hires).toBeGreaterThanOrEqual(2);
    // A filter no client matches: zeros.
    const none = await member.api.staffAnalytics({ query: { months: 1, client: 'Zzyxqor Nobody' } });
    expect(none).toMatchObject({ clients: 0, totals: { spent_cents: 0, hires: 0, in_escrow_cents: 0 } });
  });
});

import { analyticsLimits, analyticsServerMessages as messages, type Role } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { monthsBack } from '../src/modules/analytics/analytics.service.ts';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { failureOf, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe('monthsBack', () => {
  it('counts back from the month of the zone, across a year', () => {
    // 2026-02-01 03:00 UTC is still January in New York.
    const now = new Date('2026-02-01T03:00:00Z');
    expect(monthsBack(now, 'UTC', 3)).toEqual({
      months: ['2025-12', '2026-01', '2026-02'],
      start: '2025-12-01 00:00:00',
    });
    expect(monthsBack(now, 'America/New_York', 2)).toEqual({
      months: ['2025-12', '2026-01'],
      start: '2025-12-01 00:00:00',
    });
    expect(monthsBack(now, 'UTC', 1).months).toEqual(['2026-02']);
    expect(monthsBack(now, 'UTC', 14).months[0]).toBe('2025-01');
  });
});

describe(`GET /analytics on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;
  const thisMonth = () => monthsBack(new Date(), 'UTC', 1).months[0];

  /** A contract with a $400 milestone funded, requested and approved, and a $100 one funded. */
  async function releasedContract() {
    const started = await startedContract(server);
    const { manager, freelancer, contractId } = started;
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

  it("answers the freelancer's earnings, proposals, hires, views and rate from the rows", async () => {
    const { manager, freelancer, contractId } = await releasedContract();
    // Views: the manager twice on one day counts once; the freelancer's own and anonymous visits not at all.
    for (const token of [manager.token, manager.token, freelancer.token, undefined]) {
      const answer = await rawCall(server, 'GET', `/freelancer_details/${freelancer.profileUuid}`, { token });
      expect(answer.status).toBe(200);
    }
    const stats = await freelancer.api.analytics({ query: {} });
    if (stats.role !== 'freelancer') throw new Error('expected the freelancer figures');
    expect(stats.months).toHaveLength(analyticsLimits.defaultMonths);
    const current = stats.months.at(-1);
    expect(current).toEqual({
      month: thisMonth(),
      earned_cents: 38_000,
      proposals_submitted: 1,
      proposals_won: 1,
      hires: 1,
      profile_views: 1,
    });
    expect(stats.months.slice(0, -1).every((month) => month.earned_cents === 0 && month.hires === 0)).toBe(true);
    expect(stats.totals).toEqual({
      earned_cents: 38_000,
      proposals_submitted: 1,
      hires: 1,
      win_rate: 1,
      active_contracts: 1,
      completed_contracts: 0,
      average_rating: null,
      profile_views: 1,
    });
    // Ended with a rating of 4 by the client: completed, rated.
    await manager.api.createRating({ body: { contract_id: contractId, score: 4 } });
    const ended = await freelancer.api.analytics({ query: { months: 3 } });
    if (ended.role !== 'freelancer') throw new Error('expected the freelancer figures');
    expect(ended.months.map((month) => month.month)).toEqual(monthsBack(new Date(), 'UTC', 3).months);
    expect(ended.totals).toMatchObject({ active_contracts: 0, completed_contracts: 1, average_rating: 4 });
    // A second proposal, not hired: two proposed this month, one won; the hire stays one.
    const other = await signedInAs(server, 'project_manager');
    const { jobId } = await jobWithQuestions(server, other.user.id, []);
    await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const later = await freelancer.api.analytics({ query: { months: 1 } });
    expect(later.months).toEqual([expect.objectContaining({ proposals_submitted: 2, proposals_won: 1, hires: 1 })]);
    expect(later.totals).toMatchObject({ proposals_submitted: 2, hires: 1, win_rate: 0.5 });
  });

  it("answers the manager's spend, jobs, proposals received, hires and escrow", async () => {
    const { manager } = await releasedContract();
    const stats = await manager.api.analytics({ query: { months: 1 } });
    expect(stats).toEqual({
      role: 'project_manager',
      months: [{ month: thisMonth(), spent_cents: 40_000, jobs_posted: 1, proposals_received: 1, hires: 1 }],
      totals: {
        spent_cents: 40_000,
        jobs_posted: 1,
        proposals_received: 1,
        hires: 1,
        active_contracts: 1,
        in_escrow_cents: 10_000,
      },
    });
  });

  it('counts months in the zone asked for', async () => {
    const freelancer = await signedInExpert(server);
    const manager = await signedInAs(server, 'project_manager');
    const { jobId } = await jobWithQuestions(server, manager.user.id, []);
    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    // Half an hour into this month in UTC: still last month in New York.
    const { start } = monthsBack(new Date(), 'UTC', 1);
    await db()('job_applications')
      .where({ id: proposal.id })
      .update({ created_at: new Date(`${start.slice(0, 10)}T00:30:00Z`) });
    const utc = await freelancer.api.analytics({ query: { months: 2, zone: 'UTC' } });
    const newYork = await freelancer.api.analytics({ query: { months: 2, zone: 'America/New_York' } });
    expect(utc.months.map((month) => ('proposals_submitted' in month ? month.proposals_submitted : -1))).toEqual([
      0, 1,
    ]);
    expect(newYork.months.map((month) => ('proposals_submitted' in month ? month.proposals_submitted : -1))).toEqual([
      1, 0,
    ]);
  });

  it('shows each caller only their own figures, refuses others and bad input', async () => {
    await releasedContract();
    const stranger = await signedInExpert(server);
    const own = await stranger.api.analytics({ query: {} });
    expect(own.totals).toMatchObject({ earned_cents: 0, proposals_submitted: 0, hires: 0, profile_views: 0 });
    expect((await rawCall(server, 'GET', '/analytics')).status).toBe(401);
    expect((await rawCall(server, 'GET', '/analytics', { token: 'forged.token' })).status).toBe(401);
    for (const role of ['admin', 'coordinator', 'support'] as Role[]) {
      const staff = await signedInAs(server, role);
      expect((await failureOf(staff.api.analytics({ query: {} }))).status).toBe(403);
    }
    for (const [query, message] of [
      ['months=0', messages.monthsInvalid],
      ['months=25', messages.monthsInvalid],
      ['months=1.5', messages.monthsInvalid],
      ['months=abc', messages.monthsInvalid],
      ['zone=Mars%2FOlympus', messages.zoneInvalid],
      [`zone=${'A'.repeat(5_000)}`, messages.zoneInvalid],
      ["zone=UTC'%3B%20drop%20table%20users%3B--", messages.zoneInvalid],
    ] as const) {
      const answer = await rawCall(server, 'GET', `/analytics?${query}`, { token: stranger.token });
      expect([answer.status, JSON.stringify(answer.body)]).toEqual([422, expect.stringContaining(message)]);
    }
  });
});

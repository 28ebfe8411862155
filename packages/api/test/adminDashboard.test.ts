import { adminReportLimits, adminReportServerMessages as messages, type Role } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { monthsBack } from '../src/modules/analytics/analytics.service.ts';
import { adminDashboard } from '../src/modules/adminReports/dashboard.service.ts';
import { moneyMoved } from './adminReports.support.ts';
import { useTestServer } from './helpers.ts';
import { signedInExpert } from './proposals.support.ts';
import { createUser, failureOf, insertJob, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`GET /admins/admin_dashboard on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;

  // The run's files share one database: every figure is checked as the change this test made.
  it('counts sign-ups, pending applications, jobs, contracts and the money the ledger moved', async () => {
    const admin = await signedInAs(server, 'admin');
    const before = await admin.api.adminDashboard({ query: {} });
    expect(before.months).toHaveLength(adminReportLimits.dashboardMonths);
    expect(before.months.map((month) => month.month)).toEqual(monthsBack(new Date(), 'UTC', 12).months);

    // One manager and one freelancer with a contract, $400 released, $100 held, $50 withdrawn.
    const { manager } = await moneyMoved(server);
    // One application waiting for review; a draft job and a deleted one of the manager.
    await signedInExpert(server, { status: 'submitted' });
    await insertJob(server, manager.user.id, { status: 'draft' });
    const deleted = await insertJob(server, manager.user.id, {});
    await db()('jobs').where({ id: deleted }).update({ deleted_at: new Date() });
    // Staff accounts are not sign-ups.
    await signedInAs(server, 'support');

    const after = await admin.api.adminDashboard({ query: { zone: 'UTC' } });
    expect({
      sign_ups: {
        freelancers: after.sign_ups.freelancers - before.sign_ups.freelancers,
        clients: after.sign_ups.clients - before.sign_ups.clients,
      },
      applications_pending: after.applications_pending - before.applications_pending,
      jobs: {
        draft: after.jobs.draft - before.jobs.draft,
        open: after.jobs.open - before.jobs.open,
        closed: after.jobs.closed - before.jobs.closed,
      },
      contracts: {
        active: after.contracts.active - before.contracts.active,
        completed: after.contracts.completed - before.contracts.completed,
      },
      money: Object.fromEntries(
        Object.entries(after.money).map(([key, value]) => [
          key,
          value - before.money[key as keyof typeof before.money],
        ]),
      ),
    }).toEqual({
      // The expert of the pending application is a freelancer too.
      sign_ups: { freelancers: 2, clients: 1 },
      applications_pending: 1,
      jobs: { draft: 1, open: 1, closed: 0 },
      contracts: { active: 1, completed: 0 },
      money: {
        funded_cents: 50_000,
        released_cents: 40_000,
        fees_cents: 2_000 + 200,
        withdrawn_cents: 5_000,
        refunded_cents: 0,
        in_escrow_cents: 10_000,
      },
    });
    const [was, now] = [before.months.at(-1), after.months.at(-1)];
    if (!was || !now) throw new Error('expected this month');
    expect({
      freelancer_sign_ups: now.freelancer_sign_ups - was.freelancer_sign_ups,
      client_sign_ups: now.client_sign_ups - was.client_sign_ups,
      funded_cents: now.funded_cents - was.funded_cents,
      released_cents: now.released_cents - was.released_cents,
      fees_cents: now.fees_cents - was.fees_cents,
      withdrawn_cents: now.withdrawn_cents - was.withdrawn_cents,
    }).toEqual({
      freelancer_sign_ups: 2,
      client_sign_ups: 1,
      funded_cents: 50_000,
      released_cents: 40_000,
      fees_cents: 2_200,
      withdrawn_cents: 5_000,
    });
    // Earlier months did not move.
    expect(after.months.slice(0, -1)).toEqual(before.months.slice(0, -1));
  });

  it('counts a month in the zone asked for', async () => {
    const expert = { user: await createUser(server, { role: 'freelancer' }) };
    // Half an hour into this month in UTC: still last month in New York.
    const { start } = monthsBack(new Date(), 'UTC', 1);
    await db()('users')
      .where({ id: expert.user.id })
      .update({ created_at: new Date(`${start.slice(0, 10)}T00:30:00Z`) });
    const newYork = await adminDashboard(db(), { zone: 'America/New_York' });
    const utc = await adminDashboard(db(), { zone: 'UTC' });
    await db()('users').where({ id: expert.user.id }).delete();
    const newYorkAfter = await adminDashboard(db(), { zone: 'America/New_York' });
    const utcAfter = await adminDashboard(db(), { zone: 'UTC' });
    // Removing the account takes it from New York's previous month and from UTC's current one.
    expect(
      (newYork.months.at(-2)?.freelancer_sign_ups ?? 0) - (newYorkAfter.months.at(-2)?.freelancer_sign_ups ?? 0),
    ).toBe(1);
    expect((utc.months.at(-1)?.freelancer_sign_ups ?? 0) - (utcAfter.months.at(-1)?.freelancer_sign_ups ?? 0)).toBe(1);
  });

  it('refuses visitors, forged tokens, every other role and bad zones', async () => {
    expect((await rawCall(server, 'GET', '/admins/admin_dashboard')).status).toBe(401);
    expect((await rawCall(server, 'GET', '/admins/admin_dashboard', { token: 'forged.token' })).status).toBe(401);
    for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as Role[]) {
      const other = await signedInAs(server, role);
      expect((await failureOf(other.api.adminDashboard({ query: {} }))).status).toBe(403);
    }
    const admin = await signedInAs(server, 'admin');
    for (const zone of ['Mars%2FOlympus', 'A'.repeat(5_000), "UTC'%3B%20drop%20table%20users%3B--"]) {
      const answer = await rawCall(server, 'GET', `/admins/admin_dashboard?zone=${zone}`, { token: admin.token });
      expect([answer.status, JSON.stringify(answer.body)]).toEqual([
        422,
        expect.stringContaining(messages.zoneInvalid),
      ]);
    }
  });
});

import {
  adminCsvColumns,
  adminReportServerMessages as messages,
  type AdminReport,
  type Role,
} from '@cloudexperts/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { recordSecurityEvent } from '../src/auth/securityEvents.ts';
import { addDays, monthsBetween, reportRange, todayIn } from '../src/modules/adminReports/range.ts';
import { moneyMoved } from './adminReports.support.ts';
import { useTestServer } from './helpers.ts';
import { createUser, failureOf, insertJob, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe('reportRange', () => {
  it('defaults to the twelve months up to today in the zone', () => {
    const now = new Date('2026-02-01T03:00:00Z');
    expect(reportRange({ zone: 'UTC' }, now)).toEqual({ startDay: '2025-03-01', endDay: '2026-02-01' });
    // Still January 31st in New York.
    expect(reportRange({ zone: 'America/New_York' }, now)).toEqual({ startDay: '2025-02-01', endDay: '2026-01-31' });
    expect(reportRange({ zone: 'UTC', start_date: '2026-01-10', end_date: '2026-01-12' }, now)).toEqual({
      startDay: '2026-01-10',
      endDay: '2026-01-12',
    });
    expect(monthsBetween('2025-11-30', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe(`GET /admins/reports and the security log on ${kind}`, () => {
  const server = useTestServer();
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(async () => {
    admin = await signedInAs(server, 'admin');
  });
  const db = () => server.database.knex;
  const today = () => todayIn('UTC', new Date());
  const thisMonth = () => today().slice(0, 7);
  const report = () => admin.api.adminReports({ query: { start_date: today(), end_date: today() } });
  const usersOf = (answer: AdminReport, role: Role, status: string) =>
    answer.users.find((row) => row.role === role && row.status === status)?.count ?? -1;
  const jobsOf = (answer: AdminReport, status: string) =>
    answer.jobs.by_status.find((row) => row.status === status)?.count ?? -1;
  const platformOf = (answer: AdminReport, platform: string | null) =>
    answer.jobs.by_platform.find((row) => row.platform === platform)?.count ?? 0;

  it('counts sign-ups by role and status, jobs by status and platform and fees by month, from the rows', async () => {
    const before = await report();
    const platform = `Platform ${randomUUID().slice(0, 8)}`;
    const { manager } = await moneyMoved(server);
    const banned = await createUser(server, { role: 'project_manager' });
    await db()('users').where({ id: banned.id }).update({ status: 'banned' });
    await insertJob(server, manager.user.id, { platform, status: 'closed' });
    await insertJob(server, manager.user.id, { platform, status: 'draft' });
    const gone = await insertJob(server, manager.user.id, { platform });
    await db()('jobs').where({ id: gone }).update({ deleted_at: new Date() });
    // A job created before the range is not counted.
    const old = await insertJob(server, manager.user.id, { platform });
    await db()('jobs')
      .where({ id: old })
      .update({ created_at: new Date(`${addDays(today(), -2)}T12:00:00Z`) });
    const after = await report();
    expect(after.start_date).toBe(today());
    expect(after.end_date).toBe(today());
    expect(usersOf(after, 'project_manager', 'active') - usersOf(before, 'project_manager', 'active')).toBe(1);
    expect(usersOf(after, 'project_manager', 'banned') - usersOf(before, 'project_manager', 'banned')).toBe(1);
    expect(usersOf(after, 'freelancer', 'active') - usersOf(before, 'freelancer', 'active')).toBe(1);
    expect(after.users).toHaveLength(5 * 3);
    // The contract's job (open) and three of ours in the range; the old one not.
    expect({
      draft: jobsOf(after, 'draft') - jobsOf(before, 'draft'),
      open: jobsOf(after, 'open') - jobsOf(before, 'open'),
      closed: jobsOf(after, 'closed') - jobsOf(before, 'closed'),
      deleted: jobsOf(after, 'deleted') - jobsOf(before, 'deleted'),
    }).toEqual({ draft: 1, open: 1, closed: 1, deleted: 1 });
    expect(platformOf(after, platform)).toBe(3);
    // Fees: $20 of service on the $400 release, $2 on the Payoneer withdrawal.
    const month = (answer: AdminReport) => answer.revenue.find((row) => row.month === thisMonth());
    expect(after.revenue.map((row) => row.month)).toEqual([thisMonth()]);
    expect((month(after)?.service_fees_cents ?? 0) - (month(before)?.service_fees_cents ?? 0)).toBe(2_000);
    expect((month(after)?.withdrawal_fees_cents ?? 0) - (month(before)?.withdrawal_fees_cents ?? 0)).toBe(200);
    // A range that ended yesterday sees none of it.
    const yesterday = await admin.api.adminReports({
      query: { start_date: addDays(today(), -2), end_date: addDays(today(), -1) },
    });
    expect(platformOf(yesterday, platform)).toBe(1);
    // With no range: the last twelve months to today.
    const fallback = await admin.api.adminReports({ query: {} });
    expect(fallback.end_date).toBe(today());
    expect(fallback.revenue).toHaveLength(12);
    expect(fallback.revenue.at(-1)?.month).toBe(thisMonth());
  });

  it('exports each report as CSV, formulas defused', async () => {
    const manager = await createUser(server, { role: 'project_manager' });
    const platform = `=cmd|'/c calc'!A${randomUUID().slice(0, 4)}`;
    await insertJob(server, manager.id, { platform });
    const csv = async (name: string) => {
      const answer = await rawCall(
        server,
        'GET',
        `/admins/reports/export.csv?report=${name}&start_date=${today()}&end_date=${today()}`,
        { token: admin.token },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
      return { lines: answer.text.split('\r\n'), disposition: answer.headers.get('content-disposition') };
    };
    const answer = await report();
    const users = await csv('users');
    expect(users.disposition).toBe('attachment; filename="users-report.csv"');
    expect(users.lines[0]).toBe(adminCsvColumns.users.map((column) => `"${column}"`).join(','));
    expect(users.lines).toContain(
      `"project_manager","active","${String(usersOf(answer, 'project_manager', 'active'))}"`,
    );
    expect(users.lines).toHaveLength(1 + 15 + 1);
    const jobs = await csv('jobs');
    expect(jobs.lines).toContain(`"platform","'${platform.replaceAll('"', '""')}","1"`);
    expect(jobs.lines).toContain(`"status","open","${String(jobsOf(answer, 'open'))}"`);
    const revenue = await csv('revenue');
    expect(revenue.disposition).toBe('attachment; filename="revenue-report.csv"');
    const row = answer.revenue[0];
    if (!row) throw new Error('expected this month');
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(revenue.lines[1]).toBe(
      [
        row.month,
        dollars(row.service_fees_cents),
        dollars(row.withdrawal_fees_cents),
        dollars(row.service_fees_cents + row.withdrawal_fees_cents),
      ]
        .map((cell) => `"${cell}"`)
        .join(','),
    );
  });

  it("lists every account's security events, newest first, by kind, name or email and days", async () => {
    const user = await createUser(server, { firstName: 'Secura', lastName: `Log${randomUUID().slice(0, 6)}` });
    const tried = `nobody-${randomUUID().slice(0, 8)}@example.test`;
    await recordSecurityEvent(db(), {
      userId: user.id,
      kind: 'sign_in',
      ip: '203.0.113.9',
      detail: { method: 'password' },
    });
    await recordSecurityEvent(db(), { userId: user.id, kind: 'password_changed', ip: '203.0.113.9' });
    await recordSecurityEvent(db(), {
      userId: null,
      kind: 'sign_in_failed',
      ip: '198.51.100.7',
      detail: { email: tried },
    });
    const own = await admin.api.adminSecurityEvents({ query: { search: user.lastName } });
    expect(own.total_count).toBe(2);
    expect(own.records).toEqual([
      {
        id: expect.any(Number) as unknown,
        created_at: expect.any(String) as unknown,
        kind: 'password_changed',
        user: { id: user.id, name: `Secura ${user.lastName}`, email: user.email, role: 'freelancer' },
        ip: '203.0.113.9',
        detail: {},
      },
      expect.objectContaining({ kind: 'sign_in', detail: { method: 'password' } }),
    ]);
    expect((await admin.api.adminSecurityEvents({ query: { search: user.email.toUpperCase() } })).total_count).toBe(2);
    expect(
      (await admin.api.adminSecurityEvents({ query: { search: user.lastName, kind: 'sign_in' } })).records.map(
        (record) => record.kind,
      ),
    ).toEqual(['sign_in']);
    // A failed sign-in for an email no account has: found by the email tried, no user.
    const failed = await admin.api.adminSecurityEvents({ query: { search: tried } });
    expect(failed.records).toEqual([
      expect.objectContaining({ kind: 'sign_in_failed', user: null, ip: '198.51.100.7', detail: { email: tried } }),
    ]);
    const tomorrow = await admin.api.adminSecurityEvents({
      query: { search: user.lastName, start_date: addDays(today(), 1) },
    });
    expect(tomorrow.total_count).toBe(0);
    const paged = await admin.api.adminSecurityEvents({ query: { search: user.lastName, per_page: 1, page: 2 } });
    expect([paged.total_pages, paged.records.map((record) => record.kind)]).toEqual([2, ['sign_in']]);
  });

  it('refuses visitors, every other role and malformed input', async () => {
    for (const path of ['/admins/reports', '/admins/reports/export.csv?report=users', '/admins/security_events']) {
      expect((await rawCall(server, 'GET', path)).status).toBe(401);
      for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as Role[]) {
        const other = await signedInAs(server, role);
        expect((await rawCall(server, 'GET', path, { token: other.token })).status).toBe(403);
      }
      const join = path.includes('?') ? '&' : '?';
      for (const [query, message] of [
        ['start_date=2026-02-31', messages.dateInvalid],
        ['end_date=01%2F02%2F2026', messages.dateInvalid],
        ['start_date=2026-05-02&end_date=2026-05-01', messages.endBeforeStart],
        ['start_date=2001-01-01&end_date=2026-01-01', messages.rangeTooLong],
        ['zone=Nowhere', messages.zoneInvalid],
      ] as const) {
        const answer = await rawCall(server, 'GET', `${path}${join}${query}`, { token: admin.token });
        expect([path, query, answer.status, JSON.stringify(answer.body)]).toEqual([
          path,
          query,
          422,
          expect.stringContaining(message),
        ]);
      }
    }
    for (const [path, message] of [
      ['/admins/reports/export.csv', messages.reportInvalid],
      ['/admins/reports/export.csv?report=salaries', messages.reportInvalid],
      ['/admins/security_events?kind=hacked', messages.kindInvalid],
      [`/admins/security_events?search=${'y'.repeat(101)}`, messages.nameTooLong],
    ] as const) {
      const answer = await rawCall(server, 'GET', path, { token: admin.token });
      expect([path, answer.status, JSON.stringify(answer.body)]).toEqual([path, 422, expect.stringContaining(message)]);
    }
    const page = await failureOf(admin.api.adminSecurityEvents({ query: { page: 0 } }));
    expect(page.status).toBe(422);
  });
});

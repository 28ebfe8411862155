import { adminJobServerMessages, type AdminJobsQuery } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { content, signedInExpert } from './proposals.support.ts';
import { failureOf, insertJob, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`an admin lists, reports and opens every manager's jobs on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;

  it('lists posted jobs of any status, newest first, drafts only when asked, with filters and pages', async () => {
    const admin = await signedInAs(server, 'admin');
    const manager = await signedInAs(server, 'project_manager', { firstName: 'Jobsworth', lastName: 'Quarrington' });
    const managerId = manager.user.id;
    const open = await insertJob(server, managerId, {
      title: 'Quarrington open EKS job',
      published_at: new Date('2026-11-20T10:00:00Z'),
    });
    const closed = await insertJob(server, managerId, {
      title: 'Quarrington closed Azure job',
      status: 'closed',
      platform: 'Microsoft',
      job_pay_type: 'fixed',
      published_at: new Date('2026-11-10T10:00:00Z'),
    });
    const deleted = await insertJob(server, managerId, {
      title: 'Quarrington deleted job',
      published_at: new Date('2026-11-01T10:00:00Z'),
    });
    await db()('jobs').where({ id: deleted }).update({ deleted_at: new Date() });
    const draft = await insertJob(server, managerId, { title: 'Quarrington draft', status: 'draft' });

    const all = await admin.api.adminFindJobs({ query: { manager_id: managerId } });
    expect(all.records.map((row) => [row.id, row.status])).toEqual([
      [open, 'open'],
      [closed, 'closed'],
      [deleted, 'deleted'],
    ]);
    expect(all.records[0]?.manager).toMatchObject({
      id: managerId,
      email: manager.user.email,
      first_name: 'Jobsworth',
      account_status: 'active',
    });
    const byStatus = async (status: 'draft' | 'open' | 'closed' | 'deleted') =>
      (await admin.api.adminFindJobs({ query: { manager_id: managerId, status } })).records.map((row) => row.id);
    expect(await byStatus('draft')).toEqual([draft]);
    expect(await byStatus('open')).toEqual([open]);
    expect(await byStatus('closed')).toEqual([closed]);
    expect(await byStatus('deleted')).toEqual([deleted]);
    // The spec's GET /jobs?job_status answers the same list.
    const spec = await admin.api.adminJobs({ query: { manager_id: managerId, job_status: 'closed' } });
    expect(spec.records.map((row) => row.id)).toEqual([closed]);

    // Search over the title, the manager's name and email; % and _ literal.
    const ids = async (query: AdminJobsQuery) =>
      (await admin.api.adminFindJobs({ query })).records.map((row) => row.id);
    expect(await ids({ search: 'quarrington closed' })).toEqual([closed]);
    expect((await ids({ search: 'JOBSWORTH QUARR' })).sort()).toEqual([open, closed, deleted].sort());
    expect((await ids({ search: manager.user.email })).length).toBe(3);
    expect(await ids({ search: 'quarr%ton' })).toEqual([]);
    expect(await ids({ manager_id: managerId, platform: 'Microsoft' })).toEqual([closed]);
    expect(await ids({ manager_id: managerId, job_pay_type: 'fixed' })).toEqual([closed]);
    // Days posted (UTC), both ends included.
    expect(await ids({ manager_id: managerId, posted_from: '2026-11-10', posted_to: '2026-11-20' })).toEqual([
      open,
      closed,
    ]);
    expect(await ids({ manager_id: managerId, posted_to: '2026-11-09' })).toEqual([deleted]);

    const paged = await admin.api.adminFindJobs({ query: { manager_id: managerId, per_page: 2, page: 2 } });
    expect([paged.records.map((row) => row.id), paged.total_count, paged.total_pages, paged.current_page]).toEqual([
      [deleted],
      3,
      2,
      2,
    ]);
  });

  it('counts proposals and hires on each row', async () => {
    const admin = await signedInAs(server, 'admin');
    const { manager, jobId } = await startedContract(server, { card: false });
    const other = await signedInExpert(server, { firstName: 'Secondbid' });
    await other.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const { records } = await admin.api.adminFindJobs({ query: { manager_id: manager.user.id } });
    expect(records.map((row) => [row.id, row.proposals_count, row.hires])).toEqual([[jobId, 2, 1]]);
  });

  it('reports the jobs posted in each month of a year by their status now, twelve months always', async () => {
    const admin = await signedInAs(server, 'admin');
    const manager = await signedInAs(server, 'project_manager');
    // 2003: no other file posts jobs then (the files share one database).
    const at = (iso: string) => ({ published_at: new Date(iso) });
    await insertJob(server, manager.user.id, at('2003-01-01T00:00:00Z'));
    await insertJob(server, manager.user.id, at('2003-01-31T23:59:59Z'));
    await insertJob(server, manager.user.id, { status: 'closed', ...at('2003-03-15T12:00:00Z') });
    const deleted = await insertJob(server, manager.user.id, at('2003-12-31T23:59:00Z'));
    await db()('jobs').where({ id: deleted }).update({ deleted_at: new Date() });
    // Outside the year (UTC) and a draft: not counted.
    await insertJob(server, manager.user.id, at('2002-12-31T23:59:59Z'));
    await insertJob(server, manager.user.id, at('2004-01-01T00:00:00Z'));
    await insertJob(server, manager.user.id, { status: 'draft' });

    const report = await admin.api.jobsReport({ query: { year: 2003 } });
    expect(report.year).toBe(2003);
    expect(report.months).toHaveLength(12);
    expect(report.months[0]).toEqual({ month: 1, open: 2, closed: 0, deleted: 0, total: 2 });
    expect(report.months[1]).toEqual({ month: 2, open: 0, closed: 0, deleted: 0, total: 0 });
    expect(report.months[2]).toEqual({ month: 3, open: 0, closed: 1, deleted: 0, total: 1 });
    expect(report.months[11]).toEqual({ month: 12, open: 0, closed: 0, deleted: 1, total: 1 });
    expect(report.totals).toEqual({ open: 2, closed: 1, deleted: 1, total: 4 });
    // The spec's trailing slash works; no year is this year.
    const slash = await rawCall(server, 'GET', '/admins/jobs_report/?year=2003', { token: admin.token });
    expect([slash.status, (slash.body as { totals: unknown }).totals]).toEqual([200, report.totals]);
    expect((await admin.api.jobsReport({ query: {} })).year).toBe(new Date().getUTCFullYear());
  });

  it('opens one job in any status with its manager, proposals by status and contracts with their money', async () => {
    const admin = await signedInAs(server, 'admin');
    const { manager, freelancer, contractId, jobId } = await startedContract(server, { card: false });
    const withdrawn = await signedInExpert(server, { firstName: 'Withdrawer' });
    const { proposal } = await withdrawn.api.submitProposal({ body: { job_id: jobId, ...content() } });
    await withdrawn.api.changeProposal({ params: { id: proposal.id }, body: { status: 'withdrawn' } });
    // A milestone with money held and a released payment request, written as the ledger would.
    const [milestone] = await db()('milestones')
      .insert({
        contract_id: contractId,
        description: 'Cut over',
        amount_cents: 60_000,
        due_date: '2026-12-01',
        status: 'funded',
        escrow_cents: 40_000,
        released_cents: 20_000,
        funded_at: new Date(),
      })
      .returning<Array<{ id: string | number }>>('id');
    await db()('payment_requests').insert({
      contract_id: contractId,
      milestone_id: milestone?.id,
      freelancer_id: freelancer.user.id,
      manager_id: manager.user.id,
      amount_cents: 20_000,
      request_message: 'First half',
      status: 'approved',
      released_cents: 20_000,
      fee_cents: 1_000,
      answered_at: new Date(),
    });

    const details = await admin.api.adminJob({ params: { id: jobId } });
    expect(details.job).toMatchObject({ id: jobId, status: 'open', proposals_count: 2, hires: 1 });
    expect(details.job.manager.id).toBe(manager.user.id);
    expect(details.proposals).toEqual({ submitted: 0, offered: 0, withdrawn: 1, rejected: 0, hired: 1, total: 2 });
    expect(details.contracts).toHaveLength(1);
    expect(details.contracts[0]).toMatchObject({
      id: contractId,
      status: 'active',
      amount_cents: 100_000,
      paid_cents: 20_000,
      escrow_cents: 40_000,
      freelancer: { id: freelancer.user.id, profile_uuid: freelancer.profileUuid },
      job: { id: jobId },
    });

    // A draft and a deleted job: the admin still reads them.
    const draft = await insertJob(server, manager.user.id, { status: 'draft', title: 'Half written' });
    expect((await admin.api.adminJob({ params: { id: draft } })).job).toMatchObject({
      status: 'draft',
      published_at: null,
      proposals_count: 0,
    });
    await db()('jobs').where({ id: jobId }).update({ deleted_at: new Date() });
    const gone = await admin.api.adminJob({ params: { id: jobId } });
    expect([gone.job.status, gone.job.deleted_at === null]).toEqual(['deleted', false]);

    const unknown = await failureOf(admin.api.adminJob({ params: { id: 999_999_999 } }));
    expect([unknown.status, unknown.message]).toEqual([404, adminJobServerMessages.jobNotFound]);
  });

  it('refuses the anonymous, every other role and malformed input', async () => {
    const admin = await signedInAs(server, 'admin');
    const manager = await signedInAs(server, 'project_manager');
    const own = await insertJob(server, manager.user.id);
    for (const path of ['/admins/find_jobs', '/jobs?job_status=open', '/admins/jobs_report/', `/admins/jobs/${own}`]) {
      expect((await rawCall(server, 'GET', path)).status, path).toBe(401);
      for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as const) {
        const other = role === 'project_manager' ? manager : await signedInAs(server, role);
        // The job's own manager too: the admin's view of a job is the admin's.
        expect((await rawCall(server, 'GET', path, { token: other.token })).status, `${path} as ${role}`).toBe(403);
      }
    }
    for (const query of [
      'status=pending',
      'job_status=gone',
      'status=open&job_status=closed',
      'platform=Cobol',
      'job_pay_type=weekly',
      'posted_from=2026-13-01',
      'posted_from=2026-11-20&posted_to=2026-11-01',
      'manager_id=abc',
      'manager_id=0',
      'page=0',
      'per_page=51',
      `search=${'a'.repeat(101)}`,
    ]) {
      for (const path of ['/admins/find_jobs', '/jobs']) {
        expect((await rawCall(server, 'GET', `${path}?${query}`, { token: admin.token })).status, query).toBe(422);
      }
    }
    for (const year of ['1999', '2101', 'abc', '2026.5']) {
      const answer = await rawCall(server, 'GET', `/admins/jobs_report?year=${year}`, { token: admin.token });
      expect(answer.status, year).toBe(422);
    }
    const wrong = await rawCall(server, 'GET', '/admins/jobs_report?year=1999', { token: admin.token });
    expect(JSON.stringify(wrong.body)).toContain(adminJobServerMessages.year);
    for (const id of ['abc', '0', '-1']) {
      expect((await rawCall(server, 'GET', `/admins/jobs/${id}`, { token: admin.token })).status, id).toBe(422);
    }
  });
});

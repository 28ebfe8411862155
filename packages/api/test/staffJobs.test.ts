import { staffLimits, staffServerMessages, type Role } from '@cloudexperts/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { content, signedInExpert } from './proposals.support.ts';
import { insertJob, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`staff work on clients' jobs on ${kind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await db()('rate_limits').delete();
  });

  const db = () => server.database.knex;
  const staff = (role: Role = 'coordinator') => signedInAs(server, role, { firstName: 'Priya', lastName: 'Rao' });
  const client = (firstName: string, lastName: string, company: string | null = null) =>
    signedInAs(server, 'project_manager', { firstName, lastName }).then(async (signed) => {
      await db()('users').where({ id: signed.user.id }).update({ company_name: company });
      return signed;
    });

  it('lists every client’s jobs that are not deleted, newest first, by status, title, client name or company, in pages', async () => {
    const quill = await client('Quillon', 'Ferris', 'Zantheon Analytics');
    const other = await client('Orla', 'Brennick');
    const older = await insertJob(server, quill.user.id, {
      title: 'Harden the Vexmoor landing zone',
      published_at: new Date(Date.now() - 86_400_000),
    });
    const draft = await insertJob(server, quill.user.id, { title: 'Draft of a Vexmoor review', status: 'draft' });
    const closed = await insertJob(server, other.user.id, { title: 'Closed Vexmoor audit', status: 'closed' });
    const deleted = await insertJob(server, other.user.id, { title: 'Deleted Vexmoor job' });
    await db()('jobs').where({ id: deleted }).update({ deleted_at: new Date() });

    for (const role of ['coordinator', 'support'] as const) {
      const member = await staff(role);
      const all = await member.api.staffJobs({ query: { search: 'vexmoor', per_page: 50 } });
      // Drafts too (staff work on them for the client), never a deleted job; newest first.
      expect(all.records.map((job) => job.id)).toEqual([closed, draft, older]);
      expect(all.total_count).toBe(3);
      expect(all.records.find((job) => job.id === older)).toMatchObject({
        status: 'open',
        manager: { id: quill.user.id, first_name: 'Quillon', company_name: 'Zantheon Analytics' },
        proposals_count: 0,
        hires: 0,
      });
    }
    const member = await staff();
    const ids = async (query: Record<string, string | number>) =>
      (await member.api.staffJobs({ query: { per_page: 50, ...query } })).records.map((job) => job.id);
    expect(await ids({ search: 'vexmoor', status: 'draft' })).toEqual([draft]);
    expect(await ids({ search: 'vexmoor', status: 'closed' })).toEqual([closed]);
    expect(await ids({ search: 'vexmoor', status: 'open' })).toEqual([older]);
    // By the client's full name and by the company; % and _ are literal.
    expect(await ids({ search: 'quillon fer' })).toEqual([draft, older]);
    expect(await ids({ search: 'zantheon' })).toEqual([draft, older]);
    expect(await ids({ search: 'Vexm_or' })).toEqual([]);
    await db()('jobs').where({ id: older }).update({ title: '100% Vexmoor' });
    expect(await ids({ search: '100%' })).toEqual([older]);

    const paged = await member.api.staffJobs({ query: { search: 'vexmoor', per_page: 1, page: 2 } });
    expect(paged).toMatchObject({ current_page: 2, per_page: 1, total_count: 3, total_pages: 3 });
    expect(paged.records.map((job) => job.id)).toEqual([draft]);
    // Reading writes no staff action.
    expect(await db()('staff_actions').where({ staff_user_id: member.user.id })).toEqual([]);
  });

  it('shows one client’s job read-only with its proposals as the client’s Review tab lists them; deleted or unknown is 404', async () => {
    const owner = await client('Ysolde', 'Marrant', 'Keswick Freight');
    const jobId = await insertJob(server, owner.user.id, { title: 'Kestrel EKS migration' });
    const first = await signedInExpert(server);
    const second = await signedInExpert(server, { firstName: 'Tamsin' });
    const { proposal: kept } = await first.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const { proposal: archived } = await second.api.submitProposal({ body: { job_id: jobId, ...content() } });
    await owner.api.archiveProposal({ params: { id: archived.id }, body: { archived: true } });

    const member = await staff('support');
    const view = await member.api.staffJob({ params: { id: jobId } });
    expect(view.job).toMatchObject({
      id: jobId,
      title: 'Kestrel EKS migration',
      status: 'open',
      manager: { id: owner.user.id, company_name: 'Keswick Freight' },
      proposals_count: 2,
    });
    expect(view.proposals).toMatchObject({ submitted: 2, total: 2 });

    const active = await member.api.staffJobProposals({ params: { id: jobId }, query: {} });
    expect(active.records.map((proposal) => proposal.id)).toEqual([kept.id]);
    const inArchive = await member.api.staffJobProposals({ params: { id: jobId }, query: { archived: true } });
    expect(inArchive.records.map((proposal) => proposal.id)).toEqual([archived.id]);
    expect(inArchive.records[0]?.archived_at).not.toBeNull();
    // The client's own list is the same.
    const theirs = await owner.api.jobProposals({ params: { id: jobId }, query: {} });
    expect(theirs.records.map((proposal) => proposal.id)).toEqual([kept.id]);

    // A draft is readable; a deleted job, an unknown one is not found.
    const draft = await insertJob(server, owner.user.id, { status: 'draft' });
    expect((await member.api.staffJob({ params: { id: draft } })).job.status).toBe('draft');
    await db()('jobs').where({ id: jobId }).update({ deleted_at: new Date() });
    for (const path of [
      `/staff/jobs/${String(jobId)}`,
      `/staff/jobs/${String(jobId)}/proposals`,
      '/staff/jobs/987654',
    ]) {
      const missing = await rawCall(server, 'GET', path, { token: member.token });
      expect(missing.status, path).toBe(404);
      expect(missing.body).toMatchObject({ error: { message: staffServerMessages.jobNotFound } });
    }
    for (const path of ['/staff/jobs/abc', '/staff/jobs/0', `/staff/jobs/${String(draft)}/proposals?status=lost`]) {
      expect((await rawCall(server, 'GET', path, { token: member.token })).status, path).toBe(422);
    }
    // Reading wrote nothing.
    expect(await db()('staff_actions').where({ staff_user_id: member.user.id })).toEqual([]);
  });

  it('refuses visitors, the other roles and a revoked permission', async () => {
    const manager = await signedInAs(server, 'project_manager');
    const freelancer = await signedInAs(server, 'freelancer');
    const admin = await signedInAs(server, 'admin');
    const jobId = await insertJob(server, manager.user.id);
    const paths = ['/staff/jobs', `/staff/jobs/${String(jobId)}`, `/staff/jobs/${String(jobId)}/proposals`];
    for (const path of paths) {
      expect((await rawCall(server, 'GET', path)).status).toBe(401);
      // The job's own client too: the staff calls are staff's only.
      for (const caller of [manager, freelancer, admin]) {
        const answer = await rawCall(server, 'GET', path, { token: caller.token });
        expect(answer.status, `${caller.user.role} ${path}`).toBe(403);
        expect(answer.body).toMatchObject({ error: { code: 'forbidden' } });
      }
    }
    await db()('role_permissions').where({ role: 'support', permission: 'staff.jobs.view' }).delete();
    try {
      const support = await staff('support');
      for (const path of paths) {
        const refused = await rawCall(server, 'GET', path, { token: support.token });
        expect(refused.status, path).toBe(403);
        expect(refused.body).toMatchObject({ error: { code: 'permission_denied' }, permission: 'staff.jobs.view' });
      }
      // The Coordinator keeps it: grants are per role.
      const coordinator = await staff('coordinator');
      expect((await rawCall(server, 'GET', '/staff/jobs', { token: coordinator.token })).status).toBe(200);
    } finally {
      await db()('role_permissions').insert({ role: 'support', permission: 'staff.jobs.view' });
    }
  });

  it('answers malformed and oversize queries with a 4xx and the field’s message, never a 500', async () => {
    const member = await staff();
    const list = (query: string) => rawCall(server, 'GET', `/staff/jobs?${query}`, { token: member.token });
    const status = await list('status=deleted');
    expect(status.status).toBe(422);
    expect(status.body).toMatchObject({ error: { fields: { status: staffServerMessages.jobStatusInvalid } } });
    const search = await list(`search=${'a'.repeat(staffLimits.maxSearchLength + 1)}`);
    expect(search.status).toBe(422);
    expect(search.body).toMatchObject({ error: { fields: { search: staffServerMessages.searchTooLong } } });
    for (const query of ['page=0', 'page=abc', 'per_page=5000', 'page=1e400']) {
      expect((await list(query)).status, query).toBe(422);
    }
    expect((await list('status=&search=')).status).toBe(200);
    expect((await list(`search=${encodeURIComponent("'; drop table jobs; --")}`)).status).toBe(200);
  });
});

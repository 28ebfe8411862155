import { jobServerMessages, staffLimits, staffServerMessages, type Role } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { content, signedInExpert } from './proposals.support.ts';
import { completeJobForm, insertJob, rawCall, signedInAs, whileRevoked } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`staff work on clients' jobs on ${kind}`, () => {
  const server = useTestServer();

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
    // A draft sorts by its created_at (the database's clock, in microseconds), the others by their
    // published_at (JavaScript's, in milliseconds): an hour apart, so one millisecond cannot swap them.
    await db()('jobs')
      .where({ id: draft })
      .update({ created_at: new Date(Date.now() - 3_600_000) });
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
    await whileRevoked(server, 'support', 'staff.jobs.view', async () => {
      const support = await staff('support');
      for (const path of paths) {
        const refused = await rawCall(server, 'GET', path, { token: support.token });
        expect(refused.status, path).toBe(403);
        expect(refused.body).toMatchObject({ error: { code: 'permission_denied' }, permission: 'staff.jobs.view' });
      }
      // The Coordinator keeps it: grants are per role.
      const coordinator = await staff('coordinator');
      expect((await rawCall(server, 'GET', '/staff/jobs', { token: coordinator.token })).status).toBe(200);
    });
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

  interface ActionRow {
    action: string;
    object_type: string;
    object_id: string | number;
    client_user_id: string | number | null;
    staff_role: string;
    detail: unknown;
  }
  const actionsOf = (staffUserId: number) =>
    db()('staff_actions').where({ staff_user_id: staffUserId }).orderBy('id').select<ActionRow[]>('*');

  it('finds the clients a job may be posted for: active Project Managers by name, company or email', async () => {
    const active = await client('Wrenna', 'Osterholt', 'Pellucid Maps');
    const banned = await client('Wrenna', 'Bannock');
    await db()('users').where({ id: banned.user.id }).update({ status: 'banned' });
    await signedInAs(server, 'freelancer', { firstName: 'Wrenna', lastName: 'Freelance' });
    const member = await staff();
    const found = await member.api.staffClients({ query: { search: 'wrenna' } });
    expect(found.records).toEqual([
      { id: active.user.id, name: 'Wrenna Osterholt', email: active.user.email, company_name: 'Pellucid Maps' },
    ]);
    expect((await member.api.staffClients({ query: { search: 'pellucid' } })).records.map((row) => row.id)).toEqual([
      active.user.id,
    ]);
  });

  it('posts a job for a client: the client owns it and sees it, each save is a staff action in its transaction', async () => {
    const owner = await client('Halvard', 'Quist', 'Fjordline Cargo');
    const member = await staff('coordinator');
    // A draft first, as the wizard saves it, then posted.
    const draft = await member.api.staffCreateJob({
      body: {
        client_id: owner.user.id,
        form: completeJobForm({ title: 'Quist EKS draft' }),
        current_tab: 1,
        status: 'draft',
      },
    });
    expect(draft.job).toMatchObject({ status: 'draft', is_owner: true, owner: { current_tab: 1 } });
    const stored = await db()('jobs')
      .where({ id: draft.job.id })
      .first<{ manager_id: string | number } | undefined>('manager_id');
    expect(Number(stored?.manager_id)).toBe(owner.user.id);
    const posted = await member.api.staffUpdateJob({
      params: { id: draft.job.id },
      body: { form: completeJobForm({ title: 'Quist EKS migration' }), current_tab: 5, status: 'open' },
    });
    expect(posted.job).toMatchObject({ status: 'open', title: 'Quist EKS migration' });

    // The client sees it as theirs in their own list; the staff member has no job of their own.
    const theirs = await owner.api.jobsByStatus({ query: { status: 'open' } });
    expect(theirs.records.map((job) => job.id)).toContain(draft.job.id);
    expect((await owner.api.getJob({ params: { id: draft.job.id } })).job.is_owner).toBe(true);
    expect(await db()('jobs').where({ manager_id: member.user.id })).toEqual([]);

    // Edited once posted: the wizard opens it with the client's form.
    const form = await member.api.staffJobForm({ params: { id: draft.job.id } });
    expect(form.job.owner?.form.title).toBe('Quist EKS migration');
    await member.api.staffUpdateJob({
      params: { id: draft.job.id },
      body: { form: completeJobForm({ title: 'Quist EKS migration (unfinished)' }), current_tab: 2, status: 'draft' },
    });
    await member.api.staffUpdateJob({
      params: { id: draft.job.id },
      body: { form: completeJobForm({ title: 'Quist EKS migration, phase 1' }), current_tab: 5, status: 'open' },
    });
    const actions = await actionsOf(member.user.id);
    expect(actions.map((row) => row.action)).toEqual([
      'job_draft_saved',
      'job_posted',
      'job_draft_saved',
      'job_edited',
    ]);
    for (const row of actions) {
      expect(row).toMatchObject({ object_type: 'job', staff_role: 'coordinator' });
      expect(Number(row.object_id)).toBe(draft.job.id);
      expect(Number(row.client_user_id)).toBe(owner.user.id);
    }

    // The admin's audit shows it, by the client's name.
    const admin = await signedInAs(server, 'admin');
    const audit = await admin.api.adminStaffActions({ query: { search: 'Halvard Quist', action: 'job_posted' } });
    expect(audit.records).toMatchObject([
      { action: 'job_posted', object: { type: 'job', id: draft.job.id }, client: { id: owner.user.id } },
    ]);
    // And the staff member's home lists it.
    const home = await member.api.staffDashboard();
    expect(home.my_actions[0]).toMatchObject({ action: 'job_edited', object: { type: 'job', id: draft.job.id } });
  });

  it('refuses a client who is not an active Project Manager, and a failed audit leaves no job', async () => {
    const member = await staff('support');
    const freelancer = await signedInAs(server, 'freelancer');
    const banned = await client('Ottilie', 'Banned');
    await db()('users').where({ id: banned.user.id }).update({ status: 'banned' });
    const post = (clientId: unknown) =>
      rawCall(server, 'POST', '/staff/jobs', {
        token: member.token,
        json: { client_id: clientId, form: completeJobForm(), current_tab: 0, status: 'draft' },
      });
    for (const clientId of [freelancer.user.id, banned.user.id, member.user.id, 987_654]) {
      const refused = await post(clientId);
      expect(refused.status, String(clientId)).toBe(422);
      expect(refused.body).toMatchObject({ error: { fields: { client_id: staffServerMessages.clientNotManager } } });
    }
    for (const clientId of [undefined, 'abc', 0, -1, 1.5, 2 ** 60]) {
      const refused = await post(clientId);
      expect(refused.status, String(clientId)).toBe(422);
      expect(refused.body).toMatchObject({ error: { fields: { client_id: staffServerMessages.clientRequired } } });
    }
    // Incomplete for posting: the field messages, nothing written.
    const owner = await client('Ottilie', 'Active');
    const incomplete = await rawCall(server, 'POST', '/staff/jobs', {
      token: member.token,
      json: { client_id: owner.user.id, form: completeJobForm({ title: '' }), current_tab: 5, status: 'open' },
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body).toMatchObject({ error: { message: jobServerMessages.incomplete } });
    const oversize = await rawCall(server, 'POST', '/staff/jobs', {
      token: member.token,
      json: {
        client_id: owner.user.id,
        form: completeJobForm({ description: 'x'.repeat(100_000) }),
        current_tab: 0,
        status: 'draft',
      },
    });
    expect(oversize.status).toBeGreaterThanOrEqual(400);
    expect(oversize.status).toBeLessThan(500);
    expect(await db()('jobs').where({ manager_id: owner.user.id })).toEqual([]);

    // The audit insert refused (a trigger): the job is not written either.
    await db().raw(`create or replace function refuse_staff_action() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$`);
    await db().raw(
      'create trigger refuse_staff_action before insert on staff_actions for each row execute function refuse_staff_action()',
    );
    try {
      const failed = await post(owner.user.id);
      expect(failed.status).toBe(500);
      expect(await db()('jobs').where({ manager_id: owner.user.id })).toEqual([]);
    } finally {
      await db().raw('drop trigger refuse_staff_action on staff_actions');
      await db().raw('drop function refuse_staff_action()');
    }
    expect(await actionsOf(member.user.id)).toEqual([]);
  });

  it('edits only a live job: deleted or unknown 404, closed 409, and staff writes need staff.jobs.manage', async () => {
    const owner = await client('Perpetua', 'Lindqvist');
    const member = await staff();
    const closed = await insertJob(server, owner.user.id, { status: 'closed' });
    const save = { form: completeJobForm(), current_tab: 5, status: 'open' } as const;
    const closedAnswer = await rawCall(server, 'PUT', `/staff/jobs/${String(closed)}`, {
      token: member.token,
      json: save,
    });
    expect(closedAnswer.status).toBe(409);
    const deleted = await insertJob(server, owner.user.id);
    await db()('jobs').where({ id: deleted }).update({ deleted_at: new Date() });
    for (const path of [`/staff/jobs/${String(deleted)}`, '/staff/jobs/987654']) {
      expect((await rawCall(server, 'PUT', path, { token: member.token, json: save })).status, path).toBe(404);
      expect((await rawCall(server, 'GET', `${path}/form`, { token: member.token })).status, path).toBe(404);
    }
    expect((await rawCall(server, 'PUT', '/staff/jobs/abc', { token: member.token, json: save })).status).toBe(422);
    expect(await actionsOf(member.user.id)).toEqual([]);

    const open = await insertJob(server, owner.user.id);
    const manager = await signedInAs(server, 'project_manager');
    const freelancer = await signedInAs(server, 'freelancer');
    const admin = await signedInAs(server, 'admin');
    const calls = [
      ['GET', '/staff/clients', undefined],
      ['POST', '/staff/jobs', { ...save, client_id: owner.user.id }],
      ['GET', `/staff/jobs/${String(open)}/form`, undefined],
      ['PUT', `/staff/jobs/${String(open)}`, save],
    ] as const;
    for (const [method, path, json] of calls) {
      expect((await rawCall(server, method, path, { json })).status, path).toBe(401);
      // The job's own manager too: these are staff calls.
      for (const caller of [owner, manager, freelancer, admin]) {
        const answer = await rawCall(server, method, path, { token: caller.token, json });
        expect(answer.status, `${caller.user.role} ${method} ${path}`).toBe(403);
      }
    }
    await whileRevoked(server, 'coordinator', 'staff.jobs.manage', async () => {
      for (const [method, path, json] of calls) {
        const refused = await rawCall(server, method, path, { token: member.token, json });
        expect(refused.status, path).toBe(403);
        expect(refused.body).toMatchObject({ error: { code: 'permission_denied' }, permission: 'staff.jobs.manage' });
      }
      // Reading stays (another permission).
      expect((await member.api.staffJob({ params: { id: open } })).job.id).toBe(open);
    });
    expect(await actionsOf(member.user.id)).toEqual([]);
    const after = await db()('jobs')
      .where({ manager_id: owner.user.id })
      .count<Array<{ count: string | number }>>({ count: '*' });
    expect(Number(after[0]?.count)).toBe(3);
  });

  it('serialises two staff saves of one job: both recorded, the last one kept', async () => {
    const owner = await client('Sabine', 'Concurrent');
    const [first, second] = await Promise.all([staff('coordinator'), staff('support')]);
    const { job } = await first.api.staffCreateJob({
      body: { client_id: owner.user.id, form: completeJobForm(), current_tab: 0, status: 'draft' },
    });
    await Promise.all([
      first.api.staffUpdateJob({
        params: { id: job.id },
        body: { form: completeJobForm({ title: 'Version A' }), current_tab: 1, status: 'draft' },
      }),
      second.api.staffUpdateJob({
        params: { id: job.id },
        body: { form: completeJobForm({ title: 'Version B' }), current_tab: 1, status: 'draft' },
      }),
    ]);
    const rows = await db()('staff_actions').where({ object_type: 'job', object_id: job.id }).select<ActionRow[]>('*');
    expect(rows).toHaveLength(3);
    const title = (await db()('jobs').where({ id: job.id }).first<{ title: string } | undefined>('title'))?.title;
    expect(['Version A', 'Version B']).toContain(title);
  });
});

import { adminJobServerMessages } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { failureOf, insertJob, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`an admin lists clients and staff and opens a client on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;

  /** A payment request released on the contract (as the ledger's release writes it). */
  async function released(contractId: number, managerId: number, freelancerId: number, cents: number) {
    const [milestone] = await db()('milestones')
      .insert({
        contract_id: contractId,
        description: 'Phase',
        amount_cents: cents + 5_000,
        due_date: '2026-12-01',
        status: 'funded',
        escrow_cents: 5_000,
        released_cents: cents,
        funded_at: new Date(),
      })
      .returning<Array<{ id: string | number }>>('id');
    await db()('payment_requests').insert({
      contract_id: contractId,
      milestone_id: milestone?.id,
      freelancer_id: freelancerId,
      manager_id: managerId,
      amount_cents: cents,
      request_message: 'Done',
      status: 'approved',
      released_cents: cents,
      answered_at: new Date(),
    });
  }

  it('lists every Project Manager, newest first, with jobs posted, open jobs and spend; search and pages', async () => {
    const admin = await signedInAs(server, 'admin');
    const quiet = await signedInAs(server, 'project_manager', { firstName: 'Clientora', lastName: 'Quiet' });
    const { manager, freelancer, contractId } = await startedContract(server, { card: false });
    await db()('users').where({ id: manager.user.id }).update({ first_name: 'Clientora', company_name: 'Busy Co' });
    await insertJob(server, manager.user.id, { status: 'closed' });
    await insertJob(server, manager.user.id, { status: 'draft' });
    await released(contractId, manager.user.id, freelancer.user.id, 12_345);
    // Not a client: a freelancer of the same name.
    await signedInAs(server, 'freelancer', { firstName: 'Clientora' });

    const list = await admin.api.adminClients({ query: { search: 'clientora' } });
    expect(list.records.map((row) => row.id)).toEqual([manager.user.id, quiet.user.id]);
    expect(list.records[0]).toMatchObject({
      email: manager.user.email,
      company_name: 'Busy Co',
      country: 'United States',
      account_status: 'active',
      jobs_posted: 2,
      open_jobs: 1,
      spend_cents: 12_345,
    });
    expect(list.records[1]).toMatchObject({ jobs_posted: 0, open_jobs: 0, spend_cents: 0 });
    expect((await admin.api.adminClients({ query: { search: 'busy co' } })).records.map((row) => row.id)).toEqual([
      manager.user.id,
    ]);
    expect((await admin.api.adminClients({ query: { search: 'client%ra' } })).total_count).toBe(0);

    // Banned clients are listed too, and found by their status.
    await db()('users').where({ id: quiet.user.id }).update({ status: 'banned' });
    const banned = await admin.api.adminClients({ query: { search: 'clientora', account_status: 'banned' } });
    expect(banned.records.map((row) => [row.id, row.account_status])).toEqual([[quiet.user.id, 'banned']]);

    const paged = await admin.api.adminClients({ query: { search: 'clientora', per_page: 1, page: 2 } });
    expect([paged.records.map((row) => row.id), paged.total_count, paged.total_pages]).toEqual([[quiet.user.id], 2, 2]);
  });

  it("opens a client's profile: account, contracts with their money, spend; a non-client is 404", async () => {
    const admin = await signedInAs(server, 'admin');
    const { manager, freelancer, contractId, jobId } = await startedContract(server, { card: false });
    await released(contractId, manager.user.id, freelancer.user.id, 30_000);
    const profile = await admin.api.adminClient({ params: { id: manager.user.id } });
    expect(profile.client).toMatchObject({
      id: manager.user.id,
      email: manager.user.email,
      email_confirmed: true,
      jobs_posted: 1,
      active_contracts: 1,
      spend_cents: 30_000,
      escrow_cents: 5_000,
    });
    // The test's session is their sign-in.
    expect(profile.client.last_sign_in_at).not.toBeNull();
    expect(profile.contracts.map((row) => [row.id, row.job.id, row.paid_cents, row.freelancer.id])).toEqual([
      [contractId, jobId, 30_000, freelancer.user.id],
    ]);

    for (const id of [freelancer.user.id, admin.user.id, 999_999_999]) {
      const missing = await failureOf(admin.api.adminClient({ params: { id } }));
      expect([missing.status, missing.message]).toEqual([404, adminJobServerMessages.clientNotFound]);
    }
  });

  it('lists users by role: staff are the executives, with status and last sign-in', async () => {
    const admin = await signedInAs(server, 'admin', { firstName: 'Execa', lastName: 'Primo' });
    const coordinator = await signedInAs(server, 'coordinator', { firstName: 'Execa', lastName: 'Coord' });
    const support = await signedInAs(server, 'support', { firstName: 'Execa', lastName: 'Helper' });
    await db()('users').where({ id: support.user.id }).update({ status: 'banned' });
    await db()('sessions').where({ user_id: support.user.id }).delete();
    await signedInAs(server, 'project_manager', { firstName: 'Execa', lastName: 'Client' });

    const staff = await admin.api.users({ query: { role: 'staff', search: 'execa' } });
    expect(staff.records.map((row) => [row.id, row.role])).toEqual([
      [support.user.id, 'support'],
      [coordinator.user.id, 'coordinator'],
      [admin.user.id, 'admin'],
    ]);
    expect(staff.records[0]).toMatchObject({ account_status: 'banned', last_sign_in_at: null });
    expect(staff.records[2]?.last_sign_in_at).not.toBeNull();
    const coordinators = await admin.api.users({ query: { role: 'coordinator', search: 'execa' } });
    expect(coordinators.records.map((row) => row.id)).toEqual([coordinator.user.id]);
    expect((await admin.api.users({ query: { search: 'execa' } })).total_count).toBe(4);
    const active = await admin.api.users({ query: { role: 'staff', search: 'execa', account_status: 'active' } });
    expect(active.total_count).toBe(2);
  });

  it('refuses the anonymous, every other role and malformed input', async () => {
    const admin = await signedInAs(server, 'admin');
    const manager = await signedInAs(server, 'project_manager');
    for (const path of ['/admins/clients', `/admins/clients/${manager.user.id}`, '/users?role=staff']) {
      expect((await rawCall(server, 'GET', path)).status, path).toBe(401);
      for (const role of ['freelancer', 'project_manager', 'coordinator', 'support'] as const) {
        // The client themselves too: their admin profile is the admin's.
        const other = role === 'project_manager' ? manager : await signedInAs(server, role);
        expect((await rawCall(server, 'GET', path, { token: other.token })).status, `${path} as ${role}`).toBe(403);
      }
    }
    for (const query of ['account_status=gone', 'page=0', 'per_page=51', `search=${'a'.repeat(101)}`]) {
      for (const path of ['/admins/clients', '/users']) {
        expect((await rawCall(server, 'GET', `${path}?${query}`, { token: admin.token })).status, query).toBe(422);
      }
    }
    expect((await rawCall(server, 'GET', '/users?role=boss', { token: admin.token })).status).toBe(422);
    for (const id of ['abc', '0', '99999999999999999999']) {
      expect((await rawCall(server, 'GET', `/admins/clients/${id}`, { token: admin.token })).status, id).toBe(422);
    }
  });
});

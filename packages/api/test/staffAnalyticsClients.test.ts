import {
  analyticsServerMessages,
  staffScheduleLimits,
  staffScheduleServerMessages as messages,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { failureOf, rawCall, signedInAs, whileRevoked } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/**
 * /analytics for one client (issue 19): `GET /staff/analytics?client_id=` answers that client's
 * figures with the client named, and `GET /staff/analytics/clients` is the page's picker, both
 * under the analytics' own permission (`staff.contracts.view`).
 */
describe(`staff analytics by client on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;
  const staff = (role: 'coordinator' | 'support' = 'coordinator') =>
    signedInAs(server, role, { firstName: 'Ottoline', lastName: 'Vargrave' });

  /** A client "Quillon <lastName>" of `company` with a started contract (a job, a proposal, a hire). */
  async function client(lastName: string, company: string | null) {
    const started = await startedContract(server);
    await db()('users')
      .where({ id: started.manager.user.id })
      .update({ first_name: 'Quillon', last_name: lastName, company_name: company });
    return started;
  }

  it("answers one client's figures by id, named, the same as their own /analytics", async () => {
    const { manager } = await client('Barrowmere', 'Fenwick Ostlers');
    // A namesake: the term would sum both, the id reads one.
    await client('Barrowmere', null);
    const own = await manager.api.analytics({ query: { months: 1 } });
    if (own.role !== 'project_manager') throw new Error('expected the manager figures');
    for (const role of ['coordinator', 'support'] as const) {
      const member = await staff(role);
      const figures = await member.api.staffAnalytics({ query: { months: 1, client_id: manager.user.id } });
      expect(figures).toEqual({
        client: null,
        client_account: {
          id: manager.user.id,
          name: 'Quillon Barrowmere',
          email: manager.user.email,
          company_name: 'Fenwick Ostlers',
        },
        clients: 1,
        months: own.months,
        totals: own.totals,
      });
      expect(figures.totals).toMatchObject({ jobs_posted: 1, hires: 1, active_contracts: 1 });
    }
    const member = await staff();
    // As a query string, padded: the same client.
    const padded = await rawCall(
      server,
      'GET',
      `/staff/analytics?months=1&client_id=%20${String(manager.user.id)}%20`,
      {
        token: member.token,
      },
    );
    expect(padded.status).toBe(200);
    const both = await member.api.staffAnalytics({ query: { months: 1, client: 'quillon barrowmere' } });
    expect([both.clients, both.client_account, both.totals.jobs_posted]).toEqual([2, null, 2]);
  });

  it('lists the first clients by name for a term, with whether there are more', async () => {
    const { manager: first } = await client('Cresswick', 'Umbrage Tanneries');
    const { manager: second } = await client('Abernook', null);
    const member = await staff('support');
    const found = await member.api.staffAnalyticsClients({ query: { search: ' quillon ' } });
    const ours = found.records.filter((each) => [first.user.id, second.user.id].includes(each.id));
    // By name: Abernook before Cresswick.
    expect(ours).toEqual([
      { id: second.user.id, name: 'Quillon Abernook', email: second.user.email, company_name: null },
      { id: first.user.id, name: 'Quillon Cresswick', email: first.user.email, company_name: 'Umbrage Tanneries' },
    ]);
    // By company and by email, whatever the case.
    for (const term of ['UMBRAGE tann', first.user.email.toUpperCase()]) {
      const answer = await member.api.staffAnalyticsClients({ query: { search: term } });
      expect(answer).toEqual({ records: [expect.objectContaining({ id: first.user.id })], more: false });
    }
    // `%` and `_` are literal; no match is an empty list.
    expect(await member.api.staffAnalyticsClients({ query: { search: 'quillon%cress' } })).toEqual({
      records: [],
      more: false,
    });
    // Only clients: a freelancer or a staff member of the same name is not listed.
    const freelancer = await signedInAs(server, 'freelancer', { firstName: 'Quillon', lastName: 'Abernook' });
    const again = await member.api.staffAnalyticsClients({ query: { search: 'quillon abernook' } });
    expect(again.records.map((each) => each.id)).toEqual([second.user.id]);
    expect(again.records.map((each) => each.id)).not.toContain(freelancer.user.id);
    // At most the page's size, and `more` when there are more (every client, with no term).
    const shown = staffScheduleLimits.analyticsClientsShown;
    for (let index = 0; index < shown; index += 1) {
      await signedInAs(server, 'project_manager', { firstName: 'Quillon', lastName: `Zedmoor${String(index)}` });
    }
    const many = await member.api.staffAnalyticsClients({ query: { search: 'quillon' } });
    expect([many.records.length, many.more]).toEqual([shown, true]);
    const all = await member.api.staffAnalyticsClients({ query: {} });
    expect([all.records.length, all.more]).toEqual([shown, true]);
  });

  it('refuses an id that is no client, malformed ids, and an id with a term', async () => {
    const member = await staff();
    const freelancer = await signedInAs(server, 'freelancer', { firstName: 'Quillon', lastName: 'Thessaly' });
    const admin = await signedInAs(server, 'admin');
    for (const id of [freelancer.user.id, admin.user.id, member.user.id, 2_000_000_000]) {
      const refused = await failureOf(member.api.staffAnalytics({ query: { client_id: id } }));
      expect([refused.status, refused.message]).toEqual([404, messages.clientNotFound]);
    }
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '0x10', '9'.repeat(30), '[]']) {
      const answer = await rawCall(server, 'GET', `/staff/analytics?client_id=${encodeURIComponent(id)}`, {
        token: member.token,
      });
      expect([answer.status, JSON.stringify(answer.body)]).toEqual([
        422,
        expect.stringContaining(messages.clientIdInvalid),
      ]);
    }
    const twice = await rawCall(server, 'GET', '/staff/analytics?client_id=1&client_id=2', { token: member.token });
    expect(twice.status).toBe(422);
    const both = await rawCall(server, 'GET', `/staff/analytics?client=quillon&client_id=${String(member.user.id)}`, {
      token: member.token,
    });
    expect([both.status, JSON.stringify(both.body)]).toEqual([422, expect.stringContaining(messages.clientAndSearch)]);
    // An empty id is no filter (a cleared field in the address).
    expect((await rawCall(server, 'GET', '/staff/analytics?client_id=', { token: member.token })).status).toBe(200);
    const months = await rawCall(server, 'GET', '/staff/analytics?months=0&client_id=5', { token: member.token });
    expect([months.status, JSON.stringify(months.body)]).toEqual([
      422,
      expect.stringContaining(analyticsServerMessages.monthsInvalid),
    ]);
    const long = await rawCall(
      server,
      'GET',
      `/staff/analytics/clients?search=${'x'.repeat(staffScheduleLimits.maxSearchLength + 1)}`,
      { token: member.token },
    );
    expect([long.status, JSON.stringify(long.body)]).toEqual([422, expect.stringContaining(messages.searchTooLong)]);
  });

  it('lets only staff holding the analytics permission call either', async () => {
    const { manager, freelancer } = await client('Ravelston', null);
    const id = String(manager.user.id);
    const urls = [`/staff/analytics?client_id=${id}`, '/staff/analytics/clients?search=quillon'];
    for (const url of urls) {
      expect((await rawCall(server, 'GET', url)).status).toBe(401);
      expect((await rawCall(server, 'GET', url, { token: 'forged.token' })).status).toBe(401);
      for (const token of [manager.token, freelancer.token, (await signedInAs(server, 'admin')).token]) {
        expect((await rawCall(server, 'GET', url, { token })).status).toBe(403);
      }
    }
    // Staff without `staff.contracts.view`: refused, the picker too; with it back, answered.
    const member = await staff('support');
    await whileRevoked(server, 'support', 'staff.contracts.view', async () => {
      for (const url of urls) expect((await rawCall(server, 'GET', url, { token: member.token })).status).toBe(403);
    });
    for (const url of urls) expect((await rawCall(server, 'GET', url, { token: member.token })).status).toBe(200);
  });

  it("says on the staff job whether the reader may read the client's figures (the page's link)", async () => {
    const { jobId } = await client('Penhallow', null);
    const member = await staff('support');
    const read = () => member.api.staffJob({ params: { id: jobId } });
    expect((await read()).can_read_analytics).toBe(true);
    await whileRevoked(server, 'support', 'staff.contracts.view', async () => {
      expect((await read()).can_read_analytics).toBe(false);
    });
    expect((await read()).can_read_analytics).toBe(true);
  });
});

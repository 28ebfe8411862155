import { messageFieldMessages, messageLimits, staffLimits, staffServerMessages, type Role } from '@cloudexperts/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LiveNotifications } from '../src/modules/notifications/live.ts';
import { useTestServer } from './helpers.ts';
import { attachLiveFeed, connect, type Client } from './live.support.ts';
import { startedContract } from './payments.support.ts';
import { failureOf, rawCall, signedInAs, whileRevoked } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`staff work on clients' contracts on ${kind}`, () => {
  const server = useTestServer();
  let live: LiveNotifications;
  const clients: Client[] = [];
  beforeAll(async () => {
    live = await attachLiveFeed(server);
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await live.close();
  });

  const db = () => server.database.knex;
  const staff = (role: Role = 'support') =>
    signedInAs(server, role, { firstName: 'Priya', lastName: role === 'support' ? 'Shah' : 'Rao' });
  interface AuditRow {
    staff_role: string;
    action: string;
    object_type: string;
    object_id: string | number;
    client_user_id: string | number | null;
  }
  const auditOf = (staffUserId: number) =>
    db()('staff_actions').where({ staff_user_id: staffUserId }).orderBy('id').select<AuditRow[]>('*');

  it('lists every contract newest first, filtered by status and a party’s name, with pages', async () => {
    const older = await startedContract(server, { card: false });
    const newer = await startedContract(server, { card: false });
    const support = await staff();
    const all = await support.api.staffContracts({ query: { per_page: 50 } });
    const ids = all.records.map((record) => record.id);
    expect(ids.indexOf(newer.contractId)).toBeLessThan(ids.indexOf(older.contractId));
    const mine = all.records.find((record) => record.id === newer.contractId);
    expect(mine).toMatchObject({
      client: { id: newer.manager.user.id, name: 'Ledgera Payne', email: newer.manager.user.email },
      freelancer: { name: expect.stringMatching(/^Milestonia /) as unknown },
      status: 'active',
      job_pay_type: 'fixed',
      amount_cents: 100_000,
    });

    // Ends the older contract: the status filter tells them apart.
    await db()('contracts').where({ id: older.contractId }).update({ status: 'completed', ended_at: new Date() });
    const completed = await support.api.staffContracts({ query: { status: 'completed', per_page: 50 } });
    expect(completed.records.map((record) => record.id)).toContain(older.contractId);
    expect(completed.records.every((record) => record.status === 'completed')).toBe(true);

    // By the client's full name (another client's contracts are left out).
    await db()('users').where({ id: newer.manager.user.id }).update({ first_name: 'Zebulon', last_name: 'Quayle' });
    const byClient = await support.api.staffContracts({ query: { search: 'zebulon qu' } });
    expect(byClient.records.map((record) => record.id)).toEqual([newer.contractId]);
    // By the freelancer's name, % taken literally.
    await db()('users').where({ id: older.freelancer.user.id }).update({ first_name: 'Ximena%' });
    const byFreelancer = await support.api.staffContracts({ query: { search: 'Ximena%' } });
    expect(byFreelancer.records.map((record) => record.id)).toEqual([older.contractId]);
    expect((await support.api.staffContracts({ query: { search: 'Xim_na' } })).records).toEqual([]);

    const paged = await support.api.staffContracts({ query: { per_page: 1, page: 2 } });
    expect(paged).toMatchObject({ current_page: 2, per_page: 1 });
    expect(paged.records).toHaveLength(1);
    // Other files add contracts to the shared database meanwhile: never fewer than before.
    expect(paged.total_count).toBeGreaterThanOrEqual(all.total_count);
  });

  it('shows one contract read-only with its milestones, requests and conversation; unknown ids are 404', async () => {
    const { manager, freelancer, contractId } = await startedContract(server);
    const { milestone } = await manager.api.createMilestone({
      params: { id: contractId },
      body: { description: 'Landing zone', deposite_amount: '400.00', due_date: '2027-01-15' },
    });
    await manager.api.fundMilestone({ params: { id: milestone.id } });
    await freelancer.api.requestPayment({
      body: {
        contract_id: contractId,
        milestone_id: milestone.id,
        amount_requested: '400.00',
        request_message: 'Done.',
      },
    });
    const coordinator = await staff('coordinator');
    const before = await coordinator.api.staffContract({ params: { id: contractId } });
    expect(before.contract).toMatchObject({ id: contractId, status: 'active' });
    expect(before.client).toMatchObject({ id: manager.user.id, name: 'Ledgera Payne' });
    expect(before.milestones).toHaveLength(1);
    expect(before.milestones[0]).toMatchObject({
      id: milestone.id,
      status: 'funded',
      payment_requested: [{ status: 'Payment Requested', amount_requested: '400.00' }],
    });
    expect(before.conversation).toEqual({ id: null, messages: [], has_more: false });

    // The parties' messages, each named with its author.
    const { conversation } = await manager.api.openConversation({
      body: { job_id: before.contract.job.id, freelancer_uuid: freelancer.profileUuid },
    });
    await manager.api.sendMessage({ params: { id: conversation.id }, body: { body: 'How is it going?' } });
    const after = await coordinator.api.staffContract({ params: { id: contractId } });
    expect(after.conversation.id).toBe(conversation.id);
    expect(after.conversation.messages).toMatchObject([
      {
        body: 'How is it going?',
        mine: false,
        staff: null,
        author: { name: 'Ledgera Payne', role: 'project_manager' },
      },
    ]);
    // Reading wrote nothing.
    expect(await auditOf(coordinator.user.id)).toEqual([]);

    const missing = await failureOf(coordinator.api.staffContract({ params: { id: 987_654 } }));
    expect(missing).toMatchObject({ status: 404, message: staffServerMessages.contractNotFound });
  });

  it('posts as staff: the conversation is opened, both parties get it live attributed to Support, and the audit row is written', async () => {
    const { manager, freelancer, contractId } = await startedContract(server, { card: false });
    const support = await staff('support');
    const managerFeed = await connect(server, manager.token);
    const freelancerFeed = await connect(server, freelancer.token);
    clients.push(managerFeed, freelancerFeed);
    await Promise.all([managerFeed.ready, freelancerFeed.ready]);

    const { message } = await support.api.staffPostMessage({
      params: { id: contractId },
      body: { body: '  Hello both, Support here.  ' },
    });
    expect(message).toMatchObject({
      mine: true,
      staff: { name: 'Priya Shah', role: 'support' },
      body: 'Hello both, Support here.',
    });
    expect(await managerFeed.chat(1)).toEqual([message.id]);
    expect(await freelancerFeed.chat(1)).toEqual([message.id]);
    expect(freelancerFeed.messages.find((item) => item.type === 'message')).toMatchObject({
      message: { id: message.id, mine: false, staff: { name: 'Priya Shah', role: 'support' } },
      unread_messages: 1,
    });

    // The freelancer now sees the conversation (the staff message opened it) with it unread.
    const listed = await freelancer.api.conversations({});
    expect(listed.records).toHaveLength(1);
    expect(listed.records[0]).toMatchObject({ id: message.conversation_id, unread_count: 1 });
    const thread = await manager.api.conversationMessages({ params: { id: message.conversation_id }, query: {} });
    expect(thread.records).toMatchObject([
      { id: message.id, mine: false, staff: { name: 'Priya Shah', role: 'support' } },
    ]);

    const audits = await auditOf(support.user.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      staff_role: 'support',
      action: 'contract_message_posted',
      object_type: 'contract',
    });
    expect(Number(audits[0]?.object_id)).toBe(contractId);
    expect(Number(audits[0]?.client_user_id)).toBe(manager.user.id);

    // A second post uses the same conversation; the dashboard shows the caller's own actions.
    const second = await support.api.staffPostMessage({ params: { id: contractId }, body: { body: 'Again.' } });
    expect(second.message.conversation_id).toBe(message.conversation_id);
    const dashboard = await support.api.staffDashboard();
    expect(dashboard.my_actions.map((action) => action.object.id)).toEqual([contractId, contractId]);
    expect(dashboard.my_actions[0]).toMatchObject({
      action: 'contract_message_posted',
      staff: { id: support.user.id, name: 'Priya Shah', role: 'support' },
      client: { id: manager.user.id, name: 'Ledgera Payne' },
    });
    expect(dashboard.recent.length).toBeLessThanOrEqual(staffLimits.dashboardRecent);
    expect(dashboard.by_status.map((row) => row.status)).toEqual(['active', 'completed']);
    // Another staff member's dashboard holds none of these.
    expect((await (await staff('coordinator')).api.staffDashboard()).my_actions).toEqual([]);

    // The admin reads the audit, filtered by name and action.
    const admin = await signedInAs(server, 'admin');
    const page = await admin.api.adminStaffActions({
      query: { search: 'Priya Shah', action: 'contract_message_posted' },
    });
    expect(page.records.filter((record) => record.staff.id === support.user.id)).toHaveLength(2);
    expect(page.records[0]).toMatchObject({ object: { type: 'contract', id: contractId } });
    const byClient = await admin.api.adminStaffActions({ query: { search: 'Ledgera' } });
    expect(byClient.total_count).toBeGreaterThanOrEqual(2);
    const none = await admin.api.adminStaffActions({ query: { search: 'nobody-like-this' } });
    expect(none.records).toEqual([]);
  });

  it('writes the message and its audit row in one transaction: a failed post leaves neither', async () => {
    const { contractId } = await startedContract(server, { card: false });
    const support = await staff('support');
    const messagesBefore = Number((await db()('messages').count({ count: '*' }).first())?.count ?? 0);
    await db().raw(`create or replace function staff_actions_fail() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await db().raw(
      'create trigger staff_actions_fail before insert on staff_actions for each row execute function staff_actions_fail()',
    );
    try {
      const failed = await rawCall(server, 'POST', `/staff/contracts/${String(contractId)}/messages`, {
        token: support.token,
        json: { body: 'This must not stay.' },
      });
      expect(failed.status).toBe(500);
    } finally {
      await db().raw('drop trigger staff_actions_fail on staff_actions');
      await db().raw('drop function staff_actions_fail()');
    }
    expect(Number((await db()('messages').count({ count: '*' }).first())?.count ?? 0)).toBe(messagesBefore);
    expect(await db()('messages').where({ body: 'This must not stay.' })).toEqual([]);
    expect(await auditOf(support.user.id)).toEqual([]);
    // The conversation it opened was rolled back too.
    const view = await support.api.staffContract({ params: { id: contractId } });
    expect(view.conversation.id).toBeNull();
  });

  it('refuses visitors, freelancers, managers and admins; refuses staff once the permission is revoked', async () => {
    const { manager, freelancer, contractId } = await startedContract(server, { card: false });
    const admin = await signedInAs(server, 'admin');
    const paths = [
      ['GET', '/staff/dashboard'],
      ['GET', '/staff/contracts'],
      ['GET', `/staff/contracts/${String(contractId)}`],
      ['POST', `/staff/contracts/${String(contractId)}/messages`],
    ] as const;
    for (const [method, path] of paths) {
      const json = method === 'POST' ? { body: 'Hi' } : undefined;
      expect((await rawCall(server, method, path, { json })).status).toBe(401);
      for (const caller of [manager, freelancer, admin]) {
        const answer = await rawCall(server, method, path, { token: caller.token, json });
        expect(answer.status, `${caller.user.role} ${method} ${path}`).toBe(403);
        expect(answer.body).toMatchObject({ error: { code: 'forbidden' } });
      }
    }
    // The audit is the admin's only.
    const support = await staff('support');
    for (const caller of [support, manager, freelancer]) {
      expect((await rawCall(server, 'GET', '/admins/staff_actions', { token: caller.token })).status).toBe(403);
    }
    expect((await rawCall(server, 'GET', '/admins/staff_actions')).status).toBe(401);

    // Revoked: refused with the permission named, and nothing is written.
    await whileRevoked(server, 'support', 'staff.messages.post', async () => {
      const refused = await rawCall(server, 'POST', `/staff/contracts/${String(contractId)}/messages`, {
        token: support.token,
        json: { body: 'Hi' },
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: 'permission_denied' } });
      expect(await auditOf(support.user.id)).toEqual([]);
      // Reading is another permission: still allowed.
      expect((await support.api.staffContract({ params: { id: contractId } })).contract.id).toBe(contractId);
    });
    await whileRevoked(server, 'coordinator', 'staff.contracts.view', async () => {
      const coordinator = await staff('coordinator');
      const refused = await rawCall(server, 'GET', '/staff/contracts', { token: coordinator.token });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: 'permission_denied' } });
    });
  });

  it('never lets staff approve a payment or act as a party through the parties’ own calls', async () => {
    const { manager, freelancer, contractId } = await startedContract(server);
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
    for (const role of ['support', 'coordinator'] as const) {
      const member = await staff(role);
      const approve = await rawCall(server, 'POST', '/payments/approve_payment', {
        token: member.token,
        json: { payment_request_id: request.id },
      });
      expect(approve.status, role).toBe(403);
      const milestones = await rawCall(server, 'GET', `/contracts/${String(contractId)}/milestones`, {
        token: member.token,
      });
      expect(milestones.status, role).toBe(403);
    }
    const answered = await db()('payment_requests')
      .where({ id: request.id })
      .first<{ status: string } | undefined>('status');
    expect(answered?.status).toBe('Payment Requested');
  });

  it('answers malformed and oversize input with a 4xx and a message, never a 500', async () => {
    const { contractId } = await startedContract(server, { card: false });
    const support = await staff('support');
    const post = (json: unknown, id: string = String(contractId)) =>
      rawCall(server, 'POST', `/staff/contracts/${id}/messages`, { token: support.token, json });
    const blank = await post({ body: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ error: { fields: { body: messageFieldMessages.blank } } });
    const long = await post({ body: 'x'.repeat(messageLimits.maxChars + 1) });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({ error: { fields: { body: messageFieldMessages.tooLong } } });
    const words = await post({ body: Array.from({ length: messageLimits.maxWords + 1 }, () => 'a').join(' ') });
    expect(words.status).toBe(422);
    expect(words.body).toMatchObject({ error: { fields: { body: messageFieldMessages.tooManyWords } } });
    expect((await post({ body: 'Hi', attachment_ids: [] })).status).toBe(422);
    expect((await post({ body: 42 })).status).toBe(422);
    expect((await post({ body: 'Hi' }, 'abc')).status).toBe(422);
    expect((await post({ body: 'Hi' }, '0')).status).toBe(422);
    const unknown = await post({ body: 'Hi' }, '987654');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: staffServerMessages.contractNotFound } });
    const notJson = await rawCall(server, 'POST', `/staff/contracts/${String(contractId)}/messages`, {
      token: support.token,
      headers: { 'content-type': 'application/json' },
      body: '{"body":',
    });
    expect(notJson.status).toBe(400);
    expect(await auditOf(support.user.id)).toEqual([]);

    const list = (query: string) => rawCall(server, 'GET', `/staff/contracts?${query}`, { token: support.token });
    const status = await list('status=lost');
    expect(status.status).toBe(422);
    expect(status.body).toMatchObject({ error: { fields: { status: staffServerMessages.statusInvalid } } });
    const search = await list(`search=${'a'.repeat(staffLimits.maxSearchLength + 1)}`);
    expect(search.status).toBe(422);
    expect(search.body).toMatchObject({ error: { fields: { search: staffServerMessages.searchTooLong } } });
    expect((await list('page=0')).status).toBe(422);
    expect((await list('per_page=5000')).status).toBe(422);
    expect((await list('status=&search=')).status).toBe(200);

    const admin = await signedInAs(server, 'admin');
    const audit = (query: string) => rawCall(server, 'GET', `/admins/staff_actions?${query}`, { token: admin.token });
    const action = await audit('action=deleted_everything');
    expect(action.status).toBe(422);
    expect(action.body).toMatchObject({ error: { fields: { action: staffServerMessages.actionInvalid } } });
    expect((await audit('start_date=2026-13-01')).status).toBe(422);
    expect((await audit('start_date=2026-11-02&end_date=2026-11-01')).status).toBe(422);
    expect((await audit(`search=${'a'.repeat(staffLimits.maxSearchLength + 1)}`)).status).toBe(422);
    expect((await audit('start_date=2026-01-01&end_date=2026-12-31&zone=Europe/Paris')).status).toBe(200);
  });
});

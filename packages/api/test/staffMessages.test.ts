import {
  messageLimits,
  messageServerMessages,
  staffLimits,
  staffServerMessages,
  type Role,
} from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { rawCall, signedInAs, whileRevoked } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** /messages of Coordinator and Support (issue 19): the conversations of the contracts they posted in. */
describe(`staff messages on ${kind}`, () => {
  const server = useTestServer();

  const db = () => server.database.knex;
  const staff = (role: Role = 'support', lastName = 'Shah') =>
    signedInAs(server, role, { firstName: 'Priya', lastName });
  const auditOf = (staffUserId: number) =>
    db()('staff_actions')
      .where({ staff_user_id: staffUserId })
      .orderBy('id')
      .select<Array<{ action: string; object_id: string | number; detail: unknown }>>('action', 'object_id', 'detail');

  it('lists only the conversations of contracts the staff member posted in, newest activity first, with both parties', async () => {
    const first = await startedContract(server, { card: false });
    const second = await startedContract(server, { card: false });
    const untouched = await startedContract(server, { card: false });
    const support = await staff('support');
    expect((await support.api.staffConversations({})).records).toEqual([]);

    const one = await support.api.staffPostMessage({
      params: { id: first.contractId },
      body: { body: 'Hello first.' },
    });
    const two = await support.api.staffPostMessage({
      params: { id: second.contractId },
      body: { body: 'Hello second.' },
    });
    // The parties talk in the untouched contract's conversation: not Support's.
    const { conversation: other } = await untouched.manager.api.openConversation({
      body: { job_id: untouched.jobId, freelancer_uuid: untouched.freelancer.profileUuid },
    });
    await untouched.manager.api.sendMessage({ params: { id: other.id }, body: { body: 'Private.' } });

    let list = await support.api.staffConversations({});
    expect(list.records.map((record) => record.id)).toEqual([two.message.conversation_id, one.message.conversation_id]);
    expect(list.total_count).toBe(2);
    expect(list.records[1]).toMatchObject({
      contract_id: first.contractId,
      job: { id: first.jobId },
      client: { id: first.manager.user.id, name: 'Ledgera Payne', email: first.manager.user.email },
      freelancer: { id: first.freelancer.user.id, name: expect.stringMatching(/^Milestonia /) as unknown },
      last_message: {
        id: one.message.id,
        mine: true,
        staff: { name: 'Priya Shah', role: 'support' },
        author: { name: 'Priya Shah', role: 'support' },
      },
      unread_count: 0,
    });

    // The freelancer answers in the first: it moves to the top, one new since Support's message.
    await first.freelancer.api.sendMessage({
      params: { id: one.message.conversation_id },
      body: { body: 'Thanks, Support.' },
    });
    list = await support.api.staffConversations({});
    expect(list.records.map((record) => record.id)).toEqual([one.message.conversation_id, two.message.conversation_id]);
    expect(list.records[0]).toMatchObject({
      unread_count: 1,
      last_message: { body: 'Thanks, Support.', mine: false, staff: null, author: { role: 'freelancer' } },
    });

    // Another staff member's list holds none of them; they may still open the contract and post.
    const coordinator = await staff('coordinator', 'Rao');
    expect((await coordinator.api.staffConversations({})).records).toEqual([]);
    const read = await coordinator.api.staffConversationMessages({
      params: { id: one.message.conversation_id },
      query: {},
    });
    expect(read.records.map((record) => record.body)).toEqual(['Hello first.', 'Thanks, Support.']);
    await coordinator.api.staffPostMessage({ params: { id: first.contractId }, body: { body: 'Coordinator here.' } });
    const theirs = await coordinator.api.staffConversations({});
    expect(theirs.records.map((record) => record.id)).toEqual([one.message.conversation_id]);
    expect(theirs.records[0]?.last_message).toMatchObject({ mine: true, author: { name: 'Priya Rao' } });
    // For Support, the coordinator's message is new since theirs.
    expect((await support.api.staffConversations({})).records[0]).toMatchObject({
      id: one.message.conversation_id,
      unread_count: 2,
    });
  });

  it('pages the list and searches it by the client, the freelancer or the job title', async () => {
    const contracts = [];
    for (let index = 0; index < 3; index += 1) contracts.push(await startedContract(server, { card: false }));
    const support = await staff('support', 'Pager');
    for (const contract of contracts) {
      await support.api.staffPostMessage({ params: { id: contract.contractId }, body: { body: 'Hi.' } });
    }
    const [a, b, c] = contracts;
    if (!a || !b || !c) throw new Error('three contracts');
    const all = await support.api.staffConversations({});
    expect(all.total_count).toBe(3);
    const paged = await support.api.staffConversations({ query: { per_page: 2, page: 2 } });
    expect(paged).toMatchObject({ current_page: 2, per_page: 2, total_count: 3, total_pages: 2 });
    expect(paged.records.map((record) => record.id)).toEqual([all.records[2]?.id]);

    // Names no other file gives (staff.test's contract search runs on the same database at once).
    await db()('users').where({ id: a.manager.user.id }).update({ first_name: 'Yardley', last_name: 'Quince' });
    await db()('users').where({ id: b.freelancer.user.id }).update({ first_name: 'Wendeline%' });
    await db()('jobs').where({ id: c.jobId }).update({ title: 'Kubernetes upgrade for Orbital' });
    const search = async (term: string) =>
      (await support.api.staffConversations({ query: { search: term } })).records.map((record) => record.contract_id);
    expect(await search('yardley qu')).toEqual([a.contractId]);
    expect(await search('Wendeline%')).toEqual([b.contractId]);
    expect(await search('Wende_ine')).toEqual([]);
    expect(await search('orbital')).toEqual([c.contractId]);
    expect(await search('')).toHaveLength(3);
  });

  it('reads a conversation in pages, oldest first, each message with its author; the reply is the recorded staff post', async () => {
    const { manager, freelancer, contractId } = await startedContract(server, { card: false });
    const support = await staff('support');
    const { message } = await support.api.staffPostMessage({ params: { id: contractId }, body: { body: 'Support.' } });
    const conversationId = message.conversation_id;
    const bodies = Array.from({ length: messageLimits.messagePageSize + 2 }, (_, index) => `Message ${String(index)}`);
    for (const [index, body] of bodies.entries()) {
      const side = index % 2 === 0 ? manager : freelancer;
      await side.api.sendMessage({ params: { id: conversationId }, body: { body } });
    }
    const one = await support.api.staffConversation({ params: { id: conversationId } });
    expect(one).toMatchObject({
      conversation: { id: conversationId, contract_id: contractId, unread_count: bodies.length },
      can_reply: true,
    });

    const newest = await support.api.staffConversationMessages({ params: { id: conversationId }, query: {} });
    expect(newest.has_more).toBe(true);
    expect(newest.records).toHaveLength(messageLimits.messagePageSize);
    expect(newest.records.at(-1)).toMatchObject({
      body: bodies.at(-1),
      author: { name: expect.stringMatching(/^Milestonia /) as unknown, role: 'freelancer' },
    });
    expect(newest.records.at(-2)).toMatchObject({ author: { name: 'Ledgera Payne', role: 'project_manager' } });
    const ids = newest.records.map((record) => record.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const older = await support.api.staffConversationMessages({
      params: { id: conversationId },
      query: { before: newest.records[0]?.id },
    });
    expect(older.has_more).toBe(false);
    expect(older.records.map((record) => record.body)).toEqual(['Support.', 'Message 0', 'Message 1']);
    expect(older.records[0]).toMatchObject({ mine: true, author: { name: 'Priya Shah', role: 'support' } });
    // Reading writes nothing: no audit row and no party's read point moved.
    expect(await auditOf(support.user.id)).toHaveLength(1);
    expect((await manager.api.conversations({})).records[0]?.unread_count).toBe(1);

    // The reply from /messages is the contract's staff post: the same conversation, recorded.
    const reply = await support.api.staffPostMessage({
      params: { id: one.conversation.contract_id },
      body: { body: 'Replying.' },
    });
    expect(reply.message.conversation_id).toBe(conversationId);
    const audits = await auditOf(support.user.id);
    expect(audits.map((row) => row.action)).toEqual(['contract_message_posted', 'contract_message_posted']);
    expect(Number(audits[1]?.object_id)).toBe(contractId);
    expect((await support.api.staffConversation({ params: { id: conversationId } })).conversation).toMatchObject({
      unread_count: 0,
      last_message: { id: reply.message.id, mine: true },
    });
    const theirs = await freelancer.api.conversationMessages({ params: { id: conversationId }, query: {} });
    expect(theirs.records.at(-1)).toMatchObject({ body: 'Replying.', staff: { name: 'Priya Shah', role: 'support' } });
  });

  it('answers 404 for an unknown conversation and for one that belongs to no contract', async () => {
    const support = await staff('support');
    for (const path of ['/staff/conversations/987654', '/staff/conversations/987654/messages']) {
      const answer = await rawCall(server, 'GET', path, { token: support.token });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ error: { message: messageServerMessages.conversationNotFound } });
    }
    // A manager and a freelancer with a proposal only: their conversation is not staff's to read.
    const manager = await signedInAs(server, 'project_manager');
    const { jobId } = await jobWithQuestions(server, manager.user.id, []);
    const freelancer = await signedInExpert(server);
    await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const { conversation } = await manager.api.openConversation({
      body: { job_id: jobId, freelancer_uuid: freelancer.profileUuid },
    });
    await manager.api.sendMessage({ params: { id: conversation.id }, body: { body: 'About your proposal.' } });
    for (const path of [
      `/staff/conversations/${String(conversation.id)}`,
      `/staff/conversations/${String(conversation.id)}/messages`,
    ]) {
      const answer = await rawCall(server, 'GET', path, { token: support.token });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toMatchObject({ error: { message: messageServerMessages.conversationNotFound } });
    }
  });

  it('refuses visitors, parties and admins; refuses staff without staff.contracts.view, naming it; can_reply follows staff.messages.post', async () => {
    const { manager, freelancer, contractId } = await startedContract(server, { card: false });
    const support = await staff('support');
    const { message } = await support.api.staffPostMessage({ params: { id: contractId }, body: { body: 'Hi.' } });
    const id = String(message.conversation_id);
    const admin = await signedInAs(server, 'admin');
    const paths = ['/staff/conversations', `/staff/conversations/${id}`, `/staff/conversations/${id}/messages`];
    for (const path of paths) {
      expect((await rawCall(server, 'GET', path)).status, path).toBe(401);
      for (const caller of [manager, freelancer, admin]) {
        const answer = await rawCall(server, 'GET', path, { token: caller.token });
        expect(answer.status, `${caller.user.role} ${path}`).toBe(403);
        expect(answer.body).toMatchObject({ error: { code: 'forbidden' } });
      }
    }

    await whileRevoked(server, 'support', 'staff.messages.post', async () => {
      expect(await support.api.staffConversation({ params: { id: message.conversation_id } })).toMatchObject({
        can_reply: false,
      });
    });

    await whileRevoked(server, 'support', 'staff.contracts.view', async () => {
      for (const path of paths) {
        const refused = await rawCall(server, 'GET', path, { token: support.token });
        expect(refused.status, path).toBe(403);
        expect(refused.body).toMatchObject({
          error: { code: 'permission_denied' },
          permission: 'staff.contracts.view',
        });
      }
    });
  });

  it('answers malformed and oversize queries with a 4xx, never a 500', async () => {
    const support = await staff('support');
    const get = (path: string) => rawCall(server, 'GET', path, { token: support.token });
    const search = await get(`/staff/conversations?search=${'a'.repeat(staffLimits.maxSearchLength + 1)}`);
    expect(search.status).toBe(422);
    expect(search.body).toMatchObject({ error: { fields: { search: staffServerMessages.searchTooLong } } });
    expect((await get('/staff/conversations?page=0')).status).toBe(422);
    expect((await get('/staff/conversations?page=abc')).status).toBe(422);
    expect((await get('/staff/conversations?per_page=5000')).status).toBe(422);
    expect((await get('/staff/conversations?search=')).status).toBe(200);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await get(`/staff/conversations/${id}`)).status, id).toBe(422);
      expect((await get(`/staff/conversations/${id}/messages`)).status, id).toBe(422);
    }
    for (const before of ['abc', '0', '-3']) {
      expect((await get(`/staff/conversations/1/messages?before=${before}`)).status, before).toBe(422);
    }
  });
});

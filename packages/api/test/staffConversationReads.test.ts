import { messageServerMessages, type Role } from '@cloudexperts/domain';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';
import { content, jobWithQuestions, signedInExpert, warmPool } from './proposals.support.ts';
import { rawCall, signedInAs, whileRevoked } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/**
 * A Coordinator's or Support user's own read point in a client's conversation (issue 19): what
 * anyone else wrote after it is unread for them; it moves forward only, one per staff user, and
 * never touches the parties' read points.
 */
describe(`staff read points on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;
  const staff = (role: Role, lastName: string) => signedInAs(server, role, { firstName: 'Reada', lastName });
  const partiesRead = async (conversationId: number) =>
    db()('conversations')
      .where({ id: conversationId })
      .first<{ manager_read_up_to: string | number; freelancer_read_up_to: string | number }>(
        'manager_read_up_to',
        'freelancer_read_up_to',
      );
  const readRow = async (userId: number, conversationId: number) =>
    db()('staff_conversation_reads')
      .where({ user_id: userId, conversation_id: conversationId })
      .first<{ up_to: string | number } | undefined>('up_to');

  it('moves forward only, per staff user; counts everyone else’s messages after it; leaves the parties’ read points', async () => {
    const { manager, freelancer, contractId } = await startedContract(server, { card: false });
    const support = await staff('support', 'Pointer');
    const coordinator = await staff('coordinator', 'Pointer');
    const posted = await support.api.staffPostMessage({ params: { id: contractId }, body: { body: 'Support here.' } });
    const id = posted.message.conversation_id;
    // Posting reads everything before it: Support follows the conversation with nothing unread.
    expect(Number((await readRow(support.user.id, id))?.up_to)).toBe(posted.message.id);
    expect((await support.api.staffConversation({ params: { id } })).conversation.unread_count).toBe(0);

    const sent = [];
    sent.push((await manager.api.sendMessage({ params: { id }, body: { body: 'One.' } })).message);
    sent.push((await freelancer.api.sendMessage({ params: { id }, body: { body: 'Two.' } })).message);
    sent.push((await manager.api.sendMessage({ params: { id }, body: { body: 'Three.' } })).message);
    const [one, two, three] = sent;
    if (!one || !two || !three) throw new Error('three messages');
    const before = await partiesRead(id);

    let list = await support.api.staffConversations({});
    expect(list.records.find((record) => record.id === id)?.unread_count).toBe(3);
    expect((await support.api.staffConversation({ params: { id } })).conversation.unread_count).toBe(3);

    // The coordinator has no read point: every message by anyone else (Support's too) is unread,
    // and the conversation is not in their list until they read it.
    expect((await coordinator.api.staffConversation({ params: { id } })).conversation.unread_count).toBe(4);
    expect((await coordinator.api.staffConversations({})).records.map((record) => record.id)).not.toContain(id);
    expect(await coordinator.api.staffMarkConversationRead({ params: { id }, body: { up_to: two.id } })).toEqual({
      conversation_unread_count: 1,
      unread_count: 1,
    });
    list = await coordinator.api.staffConversations({});
    expect(list.records.find((record) => record.id === id)?.unread_count).toBe(1);
    // Never back: a stale tab's older read point changes nothing.
    expect(await coordinator.api.staffMarkConversationRead({ params: { id }, body: { up_to: one.id } })).toEqual({
      conversation_unread_count: 1,
      unread_count: 1,
    });
    expect(Number((await readRow(coordinator.user.id, id))?.up_to)).toBe(two.id);

    // Support's own point is apart from the coordinator's.
    expect((await support.api.staffConversation({ params: { id } })).conversation.unread_count).toBe(3);
    expect(await support.api.staffMarkConversationRead({ params: { id }, body: { up_to: three.id } })).toEqual({
      conversation_unread_count: 0,
      unread_count: 0,
    });

    // Another staff member's message is unread for the first.
    await coordinator.api.staffPostMessage({ params: { id: contractId }, body: { body: 'Coordinator here.' } });
    expect((await support.api.staffConversation({ params: { id } })).conversation.unread_count).toBe(1);
    expect((await coordinator.api.staffConversation({ params: { id } })).conversation.unread_count).toBe(0);

    // The parties' read points did not move for any of it.
    expect(await partiesRead(id)).toEqual(before);
  });

  it('sums the unread messages over the conversations the staff user follows', async () => {
    const first = await startedContract(server, { card: false });
    const second = await startedContract(server, { card: false });
    const support = await staff('support', 'Summer');
    const a = await support.api.staffPostMessage({ params: { id: first.contractId }, body: { body: 'A.' } });
    const b = await support.api.staffPostMessage({ params: { id: second.contractId }, body: { body: 'B.' } });
    await first.freelancer.api.sendMessage({ params: { id: a.message.conversation_id }, body: { body: 'A1.' } });
    const last = await second.manager.api.sendMessage({
      params: { id: b.message.conversation_id },
      body: { body: 'B1.' },
    });
    await second.freelancer.api.sendMessage({ params: { id: b.message.conversation_id }, body: { body: 'B2.' } });
    expect(
      await support.api.staffMarkConversationRead({
        params: { id: b.message.conversation_id },
        body: { up_to: last.message.id },
      }),
    ).toEqual({ conversation_unread_count: 1, unread_count: 2 });
  });

  it('keeps the greatest of concurrent read points', async () => {
    const { manager, contractId } = await startedContract(server, { card: false });
    const support = await staff('support', 'Racer');
    const posted = await support.api.staffPostMessage({ params: { id: contractId }, body: { body: 'Hi.' } });
    const id = posted.message.conversation_id;
    const ids: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      ids.push((await manager.api.sendMessage({ params: { id }, body: { body: `M${String(index)}` } })).message.id);
    }
    await warmPool(() => support.api.staffConversation({ params: { id } }));
    await Promise.all(
      [...ids]
        .reverse()
        .map((upTo) => support.api.staffMarkConversationRead({ params: { id }, body: { up_to: upTo } })),
    );
    expect(Number((await readRow(support.user.id, id))?.up_to)).toBe(Math.max(...ids));
  });

  it('refuses visitors, parties, admins and staff without staff.contracts.view; 404 for unknown and no-contract conversations; 422 for bad input', async () => {
    const { manager, freelancer, contractId } = await startedContract(server, { card: false });
    const support = await staff('support', 'Guard');
    const { message } = await support.api.staffPostMessage({ params: { id: contractId }, body: { body: 'Hi.' } });
    const id = message.conversation_id;
    const path = `/staff/conversations/${String(id)}/read`;
    const json = { up_to: message.id };
    const admin = await signedInAs(server, 'admin');
    expect((await rawCall(server, 'PUT', path, { json })).status).toBe(401);
    for (const caller of [manager, freelancer, admin]) {
      const answer = await rawCall(server, 'PUT', path, { json, token: caller.token });
      expect(answer.status, caller.user.role).toBe(403);
      expect(answer.body).toMatchObject({ error: { code: 'forbidden' } });
    }
    await whileRevoked(server, 'support', 'staff.contracts.view', async () => {
      const refused = await rawCall(server, 'PUT', path, { json, token: support.token });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { code: 'permission_denied' }, permission: 'staff.contracts.view' });
    });

    // Unknown, and a conversation of no contract (a proposal's): 404 as the reads say.
    const unknown = await rawCall(server, 'PUT', '/staff/conversations/987654321/read', {
      json,
      token: support.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: messageServerMessages.conversationNotFound } });
    const otherManager = await signedInAs(server, 'project_manager');
    const { jobId } = await jobWithQuestions(server, otherManager.user.id, []);
    const expert = await signedInExpert(server);
    await expert.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const { conversation } = await otherManager.api.openConversation({
      body: { job_id: jobId, freelancer_uuid: expert.profileUuid },
    });
    const foreign = await otherManager.api.sendMessage({
      params: { id: conversation.id },
      body: { body: 'About your proposal.' },
    });
    const noContract = await rawCall(server, 'PUT', `/staff/conversations/${String(conversation.id)}/read`, {
      json: { up_to: foreign.message.id },
      token: support.token,
    });
    expect(noContract.status).toBe(404);
    expect(await readRow(support.user.id, conversation.id)).toBeUndefined();

    // A message of another conversation, or none: 422 naming up_to.
    for (const upTo of [foreign.message.id, 987654321]) {
      const answer = await rawCall(server, 'PUT', path, { json: { up_to: upTo }, token: support.token });
      expect(answer.status, String(upTo)).toBe(422);
      expect(answer.body).toMatchObject({
        error: { fields: { up_to: messageServerMessages.messageNotInConversation } },
      });
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect(
        (await rawCall(server, 'PUT', `/staff/conversations/${bad}/read`, { json, token: support.token })).status,
        bad,
      ).toBe(422);
    }
    for (const body of [{}, { up_to: 0 }, { up_to: -4 }, { up_to: 'abc' }, { up_to: 1.5 }, { ...json, extra: 1 }]) {
      const answer = await rawCall(server, 'PUT', path, { json: body, token: support.token });
      expect(answer.status, JSON.stringify(body)).toBe(422);
    }
    const oversize = await rawCall(server, 'PUT', path, {
      body: JSON.stringify({ up_to: message.id, pad: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
      token: support.token,
    });
    expect(oversize.status).toBeGreaterThanOrEqual(400);
    expect(oversize.status).toBeLessThan(500);
    // Nothing above moved Support's point.
    expect(Number((await readRow(support.user.id, id))?.up_to)).toBe(message.id);
  });
});

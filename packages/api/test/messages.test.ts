import { messageFieldMessages, messageLimits, messageServerMessages } from '@cloudexperts/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LiveNotifications } from '../src/modules/notifications/live.ts';
import { makePdf } from './files.ts';
import { useTestServer } from './helpers.ts';
import { attachLiveFeed, connect, type Client } from './live.support.ts';
import { content, jobWithQuestions, signedInExpert, warmPool } from './proposals.support.ts';
import { failureOf, insertUpload, rawCall, signedInAs } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`messages on ${kind}`, () => {
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
  const manager = () => signedInAs(server, 'project_manager', { firstName: 'Grace', lastName: 'Hopper' });
  const open = async (token: string, query = '') => {
    const client = await connect(server, token, query);
    clients.push(client);
    await client.ready;
    return client;
  };

  /** A manager's job with a freelancer's proposal on it, and their conversation opened. */
  async function proposed() {
    const owner = await manager();
    const { jobId } = await jobWithQuestions(server, owner.user.id);
    const freelancer = await signedInExpert(server, { firstName: 'Mirela' });
    await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    return { owner, freelancer, jobId };
  }
  async function conversing() {
    const made = await proposed();
    const { conversation } = await made.owner.api.openConversation({
      body: { job_id: made.jobId, freelancer_uuid: made.freelancer.profileUuid },
    });
    return { ...made, conversation };
  }

  it('opens a conversation, carries messages both ways with unread counts, and marks them read', async () => {
    const { owner, freelancer, jobId, conversation } = await conversing();
    expect(conversation).toMatchObject({
      job: { id: jobId },
      with: { name: 'Mirela V.', role: 'freelancer', profile_uuid: freelancer.profileUuid },
      unread_count: 0,
      last_message: null,
    });
    // Opened but empty: the manager sees it, the freelancer not yet.
    expect((await owner.api.conversations({})).records.map((record) => record.id)).toEqual([conversation.id]);
    expect((await freelancer.api.conversations({})).records).toEqual([]);

    const { message } = await owner.api.sendMessage({
      params: { id: conversation.id },
      body: { body: '  Could you start on Monday?  ' },
    });
    expect(message).toMatchObject({ conversation_id: conversation.id, mine: true, body: 'Could you start on Monday?' });
    await owner.api.sendMessage({ params: { id: conversation.id }, body: { body: 'And send your AWS certificates.' } });

    const listed = await freelancer.api.conversations({});
    expect(listed.unread_count).toBe(2);
    expect(listed.records).toHaveLength(1);
    expect(listed.records[0]).toMatchObject({
      id: conversation.id,
      with: { name: 'Grace H.', role: 'project_manager', profile_uuid: null },
      unread_count: 2,
      last_message: { body: 'And send your AWS certificates.', mine: false },
    });
    const thread = await freelancer.api.conversationMessages({ params: { id: conversation.id }, query: {} });
    expect(thread.records.map((record) => [record.body, record.mine])).toEqual([
      ['Could you start on Monday?', false],
      ['And send your AWS certificates.', false],
    ]);
    expect(thread.has_more).toBe(false);

    // Read up to the first: one left; a stale "read up to" never moves the point back.
    expect(
      await freelancer.api.markConversationRead({ params: { id: conversation.id }, body: { up_to: message.id } }),
    ).toEqual({ conversation_unread_count: 1, unread_count: 1 });
    const last = thread.records.at(-1)?.id ?? 0;
    await freelancer.api.markConversationRead({ params: { id: conversation.id }, body: { up_to: last } });
    expect(
      await freelancer.api.markConversationRead({ params: { id: conversation.id }, body: { up_to: message.id } }),
    ).toEqual({ conversation_unread_count: 0, unread_count: 0 });

    // The reply counts for the manager; replying reads what came before it.
    await freelancer.api.sendMessage({ params: { id: conversation.id }, body: { body: 'Yes, Monday works.' } });
    expect((await owner.api.conversations({})).unread_count).toBe(1);
    await owner.api.sendMessage({ params: { id: conversation.id }, body: { body: 'Great.' } });
    expect((await owner.api.conversations({})).unread_count).toBe(0);
    expect((await freelancer.api.getConversation({ params: { id: conversation.id } })).conversation.unread_count).toBe(
      1,
    );
  });

  it('pages a long thread from the newest, older pages by `before`', async () => {
    const { owner, freelancer, conversation } = await conversing();
    const total = messageLimits.messagePageSize + 3;
    for (let index = 0; index < total; index += 1) {
      await db()('messages').insert({
        conversation_id: conversation.id,
        sender_id: owner.user.id,
        body: `m${String(index)}`,
      });
    }
    const newest = await freelancer.api.conversationMessages({ params: { id: conversation.id }, query: {} });
    expect(newest.records).toHaveLength(messageLimits.messagePageSize);
    expect(newest.records.at(-1)?.body).toBe(`m${String(total - 1)}`);
    expect(newest.has_more).toBe(true);
    const older = await freelancer.api.conversationMessages({
      params: { id: conversation.id },
      query: { before: newest.records[0]?.id ?? 0 },
    });
    expect(older.records.map((record) => record.body)).toEqual(['m0', 'm1', 'm2']);
    expect(older.has_more).toBe(false);
  });

  it('lets a manager start only with a freelancer who is on the job, and only on their own job', async () => {
    const owner = await manager();
    const { jobId } = await jobWithQuestions(server, owner.user.id);
    const stranger = await signedInExpert(server, { firstName: 'Tobiah' });
    const notOnJob = await failureOf(
      owner.api.openConversation({ body: { job_id: jobId, freelancer_uuid: stranger.profileUuid } }),
    );
    expect([notOnJob.status, notOnJob.message]).toEqual([403, messageServerMessages.notOnJob]);

    // An invitation is enough.
    await owner.api.sendInvitation({
      body: { job_id: jobId, recipient_id: stranger.profileUuid, message: 'Would you look at our EKS move?' },
    });
    const { conversation } = await owner.api.openConversation({
      body: { job_id: jobId, freelancer_uuid: stranger.profileUuid },
    });
    // The same one again.
    const again = await owner.api.openConversation({ body: { job_id: jobId, freelancer_uuid: stranger.profileUuid } });
    expect(again.conversation.id).toBe(conversation.id);

    const other = await manager();
    const notTheirs = await failureOf(
      other.api.openConversation({ body: { job_id: jobId, freelancer_uuid: stranger.profileUuid } }),
    );
    expect([notTheirs.status, notTheirs.message]).toEqual([404, messageServerMessages.jobNotFound]);
    const unknown = await failureOf(
      owner.api.openConversation({ body: { job_id: jobId, freelancer_uuid: '00000000-0000-4000-8000-000000000000' } }),
    );
    expect([unknown.status, unknown.message]).toEqual([404, messageServerMessages.freelancerNotFound]);
    // A freelancer cannot start one (they answer in the manager's).
    expect(
      (
        await failureOf(
          stranger.api.openConversation({ body: { job_id: jobId, freelancer_uuid: stranger.profileUuid } }),
        )
      ).status,
    ).toBe(403);
  });

  it('shows a conversation to its two participants only: anyone else gets 404, other roles 403, nobody 401', async () => {
    const { owner, freelancer, conversation } = await conversing();
    const { message } = await owner.api.sendMessage({ params: { id: conversation.id }, body: { body: 'Private.' } });
    const otherManager = await manager();
    const otherFreelancer = await signedInExpert(server, { firstName: 'Ilse' });
    const coordinator = await signedInAs(server, 'coordinator');
    const id = { params: { id: conversation.id } };
    for (const outsider of [otherManager, otherFreelancer, coordinator]) {
      expect((await outsider.api.conversations({})).records).toEqual([]);
      expect((await failureOf(outsider.api.getConversation(id))).status).toBe(404);
      expect((await failureOf(outsider.api.conversationMessages({ ...id, query: {} }))).status).toBe(404);
      expect((await failureOf(outsider.api.sendMessage({ ...id, body: { body: 'Let me in.' } }))).status).toBe(404);
      expect((await failureOf(outsider.api.markConversationRead({ ...id, body: { up_to: message.id } }))).status).toBe(
        404,
      );
    }
    expect(await db()('messages').where({ conversation_id: conversation.id }).count({ count: '*' })).toEqual([
      { count: kind === 'postgres' ? '1' : 1 },
    ]);
    const admin = await signedInAs(server, 'admin');
    expect((await failureOf(admin.api.conversations({}))).status).toBe(403);
    expect((await failureOf(admin.api.getConversation(id))).status).toBe(403);
    const path = `/conversations/${String(conversation.id)}`;
    expect((await rawCall(server, 'GET', '/conversations')).status).toBe(401);
    expect((await rawCall(server, 'GET', `${path}/messages`)).status).toBe(401);
    expect((await rawCall(server, 'POST', `${path}/messages`, { json: { body: 'Hi' } })).status).toBe(401);
    // The participants still read it.
    expect((await freelancer.api.getConversation(id)).conversation.id).toBe(conversation.id);
  });

  it('refuses blank, over-long and malformed messages with the field message, never a 500', async () => {
    const { owner, conversation } = await conversing();
    const path = `/conversations/${String(conversation.id)}/messages`;
    const send = (json: unknown) => rawCall(server, 'POST', path, { token: owner.token, json });
    const blank = await send({ body: '   ' });
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.body)).toContain(messageFieldMessages.blank);
    expect((await send({})).status).toBe(422);
    const words = await send({ body: Array.from({ length: messageLimits.maxWords + 1 }, () => 'a').join(' ') });
    expect(words.status).toBe(422);
    expect(JSON.stringify(words.body)).toContain(messageFieldMessages.tooManyWords);
    expect((await send({ body: 'x'.repeat(messageLimits.maxChars + 1) })).status).toBe(422);
    expect((await send({ body: 'Hi', sender_id: 1 })).status).toBe(422);
    expect((await send({ body: 'Hi', attachment_ids: ['not-a-uuid'] })).status).toBe(422);
    expect((await send({ body: 42 })).status).toBe(422);
    expect((await rawCall(server, 'GET', '/conversations/abc/messages', { token: owner.token })).status).toBe(422);
    expect((await rawCall(server, 'GET', `${path}?before=-3`, { token: owner.token })).status).toBe(422);
    // Exactly 5000 words is fine.
    expect((await send({ body: Array.from({ length: messageLimits.maxWords }, () => 'a').join(' ') })).status).toBe(
      201,
    );

    // A read point that is not this conversation's message.
    const elsewhere = await conversing();
    const { message } = await elsewhere.owner.api.sendMessage({
      params: { id: elsewhere.conversation.id },
      body: { body: 'Elsewhere.' },
    });
    const wrong = await failureOf(
      owner.api.markConversationRead({ params: { id: conversation.id }, body: { up_to: message.id } }),
    );
    expect([wrong.status, wrong.fields.up_to]).toEqual([422, messageServerMessages.messageNotInConversation]);
  });

  it("attaches the sender's own uploads, which the other participant may download and nobody else", async () => {
    const { owner, freelancer, conversation } = await conversing();
    const { upload } = await freelancer.api.uploadFile({
      query: { kind: 'resume' },
      body: { file: new File([new Uint8Array(makePdf())], 'Certificates.pdf', { type: 'application/pdf' }) },
    });
    // Before it is attached, it is the freelancer's alone.
    expect((await failureOf(owner.api.getUpload({ params: { id: upload.id } }))).status).toBe(404);
    const { message } = await freelancer.api.sendMessage({
      params: { id: conversation.id },
      body: { body: 'My certificates.', attachment_ids: [upload.id, upload.id] },
    });
    expect(message.attachments).toEqual([upload]);
    const thread = await owner.api.conversationMessages({ params: { id: conversation.id }, query: {} });
    expect(thread.records.at(-1)?.attachments).toEqual([upload]);
    expect((await owner.api.getUpload({ params: { id: upload.id } })).type).toBe('application/pdf');
    const outsider = await manager();
    expect((await failureOf(outsider.api.getUpload({ params: { id: upload.id } }))).status).toBe(404);

    // Someone else's upload (even the other participant's) reads as missing; nothing is written.
    const theirs = await insertUpload(server, owner.user, 'resume');
    const refused = await failureOf(
      freelancer.api.sendMessage({
        params: { id: conversation.id },
        body: { body: 'Yours.', attachment_ids: [theirs.id] },
      }),
    );
    expect([refused.status, refused.fields.attachment_ids]).toEqual([422, messageServerMessages.attachmentNotFound]);
    const tooMany = await failureOf(
      freelancer.api.sendMessage({
        params: { id: conversation.id },
        body: {
          body: 'Many.',
          attachment_ids: Array.from({ length: messageLimits.maxAttachments + 1 }, () => upload.id),
        },
      }),
    );
    expect(tooMany.status).toBe(422);
    expect(await db()('messages').where({ conversation_id: conversation.id }).count({ count: '*' })).toEqual([
      { count: kind === 'postgres' ? '1' : 1 },
    ]);
  });

  it('opens one conversation when two open at once, and keeps every one of many messages sent at once', async () => {
    const { owner, freelancer, jobId } = await proposed();
    await warmPool(() => owner.api.conversations({}));
    const opened = await Promise.all(
      Array.from({ length: 6 }, () =>
        owner.api.openConversation({ body: { job_id: jobId, freelancer_uuid: freelancer.profileUuid } }),
      ),
    );
    expect(new Set(opened.map(({ conversation }) => conversation.id)).size).toBe(1);
    expect(await db()('conversations').where({ job_id: jobId }).count({ count: '*' })).toEqual([
      { count: kind === 'postgres' ? '1' : 1 },
    ]);
    const id = opened[0]?.conversation.id ?? 0;
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        (index % 2 === 0 ? owner : freelancer).api.sendMessage({
          params: { id },
          body: { body: `Message ${String(index)}` },
        }),
      ),
    );
    const newest = Math.max(...sent.map(({ message }) => message.id));
    const row = await db()('conversations').where({ id }).first<{ last_message_id: string | number }>();
    expect(Number(row.last_message_id)).toBe(newest);
    const thread = await owner.api.conversationMessages({ params: { id }, query: {} });
    expect(thread.records).toHaveLength(8);
  });

  it('delivers a new message live to the other participant only, and catches up once after a reconnect', async () => {
    const { owner, freelancer, conversation } = await conversing();
    const outsider = await signedInExpert(server, { firstName: 'Oskar' });
    const freelancerFeed = await open(freelancer.token);
    const managerFeed = await open(owner.token);
    const outsiderFeed = await open(outsider.token);

    const { message } = await owner.api.sendMessage({ params: { id: conversation.id }, body: { body: 'Live hello.' } });
    expect(await freelancerFeed.chat(1)).toEqual([message.id]);
    const delivered = freelancerFeed.messages.find((item) => item.type === 'message');
    expect(delivered).toMatchObject({
      type: 'message',
      message: { id: message.id, mine: false, body: 'Live hello.', conversation_id: conversation.id },
      conversation_unread_count: 1,
      unread_messages: 1,
    });
    // The reply reaches the manager; nobody's own message comes back to them.
    const { message: reply } = await freelancer.api.sendMessage({
      params: { id: conversation.id },
      body: { body: 'Live reply.' },
    });
    expect(await managerFeed.chat(1)).toEqual([reply.id]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await freelancerFeed.chat(1)).toEqual([message.id]);
    expect(outsiderFeed.messages.filter((item) => item.type === 'message')).toEqual([]);

    // Away: two messages; back with the resume point: each once, and nothing already had.
    const resume = freelancerFeed.messages.at(-1);
    freelancerFeed.socket.terminate();
    const missed = [];
    for (const body of ['While away 1.', 'While away 2.']) {
      missed.push((await owner.api.sendMessage({ params: { id: conversation.id }, body: { body } })).message.id);
    }
    const back = await open(
      freelancer.token,
      `?after=${String(resume?.resume_after ?? 0)}&messages_after=${String(resume?.messages_resume_after ?? 0)}`,
    );
    // The server may send again what is above the resume point (the client drops ids it has had).
    const had = new Set([message.id]);
    const fresh = async () => (await back.chat(missed.length)).filter((id) => !had.has(id));
    await back.chat(missed.length + 1);
    expect(await fresh()).toEqual(missed);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await fresh()).toEqual(missed);

    // A rolled-back message wakes nobody and sends nothing.
    await expect(
      db().transaction(async (trx) => {
        await trx('messages').insert({ conversation_id: conversation.id, sender_id: owner.user.id, body: 'Never.' });
        await trx.raw("select pg_notify('notifications', ?)", [String(freelancer.user.id)]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await fresh()).toEqual(missed);
  });
});

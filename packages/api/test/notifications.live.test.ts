import {
  API_PREFIX,
  notificationLiveCloseCodes,
  notificationLiveProtocol,
  notificationLiveTokenPrefix,
  type NotificationKind,
} from '@cloudexperts/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { revokeSession } from '../src/auth/sessions.ts';
import { createLogger } from '../src/logger.ts';
import { startLiveNotifications, type LiveNotifications } from '../src/modules/notifications/live.ts';
import { createOutboxMessenger } from '../src/adapters/messaging.ts';
import { notify } from '../src/modules/notifications/notifications.repository.ts';
import { startTestServer, useTestServer, type TestServer } from './helpers.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { attachLiveFeed, connect, feedUrl, liveMessages, refusal, type Client } from './live.support.ts';
import { startedContract } from './payments.support.ts';
import { clientFor, signedInAs, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`the live notification feed on ${kind}`, () => {
  const server = useTestServer();
  let live: LiveNotifications;
  const clients: Client[] = [];
  beforeAll(async () => {
    live = await attachLiveFeed(server, 200);
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await live.close();
  });

  const db = () => server.database.knex;
  const mailer = () => ({
    messenger: createOutboxMessenger(),
    origin: server.origin,
    digestKey: server.secrets.digestKey,
  });
  const open = async (target: TestServer, token: string, query = '') => {
    const client = await connect(target, token, query);
    clients.push(client);
    return client;
  };

  /** Notifications written as events write them: with `notify()`, each in its own transaction. */
  async function write(userId: number, kinds: NotificationKind[]): Promise<void> {
    for (const notificationKind of kinds) {
      await db().transaction((trx) => notify(trx, mailer(), userId, notificationKind, { job_id: 1 }, new Date()));
    }
  }
  const newestId = async (userId: number) =>
    Number(
      (await db()('notifications').where({ user_id: userId }).max<{ max: string | null }>({ max: 'id' }).first())
        ?.max ?? 0,
    );

  it("delivers an event's notification live, once, to the party told (and only to them)", async () => {
    const manager = await signedInAs(server, 'project_manager');
    const { jobId } = await jobWithQuestions(server, manager.user.id);
    const freelancer = await signedInExpert(server);
    const managerFeed = await open(server, manager.token);
    const freelancerFeed = await open(server, freelancer.token);
    await Promise.all([managerFeed.ready, freelancerFeed.ready]);
    expect(managerFeed.messages).toEqual([
      { type: 'ready', unread_count: 0, unread_messages: 0, resume_after: 0, messages_resume_after: 0 },
    ]);

    const { proposal } = await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    await managerFeed.notifications(1);
    expect(managerFeed.messages[1]).toMatchObject({
      type: 'notification',
      notification: { kind: 'proposal_received', payload: { job_id: jobId, proposal_id: proposal.id }, read: false },
      unread_count: 1,
    });
    // Nothing more comes: neither a second copy to the manager nor anything to the freelancer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(managerFeed.messages).toHaveLength(2);
    expect(freelancerFeed.messages).toEqual([
      { type: 'ready', unread_count: 0, unread_messages: 0, resume_after: 0, messages_resume_after: 0 },
    ]);
  });

  it("sends a party's message live to the staff who follow its conversation (with its author and their unread counts), not to other staff", async () => {
    const { manager, freelancer, contractId } = await startedContract(server, { card: false });
    const support = await signedInAs(server, 'support', { firstName: 'Livia', lastName: 'Follower' });
    const coordinator = await signedInAs(server, 'coordinator', { firstName: 'Livia', lastName: 'Stranger' });
    // Support follows the conversation by posting in it; the coordinator does not.
    const posted = await support.api.staffPostMessage({ params: { id: contractId }, body: { body: 'Support here.' } });
    const id = posted.message.conversation_id;
    const supportFeed = await open(server, support.token);
    const coordinatorFeed = await open(server, coordinator.token);
    const managerFeed = await open(server, manager.token);
    await Promise.all([supportFeed.ready, coordinatorFeed.ready, managerFeed.ready]);
    expect(supportFeed.messages[0]).toMatchObject({ type: 'ready', unread_messages: 0 });

    const { message } = await freelancer.api.sendMessage({ params: { id }, body: { body: 'A question.' } });
    expect(await supportFeed.chat(1)).toEqual([message.id]);
    expect(liveMessages(supportFeed)[0]).toMatchObject({
      message: { id: message.id, conversation_id: id, mine: false, staff: null, body: 'A question.' },
      author: { name: expect.stringMatching(/^Milestonia /) as unknown, role: 'freelancer' },
      conversation_unread_count: 1,
      unread_messages: 1,
    });
    // The party's own live message is as before: no author.
    expect(await managerFeed.chat(1)).toEqual([message.id]);
    expect(liveMessages(managerFeed)[0]).not.toHaveProperty('author');
    const second = await manager.api.sendMessage({ params: { id }, body: { body: 'Me too.' } });
    expect(await supportFeed.chat(2)).toEqual([message.id, second.message.id]);
    expect(liveMessages(supportFeed)[1]).toMatchObject({
      author: { name: 'Ledgera Payne', role: 'project_manager' },
      conversation_unread_count: 2,
      unread_messages: 2,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(liveMessages(coordinatorFeed)).toEqual([]);

    // Once the coordinator reads it they follow it: what comes next reaches them, not its history.
    await coordinator.api.staffMarkConversationRead({ params: { id }, body: { up_to: second.message.id } });
    const third = await freelancer.api.sendMessage({ params: { id }, body: { body: 'Anyone?' } });
    expect(await coordinatorFeed.chat(1)).toEqual([third.message.id]);
    expect(liveMessages(coordinatorFeed)[0]).toMatchObject({ conversation_unread_count: 1, unread_messages: 1 });
    // A staff member's own post reaches the other following staff member, never themselves.
    const reply = await coordinator.api.staffPostMessage({ params: { id: contractId }, body: { body: 'On it.' } });
    expect(await supportFeed.chat(4)).toEqual([message.id, second.message.id, third.message.id, reply.message.id]);
    expect(liveMessages(supportFeed)[3]).toMatchObject({
      author: { name: 'Livia Stranger', role: 'coordinator' },
      conversation_unread_count: 4,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(liveMessages(coordinatorFeed).map((item) => item.message.id)).toEqual([third.message.id]);
  });

  it('catches up after a disconnect with exactly what was missed, oldest first', async () => {
    const user = await signedInAs(server, 'freelancer');
    await write(user.user.id, ['invitation_received']);
    const seen = await newestId(user.user.id);
    await write(user.user.id, ['offer_received', 'proposal_rejected']);
    const first = await open(server, user.token, `?after=${String(seen)}`);
    const delivered = await first.notifications(2);
    await first.ready;
    expect(delivered).toHaveLength(2);
    expect(delivered[0]).toBeGreaterThan(seen);
    expect(delivered[0]).toBeLessThan(delivered[1] ?? 0);
    first.socket.close();
    await first.closed;

    await write(user.user.id, ['interview_scheduled', 'interview_cancelled', 'offer_accepted']);
    // The client reconnects from the last resume_after it was given and drops ids it already has.
    const resume = first.messages.at(-1)?.resume_after ?? 0;
    expect(resume).toBeGreaterThanOrEqual(seen);
    const again = await open(server, user.token, `?after=${String(resume)}`);
    await again.ready;
    const received = again.messages.flatMap((message) =>
      message.type === 'notification' ? [message.notification.id] : [],
    );
    const missed = received.filter((id) => !delivered.includes(id));
    const expected = (
      await db()('notifications')
        .where({ user_id: user.user.id })
        .where('id', '>', delivered.at(-1) ?? 0)
        .orderBy('id')
        .select('id')
    ).map((row: { id: string | number }) => Number(row.id));
    expect(missed).toEqual(expected);
    expect(expected).toHaveLength(3);
    expect(again.messages.at(-1)).toMatchObject({ type: 'ready', unread_count: 6 });
  });

  it('delivers a burst of concurrent notifications each exactly once', async () => {
    const user = await signedInAs(server, 'project_manager');
    const feed = await open(server, user.token);
    await feed.ready;
    await Promise.all(
      Array.from({ length: 30 }, () =>
        db().transaction((trx) => notify(trx, mailer(), user.user.id, 'proposal_received', { job_id: 2 }, new Date())),
      ),
    );
    const ids = await feed.notifications(30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Ids are handed out at insert, rows seen at commit: one may come after a higher one, never twice.
    const written = (await db()('notifications').where({ user_id: user.user.id }).orderBy('id').select('id')).map(
      (row: { id: string | number }) => Number(row.id),
    );
    expect(feed.messages.filter((message) => message.type === 'notification')).toHaveLength(30);
    expect([...ids].sort((a, b) => a - b)).toEqual(written);
  });

  it('sends nothing for a rolled-back event', async () => {
    const user = await signedInAs(server, 'freelancer');
    const feed = await open(server, user.token);
    await feed.ready;
    await db()
      .transaction(async (trx) => {
        await notify(trx, mailer(), user.user.id, 'offer_received', { offer_id: 1 }, new Date());
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    await write(user.user.id, ['offer_declined']);
    await feed.notifications(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const kinds = feed.messages.flatMap((message) =>
      message.type === 'notification' ? [message.notification.kind] : [],
    );
    expect(kinds).toEqual(['offer_declined']);
  });

  it('refuses a missing, forged, expired-session or revoked token, a wrong path and a malformed cursor', async () => {
    const user = await signedInAs(server, 'freelancer');
    const url = feedUrl(server);
    const bearer = `${notificationLiveTokenPrefix}${user.token}`;
    expect(await refusal(url, [notificationLiveProtocol])).toBe(401);
    expect(await refusal(url, [bearer])).toBe(401);
    expect(await refusal(url, [notificationLiveProtocol, `${bearer.slice(0, -4)}AAAA`])).toBe(401);
    expect(await refusal(url, [notificationLiveProtocol, `${notificationLiveTokenPrefix}not.a.token`])).toBe(401);
    expect(await refusal(feedUrl(server, '?after=-1'), [notificationLiveProtocol, bearer])).toBe(400);
    expect(await refusal(feedUrl(server, '?after=1e9'), [notificationLiveProtocol, bearer])).toBe(400);
    expect(
      await refusal(`${server.origin.replace('http', 'ws')}${API_PREFIX}/notifications/other`, [
        notificationLiveProtocol,
        bearer,
      ]),
    ).toBe(404);
    const session = await db()('sessions').where({ user_id: user.user.id }).first<{ id: string } | undefined>('id');
    await revokeSession(db(), session?.id ?? '');
    expect(await refusal(url, [notificationLiveProtocol, bearer])).toBe(401);
  });

  it('answers with the feed protocol only, never echoing the token', async () => {
    const user = await signedInAs(server, 'admin');
    const feed = await open(server, user.token);
    expect(feed.socket.protocol).toBe(notificationLiveProtocol);
  });

  it('closes the feeds of a session that ends (4401), at once for the next delivery', async () => {
    const user = await signedInAs(server, 'freelancer');
    const feed = await open(server, user.token);
    await feed.ready;
    const session = await db()('sessions').where({ user_id: user.user.id }).first<{ id: string } | undefined>('id');
    await revokeSession(db(), session?.id ?? '');
    await write(user.user.id, ['offer_received']);
    expect(await feed.closed).toBe(notificationLiveCloseCodes.sessionEnded);
    expect(feed.messages.filter((message) => message.type === 'notification')).toEqual([]);
  });

  it("closes a revoked session's feeds at once, in every API process, without waiting for the periodic check", async () => {
    // The feeds are on a second process whose periodic check is a minute away: only the wake that
    // goes with each revocation can close them within the test's three seconds.
    const second = await startTestServer({ secrets: server.secrets });
    const secondLive = await attachLiveFeed(second, 60_000);
    const within = (closed: Promise<number>) =>
      Promise.race([closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open after 3 s'), 3000))]);
    try {
      const { user, api } = await signedInAs(server, 'project_manager');
      const [one, two] = [await tokenFor(server, user), await tokenFor(server, user)];
      const [feedOne, feedTwo] = [await connect(second, one), await connect(second, two)];
      clients.push(feedOne, feedTwo);
      await Promise.all([feedOne.ready, feedTwo.ready]);
      const sessionOne = (await clientFor(server, one).sessions()).sessions.find((session) => session.current);
      // One device signed out from another (revokeSession)...
      await api.signOutSession({ params: { id: sessionOne?.id ?? '' } });
      expect(await within(feedOne.closed)).toBe(notificationLiveCloseCodes.sessionEnded);
      expect(feedTwo.socket.readyState).toBe(feedTwo.socket.OPEN);
      // ...then every other one (revokeUserSessions, as a password change or a ban does).
      await api.signOutOtherSessions();
      expect(await within(feedTwo.closed)).toBe(notificationLiveCloseCodes.sessionEnded);
    } finally {
      await secondLive.close();
      await second.close();
    }
  });

  it('a second API process on the same database delivers to the clients connected to it', async () => {
    // Processes of one deployment share its secrets (the tokens one signs, the other checks).
    const second = await startTestServer({ secrets: server.secrets });
    const secondLive = await startLiveNotifications({
      database: second.database,
      tokenSecret: second.secrets.tokenSecret,
      sessionIdleTimeoutMs: 0,
      logger: createLogger('silent'),
    });
    secondLive.attach(second.http);
    try {
      const manager = await signedInAs(server, 'project_manager');
      const { jobId } = await jobWithQuestions(server, manager.user.id);
      const freelancer = await signedInExpert(server);
      // The manager is connected to the second process; the proposal goes through the first.
      const feed = await connect(second, manager.token);
      await feed.ready;
      await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
      await feed.notifications(1);
      expect(secondLive.connections()).toBe(1);
      feed.socket.terminate();
    } finally {
      await secondLive.close();
      await second.close();
    }
  });

  it.runIf(kind === 'postgres')(
    'catches up by itself when its database connection drops and comes back (what was sent meanwhile is not lost)',
    async () => {
      const user = await signedInAs(server, 'freelancer');
      const feed = await open(server, user.token);
      await feed.ready;
      const dropped = await db().raw<{ rows: unknown[] }>(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
      expect(dropped.rows.length).toBeGreaterThan(0);
      // Written while the listener is away (its NOTIFY is heard by no one in this process).
      await write(user.user.id, ['invitation_received']);
      expect(await feed.notifications(1)).toHaveLength(1);
      await write(user.user.id, ['invitation_withdrawn']);
      expect(await feed.notifications(2)).toHaveLength(2);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { buildMessage } from './mocks/fixtures/messages.ts';
import { openNotificationFeed, type FeedSocket } from './notificationFeed.ts';
import type { Notification } from './schemas/notifications.ts';
import { notificationLiveCloseCodes, notificationLiveProtocol } from './schemas/notifications.ts';

class FakeSocket implements FeedSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedWith: number | undefined;
  readonly url: string;
  readonly protocols: string[];
  constructor(url: string, protocols: string[]) {
    this.url = url;
    this.protocols = protocols;
  }
  close(code?: number) {
    this.closedWith = code;
  }
  send(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const note = (id: number): Notification => ({
  id,
  kind: 'offer_received',
  payload: { offer_id: id },
  read: false,
  created_at: '2026-11-26T10:00:00.000Z',
});

function harness(token: () => string | undefined = () => 'tok.en.x') {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const delivered: number[] = [];
  const counts: number[] = [];
  const messages: Array<[number, number, number]> = [];
  const authors: unknown[] = [];
  const unreadMessages: number[] = [];
  let ended = 0;
  const feed = openNotificationFeed({
    url: 'ws://app.test/api/v1/notifications/live',
    token,
    open: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
    onNotification: (notification) => delivered.push(notification.id),
    onUnreadCount: (unread) => counts.push(unread),
    onMessage: (message, conversationUnread, total, author) => {
      messages.push([message.id, conversationUnread, total]);
      authors.push(author);
    },
    onUnreadMessages: (total) => unreadMessages.push(total),
    onSessionEnded: () => {
      ended += 1;
    },
    schedule: (run, ms) => timers.push({ run, ms }),
    cancel: () => undefined,
  });
  const last = () => sockets.at(-1) as FakeSocket;
  return { feed, sockets, timers, delivered, counts, messages, authors, unreadMessages, last, ended: () => ended };
}

describe('the live notification feed client', () => {
  it('opens with the feed protocol and the token as a subprotocol, never in the URL', () => {
    const { last } = harness();
    expect(last().url).toBe('ws://app.test/api/v1/notifications/live');
    expect(last().protocols).toEqual([notificationLiveProtocol, 'bearer.tok.en.x']);
  });

  it('hands on each notification once and the unread count, and ignores what it cannot read', () => {
    const { last, delivered, counts } = harness();
    last().send({ type: 'ready', unread_messages: 0, unread_count: 2, resume_after: 10, messages_resume_after: 0 });
    last().send({
      type: 'notification',
      notification: note(11),
      unread_count: 3,
      resume_after: 10,
      messages_resume_after: 0,
    });
    last().send({
      type: 'notification',
      notification: note(11),
      unread_count: 3,
      resume_after: 10,
      messages_resume_after: 0,
    });
    last().onmessage?.({ data: 'not json' });
    last().send({ type: 'surprise' });
    expect(delivered).toEqual([11]);
    expect(counts).toEqual([2, 3]);
  });

  it("hands on a staff member's live message with its author, a party's without one, each once", () => {
    const { last, messages, authors, unreadMessages } = harness();
    const frame = (id: number, extra: object) => ({
      type: 'message',
      message: buildMessage({ id, body: 'Hello.', created_at: '2026-11-26T10:00:00.000Z' }),
      conversation_unread_count: 1,
      unread_messages: 2,
      unread_count: 0,
      resume_after: 0,
      messages_resume_after: 0,
      ...extra,
    });
    last().send(frame(41, { author: { name: 'Noor Haddad', role: 'freelancer' } }));
    last().send(frame(41, { author: { name: 'Noor Haddad', role: 'freelancer' } }));
    last().send(frame(42, {}));
    // An author that is not one (an unknown role) makes the frame unreadable: dropped.
    last().send(frame(43, { author: { name: 'X', role: 'owner' } }));
    expect(messages).toEqual([
      [41, 1, 2],
      [42, 1, 2],
    ]);
    expect(authors).toEqual([{ name: 'Noor Haddad', role: 'freelancer' }, undefined]);
    expect(unreadMessages).toEqual([2, 2]);
  });

  it('reconnects after a drop from the last resume point, with a growing wait, and drops repeats', () => {
    const { last, sockets, timers, delivered } = harness();
    last().send({ type: 'ready', unread_messages: 0, unread_count: 0, resume_after: 10, messages_resume_after: 0 });
    last().send({
      type: 'notification',
      notification: note(12),
      unread_count: 1,
      resume_after: 10,
      messages_resume_after: 0,
    });
    last().onclose?.({ code: 1006 });
    last().onclose?.({ code: 1006 });
    expect(timers.map((timer) => timer.ms)).toEqual([1_000]);
    timers[0]?.run();
    expect(sockets).toHaveLength(2);
    expect(last().url).toBe('ws://app.test/api/v1/notifications/live?after=10&messages_after=0');
    // The server sends 12 again (above the resume point) and 13, missed while away.
    last().send({
      type: 'notification',
      notification: note(12),
      unread_count: 2,
      resume_after: 10,
      messages_resume_after: 0,
    });
    last().send({
      type: 'notification',
      notification: note(13),
      unread_count: 2,
      resume_after: 10,
      messages_resume_after: 0,
    });
    expect(delivered).toEqual([12, 13]);
    last().onclose?.({ code: 1006 });
    timers[1]?.run();
    last().onclose?.({ code: 1006 });
    expect(timers.map((timer) => timer.ms)).toEqual([1_000, 2_000, 4_000]);
    timers[2]?.run();
    last().onopen?.();
    last().onclose?.({ code: 1011 });
    expect(timers.at(-1)?.ms).toBe(1_000);
  });

  it('hands on each message once, and resumes the messages from their own point after a drop', () => {
    const { last, messages, unreadMessages, delivered } = harness();
    const message = (id: number) => ({
      type: 'message',
      message: {
        id,
        conversation_id: 4,
        mine: false,
        staff: null,
        body: 'Hello',
        attachments: [],
        created_at: '2026-11-26T10:00:00.000Z',
      },
      conversation_unread_count: 2,
      unread_messages: 5,
      unread_count: 0,
      resume_after: 3,
      messages_resume_after: 40,
    });
    last().send({ type: 'ready', unread_messages: 4, unread_count: 0, resume_after: 3, messages_resume_after: 40 });
    last().send(message(41));
    last().send(message(41));
    expect(messages).toEqual([[41, 2, 5]]);
    expect(unreadMessages).toEqual([4, 5]);
    // A message is not a notification.
    expect(delivered).toEqual([]);
    last().onclose?.({ code: 1006 });
  });

  it('reconnects with both resume points', () => {
    const { last, timers } = harness();
    last().send({ type: 'ready', unread_messages: 0, unread_count: 0, resume_after: 3, messages_resume_after: 40 });
    last().onclose?.({ code: 1006 });
    timers[0]?.run();
    expect(last().url).toBe('ws://app.test/api/v1/notifications/live?after=3&messages_after=40');
  });

  it('stops for good when the session ends, or when closed, or without a token', () => {
    const ended = harness();
    ended.last().onclose?.({ code: notificationLiveCloseCodes.sessionEnded });
    expect(ended.timers).toEqual([]);
    expect(ended.ended()).toBe(1);

    const closed = harness();
    closed.feed.close();
    expect(closed.last().closedWith).toBe(1000);
    closed.last().onclose?.({ code: 1000 });
    expect(closed.timers).toEqual([]);

    let token: string | undefined = 'tok';
    const signedOut = harness(() => token);
    token = undefined;
    signedOut.last().onclose?.({ code: 1006 });
    signedOut.timers[0]?.run();
    expect(signedOut.sockets).toHaveLength(1);
  });
});

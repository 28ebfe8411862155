import { storageKeys, type FeedSocketFactory } from '@cloudexperts/domain';
import { buildAccessToken, buildMessage } from '@cloudexperts/domain/mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore, createMemoryStorage } from './authStore.ts';
import { notificationStoreFor, readTabNews, type NotificationStore } from './notificationStore.ts';

/** A feed socket that never opens: these tests are about the tabs' channel only. */
const silentSocket: FeedSocketFactory = () => ({
  onopen: null,
  onmessage: null,
  onclose: null,
  close: () => undefined,
});

const tabOf = (sub: string) => {
  const storage = createMemoryStorage({ [storageKeys.accessToken]: buildAccessToken({ sub, role: 'freelancer' }) });
  return notificationStoreFor(createAuthStore({ storage, tabStorage: createMemoryStorage() }), silentSocket);
};
/** Resolves once the store has changed `times` times. */
const changes = (store: NotificationStore, times = 1) =>
  new Promise<void>((resolve) => {
    let seen = 0;
    const stop = store.subscribe(() => {
      seen += 1;
      if (seen === times) {
        stop();
        resolve();
      }
    });
  });

describe("a user's tabs share their notification changes", () => {
  const releases: (() => void)[] = [];
  beforeEach(() => {
    vi.stubGlobal('window', { location: { protocol: 'http:', host: 'localhost' } });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline in this test')));
  });
  afterEach(() => {
    for (const release of releases.splice(0)) release();
    vi.unstubAllGlobals();
  });
  const open = (sub: string) => {
    const store = tabOf(sub);
    releases.push(store.retain());
    return store;
  };

  it("applies another tab's read, delete and counts, and only for the same user", async () => {
    const [here, there, someoneElse] = [open('user-a'), open('user-a'), open('user-b')];
    const heard = changes(there);
    here.setUnread(4, { kind: 'read', id: 7 });
    await heard;
    expect(there.getSnapshot()).toMatchObject({ unread: 4, edits: [{ kind: 'read', id: 7 }] });
    // The tab that made the change keeps its own count and does not apply its own edit twice.
    expect(here.getSnapshot()).toMatchObject({ unread: 4, edits: [] });

    const more = changes(there, 2);
    here.setUnread(3, { kind: 'deleted', id: 9 });
    here.setUnreadMessages(2);
    await more;
    expect(there.getSnapshot()).toMatchObject({
      unread: 3,
      unreadMessages: 2,
      edits: [
        { kind: 'read', id: 7 },
        { kind: 'deleted', id: 9 },
      ],
    });
    // A tab of another user heard nothing (give its channel a moment: none of it arrives).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(someoneElse.getSnapshot()).toMatchObject({ unread: undefined, unreadMessages: undefined, edits: [] });
  });

  it('ignores anything on the channel that is not news it knows', () => {
    expect(readTabNews({ type: 'notifications', unread: 2, edit: { kind: 'allRead' } })).toEqual({
      type: 'notifications',
      unread: 2,
      edit: { kind: 'allRead' },
    });
    for (const junk of [
      null,
      'read',
      { type: 'notifications', unread: -1 },
      { type: 'notifications', unread: 1.5 },
      { type: 'notifications', unread: 1, edit: { kind: 'read' } },
      { type: 'notifications', unread: 1, edit: { kind: 'burn', id: 1 } },
      { type: 'messages', unreadMessages: '3' },
      { type: 'other' },
    ]) {
      expect(readTabNews(junk), JSON.stringify(junk)).toBeNull();
    }
  });
});

describe('live messages in the store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps each arrival with its conversation's count and, for staff, its author", () => {
    vi.stubGlobal('window', { location: { protocol: 'http:', host: 'localhost' } });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline in this test')));
    const sockets: Array<ReturnType<FeedSocketFactory>> = [];
    const capture: FeedSocketFactory = () => {
      const socket: ReturnType<FeedSocketFactory> = {
        onopen: null,
        onmessage: null,
        onclose: null,
        close: () => undefined,
      };
      sockets.push(socket);
      return socket;
    };
    const storage = createMemoryStorage({
      [storageKeys.accessToken]: buildAccessToken({ sub: 'staff-a', role: 'support' }),
    });
    const store = notificationStoreFor(
      createAuthStore({ storage, tabStorage: createMemoryStorage() }),
      capture,
      () => null,
    );
    const release = store.retain();
    const message = (id: number) => buildMessage({ id, body: 'Hello.', created_at: '2026-11-26T10:00:00.000Z' });
    const send = (frame: object) => sockets.at(-1)?.onmessage?.({ data: JSON.stringify(frame) });
    const cursor = { unread_count: 0, resume_after: 0, messages_resume_after: 0 };
    send({ type: 'message', message: message(5), conversation_unread_count: 1, unread_messages: 1, ...cursor });
    send({
      type: 'message',
      message: message(6),
      author: { name: 'Noor Haddad', role: 'freelancer' },
      conversation_unread_count: 2,
      unread_messages: 2,
      ...cursor,
    });
    expect(store.getSnapshot().arrivedMessages).toEqual([
      { ...message(6), conversation_unread_count: 2, author: { name: 'Noor Haddad', role: 'freelancer' } },
      { ...message(5), conversation_unread_count: 1 },
    ]);
    expect(store.getSnapshot().unreadMessages).toBe(2);
    release();
  });
});

import {
  API_PREFIX,
  notificationLivePath,
  openNotificationFeed,
  type FeedSocketFactory,
  type LiveAuthor,
  type Message,
  type Notification,
  type NotificationFeed,
} from '@cloudexperts/domain';
import { apiClientFor } from './apiClient.ts';
import type { AuthStore } from './authStore.ts';

/** A change one tab made to the user's notifications, told to the user's other tabs. */
export type NotificationEdit = { kind: 'read' | 'unread' | 'deleted'; id: number } | { kind: 'allRead' };

/**
 * A message that arrived live, with its conversation's unread count then and, for a Coordinator
 * or Support user, who wrote it (staff threads name every author).
 */
export interface ArrivedMessage extends Message {
  conversation_unread_count?: number;
  author?: LiveAuthor;
}

export interface NotificationSnapshot {
  /** The unread count; undefined until first known. */
  unread: number | undefined;
  /** The notifications that arrived live since the store started, newest first. */
  arrived: readonly Notification[];
  /** Unread messages over all the user's conversations; undefined until first known. */
  unreadMessages: number | undefined;
  /** The messages that arrived live since the store started, newest first. */
  arrivedMessages: readonly ArrivedMessage[];
  /** What the user's other tabs changed since the store started, oldest first. */
  edits: readonly NotificationEdit[];
}

export interface NotificationStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => NotificationSnapshot;
  /**
   * What a call answered (a page, a mark read, a delete): the count it carries, and the change it
   * made, which the user's other tabs apply to their lists (with the count).
   */
  setUnread: (unread: number, edit?: NotificationEdit) => void;
  /** What a message call answered: the unread messages in all (the other tabs take it too). */
  setUnreadMessages: (unread: number) => void;
  /** Keeps the live feed open while held (the bell holds it); returns the release. */
  retain: () => () => void;
}

const stores = new WeakMap<AuthStore, NotificationStore>();

/** The browser's WebSocket behind the feed's small socket interface. */
export const browserSocket: FeedSocketFactory = (url, protocols) => {
  const ws = new WebSocket(url, protocols);
  const socket: ReturnType<FeedSocketFactory> = {
    onopen: null,
    onmessage: null,
    onclose: null,
    close: (code) => ws.close(code),
  };
  ws.onopen = () => socket.onopen?.();
  ws.onmessage = (event: MessageEvent) => socket.onmessage?.({ data: event.data });
  ws.onclose = (event) => socket.onclose?.({ code: event.code });
  return socket;
};

/** What one tab tells the user's others (on a channel of the user's own, same origin only). */
type TabNews =
  { type: 'notifications'; unread: number; edit?: NotificationEdit } | { type: 'messages'; unreadMessages: number };

const count = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isEdit = (value: unknown): value is NotificationEdit => {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, id } = value as { kind?: unknown; id?: unknown };
  return kind === 'allRead' || ((kind === 'read' || kind === 'unread' || kind === 'deleted') && count(id));
};
/** Another tab's news, or null for anything else on the channel. */
export function readTabNews(data: unknown): TabNews | null {
  if (typeof data !== 'object' || data === null) return null;
  const news = data as Record<string, unknown>;
  if (news.type === 'notifications' && count(news.unread) && (news.edit === undefined || isEdit(news.edit))) {
    return { type: 'notifications', unread: news.unread, ...(news.edit ? { edit: news.edit } : {}) };
  }
  if (news.type === 'messages' && count(news.unreadMessages)) {
    return { type: 'messages', unreadMessages: news.unreadMessages };
  }
  return null;
}

/** The name of the user's channel between their tabs. */
export const tabChannelName = (sub: string) => `cloudexperts-notifications-${sub}`;

/** The user's channel between their tabs (none where the browser has no BroadcastChannel). */
export type TabChannelFactory = (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close' | 'onmessage'> | null;
const browserChannel: TabChannelFactory = (name) =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);

/** The feed's address on the page's own origin (ws: or wss: as the page is served). */
export function feedUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_PREFIX}${notificationLivePath}`;
}

/**
 * The signed-in user's notification count and live arrivals, one per session store: the bell and
 * the /notifications page read the same numbers. The first `retain` loads the unread count and
 * opens the live feed; the last release closes it. A feed closed because the session ended signs
 * out, as an API answer saying so does.
 */
export function notificationStoreFor(
  auth: AuthStore,
  open: FeedSocketFactory = browserSocket,
  openChannel: TabChannelFactory = browserChannel,
): NotificationStore {
  const existing = stores.get(auth);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  let snapshot: NotificationSnapshot = {
    unread: undefined,
    arrived: [],
    unreadMessages: undefined,
    arrivedMessages: [],
    edits: [],
  };
  let holders = 0;
  let feed: NotificationFeed | undefined;
  let tabs: ReturnType<TabChannelFactory> = null;
  const tell = (news: TabNews) => tabs?.postMessage(news);
  const change = (next: Partial<NotificationSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const token = () => {
    const state = auth.getState();
    return state.status === 'signedIn' ? state.token : undefined;
  };
  const start = () => {
    const state = auth.getState();
    // One channel per user: a tab signed in as someone else never hears it.
    tabs = state.status === 'signedIn' ? openChannel(tabChannelName(state.claims.sub)) : null;
    if (tabs) {
      tabs.onmessage = (event: MessageEvent) => {
        const news = readTabNews(event.data);
        if (news?.type === 'notifications') {
          change({ unread: news.unread, ...(news.edit ? { edits: [...snapshot.edits, news.edit] } : {}) });
        }
        if (news?.type === 'messages') change({ unreadMessages: news.unreadMessages });
      };
    }
    apiClientFor(auth)
      .notifications({ query: { only_unread: true, per_page: 1 } })
      .then(
        (page) => change({ unread: page.unread_count }),
        () => undefined,
      );
    feed = openNotificationFeed({
      url: feedUrl(window.location),
      token,
      open,
      onNotification: (notification) => change({ arrived: [notification, ...snapshot.arrived].slice(0, 50) }),
      onUnreadCount: (unread) => change({ unread }),
      onMessage: (message, conversationUnread, _unreadMessages, author) => {
        const arrived: ArrivedMessage = {
          ...message,
          conversation_unread_count: conversationUnread,
          ...(author ? { author } : {}),
        };
        change({ arrivedMessages: [arrived, ...snapshot.arrivedMessages].slice(0, 100) });
      },
      onUnreadMessages: (unreadMessages) => change({ unreadMessages }),
      onSessionEnded: () => {
        if (auth.getState().status === 'signedIn') auth.signOut();
      },
    });
  };
  const store: NotificationStore = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    setUnread: (unread, edit) => {
      change({ unread });
      tell({ type: 'notifications', unread, ...(edit ? { edit } : {}) });
    },
    setUnreadMessages: (unreadMessages) => {
      change({ unreadMessages });
      tell({ type: 'messages', unreadMessages });
    },
    retain: () => {
      holders += 1;
      if (holders === 1) start();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders === 0) {
          feed?.close();
          feed = undefined;
          tabs?.close();
          tabs = null;
          stores.delete(auth);
        }
      };
    },
  };
  stores.set(auth, store);
  return store;
}

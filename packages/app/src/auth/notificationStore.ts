import {
  API_PREFIX,
  notificationLivePath,
  openNotificationFeed,
  type FeedSocketFactory,
  type Message,
  type Notification,
  type NotificationFeed,
} from '@cloudexperts/domain';
import { apiClientFor } from './apiClient.ts';
import type { AuthStore } from './authStore.ts';

export interface NotificationSnapshot {
  /** The unread count; undefined until first known. */
  unread: number | undefined;
  /** The notifications that arrived live since the store started, newest first. */
  arrived: readonly Notification[];
  /** Unread messages over all the user's conversations; undefined until first known. */
  unreadMessages: number | undefined;
  /** The messages that arrived live since the store started, newest first. */
  arrivedMessages: readonly Message[];
}

export interface NotificationStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => NotificationSnapshot;
  /** What a call answered (a page, a mark read, a delete): the count it carries. */
  setUnread: (unread: number) => void;
  /** What a message call answered: the unread messages in all. */
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
export function notificationStoreFor(auth: AuthStore, open: FeedSocketFactory = browserSocket): NotificationStore {
  const existing = stores.get(auth);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  let snapshot: NotificationSnapshot = {
    unread: undefined,
    arrived: [],
    unreadMessages: undefined,
    arrivedMessages: [],
  };
  let holders = 0;
  let feed: NotificationFeed | undefined;
  const change = (next: Partial<NotificationSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const token = () => {
    const state = auth.getState();
    return state.status === 'signedIn' ? state.token : undefined;
  };
  const start = () => {
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
      onMessage: (message) => change({ arrivedMessages: [message, ...snapshot.arrivedMessages].slice(0, 100) }),
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
    setUnread: (unread) => change({ unread }),
    setUnreadMessages: (unreadMessages) => change({ unreadMessages }),
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
          stores.delete(auth);
        }
      };
    },
  };
  stores.set(auth, store);
  return store;
}

import {
  notificationLiveCloseCodes,
  notificationLiveMessageSchema,
  notificationLiveProtocol,
  notificationLiveTokenPrefix,
  type Notification,
} from './schemas/notifications.ts';

/** The part of the browser's WebSocket the feed uses (tests pass a fake). */
export interface FeedSocket {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  close(code?: number): void;
}
export type FeedSocketFactory = (url: string, protocols: string[]) => FeedSocket;

export interface NotificationFeedOptions {
  /** The feed's ws(s):// address, without a query. */
  url: string;
  /** The current access token; none ends the feed. */
  token: () => string | undefined;
  open: FeedSocketFactory;
  /** A notification this feed has not delivered before, and the unread count with it. */
  onNotification: (notification: Notification, unread: number) => void;
  onUnreadCount: (unread: number) => void;
  /** The server closed the feed because the session ended: do not reconnect. */
  onSessionEnded?: () => void;
  /** The wait before the first reconnect, doubling to `maxRetryMs` (ms). */
  retryMs?: number;
  maxRetryMs?: number;
  schedule?: (run: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}

export interface NotificationFeed {
  close(): void;
}

/** Ids remembered above the resume point, so a reconnect's repeats are dropped. */
const SEEN_LIMIT = 500;

/**
 * The client side of the live notification feed (`notificationLivePath`): it opens the socket
 * with the feed's protocol and the token, reconnects after a drop (1 s doubling to 30 s, at once
 * reset by a successful open) from the last `resume_after` it was given, and hands on each
 * notification once (the server may repeat some above the resume point after a reconnect).
 * Framework-free: the app gives it the browser's WebSocket.
 */
export function openNotificationFeed(options: NotificationFeedOptions): NotificationFeed {
  const schedule = options.schedule ?? ((run, ms) => setTimeout(run, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const firstRetry = options.retryMs ?? 1_000;
  const maxRetry = options.maxRetryMs ?? 30_000;
  let retryMs = firstRetry;
  let resumeAfter: number | undefined;
  const seen = new Set<number>();
  let socket: FeedSocket | undefined;
  let timer: unknown;
  let closed = false;

  const forgetBelow = (id: number) => {
    for (const known of seen) if (known <= id) seen.delete(known);
    if (seen.size > SEEN_LIMIT)
      for (const known of [...seen].sort((a, b) => a - b).slice(0, seen.size - SEEN_LIMIT)) seen.delete(known);
  };

  const connect = () => {
    const token = options.token();
    if (closed || !token) return;
    const query = resumeAfter === undefined ? '' : `?after=${String(resumeAfter)}`;
    const current = options.open(`${options.url}${query}`, [
      notificationLiveProtocol,
      `${notificationLiveTokenPrefix}${token}`,
    ]);
    socket = current;
    current.onopen = () => {
      retryMs = firstRetry;
    };
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.data);
      } catch {
        return;
      }
      const message = notificationLiveMessageSchema.safeParse(parsed);
      if (!message.success) return;
      resumeAfter = message.data.resume_after;
      forgetBelow(resumeAfter);
      if (message.data.type === 'ready') {
        options.onUnreadCount(message.data.unread_count);
        return;
      }
      const { notification, unread_count: unread } = message.data;
      if (seen.has(notification.id)) return;
      seen.add(notification.id);
      options.onNotification(notification, unread);
      options.onUnreadCount(unread);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = undefined;
      if (closed) return;
      if (event.code === notificationLiveCloseCodes.sessionEnded) {
        closed = true;
        options.onSessionEnded?.();
        return;
      }
      timer = schedule(connect, retryMs);
      retryMs = Math.min(retryMs * 2, maxRetry);
    };
  };

  connect();
  return {
    close() {
      closed = true;
      cancel(timer);
      const current = socket;
      socket = undefined;
      current?.close(1000);
    },
  };
}

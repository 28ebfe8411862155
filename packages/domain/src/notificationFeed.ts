import {
  notificationLiveCloseCodes,
  notificationLiveMessageSchema,
  notificationLiveProtocol,
  notificationLiveTokenPrefix,
  type LiveAuthor,
  type Notification,
} from './schemas/notifications.ts';
import type { Message } from './schemas/messages.ts';

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
  /**
   * A message from the other participant of one of the user's conversations, delivered once, with
   * that conversation's unread count and the user's unread messages in all (a staff user's: with
   * its author).
   */
  onMessage?: (message: Message, conversationUnread: number, unreadMessages: number, author?: LiveAuthor) => void;
  /** The user's unread messages in all, as the feed opens (`ready`). */
  onUnreadMessages?: (unreadMessages: number) => void;
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
  let messagesResumeAfter: number | undefined;
  const seen = new Set<number>();
  const seenMessages = new Set<number>();
  let socket: FeedSocket | undefined;
  let timer: unknown;
  let closed = false;

  const forgetBelow = (ids: Set<number>, id: number) => {
    for (const known of ids) if (known <= id) ids.delete(known);
    if (ids.size > SEEN_LIMIT)
      for (const known of [...ids].sort((a, b) => a - b).slice(0, ids.size - SEEN_LIMIT)) ids.delete(known);
  };

  const connect = () => {
    const token = options.token();
    if (closed || !token) return;
    const params = [
      ...(resumeAfter === undefined ? [] : [`after=${String(resumeAfter)}`]),
      ...(messagesResumeAfter === undefined ? [] : [`messages_after=${String(messagesResumeAfter)}`]),
    ];
    const query = params.length === 0 ? '' : `?${params.join('&')}`;
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
      messagesResumeAfter = message.data.messages_resume_after;
      forgetBelow(seen, resumeAfter);
      forgetBelow(seenMessages, messagesResumeAfter);
      if (message.data.type === 'ready') {
        options.onUnreadCount(message.data.unread_count);
        options.onUnreadMessages?.(message.data.unread_messages);
        return;
      }
      if (message.data.type === 'message') {
        const { message: delivered, conversation_unread_count: conversationUnread, unread_messages } = message.data;
        if (seenMessages.has(delivered.id)) return;
        seenMessages.add(delivered.id);
        options.onMessage?.(delivered, conversationUnread, unread_messages, message.data.author);
        options.onUnreadMessages?.(unread_messages);
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

import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  API_PREFIX,
  contractStaffRoles,
  notificationLiveCloseCodes,
  notificationLivePath,
  notificationLiveProtocol,
  notificationLiveQuerySchema,
  notificationLiveTokenPrefix,
  type NotificationLiveMessage,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import { verifySession, type Auth } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { NOTIFICATIONS_CHANNEL } from '../../db/liveChannel.ts';
import { newestNotificationId, notificationsAfter, unreadCount } from './notifications.repository.ts';
import { toNotification } from './notifications.service.ts';
import {
  conversationUnread,
  messagesToStaffAfter,
  messagesToUserAfter,
  newestMessageIdTo,
  newestMessageIdToStaff,
  staffConversationUnread,
  staffTotalUnread,
  totalUnread,
  type MessageRow,
} from '../messages/messages.repository.ts';
import { toMessages } from '../messages/messages.service.ts';
import { authorsOf } from '../staff/staff.repository.ts';

export interface LiveNotificationsOptions {
  database: Database;
  tokenSecret: string;
  sessionIdleTimeoutMs: number;
  logger: Logger;
  /** How often every connection's session is checked again and pinged (ms). */
  checkEveryMs?: number;
}

export interface LiveNotifications {
  /** Takes the feed's WebSocket upgrades on this HTTP server (others are refused with a 404). */
  attach(server: Server): void;
  /** How many connections are open (tests, the start-up banner). */
  connections(): number;
  close(): Promise<void>;
}

/** One stream of rows on a connection (notifications, messages): what it has been sent. */
interface Stream {
  /** Every row up to this id has been sent (the client's `resume_after` / `messages_resume_after`). */
  cursor: number;
  /** The ids above the cursor sent on this connection, and when. */
  sent: Map<number, number>;
}

/** One open connection: whose it is, and what it has been sent. */
interface Feed {
  socket: WebSocket;
  auth: Auth;
  token: string;
  notifications: Stream;
  /**
   * Messages to the user from the other side of their conversations (issue 18); a staff user's:
   * the new messages of the conversations they follow (issue 19).
   */
  messages: Stream;
  /** A catch-up is running; `again` asks it to look once more when it ends. */
  busy: boolean;
  again: boolean;
  alive: boolean;
}

/**
 * Where a user's message stream comes from: a participant's conversations, or (a Coordinator or
 * Support user, issue 19) the conversations they follow, by anyone else, each with its author.
 */
interface MessageSource {
  after: (db: Knex, userId: number, afterId: number, limit: number) => Promise<MessageRow[]>;
  newest: (db: Knex, userId: number) => Promise<number>;
  total: (db: Knex, userId: number) => Promise<number>;
  conversation: (db: Knex, userId: number, conversationId: number) => Promise<number>;
  authors: boolean;
}
const participantMessages: MessageSource = {
  after: messagesToUserAfter,
  newest: newestMessageIdTo,
  total: totalUnread,
  conversation: conversationUnread,
  authors: false,
};
const staffMessages: MessageSource = {
  after: messagesToStaffAfter,
  newest: newestMessageIdToStaff,
  total: staffTotalUnread,
  conversation: staffConversationUnread,
  authors: true,
};
const messageSourceOf = (auth: Auth): MessageSource =>
  (contractStaffRoles as readonly string[]).includes(auth.user.role) ? staffMessages : participantMessages;

/** Whether a wake-up came while the feed was catching up (set from other calls meanwhile). */
const askedAgain = (feed: Feed) => feed.again;

/** Rows read per query while catching up. */
const BATCH = 100;
/**
 * How long a transaction that wrote a notification may still commit after one with a higher id
 * did (ids come from one sequence in the order rows are inserted, not committed). A sent id this
 * old moves the cursor past it; until then the feed reads from the cursor and skips what it sent.
 */
const SETTLE_MS = 60_000;
/** Open feeds per user (a user has a few tabs and devices; more is a leak or abuse). */
const MAX_FEEDS_PER_USER = 20;
const path = `${API_PREFIX}${notificationLivePath}`;

/**
 * The live notification feed (issue 18; ours, the spec shows none): a WebSocket per signed-in tab,
 * fed from the `notifications` rows. Every API process listens on the database's `notifications`
 * channel (`notify()` sends the user's id with the event's commit), so a client connected to any
 * process hears of a row written by any other. Each connection keeps a cursor (every id up to
 * it has been sent) and is sent the rows after it it has not sent: a wake-up carries no data, so a missed,
 * doubled or early NOTIFY costs a query, never a lost or repeated notification. Ids are handed out
 * at insert and rows become visible at commit, so a lower id can appear after a higher one was sent
 * (two events at once): the cursor moves past a sent id only once it is {@link SETTLE_MS} old, and
 * until then the rows above it are read again and the ones sent skipped. When the listening
 * connection itself drops, every feed catches up once it is back.
 *
 * The browser cannot set an Authorization header on a WebSocket, so the access token travels as a
 * second subprotocol (`bearer.<token>`), never in the URL (proxies log URLs); the server answers
 * with the feed's protocol only. The session is checked at the upgrade (a bad, forged, expired or
 * revoked token is a 401 before any upgrade), before every delivery, at every wake (each revocation
 * wakes the user's feeds: `wakeLiveFeeds`) and every `checkEveryMs`: a session that ends (signed
 * out, revoked, banned) closes its feeds with 4401 at once.
 */
export async function startLiveNotifications(options: LiveNotificationsOptions): Promise<LiveNotifications> {
  const { database, logger } = options;
  const db = database.knex;
  const feeds = new Map<number, Set<Feed>>();
  const servers = new WebSocketServer({
    noServer: true,
    maxPayload: 1024,
    handleProtocols: (protocols) => (protocols.has(notificationLiveProtocol) ? notificationLiveProtocol : false),
  });

  const send = (feed: Feed, message: NotificationLiveMessage) => {
    if (feed.socket.readyState === feed.socket.OPEN) feed.socket.send(JSON.stringify(message));
  };

  const drop = (feed: Feed) => {
    const mine = feeds.get(feed.auth.user.id);
    mine?.delete(feed);
    if (mine?.size === 0) feeds.delete(feed.auth.user.id);
  };

  const stillLive = async (feed: Feed): Promise<boolean> => {
    try {
      await verifySession(db, feed.token, options.tokenSecret, options.sessionIdleTimeoutMs);
      return true;
    } catch {
      feed.socket.close(notificationLiveCloseCodes.sessionEnded, 'session ended');
      drop(feed);
      return false;
    }
  };

  /** Moves the cursor over the ids sent long enough ago that nothing below them can still come. */
  const settle = (stream: Stream, now: number) => {
    for (const [id, sentAt] of stream.sent) if (now - sentAt >= SETTLE_MS && id > stream.cursor) stream.cursor = id;
    for (const id of stream.sent.keys()) if (id <= stream.cursor) stream.sent.delete(id);
  };

  const cursors = (feed: Feed) => ({
    resume_after: feed.notifications.cursor,
    messages_resume_after: feed.messages.cursor,
  });

  /**
   * Reads a stream's rows after its cursor (a batch at a time) and hands each one not sent yet to
   * `deliver`, marking it sent first.
   */
  const drain = async <Row extends { id: string | number }>(
    stream: Stream,
    read: (afterId: number) => Promise<Row[]>,
    deliver: (news: Row[]) => Promise<void>,
  ) => {
    let from = stream.cursor;
    for (;;) {
      const rows = await read(from);
      const news = rows.filter((row) => !stream.sent.has(Number(row.id)));
      for (const row of news) stream.sent.set(Number(row.id), Date.now());
      if (news.length > 0) await deliver(news);
      if (rows.length < BATCH) break;
      from = Number(rows.at(-1)?.id);
    }
  };

  /** Sends the feed every row after its cursor it has not sent yet; one run at a time per feed. */
  const catchUp = async (feed: Feed, first = false): Promise<void> => {
    if (feed.busy) {
      feed.again = true;
      return;
    }
    feed.busy = true;
    const userId = feed.auth.user.id;
    const source = messageSourceOf(feed.auth);
    try {
      do {
        feed.again = false;
        if (!(await stillLive(feed))) return;
        const now = Date.now();
        settle(feed.notifications, now);
        settle(feed.messages, now);
        await drain(
          feed.notifications,
          (after) => notificationsAfter(db, userId, after, BATCH),
          async (news) => {
            const unread = await unreadCount(db, userId);
            for (const row of news) {
              send(feed, {
                type: 'notification',
                notification: toNotification(row),
                unread_count: unread,
                ...cursors(feed),
              });
            }
          },
        );
        await drain(
          feed.messages,
          (after) => source.after(db, userId, after, BATCH),
          async (news) => {
            const [unread, unreadMessages, messages, authors] = await Promise.all([
              unreadCount(db, userId),
              source.total(db, userId),
              toMessages(db, userId, news),
              source.authors
                ? authorsOf(
                    db,
                    news.map((row) => Number(row.sender_id)),
                  )
                : undefined,
            ]);
            for (const [index, message] of messages.entries()) {
              const author = authors?.get(Number(news[index]?.sender_id));
              send(feed, {
                type: 'message',
                message,
                ...(author ? { author } : {}),
                conversation_unread_count: await source.conversation(db, userId, message.conversation_id),
                unread_messages: unreadMessages,
                unread_count: unread,
                ...cursors(feed),
              });
            }
          },
        );
      } while (askedAgain(feed));
      if (first) {
        const [unread, unreadMessages] = await Promise.all([unreadCount(db, userId), source.total(db, userId)]);
        send(feed, { type: 'ready', unread_count: unread, unread_messages: unreadMessages, ...cursors(feed) });
      }
    } catch (error) {
      logger.error({ err: error, userId }, 'live notifications: catch-up failed');
      // The database is away: the client reconnects from its resume_after and misses nothing.
      feed.socket.close(1011, 'try again');
      drop(feed);
    } finally {
      feed.busy = false;
    }
  };

  const wake = (userId: number) => {
    for (const feed of feeds.get(userId) ?? []) void catchUp(feed);
  };
  const wakeAll = () => {
    for (const userId of feeds.keys()) wake(userId);
  };

  const stopListening = await database.listen(
    NOTIFICATIONS_CHANNEL,
    (payload) => {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) wake(userId);
    },
    wakeAll,
  );

  const check = setInterval(() => {
    for (const mine of feeds.values()) {
      for (const feed of mine) {
        if (!feed.alive) {
          feed.socket.terminate();
          drop(feed);
          continue;
        }
        feed.alive = false;
        feed.socket.ping();
        void stillLive(feed);
      }
    }
  }, options.checkEveryMs ?? 30_000);
  check.unref();

  const refuse = (socket: Duplex, status: number, reason: string) => {
    socket.end(`HTTP/1.1 ${String(status)} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== path) {
      refuse(socket, 404, 'Not Found');
      return;
    }
    const query = notificationLiveQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) {
      refuse(socket, 400, 'Bad Request');
      return;
    }
    const protocols = (request.headers['sec-websocket-protocol'] ?? '').split(',').map((item) => item.trim());
    const token = protocols.find((item) => item.startsWith(notificationLiveTokenPrefix));
    if (!protocols.includes(notificationLiveProtocol) || !token) {
      refuse(socket, 401, 'Unauthorized');
      return;
    }
    const bearer = token.slice(notificationLiveTokenPrefix.length);
    let auth: Auth;
    try {
      auth = await verifySession(db, bearer, options.tokenSecret, options.sessionIdleTimeoutMs);
    } catch {
      refuse(socket, 401, 'Unauthorized');
      return;
    }
    if ((feeds.get(auth.user.id)?.size ?? 0) >= MAX_FEEDS_PER_USER) {
      refuse(socket, 429, 'Too Many Requests');
      return;
    }
    // Without `after` (`messages_after`) the feed starts at the newest row: what the page has just loaded.
    const cursor = query.data.after ?? (await newestNotificationId(db, auth.user.id));
    const messagesCursor = query.data.messages_after ?? (await messageSourceOf(auth).newest(db, auth.user.id));
    servers.handleUpgrade(request, socket, head, (ws) => {
      const feed: Feed = {
        socket: ws,
        auth,
        token: bearer,
        notifications: { cursor, sent: new Map() },
        messages: { cursor: messagesCursor, sent: new Map() },
        busy: false,
        again: false,
        alive: true,
      };
      const mine = feeds.get(auth.user.id) ?? new Set<Feed>();
      mine.add(feed);
      feeds.set(auth.user.id, mine);
      ws.on('pong', () => {
        feed.alive = true;
      });
      ws.on('close', () => drop(feed));
      ws.on('error', () => drop(feed));
      // The client only listens: anything it sends is ignored.
      void catchUp(feed, true);
    });
  };

  return {
    attach(server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        socket.on('error', () => socket.destroy());
        upgrade(request, socket, head).catch((error: unknown) => {
          logger.error({ err: error }, 'live notifications: upgrade failed');
          refuse(socket, 503, 'Service Unavailable');
        });
      });
    },
    connections: () => [...feeds.values()].reduce((sum, mine) => sum + mine.size, 0),
    async close() {
      clearInterval(check);
      for (const mine of feeds.values()) for (const feed of mine) feed.socket.terminate();
      feeds.clear();
      servers.close();
      await stopListening();
    },
  };
}

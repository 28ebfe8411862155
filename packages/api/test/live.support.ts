import {
  API_PREFIX,
  notificationLiveMessageSchema,
  notificationLivePath,
  notificationLiveProtocol,
  notificationLiveTokenPrefix,
  type NotificationLiveMessage,
} from '@cloudexperts/domain';
import { WebSocket } from 'ws';
import { createLogger } from '../src/logger.ts';
import { startLiveNotifications, type LiveNotifications } from '../src/modules/notifications/live.ts';
import type { TestServer } from './helpers.ts';

/** The live feed on a test server's own port, as `server.ts` attaches it. */
export async function attachLiveFeed(server: TestServer, checkEveryMs?: number): Promise<LiveNotifications> {
  const live = await startLiveNotifications({
    database: server.database,
    tokenSecret: server.secrets.tokenSecret,
    sessionIdleTimeoutMs: 0,
    logger: createLogger('silent'),
    ...(checkEveryMs === undefined ? {} : { checkEveryMs }),
  });
  live.attach(server.http);
  return live;
}

/** A connection to the live feed and everything it has been sent, in order. */
export interface Client {
  socket: WebSocket;
  messages: NotificationLiveMessage[];
  /** Resolves when `count` notifications (in all) have arrived, or rejects after 5 s. */
  notifications(count: number): Promise<number[]>;
  /** Resolves when `count` messages (in all) have arrived, or rejects after 5 s: their ids. */
  chat(count: number): Promise<number[]>;
  ready: Promise<void>;
  closed: Promise<number>;
}

export function feedUrl(server: TestServer, query = '') {
  return `${server.origin.replace('http', 'ws')}${API_PREFIX}${notificationLivePath}${query}`;
}

export function connect(server: TestServer, token: string, query = ''): Promise<Client> {
  const socket = new WebSocket(feedUrl(server, query), [
    notificationLiveProtocol,
    `${notificationLiveTokenPrefix}${token}`,
  ]);
  const messages: NotificationLiveMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    messages.push(notificationLiveMessageSchema.parse(JSON.parse(data.toString('utf8'))));
    for (const waiter of waiters) waiter();
  });
  const until = (done: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${what} did not arrive; got ${JSON.stringify(messages)}`));
      }, 5_000);
      waiters.add(check);
      check();
    });
  const ids = () => messages.flatMap((message) => (message.type === 'notification' ? [message.notification.id] : []));
  const messageIds = () => messages.flatMap((message) => (message.type === 'message' ? [message.message.id] : []));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        notifications: async (count) => {
          await until(() => ids().length >= count, `${String(count)} notifications`);
          return ids();
        },
        chat: async (count) => {
          await until(() => messageIds().length >= count, `${String(count)} messages`);
          return messageIds();
        },
        ready: until(() => messages.some((message) => message.type === 'ready'), 'ready'),
        closed,
      }),
    );
    socket.on('unexpected-response', (_request, response) =>
      reject(new Error(`refused ${String(response.statusCode)}`)),
    );
    socket.on('error', reject);
  });
}

/** The HTTP status a refused upgrade answers. */
export function refusal(url: string, protocols: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocols);
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.on('open', () => reject(new Error('the feed opened')));
    socket.on('error', () => undefined);
  });
}

/** The `message` payloads a feed has been sent, in order (issue 18's stream; a staff user's carry their author). */
export function liveMessages(client: Client) {
  return client.messages.flatMap((message) => (message.type === 'message' ? [message] : []));
}

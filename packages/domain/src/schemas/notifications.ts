import { z } from 'zod';
import { roles } from '../roles.ts';
import { formBoolean, idParamsSchema, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';
import { messageSchema } from './messages.ts';
import { notificationKinds } from './proposals.ts';

/** What the notification calls say besides a field's own message (ours: the spec shows none). */
export const notificationServerMessages = {
  notificationNotFound: 'Notification not found.',
  deleted: 'Notification deleted.',
} as const;

/** A page of notifications: 20 unless `per_page` says otherwise. */
export const notificationLimits = { pageSize: 20 } as const;

/**
 * One notification as its user sees it: what happened (`kind`), the ids its view links to
 * (`payload`), whether it has been read, and when.
 */
export const notificationSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(notificationKinds),
  payload: z.record(z.string(), z.union([z.number(), z.string()])),
  read: z.boolean(),
  created_at: isoDateTime,
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /notifications`: the spec's `only_unread=true`, or every notification, newest first, a page at a time. */
export const notificationListQuerySchema = pageQuerySchema.extend({ only_unread: formBoolean.optional() });

export const notificationListResponseSchema = paginationSchema.extend({
  records: z.array(notificationSchema),
  /** The bell's count, whatever the page or filter. */
  unread_count: z.number().int().nonnegative(),
});

export const notificationParamsSchema = idParamsSchema;

/** `PUT /notifications/{id}`: mark it read (the default) or unread again. */
export const updateNotificationRequestSchema = z.object({ read: z.boolean().default(true) }).strict();

export const notificationResponseSchema = z.object({
  notification: notificationSchema,
  unread_count: z.number().int().nonnegative(),
});

export const deleteNotificationResponseSchema = z.object({
  message: z.string(),
  unread_count: z.number().int().nonnegative(),
});

/** `PUT /notifications/mark_all_read` (ours: the spec has no path for it). */
export const markAllNotificationsReadResponseSchema = z.object({
  updated: z.number().int().nonnegative(),
  unread_count: z.literal(0),
});

/**
 * The live feed (a WebSocket at {@link notificationLivePath}, ours): the client opens it with the
 * subprotocols {@link notificationLiveProtocol} and `bearer.<access token>` (a browser cannot set
 * an Authorization header on a WebSocket), and `?after=<resume_after>` of the last message it had
 * (none: only what is written from now on). The server sends every notification after that point
 * it has not sent on this connection (oldest first, but one whose transaction committed late
 * comes late), then `ready`, then each new one once. Every message carries `resume_after`: every
 * notification up to that id has been sent. A client that reconnects with it may be sent again
 * some it already had above it, and drops those by id: nothing is missed, nothing shown twice.
 */
export const notificationLivePath = '/notifications/live';
export const notificationLiveProtocol = 'cloudexperts.notifications.v1';
export const notificationLiveTokenPrefix = 'bearer.';

/** Close codes of the live feed (4000-4999 are the application's). */
export const notificationLiveCloseCodes = {
  /** The session ended (signed out, revoked, expired, banned): sign in again, do not reconnect. */
  sessionEnded: 4401,
} as const;

const liveId = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)
  .optional();

/**
 * The live feed's query: the last notification (`after`) and message (`messages_after`) the
 * client has seen (none: only what is written from now on).
 */
export const notificationLiveQuerySchema = z.object({ after: liveId, messages_after: liveId });

/**
 * Every live message carries both resume points: `resume_after` for notifications and
 * `messages_resume_after` for messages (issue 18's second stream on the same socket).
 */
const liveCursor = {
  unread_count: z.number().int().nonnegative(),
  resume_after: z.number().int().nonnegative(),
  messages_resume_after: z.number().int().nonnegative(),
};

/** Who wrote a live message, as staff read it (a name in full and the role). */
export const liveAuthorSchema = z.object({ name: z.string(), role: z.enum(roles) });
export type LiveAuthor = z.infer<typeof liveAuthorSchema>;

export const notificationLiveMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: notificationSchema, ...liveCursor }),
  /**
   * A message from the other participant of one of the user's conversations (never one's own),
   * with that conversation's unread count and the user's total unread messages. A Coordinator or
   * Support user is sent the new messages of the conversations they follow (issue 19: posted in or
   * read), by anyone else, each with its `author` (staff see both sides and other staff), and
   * their own unread counts.
   */
  z.object({
    type: z.literal('message'),
    message: messageSchema,
    author: liveAuthorSchema.optional(),
    conversation_unread_count: z.number().int().nonnegative(),
    unread_messages: z.number().int().nonnegative(),
    ...liveCursor,
  }),
  z.object({ type: z.literal('ready'), unread_messages: z.number().int().nonnegative(), ...liveCursor }),
]);
export type NotificationLiveMessage = z.infer<typeof notificationLiveMessageSchema>;

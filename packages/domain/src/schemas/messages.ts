import { z } from 'zod';
import { contractStaffRoles } from '../staffTexts.ts';
import { uploadedFileSchema } from './application.ts';
import { countWords } from './contact.ts';
import { formInteger, idParamsSchema, isoDateTime, pageQuerySchema, paginationSchema } from './common.ts';

/**
 * Messages (issue 18; spec document 2 names /messages for the freelancer and the manager, the hire
 * card's 'Chat', the counter 'N words, 5000 max' and 'Please enter a message', and nothing else).
 * A conversation is one job's, between the job's manager and one freelancer; only those two may
 * list it, read it or post in it.
 */
export const messageLimits = {
  /** The counter's 5000, enforced (the spec's counter is display only; ours refuses more). */
  maxWords: 5000,
  /** Characters, so a message of a few enormous "words" is bounded too. */
  maxChars: 30_000,
  /** Attachments on one message: the sender's own uploads. */
  maxAttachments: 5,
  /** Conversations a page. */
  conversationPageSize: 20,
  /** Messages a page of a thread (newest page first, each page oldest first). */
  messagePageSize: 30,
} as const;

/** The spec's words for the composer (submit work's message rules, which messages share). */
export const messageFieldMessages = {
  blank: 'Please enter a message',
  counter: (words: number) => `${String(words)} words, ${String(messageLimits.maxWords)} max`,
  tooManyWords: `Please keep your message to ${String(messageLimits.maxWords)} words.`,
  tooLong: `Please keep your message to ${String(messageLimits.maxChars)} characters.`,
  tooManyAttachments: `Attach at most ${String(messageLimits.maxAttachments)} files.`,
} as const;

/** What the message calls say besides a field's own message (ours: the spec shows none). */
export const messageServerMessages = {
  conversationNotFound: 'Conversation not found.',
  /** The manager may start a conversation only with someone already on the job. */
  notOnJob: 'You can message a freelancer about a job once they have a proposal, an invitation or a contract on it.',
  jobNotFound: 'Job not found.',
  freelancerNotFound: 'Freelancer not found.',
  attachmentNotFound: 'One of the attachments was not found.',
  messageNotInConversation: 'That message is not in this conversation.',
} as const;

/** The message text: not blank, at most 5000 words and {@link messageLimits.maxChars} characters. */
export const messageBodySchema = z
  .string({ error: messageFieldMessages.blank })
  .trim()
  .min(1, { error: messageFieldMessages.blank })
  .max(messageLimits.maxChars, { error: messageFieldMessages.tooLong })
  .refine((text) => countWords(text) <= messageLimits.maxWords, { error: messageFieldMessages.tooManyWords });

/** The other participant, as a conversation names them. */
export const conversationPartySchema = z.object({
  name: z.string(),
  role: z.enum(['freelancer', 'project_manager']),
  /** The freelancer's profile (their public page); null for a manager. */
  profile_uuid: z.uuid().nullable(),
});

export const messageSchema = z.object({
  id: z.number().int().positive(),
  conversation_id: z.number().int().positive(),
  /** Sent by the user asking. */
  mine: z.boolean(),
  /**
   * A message a Coordinator or Support user posted on the contract's conversation (issue 19): who,
   * shown as "Priya Shah (Support)"; null for the two participants' own.
   */
  staff: z.object({ name: z.string(), role: z.enum(contractStaffRoles) }).nullable(),
  body: z.string(),
  attachments: z.array(uploadedFileSchema),
  created_at: isoDateTime,
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.number().int().positive(),
  job: z.object({ id: z.number().int().positive(), uuid: z.uuid(), title: z.string() }),
  with: conversationPartySchema,
  /** Messages from the other participant after the user's read point. */
  unread_count: z.number().int().nonnegative(),
  last_message: messageSchema.nullable(),
  created_at: isoDateTime,
});
export type Conversation = z.infer<typeof conversationSchema>;

/** `GET /conversations`: the user's, the latest message first. */
export const conversationListQuerySchema = pageQuerySchema;
export const conversationListResponseSchema = paginationSchema.extend({
  records: z.array(conversationSchema),
  /** Unread messages over every conversation of the user. */
  unread_count: z.number().int().nonnegative(),
});

/** `POST /conversations` (a manager): the job's conversation with this freelancer, opened if new. */
export const openConversationRequestSchema = z
  .object({ job_id: z.number().int().positive(), freelancer_uuid: z.uuid() })
  .strict();
export const conversationResponseSchema = z.object({ conversation: conversationSchema });

export const conversationParamsSchema = idParamsSchema;

/** `GET /conversations/{id}/messages`: a page of the thread, older than `before` (none: the newest). */
export const messageListQuerySchema = z.object({
  before: formInteger.pipe(z.number().int().positive()).optional(),
});
export const messageListResponseSchema = z.object({
  /** Oldest first. */
  records: z.array(messageSchema),
  /** Older messages exist (ask with `before` = the first record's id). */
  has_more: z.boolean(),
});

/** `POST /conversations/{id}/messages` */
export const sendMessageRequestSchema = z
  .object({
    body: messageBodySchema,
    attachment_ids: z
      .array(z.uuid())
      .max(messageLimits.maxAttachments, { error: messageFieldMessages.tooManyAttachments })
      .default([]),
  })
  .strict();
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;
export const sendMessageResponseSchema = z.object({ message: messageSchema });

/** `PUT /conversations/{id}/read`: every message up to this one is read. */
export const markConversationReadRequestSchema = z.object({ up_to: z.number().int().positive() }).strict();
export const markConversationReadResponseSchema = z.object({
  conversation_unread_count: z.number().int().nonnegative(),
  unread_count: z.number().int().nonnegative(),
});

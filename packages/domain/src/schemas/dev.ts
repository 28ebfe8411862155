import { z } from 'zod';
import { socialProviders } from '../constants.ts';
import { emailSchema, isoDateTime } from './common.ts';

export const outboxChannels = ['email', 'sms'] as const;

/** One mail or SMS the API sent (the development mailbox shows the outbox). */
export const outboxMessageSchema = z.object({
  id: z.number().int().positive(),
  channel: z.enum(outboxChannels),
  to: z.string().min(1),
  subject: z.string(),
  body: z.string(),
  /** The link a mail asks to open (confirmation, reset), as a path of the app. */
  action_path: z.string().nullable(),
  created_at: isoDateTime,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /dev/mailbox` (development only): newest first, optionally for one address or number. */
export const devMailboxQuerySchema = z.object({ to: z.string().trim().max(254).optional() });
export const devMailboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });

/**
 * `POST /dev/identity/token` (development only): the built-in identity provider signs in "as" any
 * address and returns the id token a real provider would.
 */
export const devIdentityRequestSchema = z.object({
  provider: z.enum(socialProviders),
  email: emailSchema,
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  /** What the provider says of the address (default true); false plays a provider that has not verified it. */
  email_verified: z.boolean().optional(),
  /** The nonce of `POST /social_login/start`, which the id token carries. */
  nonce: z.string().max(200).optional(),
});
export const devIdentityResponseSchema = z.object({ id_token: z.string().min(1), social_uid: z.string().min(1) });

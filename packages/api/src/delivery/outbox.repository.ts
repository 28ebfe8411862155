import type { Knex } from 'knex';
import type { MailAttachment, OutgoingMessage } from '../adapters/transport.ts';

export type OutboxChannel = 'email' | 'sms';

export interface NewOutboxMessage {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  actionPath: string | null;
  /** A mail's one-click unsubscribe address (List-Unsubscribe), if it has one. */
  listUnsubscribeUrl?: string | null;
  attachments?: MailAttachment[] | null;
}

/** Writes one message with `db` (the caller's transaction); returns its id. */
export async function insertOutboxMessage(db: Knex, message: NewOutboxMessage): Promise<number> {
  const [row] = await db('outbox')
    .insert({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      action_path: message.actionPath,
      list_unsubscribe_url: message.listUnsubscribeUrl ?? null,
      attachments: message.attachments ? JSON.stringify(message.attachments) : null,
    })
    .returning<Array<{ id: string | number }>>('id');
  if (!row) throw new Error('outbox insert returned no row');
  return Number(row.id);
}

export interface ClaimedMessage extends OutgoingMessage {
  channel: OutboxChannel;
}

/** What a delivery attempt found: its message, or why there is nothing to send. */
export type Claim =
  | { kind: 'claimed'; message: ClaimedMessage }
  /** Delivered or given up on already: an earlier attempt finished it. */
  | { kind: 'settled' }
  /** Another attempt holds it and its time is not up. */
  | { kind: 'busy'; claimedUntil: Date | null }
  | { kind: 'missing' };

interface ClaimedRow {
  id: string | number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  list_unsubscribe_url: string | null;
  attachments: MailAttachment[] | null;
  created_at: Date | string;
}

/**
 * Claims a message for one delivery attempt, for `leaseSeconds`. One UPDATE, so the row's lock
 * decides between two workers: the second waits for the first to commit, then finds the row
 * claimed (or sent) and takes nothing. A claim is not held open across the send (no transaction
 * waits on the network, which on PGlite would stall every other query); if the worker dies
 * mid-send the claim simply runs out, and the job's retry claims it again.
 */
export async function claimOutboxMessage(db: Knex, id: number, leaseSeconds: number): Promise<Claim> {
  const [row] = await db('outbox')
    .where({ id })
    .whereNull('sent_at')
    .whereNull('failed_at')
    .whereRaw('(claimed_until is null or claimed_until <= now())')
    .update({
      attempts: db.raw('attempts + 1'),
      claimed_until: db.raw("now() + ? * interval '1 second'", [leaseSeconds]),
    })
    .returning<ClaimedRow[]>([
      'id',
      'channel',
      'recipient',
      'subject',
      'body',
      'list_unsubscribe_url',
      'attachments',
      'created_at',
    ]);
  if (row) {
    return {
      kind: 'claimed',
      message: {
        id: Number(row.id),
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        ...(row.list_unsubscribe_url ? { listUnsubscribeUrl: row.list_unsubscribe_url } : {}),
        ...(row.attachments ? { attachments: row.attachments } : {}),
        createdAt: new Date(row.created_at),
      },
    };
  }
  const state = await db('outbox')
    .where({ id })
    .first<{ sent_at: Date | null; failed_at: Date | null; claimed_until: Date | string | null } | undefined>(
      'sent_at',
      'failed_at',
      'claimed_until',
    );
  if (!state) return { kind: 'missing' };
  if (state.sent_at || state.failed_at) return { kind: 'settled' };
  // Claimed by another attempt (or freed again since the UPDATE looked): try again later.
  return { kind: 'busy', claimedUntil: state.claimed_until ? new Date(state.claimed_until) : null };
}

/** What a delivered or abandoned message keeps: no link, key or invitation (they hold tokens). */
const redacted = (body: string) => ({ body, action_path: null, list_unsubscribe_url: null, attachments: null });

/**
 * Marks a message delivered. `redactedBody` replaces its text (and the link path and unsubscribe
 * address, which hold tokens) after a real delivery; the dev mailbox passes none and keeps them.
 */
export async function markDelivered(db: Knex, id: number, deliveredBy: string, redactedBody: string | undefined) {
  await db('outbox')
    .where({ id })
    .whereNull('sent_at')
    .update({
      sent_at: db.fn.now(),
      delivered_by: deliveredBy,
      claimed_until: null,
      last_error: null,
      ...(redactedBody === undefined ? {} : redacted(redactedBody)),
    });
}

/** Records a failed attempt and frees the message for the retry. */
export async function recordFailedAttempt(db: Knex, id: number, error: string) {
  await db('outbox').where({ id }).whereNull('sent_at').update({ claimed_until: null, last_error: error });
}

/** The channel of a message, or undefined when it is gone. */
export async function outboxChannel(db: Knex, id: number): Promise<OutboxChannel | undefined> {
  const row = await db('outbox').where({ id }).first<{ channel: OutboxChannel } | undefined>('channel');
  return row?.channel;
}

/**
 * Gives up on a message: marked failed, keeping the last attempt's error (or `reason` when no
 * attempt recorded one, e.g. the worker died mid-send on the last try). `redactedBody` as above.
 */
export async function markFailed(db: Knex, id: number, reason: string, redactedBody: string | undefined) {
  await db('outbox')
    .where({ id })
    .whereNull('sent_at')
    .whereNull('failed_at')
    .update({
      failed_at: db.fn.now(),
      claimed_until: null,
      last_error: db.raw('coalesce(last_error, ?)', [reason]),
      ...(redactedBody === undefined ? {} : redacted(redactedBody)),
    });
}

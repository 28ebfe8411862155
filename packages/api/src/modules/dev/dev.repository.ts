import type { OutboxMessage } from '@cloudexperts/domain';
import type { Knex } from 'knex';

interface OutboxRow {
  id: string | number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  action_path: string | null;
  created_at: Date;
}

/** The newest 100 messages, optionally to one address or number. */
export async function listOutbox(db: Knex, to?: string): Promise<OutboxMessage[]> {
  const query = db<OutboxRow>('outbox').orderBy('id', 'desc').limit(100);
  if (to) query.where('recipient', to.toLowerCase().startsWith('+') ? to : to.toLowerCase());
  const rows = await query;
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    action_path: row.action_path,
    created_at: new Date(row.created_at).toISOString(),
  }));
}

import type { Knex } from 'knex';
import { insertOutboxMessage } from '../delivery/outbox.repository.ts';
import type { MailAttachment } from './transport.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
  /** The app path the mail asks to open (confirmation, reset); the body carries the full link. */
  actionPath?: string;
  /** The API address that stops this kind of mail in one click (List-Unsubscribe, RFC 8058). */
  listUnsubscribeUrl?: string;
  /** Files sent with the mail (text only: calendar invitations). */
  attachments?: MailAttachment[];
}

export interface SmsMessage {
  to: string;
  body: string;
}

/**
 * Mail and SMS leave through the outbox: a row written in the caller's transaction, so a message is
 * sent exactly when the change that caused it commits. Development shows the outbox in the dev
 * mailbox; production delivery (SMTP, an SMS provider) is a worker that reads the same rows.
 */
export interface Messenger {
  email(db: Knex, message: EmailMessage): Promise<void>;
  sms(db: Knex, message: SmsMessage): Promise<void>;
}

export function createOutboxMessenger(): Messenger {
  return {
    async email(db, message) {
      await insertOutboxMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        actionPath: message.actionPath ?? null,
        listUnsubscribeUrl: message.listUnsubscribeUrl ?? null,
        attachments: message.attachments ?? null,
      });
    },
    async sms(db, message) {
      await insertOutboxMessage(db, {
        channel: 'sms',
        recipient: message.to,
        subject: '',
        body: message.body,
        actionPath: null,
      });
    },
  };
}

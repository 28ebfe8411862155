import { createTransport } from 'nodemailer';
import type { Transport } from './transport.ts';

export interface SmtpMailOptions {
  /** `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://…:465`. */
  smtpUrl: string;
  /** The From of every mail. */
  from: string;
  /** The longest one delivery may take; the connection, greeting and socket limits share it. */
  timeoutMs: number;
}

/** The domain of the sender's address, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * Mail through an SMTP server (nodemailer, one connection per message). The Message-ID is the
 * outbox row's, so a message retried after an uncertain end (the worker died after the server
 * accepted it) carries the same id and the receiving side can recognise the repeat.
 */
export function createSmtpMailTransport(options: SmtpMailOptions): Transport {
  // nodemailer takes no abort signal: its own limits keep an attempt inside `timeoutMs`.
  const stepMs = Math.max(1000, Math.floor(options.timeoutMs / 4));
  const transporter = createTransport({
    url: options.smtpUrl,
    connectionTimeout: stepMs,
    greetingTimeout: stepMs,
    socketTimeout: stepMs,
    // Only text we wrote goes out: nothing in a message may make nodemailer read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const domain = senderDomain(options.from);
  return {
    name: 'smtp',
    keepsBody: false,
    async send(message, signal) {
      signal.throwIfAborted();
      await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        ...(message.listUnsubscribeUrl
          ? {
              list: { unsubscribe: message.listUnsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
        ...(message.attachments
          ? {
              attachments: message.attachments.map((attachment) => ({
                filename: attachment.filename,
                content: attachment.content,
                contentType: attachment.content_type,
              })),
            }
          : {}),
        messageId: `<outbox-${message.id}-${message.createdAt.getTime()}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}

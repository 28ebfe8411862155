/** A text attachment of a mail (an interview's `.ics` invitation). */
export interface MailAttachment {
  filename: string;
  /** With its parameters: `text/calendar; method=REQUEST; charset=utf-8`. */
  content_type: string;
  content: string;
}

/** One outbox message on its way out: what a transport needs to deliver it. */
export interface OutgoingMessage {
  /** The outbox row's id: stable across retries, so the receiving side can tell a repeat. */
  id: number;
  to: string;
  /** Empty for SMS. */
  subject: string;
  body: string;
  /** A mail's one-click unsubscribe address: sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribeUrl?: string;
  attachments?: MailAttachment[];
  createdAt: Date;
}

/**
 * Takes a message out of the outbox to its recipient (an SMTP server, the SMS provider, or the dev
 * mailbox). `send` resolves once the other side has accepted the message and rejects otherwise;
 * the delivery worker retries a rejection with backoff.
 */
export interface Transport {
  /** Recorded on the outbox row (`delivered_by`). */
  readonly name: string;
  /**
   * True when the outbox row itself is where the message is read (the dev mailbox), so its body
   * stays; after any other delivery the body is replaced, and its codes and links are gone.
   */
  readonly keepsBody: boolean;
  /** `signal` aborts when the attempt's time is up or the worker stops. */
  send(message: OutgoingMessage, signal: AbortSignal): Promise<void>;
  /** Lets go of connections (the worker stops). */
  close(): void;
}

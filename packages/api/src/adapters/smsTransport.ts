import type { Transport } from './transport.ts';

export interface HttpSmsOptions {
  /** The provider's endpoint: it receives POST JSON `{to, body}`. */
  apiUrl: string;
  /** Sent as `Authorization: Bearer <token>`. */
  apiToken: string;
  /** The longest one request may take. */
  timeoutMs: number;
}

/**
 * Texts through an SMS provider's HTTP API: POST JSON `{to, body}` with a bearer token; any answer
 * but a 2xx is a failure (retried). `Idempotency-Key` names the outbox row, so a provider that
 * honours it drops a repeat sent after an uncertain end. The provider's error text is not kept: it
 * may quote the message, and with it a code.
 */
export function createHttpSmsTransport(options: HttpSmsOptions): Transport {
  return {
    name: 'sms-api',
    keepsBody: false,
    async send(message, signal) {
      const response = await fetch(options.apiUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiToken}`,
          'content-type': 'application/json',
          'idempotency-key': `outbox-${message.id}-${message.createdAt.getTime()}`,
        },
        body: JSON.stringify({ to: message.to, body: message.body }),
        redirect: 'error',
        signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      // Read to the end either way, so the connection can be reused.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`the SMS API answered ${response.status} ${response.statusText}`.trim());
    },
    close: () => undefined,
  };
}

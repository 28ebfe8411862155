import type { Transport } from './transport.ts';

/**
 * The offline transport (development, demo and tests): the dev mailbox (`GET /api/v1/dev/mailbox`)
 * reads the outbox, so the outbox row is already in the mailbox. Delivering it means marking it
 * delivered and keeping its body, which the mailbox page and the e2e journeys read their links and
 * codes from. Nothing leaves the machine.
 */
export function createDevMailboxTransport(): Transport {
  return {
    name: 'dev-mailbox',
    keepsBody: true,
    send: (_message, signal) => {
      signal.throwIfAborted();
      return Promise.resolve();
    },
    close: () => undefined,
  };
}

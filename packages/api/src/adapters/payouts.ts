import { randomUUID } from 'node:crypto';
import type { PaymentAccountType } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { post } from '../modules/payments/ledger.ts';

/** A payout of a withdrawal's net amount, as the withdrawal service asks for it. */
export interface PayoutOrder {
  userId: number;
  accountType: PaymentAccountType;
  /** The provider's id of the user's account (from its login). */
  providerAccount: string;
  netCents: number;
  withdrawalUuid: string;
}

/** The payout provider refused (the sandbox told to fail). */
export class PayoutDeclined extends Error {
  constructor() {
    super('The payout provider refused the payout');
    this.name = 'PayoutDeclined';
  }
}

/**
 * The provider behind payment methods and withdrawals (issue 17): its login (where the browser
 * goes to let us pay into the user's account; it comes back to /settings with a code and the
 * method's id) and its payouts. Only the offline sandbox exists: its login is a consent page of
 * our own app, and its payout moves the ledger at once (pending withdrawal → platform:payouts) in
 * the withdrawal's own transaction.
 */
export interface PayoutProvider {
  readonly name: string;
  /** The provider login for a pending method, as an app path or URL, given its single-use state. */
  loginUrl(state: string): string;
  /** The provider's id of the account a completed login names. */
  accountFor(accountType: PaymentAccountType): string;
  payout(trx: Knex.Transaction, order: PayoutOrder): Promise<{ postingId: number; reference: string }>;
}

/** The sandbox's consent page (an app route; spec-silent, ours). */
export const SANDBOX_CONSENT_PATH = '/payout-sandbox';

/** The offline sandbox: no network; refuses every payout when made with `declineAll` (tests). */
export function createSandboxPayoutProvider(options: { declineAll?: boolean } = {}): PayoutProvider {
  return {
    name: 'sandbox',
    loginUrl: (state) => `${SANDBOX_CONSENT_PATH}?state=${encodeURIComponent(state)}`,
    accountFor: (accountType) => `sandbox_${accountType.replace(/\W+/g, '_').toLowerCase()}_${randomUUID()}`,
    async payout(trx, order) {
      if (options.declineAll) throw new PayoutDeclined();
      const reference = `sandbox_payout_${randomUUID()}`;
      const { postingId } = await post(trx, {
        kind: 'payout',
        actorId: null,
        memo: `${reference} withdrawal ${order.withdrawalUuid}`,
        lines: [
          { account: { kind: 'pending_withdrawal', userId: order.userId }, amountCents: -order.netCents },
          { account: { kind: 'payouts' }, amountCents: order.netCents },
        ],
      });
      return { postingId, reference };
    },
  };
}

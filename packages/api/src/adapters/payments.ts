import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { post } from '../modules/payments/ledger.ts';

/** A charge into a contract's escrow, as the milestone service asks for it. */
export interface EscrowCharge {
  managerId: number;
  contractId: number;
  milestoneId: number;
  amountCents: number;
}

/** Escrow going back to the client (the contract ended with it unclaimed), as settlement asks. */
export interface EscrowRefund {
  managerId: number;
  contractId: number;
  milestoneId: number;
  amountCents: number;
  /** Who ended the contract or answered the request that settled it; null for the platform. */
  actorId: number | null;
}

/** The provider said no (a declined card, or the sandbox told to fail). */
export class PaymentDeclined extends Error {
  constructor() {
    super('The payment provider declined the charge');
    this.name = 'PaymentDeclined';
  }
}

/**
 * The payment provider behind escrow (issue 17). `fundEscrow` runs inside the milestone's
 * transaction: it charges the manager and writes the ledger's posting (external → the manager's
 * escrow for the contract), so the charge's record and the funded milestone commit together. Only
 * the offline sandbox exists so far; Stripe (test mode, by configuration) is not built.
 */
export interface PaymentProvider {
  readonly name: string;
  fundEscrow(trx: Knex.Transaction, charge: EscrowCharge): Promise<{ postingId: number; reference: string }>;
  /**
   * Returns escrow to the client's payment method and writes the posting (the manager's escrow for
   * the contract → external), inside the settlement's transaction.
   */
  refundEscrow(trx: Knex.Transaction, refund: EscrowRefund): Promise<{ postingId: number; reference: string }>;
}

/** The sandbox declines this amount, as a test card number would ($666.00). */
export const SANDBOX_DECLINED_CENTS = 666_00;

/**
 * The offline sandbox: no network, no account; it moves the ledger for real. It declines
 * {@link SANDBOX_DECLINED_CENTS}, and everything when made with `declineAll` (tests of failures).
 */
export function createSandboxPaymentProvider(options: { declineAll?: boolean } = {}): PaymentProvider {
  return {
    name: 'sandbox',
    async fundEscrow(trx, charge) {
      if (options.declineAll || charge.amountCents === SANDBOX_DECLINED_CENTS) throw new PaymentDeclined();
      const reference = `sandbox_${randomUUID()}`;
      const { postingId } = await post(trx, {
        kind: 'fund',
        contractId: charge.contractId,
        milestoneId: charge.milestoneId,
        actorId: charge.managerId,
        memo: reference,
        lines: [
          { account: { kind: 'external' }, amountCents: -charge.amountCents },
          {
            account: { kind: 'escrow', userId: charge.managerId, contractId: charge.contractId },
            amountCents: charge.amountCents,
          },
        ],
      });
      return { postingId, reference };
    },
    async refundEscrow(trx, refund) {
      const reference = `sandbox_refund_${randomUUID()}`;
      const { postingId } = await post(trx, {
        kind: 'refund',
        contractId: refund.contractId,
        milestoneId: refund.milestoneId,
        actorId: refund.actorId,
        memo: reference,
        lines: [
          {
            account: { kind: 'escrow', userId: refund.managerId, contractId: refund.contractId },
            amountCents: -refund.amountCents,
          },
          { account: { kind: 'external' }, amountCents: refund.amountCents },
        ],
      });
      return { postingId, reference };
    },
  };
}

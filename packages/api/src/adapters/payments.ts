import { randomBytes, randomUUID } from 'node:crypto';
import { cardBrandOf, sandboxTestCards, type SandboxCardOutcome } from '@cloudexperts/domain';
import type { Knex } from 'knex';
import { post } from '../modules/payments/ledger.ts';

/** A saved card as the provider knows it: its customer and payment method ids. */
export interface CardOnFile {
  customerId: string;
  paymentMethodId: string;
}

/** A charge into a contract's escrow, as the milestone service asks for it. */
export interface EscrowCharge {
  managerId: number;
  contractId: number;
  milestoneId: number;
  amountCents: number;
  /** The manager's default card. */
  card: CardOnFile;
  /**
   * Passed to the provider as its idempotency key (from the call's Idempotency-Key): a retry of
   * the same fund call after a lost answer charges once.
   */
  idempotencyKey: string;
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

/** Why the provider said no: its own decline, the card's (Stripe's codes), or no funds on it. */
export type DeclineReason = 'declined' | 'card_declined' | 'insufficient_funds';

/** The provider said no (a declined card, or the sandbox told to fail). */
export class PaymentDeclined extends Error {
  readonly reason: DeclineReason;
  constructor(reason: DeclineReason = 'declined') {
    super(`The payment provider declined the charge (${reason})`);
    this.name = 'PaymentDeclined';
    this.reason = reason;
  }
}

/** A setup that is not confirmed, unknown, or another customer's. */
export class CardSetupInvalid extends Error {
  constructor() {
    super('The card setup is not confirmed, or not this customer’s');
    this.name = 'CardSetupInvalid';
  }
}

/** The sandbox's confirm step refused the card: not one of Stripe's test numbers. */
export class NotATestCard extends Error {
  constructor() {
    super('The sandbox accepts test card numbers only');
    this.name = 'NotATestCard';
  }
}

/** The provider could not be asked (network, timeout, its own error): try again. */
export class PaymentProviderUnavailable extends Error {
  constructor(cause?: unknown) {
    super('The payment provider could not be reached', { cause });
    this.name = 'PaymentProviderUnavailable';
  }
}

/** What the browser needs to confirm a card with the provider. */
export interface CardSetupStarted {
  id: string;
  /** Stripe only: the SetupIntent's client secret and the account's publishable key. */
  clientSecret: string | null;
  publishableKey: string | null;
}

/** What a confirmed setup says of its card: all we keep. */
export interface VerifiedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * The payment provider behind escrow (issue 17): the offline sandbox, or Stripe in test mode by
 * configuration (paymentsStripe.ts). Cards are saved through the provider's setup (Stripe's
 * SetupIntent flow: customer, setup, confirmation in the browser, verification here).
 * `fundEscrow` runs inside the milestone's transaction: it charges the manager's card and writes
 * the ledger's posting (external → the manager's escrow for the contract, memo = the charge's
 * reference), so the charge's record and the funded milestone commit together.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Stripe's publishable key for Stripe.js in the browser; null for the sandbox. */
  readonly publishableKey: string | null;
  /** The provider's customer for a user (made once; the caller keeps its id). */
  createCustomer(db: Knex, user: { id: number; email: string; name: string }): Promise<string>;
  startCardSetup(db: Knex, customerId: string): Promise<CardSetupStarted>;
  /** The card of a setup the browser confirmed; CardSetupInvalid unless it succeeded for this customer. */
  verifyCardSetup(db: Knex, customerId: string, setupId: string): Promise<VerifiedCard>;
  /** Forget a card at the provider (Stripe: detach its payment method). */
  removeCard(db: Knex, card: CardOnFile): Promise<void>;
  fundEscrow(trx: Knex.Transaction, charge: EscrowCharge): Promise<{ postingId: number; reference: string }>;
  /**
   * Returns escrow to the client's payment method and writes the posting (the manager's escrow for
   * the contract → external), inside the settlement's transaction.
   */
  refundEscrow(trx: Knex.Transaction, refund: EscrowRefund): Promise<{ postingId: number; reference: string }>;
}

/** The offline sandbox also plays the browser's confirmation step (Stripe.js's confirmCardSetup). */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  confirmCard(
    db: Knex,
    customerId: string,
    confirmation: { setupId: string; number: string; expiry: { month: number; year: number } },
  ): Promise<void>;
}

export const isSandboxPayments = (provider: PaymentProvider): provider is SandboxPaymentProvider =>
  provider.name === 'sandbox' && 'confirmCard' in provider;

/** The sandbox declines this amount, as a test card number would ($666.00). */
export const SANDBOX_DECLINED_CENTS = 666_00;

/** The ledger's posting of a charge into escrow (any provider). */
export async function postFunding(trx: Knex.Transaction, charge: EscrowCharge, reference: string) {
  return post(trx, {
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
}

/** The ledger's posting of escrow going back to the client (any provider). */
export async function postRefund(trx: Knex.Transaction, refund: EscrowRefund, reference: string) {
  return post(trx, {
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
}

interface SandboxSetupRow {
  id: string;
  customer_id: string;
  status: 'requires_payment_method' | 'succeeded';
  payment_method_id: string | null;
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  outcome: SandboxCardOutcome | null;
}

const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

/**
 * The offline sandbox: no network, no account; it moves the ledger for real. Cards: Stripe's
 * documented test numbers only (sandboxTestCards: 4242… succeeds, 0002 is declined and 9995 has
 * insufficient funds when charged); it keeps what Stripe would (sandbox_card_setups). It declines
 * {@link SANDBOX_DECLINED_CENTS} whatever the card, and everything when made with `declineAll`
 * (tests of failures).
 */
export function createSandboxPaymentProvider(options: { declineAll?: boolean } = {}): SandboxPaymentProvider {
  const setupOf = (db: Knex, customerId: string, setupId: string) =>
    db('sandbox_card_setups').where({ id: setupId, customer_id: customerId }).first<SandboxSetupRow | undefined>();
  return {
    name: 'sandbox',
    publishableKey: null,
    createCustomer() {
      return Promise.resolve(sandboxId('cus'));
    },
    async startCardSetup(db, customerId) {
      const id = sandboxId('seti');
      await db('sandbox_card_setups').insert({ id, customer_id: customerId });
      return { id, clientSecret: null, publishableKey: null };
    },
    async confirmCard(db, customerId, confirmation) {
      const outcome = (sandboxTestCards as Record<string, SandboxCardOutcome | undefined>)[confirmation.number];
      const setup = await setupOf(db, customerId, confirmation.setupId);
      if (!setup || setup.status !== 'requires_payment_method') throw new CardSetupInvalid();
      if (!outcome) throw new NotATestCard();
      const updated = await db('sandbox_card_setups')
        .where({ id: setup.id, status: 'requires_payment_method' })
        .update({
          status: 'succeeded',
          payment_method_id: sandboxId('pm'),
          brand: cardBrandOf(confirmation.number),
          last4: confirmation.number.slice(-4),
          exp_month: confirmation.expiry.month,
          exp_year: confirmation.expiry.year,
          outcome,
        });
      if (updated !== 1) throw new CardSetupInvalid();
    },
    async verifyCardSetup(db, customerId, setupId) {
      const setup = await setupOf(db, customerId, setupId);
      if (setup?.status !== 'succeeded' || !setup.payment_method_id) throw new CardSetupInvalid();
      return {
        paymentMethodId: setup.payment_method_id,
        brand: setup.brand ?? 'unknown',
        last4: setup.last4 ?? '0000',
        expMonth: Number(setup.exp_month),
        expYear: Number(setup.exp_year),
      };
    },
    async removeCard() {
      // The sandbox keeps the setup as Stripe keeps a detached payment method; nothing to do.
    },
    async fundEscrow(trx, charge) {
      if (options.declineAll || charge.amountCents === SANDBOX_DECLINED_CENTS) throw new PaymentDeclined();
      const card = await trx('sandbox_card_setups')
        .where({ payment_method_id: charge.card.paymentMethodId, customer_id: charge.card.customerId })
        .first<{ outcome: SandboxCardOutcome | null } | undefined>('outcome');
      if (!card) throw new PaymentDeclined('card_declined');
      if (card.outcome === 'card_declined' || card.outcome === 'insufficient_funds') {
        throw new PaymentDeclined(card.outcome);
      }
      const reference = `sandbox_${randomUUID()}`;
      const { postingId } = await postFunding(trx, charge, reference);
      return { postingId, reference };
    },
    async refundEscrow(trx, refund) {
      const reference = `sandbox_refund_${randomUUID()}`;
      const { postingId } = await postRefund(trx, refund, reference);
      return { postingId, reference };
    },
  };
}

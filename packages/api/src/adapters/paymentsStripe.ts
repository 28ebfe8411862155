import Stripe from 'stripe';
import type { StripeSettings } from './paymentsConfig.ts';
import {
  CardSetupInvalid,
  PaymentDeclined,
  PaymentProviderUnavailable,
  postFunding,
  postRefund,
  type PaymentProvider,
} from './payments.ts';

/** The Stripe errors that are the card's or the request's, not Stripe's being away. */
function translate(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new PaymentDeclined(error.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined');
  }
  if (error instanceof Stripe.errors.StripeError) {
    // Authentication, rate limits, connection failures, Stripe's own errors, invalid requests:
    // nothing the user can fix, so a 503 asks them to try again (the detail goes to the log).
    throw new PaymentProviderUnavailable(error);
  }
  throw error;
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return translate(error);
  }
}

/**
 * Stripe (test mode, by configuration): a customer per manager, cards saved through SetupIntents
 * (usage off_session; Stripe.js confirms them in the browser), escrow funded by an off-session
 * PaymentIntent on the default card with the fund call's idempotency key, and escrow returned by a
 * refund of that PaymentIntent (its id is the fund posting's memo). Card data never passes here.
 */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    timeout: settings.timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(settings.apiUrl && {
      host: settings.apiUrl.hostname,
      port: settings.apiUrl.port || (settings.apiUrl.protocol === 'https:' ? 443 : 80),
      protocol: settings.apiUrl.protocol === 'https:' ? 'https' : 'http',
    }),
  });
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async createCustomer(_db, user) {
      const customer = await call(() =>
        stripe.customers.create(
          { email: user.email, name: user.name, metadata: { user_id: String(user.id) } },
          { idempotencyKey: `customer-user-${String(user.id)}` },
        ),
      );
      return customer.id;
    },
    async startCardSetup(_db, customerId) {
      const intent = await call(() =>
        stripe.setupIntents.create({
          customer: customerId,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
        }),
      );
      return { id: intent.id, clientSecret: intent.client_secret, publishableKey: settings.publishableKey };
    },
    async verifyCardSetup(_db, customerId, setupId) {
      let intent: Stripe.SetupIntent;
      try {
        intent = await stripe.setupIntents.retrieve(setupId, { expand: ['payment_method'] });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          throw new CardSetupInvalid();
        }
        return translate(error);
      }
      const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
      const method = intent.payment_method;
      if (intent.status !== 'succeeded' || customer !== customerId || !method || typeof method === 'string') {
        throw new CardSetupInvalid();
      }
      const card = method.card;
      if (!card) throw new CardSetupInvalid();
      return {
        paymentMethodId: method.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
    },
    async removeCard(_db, card) {
      await call(() => stripe.paymentMethods.detach(card.paymentMethodId));
    },
    async fundEscrow(trx, charge) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: charge.amountCents,
            currency: 'usd',
            customer: charge.card.customerId,
            payment_method: charge.card.paymentMethodId,
            off_session: true,
            confirm: true,
            description: `Milestone ${String(charge.milestoneId)} escrow`,
            metadata: { contract_id: String(charge.contractId), milestone_id: String(charge.milestoneId) },
          },
          { idempotencyKey: charge.idempotencyKey },
        ),
      );
      if (intent.status !== 'succeeded') throw new PaymentDeclined('card_declined');
      const { postingId } = await postFunding(trx, charge, intent.id);
      return { postingId, reference: intent.id };
    },
    async refundEscrow(trx, refund) {
      const funding = await trx('ledger_postings')
        .where({ kind: 'fund', milestone_id: refund.milestoneId })
        .orderBy('id', 'desc')
        .first<{ memo: string } | undefined>('memo');
      if (!funding?.memo.startsWith('pi_')) {
        throw new Error(`Milestone ${String(refund.milestoneId)} has no Stripe payment to refund`);
      }
      const made = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: funding.memo,
            amount: refund.amountCents,
            metadata: { contract_id: String(refund.contractId), milestone_id: String(refund.milestoneId) },
          },
          { idempotencyKey: `refund-milestone-${String(refund.milestoneId)}` },
        ),
      );
      const { postingId } = await postRefund(trx, refund, made.id);
      return { postingId, reference: made.id };
    },
  };
}

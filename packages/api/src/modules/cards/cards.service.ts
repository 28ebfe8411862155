import { createHash } from 'node:crypto';
import {
  cardLimits,
  cardServerMessages as messages,
  errorCodes,
  paymentServerMessages,
  type confirmSandboxCardRequestSchema,
  type ResponseOf,
  type SavedCard,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  CardSetupInvalid,
  isSandboxPayments,
  NotATestCard,
  PaymentDeclined,
  PaymentProviderUnavailable,
  type CardOnFile,
  type PaymentProvider,
} from '../../adapters/payments.ts';
import type { Auth } from '../../auth/sessions.ts';
import { AppError } from '../../http/errors.ts';
import { conflict, iso, notFound } from '../proposals/shared.ts';
import { fullName } from '../../db/names.ts';

interface CardRow {
  id: string | number;
  uuid: string;
  customer_id: string;
  payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: boolean;
  created_at: Date | string;
}

function toCard(row: CardRow): SavedCard {
  return {
    id: row.uuid,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    is_default: row.is_default,
    created_at: iso(row.created_at),
  };
}

/** The user's live cards at the configured provider (another provider's cannot be charged here). */
const liveCards = (db: Knex, payments: PaymentProvider, userId: number) =>
  db('payment_cards').where({ user_id: userId, provider: payments.name }).whereNull('removed_at');

/**
 * The provider's refusals and absences as answers: a declined card is 402 (`payment_declined`),
 * the provider away is 503 (`payments_unavailable`); anything else goes on.
 */
export function providerFailure(error: unknown): never {
  if (error instanceof PaymentDeclined) {
    const message =
      error.reason === 'insufficient_funds'
        ? messages.insufficientFunds
        : error.reason === 'card_declined'
          ? messages.cardDeclined
          : paymentServerMessages.paymentDeclined;
    throw new AppError(402, errorCodes.paymentDeclined, message);
  }
  if (error instanceof PaymentProviderUnavailable) {
    throw new AppError(503, errorCodes.paymentsUnavailable, messages.providerUnavailable);
  }
  if (error instanceof CardSetupInvalid) throw conflict(messages.setupInvalid);
  throw error;
}

async function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    return providerFailure(error);
  }
}

/** The user's customer id at the provider, or undefined before their first setup. */
async function customerOf(db: Knex, payments: PaymentProvider, userId: number, lock = false) {
  const query = db('payment_customers').where({ user_id: userId, provider: payments.name });
  if (lock) void query.forUpdate();
  const row = await query.first<{ customer_id: string } | undefined>('customer_id');
  return row?.customer_id;
}

/** `GET /payments/cards`: the default card first, then in the order added. */
export async function listCards(db: Knex, payments: PaymentProvider, auth: Auth): Promise<ResponseOf<'cards'>> {
  const rows = await liveCards(db, payments, auth.user.id)
    .orderBy([
      { column: 'is_default', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
    .select<CardRow[]>();
  return { records: rows.map(toCard), provider: payments.name, publishable_key: payments.publishableKey };
}

/**
 * `POST /payments/cards/setup`: the user's customer at the provider (made on the first setup), and
 * a new setup for the browser to confirm the card with.
 */
export async function startCardSetup(
  db: Knex,
  payments: PaymentProvider,
  auth: Auth,
): Promise<ResponseOf<'startCardSetup'>> {
  const count = await liveCards(db, payments, auth.user.id).first<{ count: string }>(db.raw('count(*) as count'));
  if (Number(count.count) >= cardLimits.maxCards) throw conflict(messages.tooManyCards);
  let customerId = await customerOf(db, payments, auth.user.id);
  if (customerId === undefined) {
    const user = await db('users')
      .where({ id: auth.user.id })
      .first<{ email: string; first_name: string; last_name: string }>('email', 'first_name', 'last_name');
    const made = await attempt(() =>
      payments.createCustomer(db, {
        id: auth.user.id,
        email: user.email,
        name: fullName(user.first_name, user.last_name),
      }),
    );
    await db('payment_customers')
      .insert({ user_id: auth.user.id, provider: payments.name, customer_id: made })
      .onConflict(['user_id', 'provider'])
      .ignore();
    // Two first setups at once: the one stored first is the customer.
    customerId = (await customerOf(db, payments, auth.user.id)) ?? made;
  }
  const customer = customerId;
  const setup = await attempt(() => payments.startCardSetup(db, customer));
  return {
    setup: {
      id: setup.id,
      provider: payments.name,
      client_secret: setup.clientSecret,
      publishable_key: setup.publishableKey,
    },
  };
}

/**
 * `POST /payments/sandbox/cards/confirm`: the offline sandbox's stand-in for Stripe.js confirming
 * the card (Stripe's test numbers only). Not there (404) under Stripe, where the card goes to
 * Stripe and never to us.
 */
export async function confirmSandboxCard(
  db: Knex,
  payments: PaymentProvider,
  auth: Auth,
  body: z.output<typeof confirmSandboxCardRequestSchema>,
): Promise<ResponseOf<'confirmSandboxCard'>> {
  if (!isSandboxPayments(payments)) throw notFound(messages.sandboxOnly);
  const customerId = await customerOf(db, payments, auth.user.id);
  if (customerId === undefined) throw conflict(messages.setupInvalid);
  try {
    await payments.confirmCard(db, customerId, { setupId: body.setup_id, number: body.number, expiry: body.expiry });
  } catch (error) {
    if (error instanceof NotATestCard) throw new AppError(402, errorCodes.paymentDeclined, messages.notTestCard);
    return providerFailure(error);
  }
  return { setup_id: body.setup_id, status: 'succeeded' };
}

/**
 * `POST /payments/cards` (setup_id): the provider verifies the setup is confirmed and the user's,
 * and says which card it saved; we keep its ids, brand, last four digits and expiry. The first
 * card is the default. On the user's locked customer row, so counts and the default hold.
 */
export async function saveCard(
  db: Knex,
  payments: PaymentProvider,
  auth: Auth,
  setupId: string,
): Promise<ResponseOf<'saveCard'>> {
  return db.transaction(async (trx) => {
    const customerId = await customerOf(trx, payments, auth.user.id, true);
    if (customerId === undefined) throw conflict(messages.setupInvalid);
    const verified = await attempt(() => payments.verifyCardSetup(trx, customerId, setupId));
    const cards = await liveCards(trx, payments, auth.user.id).select<
      Array<{ payment_method_id: string; is_default: boolean }>
    >('payment_method_id', 'is_default');
    if (cards.some((card) => card.payment_method_id === verified.paymentMethodId)) {
      throw conflict(messages.cardAlreadySaved);
    }
    if (cards.length >= cardLimits.maxCards) throw conflict(messages.tooManyCards);
    const [row] = await trx('payment_cards')
      .insert({
        user_id: auth.user.id,
        provider: payments.name,
        customer_id: customerId,
        payment_method_id: verified.paymentMethodId,
        brand: verified.brand,
        last4: verified.last4,
        exp_month: verified.expMonth,
        exp_year: verified.expYear,
        is_default: !cards.some((card) => card.is_default),
      })
      .returning<CardRow[]>('*');
    if (!row) throw new Error('The card was not saved');
    return { card: toCard(row) };
  });
}

/** `POST /payments/cards/{id}/default`: milestones are charged to this card from now on. */
export async function makeDefaultCard(
  db: Knex,
  payments: PaymentProvider,
  auth: Auth,
  cardId: string,
): Promise<ResponseOf<'makeDefaultCard'>> {
  return db.transaction(async (trx) => {
    await customerOf(trx, payments, auth.user.id, true);
    const card = await liveCards(trx, payments, auth.user.id).where({ uuid: cardId }).first<CardRow | undefined>();
    if (!card) throw notFound(messages.cardNotFound);
    await liveCards(trx, payments, auth.user.id).whereNot({ id: card.id }).update({ is_default: false });
    const [row] = await trx('payment_cards')
      .where({ id: card.id })
      .update({ is_default: true })
      .returning<CardRow[]>('*');
    if (!row) throw notFound(messages.cardNotFound);
    return { card: toCard(row) };
  });
}

/**
 * `DELETE /payments/cards/{id}`: the card is forgotten here and at the provider; when it was the
 * default, the newest remaining card becomes the default. Escrow it funded stays: it was charged.
 */
export async function removeCard(
  db: Knex,
  payments: PaymentProvider,
  auth: Auth,
  cardId: string,
): Promise<ResponseOf<'removeCard'>> {
  return db.transaction(async (trx) => {
    await customerOf(trx, payments, auth.user.id, true);
    const card = await liveCards(trx, payments, auth.user.id)
      .where({ uuid: cardId })
      .forUpdate()
      .first<CardRow | undefined>();
    if (!card) throw notFound(messages.cardNotFound);
    await trx('payment_cards').where({ id: card.id }).update({ removed_at: trx.fn.now(), is_default: false });
    if (card.is_default) {
      const next = await liveCards(trx, payments, auth.user.id)
        .orderBy('id', 'desc')
        .first<{ id: string } | undefined>('id');
      if (next) await trx('payment_cards').where({ id: next.id }).update({ is_default: true });
    }
    await attempt(() =>
      payments.removeCard(trx, { customerId: card.customer_id, paymentMethodId: card.payment_method_id }),
    );
    return { message: messages.cardRemoved };
  });
}

/**
 * The card a funding charges: the user's default, locked (a removal waits for the charge, and a
 * charge after a removal finds none). None: 409 `card_required`, which the UI answers with a link
 * to /stripe-payment-setup.
 */
export async function defaultCardForCharge(
  trx: Knex.Transaction,
  payments: PaymentProvider,
  userId: number,
): Promise<CardOnFile> {
  const card = await liveCards(trx, payments, userId)
    .where({ is_default: true })
    .forUpdate()
    .first<{ customer_id: string; payment_method_id: string } | undefined>('customer_id', 'payment_method_id');
  if (!card) throw new AppError(409, errorCodes.cardRequired, messages.cardRequired);
  return { customerId: card.customer_id, paymentMethodId: card.payment_method_id };
}

/** The provider's idempotency key for a fund call: stable per user, call and Idempotency-Key, under 255 characters. */
export const providerKey = (scope: string, userId: number, key: string) =>
  `${scope}-${createHash('sha256')
    .update(`${String(userId)}:${key}`)
    .digest('hex')}`;

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  errorCodes,
  dollarsToCents,
  freelancerOnlyAccountTypes,
  paymentMethodLabels,
  paymentMethodLimits,
  paymentMethodServerMessages as messages,
  withdrawalFeeCents,
  withdrawalSplit,
  type authenticatePaymentMethodQuerySchema,
  type PaymentAccountType,
  type PaymentMethod,
  type payoutConsentRequestSchema,
  type ResponseOf,
  type Withdrawal,
  type withdrawRequestSchema,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { PayoutDeclined, type PayoutProvider } from '../../adapters/payouts.ts';
import type { Auth } from '../../auth/sessions.ts';
import { AppError, isUniqueViolation, validationError } from '../../http/errors.ts';
import { balanceOf, LedgerError, post } from '../payments/ledger.ts';
import { conflict, forbidden, iso, notFound } from '../proposals/shared.ts';

interface MethodRow {
  id: string | number;
  uuid: string;
  user_id: string | number;
  account_type: PaymentAccountType;
  status: 'pending' | 'active';
  code_hash: string | null;
  authorization_expires_at: Date | string;
  provider_account: string;
  activated_at: Date | string | null;
  created_at: Date | string;
}

/** A single-use secret (256 random bits, URL-safe) and what the database keeps of it. */
function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const invalidAuthorization = (field: string) => validationError({ [field]: messages.authorizationInvalid });

function toMethod(row: MethodRow): PaymentMethod {
  return {
    id: row.uuid,
    account_type: row.account_type,
    withdrawal_fee_cents: withdrawalFeeCents[row.account_type],
    created_at: iso(row.activated_at ?? row.created_at),
  };
}

/** The user's live (not removed) methods of a kind. */
const liveMethods = (db: Knex, userId: number) =>
  db('payment_methods').where({ user_id: userId }).whereNull('removed_at');

/** `GET /payments/payment_methods` (ours): the methods whose provider login completed, oldest first. */
export async function listPaymentMethods(db: Knex, auth: Auth): Promise<ResponseOf<'paymentMethods'>> {
  const rows = await liveMethods(db, auth.user.id)
    .where({ status: 'active' })
    .orderBy([{ column: 'activated_at' }, { column: 'id' }])
    .select<MethodRow[]>();
  return { records: rows.map(toMethod) };
}

/**
 * `POST /payments/set_payment_method` (account_type): opens (or renews) the user's pending
 * method of that type with a fresh single-use state and answers the provider's login to send the
 * browser to. PayPal is the freelancers' only (spec document 2, section 5); a type already added
 * is a 409.
 */
export async function setPaymentMethod(
  db: Knex,
  payouts: PayoutProvider,
  auth: Auth,
  accountType: PaymentAccountType,
  now = new Date(),
): Promise<ResponseOf<'setPaymentMethod'>> {
  if (auth.user.role !== 'freelancer' && freelancerOnlyAccountTypes.includes(accountType)) {
    throw forbidden(messages.paypalFreelancersOnly);
  }
  const { token, hash } = newToken();
  const expires = new Date(now.getTime() + paymentMethodLimits.authorizationTtlMs);
  try {
    await db.transaction(async (trx) => {
      const live = await liveMethods(trx, auth.user.id)
        .where({ account_type: accountType })
        .forUpdate()
        .first<MethodRow | undefined>();
      if (live?.status === 'active') throw conflict(messages.alreadyAdded);
      const fields = { state_hash: hash, code_hash: null, authorization_expires_at: expires };
      if (live) await trx('payment_methods').where({ id: live.id }).update(fields);
      else await trx('payment_methods').insert({ user_id: auth.user.id, account_type: accountType, ...fields });
    });
  } catch (error) {
    // Two starts at once for the same type: the second loses the unique index; the first stands.
    if (isUniqueViolation(error, 'payment_methods_live_unique')) throw conflict(messages.alreadyAdded);
    throw error;
  }
  return { redirect_url: payouts.loginUrl(token) };
}

/** The pending method a live state names, locked; a 422 when the state is unknown, spent or expired. */
async function pendingByState(trx: Knex, state: string, now: Date, lock: boolean) {
  const query = trx('payment_methods')
    .where({ state_hash: hashOf(state), status: 'pending' })
    .whereNull('removed_at')
    .where('authorization_expires_at', '>', now);
  const row = await (lock ? query.forUpdate() : query).first<MethodRow | undefined>();
  if (!row) throw invalidAuthorization('state');
  return row;
}

/** `GET /payments/sandbox/consent` (ours): what the sandbox's consent page asks about. */
export async function payoutConsent(db: Knex, state: string, now = new Date()): Promise<ResponseOf<'payoutConsent'>> {
  const row = await pendingByState(db, state, now, false);
  return { account_type: row.account_type };
}

/**
 * `POST /payments/sandbox/consent` (ours): the sandbox provider's answer. The state is spent
 * either way; allowed, the method gets a single-use code (10 minutes) and the browser goes back to
 * /settings with `code` and `id` (the method's uuid), as a provider's redirect would; denied, the
 * pending method is dropped and /settings opens as it was.
 */
export async function answerPayoutConsent(
  db: Knex,
  payouts: PayoutProvider,
  body: z.output<typeof payoutConsentRequestSchema>,
  now = new Date(),
): Promise<ResponseOf<'answerPayoutConsent'>> {
  return db.transaction(async (trx) => {
    const row = await pendingByState(trx, body.state, now, true);
    if (!body.allow) {
      await trx('payment_methods').where({ id: row.id }).delete();
      return { redirect_url: '/settings' };
    }
    const { token, hash } = newToken();
    await trx('payment_methods')
      .where({ id: row.id })
      .update({
        state_hash: null,
        code_hash: hash,
        authorization_expires_at: new Date(now.getTime() + paymentMethodLimits.authorizationTtlMs),
        provider_account: payouts.accountFor(row.account_type),
      });
    const query = new URLSearchParams({ code: token, id: row.uuid });
    return { redirect_url: `/settings?${query.toString()}` };
  });
}

/**
 * `GET /payments/authenticate_payment_method` (code, id): completes the caller's own pending
 * method with the code its provider login returned. The code is single use, expires, and binds to
 * the user who started the login: anything else is one 422 that says nothing of which check failed.
 */
export async function authenticatePaymentMethod(
  db: Knex,
  auth: Auth,
  query: z.output<typeof authenticatePaymentMethodQuerySchema>,
  now = new Date(),
): Promise<ResponseOf<'authenticatePaymentMethod'>> {
  return db.transaction(async (trx) => {
    const row = await trx('payment_methods')
      .where({ uuid: query.id, user_id: auth.user.id, status: 'pending', code_hash: hashOf(query.code) })
      .whereNull('removed_at')
      .where('authorization_expires_at', '>', now)
      .forUpdate()
      .first<MethodRow | undefined>();
    if (!row) throw invalidAuthorization('code');
    await trx('payment_methods')
      .where({ id: row.id })
      .update({ status: 'active', code_hash: null, state_hash: null, activated_at: now });
    const active = await trx('payment_methods').where({ id: row.id }).first<MethodRow>();
    return { payment_method: toMethod(active) };
  });
}

/** `GET /payments/remove_payment_method` (account_type): 'Account deleted.' (spec document 2, section 8). */
export async function removePaymentMethod(
  db: Knex,
  auth: Auth,
  accountType: PaymentAccountType,
  now = new Date(),
): Promise<ResponseOf<'removePaymentMethod'>> {
  const removed = await liveMethods(db, auth.user.id)
    .where({ account_type: accountType })
    .update({ removed_at: now, state_hash: null, code_hash: null })
    .returning<Array<{ status: string }>>('status');
  if (!removed.some((row) => row.status === 'active')) throw notFound(messages.methodNotFound);
  return { message: paymentMethodLabels.accountDeleted };
}

async function balances(db: Knex, userId: number): Promise<ResponseOf<'payoutBalance'>> {
  return {
    available_cents: await balanceOf(db, { kind: 'available', userId }),
    pending_withdrawal_cents: await balanceOf(db, { kind: 'pending_withdrawal', userId }),
  };
}

/** `GET /payments/balance` (ours): the freelancer's available balance and what is on its way out. */
export function payoutBalance(db: Knex, auth: Auth): Promise<ResponseOf<'payoutBalance'>> {
  return balances(db, auth.user.id);
}

/**
 * `POST /payments/withdraw` (ours; idempotent): `amount` leaves the available balance, the
 * method's withdrawal fee (spec document 2, section 9) goes to the platform and the rest to
 * pending withdrawal, and the payout provider pays it out (the sandbox: pending → platform:payouts
 * at once), all in one transaction. The method row, then the ledger accounts (in key order), are
 * locked, so two withdrawals racing for one balance run one after the other and the second sees
 * what the first left.
 */
export async function withdraw(
  db: Knex,
  payouts: PayoutProvider,
  auth: Auth,
  body: z.output<typeof withdrawRequestSchema>,
): Promise<ResponseOf<'withdraw'>> {
  const userId = auth.user.id;
  const amountCents = dollarsToCents(body.amount) ?? 0;
  const { feeCents, netCents } = withdrawalSplit(amountCents, body.account_type);
  if (netCents <= 0) throw validationError({ amount: messages.belowFee });
  return db.transaction(async (trx) => {
    const method = await liveMethods(trx, userId)
      .where({ account_type: body.account_type, status: 'active' })
      .forUpdate()
      .first<MethodRow | undefined>();
    if (!method) throw validationError({ account_type: messages.noMethod });
    const withdrawalUuid = randomUUID();
    let withdrawPosting: number;
    try {
      ({ postingId: withdrawPosting } = await post(trx, {
        kind: 'withdraw',
        actorId: userId,
        memo: `withdrawal ${withdrawalUuid} to ${body.account_type}`,
        lines: [
          { account: { kind: 'available', userId }, amountCents: -amountCents },
          { account: { kind: 'pending_withdrawal', userId }, amountCents: netCents },
          ...(feeCents > 0 ? [{ account: { kind: 'fees' as const }, amountCents: feeCents }] : []),
        ],
      }));
    } catch (error) {
      if (error instanceof LedgerError && error.reason === 'insufficient') {
        throw validationError({ amount: messages.insufficient });
      }
      throw error;
    }
    let payout: { postingId: number; reference: string };
    try {
      payout = await payouts.payout(trx, {
        userId,
        accountType: body.account_type,
        providerAccount: method.provider_account,
        netCents,
        withdrawalUuid,
      });
    } catch (error) {
      if (error instanceof PayoutDeclined) {
        throw new AppError(402, errorCodes.paymentDeclined, messages.payoutDeclined);
      }
      throw error;
    }
    const [row] = await trx('withdrawals')
      .insert({
        uuid: withdrawalUuid,
        user_id: userId,
        payment_method_id: method.id,
        account_type: body.account_type,
        amount_cents: amountCents,
        fee_cents: feeCents,
        reference: payout.reference,
        withdraw_posting_id: withdrawPosting,
        payout_posting_id: payout.postingId,
      })
      .returning<Array<{ created_at: Date | string }>>('created_at');
    const withdrawal: Withdrawal = {
      id: withdrawalUuid,
      account_type: body.account_type,
      amount_cents: amountCents,
      fee_cents: feeCents,
      net_cents: netCents,
      status: 'paid',
      reference: payout.reference,
      created_at: iso(row?.created_at ?? new Date()),
    };
    return { withdrawal, balance: await balances(trx, userId) };
  });
}

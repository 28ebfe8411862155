import type { Knex } from 'knex';

/**
 * The ledger service (migration 0092). Every movement of money is one `post`: a balanced set of
 * signed lines (positive: into the account), written in the caller's transaction so that the
 * movement and the business row it belongs to (a funded milestone, an approved request) commit
 * together or not at all. The database refuses what the service would never write (an unbalanced
 * posting at commit, a negative balance on any account but `external`, any UPDATE or DELETE).
 */

export type AccountRef =
  | { kind: 'escrow'; userId: number; contractId: number }
  | { kind: 'available' | 'pending_withdrawal'; userId: number }
  | { kind: 'fees' | 'payouts' | 'external' };

export type PostingKind = 'fund' | 'release' | 'refund' | 'withdraw' | 'payout';

export interface LedgerLine {
  account: AccountRef;
  amountCents: number;
}

export interface Posting {
  kind: PostingKind;
  lines: readonly LedgerLine[];
  contractId?: number | null;
  milestoneId?: number | null;
  paymentRequestId?: number | null;
  actorId?: number | null;
  memo?: string;
}

export function accountKey(account: AccountRef): string {
  switch (account.kind) {
    case 'escrow':
      return `escrow:${account.userId}:${account.contractId}`;
    case 'available':
    case 'pending_withdrawal':
      return `${account.kind}:${account.userId}`;
    default:
      return `platform:${account.kind}`;
  }
}

/** Thrown before anything is written when a posting is malformed or would overdraw an account. */
export class LedgerError extends Error {
  readonly reason: 'unbalanced' | 'insufficient';
  constructor(message: string, reason: 'unbalanced' | 'insufficient') {
    super(message);
    this.reason = reason;
  }
}

/** The account's id, opening it (balance 0) the first time it is named. */
export async function accountId(trx: Knex, account: AccountRef): Promise<number> {
  const key = accountKey(account);
  await trx('ledger_accounts')
    .insert({
      key,
      kind: account.kind,
      user_id: 'userId' in account ? account.userId : null,
      contract_id: account.kind === 'escrow' ? account.contractId : null,
    })
    .onConflict('key')
    .ignore();
  const row = await trx('ledger_accounts').where({ key }).first<{ id: string | number } | undefined>('id');
  if (!row) throw new Error(`The ledger account ${key} could not be opened`);
  return Number(row.id);
}

/** The account's balance in cents (0 for an account never opened). */
export async function balanceOf(db: Knex, account: AccountRef): Promise<number> {
  const row = await db('ledger_accounts')
    .where({ key: accountKey(account) })
    .first<{ balance_cents: string } | undefined>('balance_cents');
  return row ? Number(row.balance_cents) : 0;
}

/**
 * Writes one posting in `trx`. The lines must be whole cents, not zero, and sum to zero; the
 * accounts debited are locked and checked first, so an overdraft is a clear `insufficient` error
 * rather than the database's check (which still stands behind it).
 */
export async function post(trx: Knex.Transaction, posting: Posting): Promise<{ postingId: number }> {
  const { lines } = posting;
  if (lines.length < 2) throw new LedgerError('A posting needs at least two lines', 'unbalanced');
  let total = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents === 0) {
      throw new LedgerError('Every line is a whole, non-zero number of cents', 'unbalanced');
    }
    total += line.amountCents;
  }
  if (total !== 0) throw new LedgerError(`The posting's lines sum to ${total}, not 0`, 'unbalanced');

  // Open and lock the accounts in key order (two postings on the same accounts never deadlock).
  const byKey = new Map<string, { account: AccountRef; net: number }>();
  for (const line of lines) {
    const key = accountKey(line.account);
    const entry = byKey.get(key) ?? { account: line.account, net: 0 };
    entry.net += line.amountCents;
    byKey.set(key, entry);
  }
  const ids = new Map<string, number>();
  for (const [key, { account, net }] of [...byKey].sort(([a], [b]) => a.localeCompare(b))) {
    const id = await accountId(trx, account);
    ids.set(key, id);
    const locked = await trx('ledger_accounts')
      .where({ id })
      .forUpdate()
      .first<{ balance_cents: string } | undefined>('balance_cents');
    const held = Number(locked?.balance_cents ?? 0);
    if (account.kind !== 'external' && held + net < 0) {
      throw new LedgerError(`Account ${key} holds ${held} cents, less than ${-net}`, 'insufficient');
    }
  }

  const [row] = await trx('ledger_postings')
    .insert({
      kind: posting.kind,
      contract_id: posting.contractId ?? null,
      milestone_id: posting.milestoneId ?? null,
      payment_request_id: posting.paymentRequestId ?? null,
      actor_id: posting.actorId ?? null,
      memo: posting.memo ?? '',
    })
    .returning<{ id: string | number }[]>('id');
  const postingId = Number(row?.id);
  await trx('ledger_lines').insert(
    lines.map((line) => ({
      posting_id: postingId,
      account_id: ids.get(accountKey(line.account)),
      amount_cents: line.amountCents,
    })),
  );
  return { postingId };
}

/** The sum of every line ever written: 0 on a healthy ledger (a test and the bench check it). */
export async function ledgerTotal(db: Knex): Promise<number> {
  const row = await db('ledger_lines').first<{ total: string | null } | undefined>(
    db.raw('sum(amount_cents) as total'),
  );
  return Number(row?.total ?? 0);
}

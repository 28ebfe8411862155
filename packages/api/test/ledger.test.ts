import { serviceFeeFor, withdrawalFeeCents } from '@cloudexperts/domain';
import fc from 'fast-check';
import type { Knex } from 'knex';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  balanceOf,
  ledgerTotal,
  LedgerError,
  post,
  type AccountRef,
  type LedgerLine,
} from '../src/modules/payments/ledger.ts';
import { useTestServer } from './helpers.ts';
import { startedContract } from './payments.support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`the ledger on ${kind}`, () => {
  const server = useTestServer();
  let contract: Awaited<ReturnType<typeof startedContract>>;
  beforeAll(async () => {
    contract = await startedContract(server);
  });

  const db = () => server.database.knex;
  const escrow = (): AccountRef => ({
    kind: 'escrow',
    userId: contract.manager.user.id,
    contractId: contract.contractId,
  });
  const available = (): AccountRef => ({ kind: 'available', userId: contract.freelancer.user.id });
  const pending = (): AccountRef => ({ kind: 'pending_withdrawal', userId: contract.freelancer.user.id });
  const external: AccountRef = { kind: 'external' };
  const fees: AccountRef = { kind: 'fees' };
  const payouts: AccountRef = { kind: 'payouts' };

  async function fund(amountCents: number) {
    return db().transaction((trx) =>
      post(trx, {
        kind: 'fund',
        contractId: contract.contractId,
        lines: [
          { account: external, amountCents: -amountCents },
          { account: escrow(), amountCents },
        ],
      }),
    );
  }

  it('moves money in balanced postings and keeps the balances on the accounts', async () => {
    const before = await balanceOf(db(), escrow());
    await fund(150_00);
    expect(await balanceOf(db(), escrow())).toBe(before + 150_00);
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('refuses an unbalanced posting, a zero or fractional line, and an overdraft, writing nothing', async () => {
    const count = async () =>
      Number((await db()('ledger_postings').first<{ count: string }>(db().raw('count(*) as count'))).count);
    const before = await count();
    const attempt = (lines: LedgerLine[]) => db().transaction((trx) => post(trx, { kind: 'fund', lines }));
    await expect(
      attempt([
        { account: external, amountCents: -5 },
        { account: escrow(), amountCents: 4 },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(
      attempt([
        { account: external, amountCents: 0 },
        { account: escrow(), amountCents: 0 },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(
      attempt([
        { account: external, amountCents: -0.5 },
        { account: escrow(), amountCents: 0.5 },
      ]),
    ).rejects.toThrow(LedgerError);
    await expect(attempt([{ account: escrow(), amountCents: 1 }])).rejects.toThrow(LedgerError);
    const held = await balanceOf(db(), escrow());
    await expect(
      attempt([
        { account: escrow(), amountCents: -(held + 1) },
        { account: available(), amountCents: held + 1 },
      ]),
    ).rejects.toMatchObject({ reason: 'insufficient' });
    expect(await count()).toBe(before);
  });

  /** Lines written straight into the tables, behind the service's back (alternately external and fees). */
  async function rawPosting(trx: Knex.Transaction, amounts: number[]) {
    const [posting] = await trx('ledger_postings').insert({ kind: 'fund' }).returning<{ id: string }[]>('id');
    const ids: string[] = [];
    for (const kind of ['external', 'fees'] as const) {
      await trx('ledger_accounts')
        .insert({ key: `platform:${kind}`, kind })
        .onConflict('key')
        .ignore();
      const account = await trx('ledger_accounts')
        .where({ key: `platform:${kind}` })
        .first<{ id: string }>('id');
      ids.push(account.id);
    }
    if (amounts.length === 0) return;
    await trx('ledger_lines').insert(
      amounts.map((amount, index) => ({ posting_id: posting?.id, account_id: ids[index % 2], amount_cents: amount })),
    );
  }

  it('refuses at commit an unbalanced posting written behind the service, and a posting without lines', async () => {
    const total = await ledgerTotal(db());
    await expect(db().transaction((trx) => rawPosting(trx, [-700, 699]))).rejects.toThrow(/unbalanced/);
    await expect(db().transaction((trx) => rawPosting(trx, []))).rejects.toThrow(/unbalanced/);
    await expect(db().transaction((trx) => rawPosting(trx, [0, 0]))).rejects.toThrow(/ledger_lines_amount_check/);
    // A balanced one written the same way is accepted: the trigger judges the sum, not the writer.
    await db().transaction((trx) => rawPosting(trx, [-300, 300]));
    expect(await ledgerTotal(db())).toBe(total);
  });

  it('refuses UPDATE and DELETE of postings and lines', async () => {
    const { postingId } = await fund(1_00);
    await expect(db()('ledger_lines').where({ posting_id: postingId }).update({ amount_cents: 5 })).rejects.toThrow(
      /append-only/,
    );
    await expect(db()('ledger_lines').where({ posting_id: postingId }).delete()).rejects.toThrow(/append-only/);
    await expect(db()('ledger_postings').where({ id: postingId }).update({ memo: 'edited' })).rejects.toThrow(
      /append-only/,
    );
    await expect(db()('ledger_postings').where({ id: postingId }).delete()).rejects.toThrow(/append-only/);
  });

  it('refuses a negative balance in the database even when the service is bypassed', async () => {
    const key = `available:${contract.freelancer.user.id}`;
    await db().transaction((trx) =>
      post(trx, {
        kind: 'release',
        lines: [
          { account: escrow(), amountCents: -1 },
          { account: available(), amountCents: 1 },
        ],
      }),
    );
    await expect(db()('ledger_accounts').where({ key }).update({ balance_cents: -1 })).rejects.toThrow(
      /ledger_accounts_balance_check/,
    );
  });

  type Operation =
    | { op: 'fund' | 'refund' | 'withdraw' | 'payout'; amount: number }
    | { op: 'release'; amount: number; billedBefore: number };

  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({
      op: fc.constantFrom('fund', 'refund', 'withdraw', 'payout'),
      amount: fc.integer({ min: 1, max: 2_000_00 }),
    }),
    fc.record({
      op: fc.constant('release'),
      amount: fc.integer({ min: 1, max: 2_000_00 }),
      billedBefore: fc.integer({ min: 0, max: 1_000_00 }),
    }),
  ) as fc.Arbitrary<Operation>;

  function linesOf(operation: Operation): LedgerLine[] {
    const { amount } = operation;
    switch (operation.op) {
      case 'fund':
        return [
          { account: external, amountCents: -amount },
          { account: escrow(), amountCents: amount },
        ];
      case 'refund':
        return [
          { account: escrow(), amountCents: -amount },
          { account: external, amountCents: amount },
        ];
      case 'release': {
        const { feeCents, receiveCents } = serviceFeeFor(amount, operation.billedBefore);
        return [
          { account: escrow(), amountCents: -amount },
          ...(receiveCents > 0 ? [{ account: available(), amountCents: receiveCents }] : []),
          ...(feeCents > 0 ? [{ account: fees, amountCents: feeCents }] : []),
        ];
      }
      case 'withdraw':
        return [
          { account: available(), amountCents: -amount },
          { account: pending(), amountCents: amount },
        ];
      case 'payout': {
        const fee = Math.min(withdrawalFeeCents.Payoneer, amount);
        return [
          { account: pending(), amountCents: -amount },
          ...(amount - fee > 0 ? [{ account: payouts, amountCents: amount - fee }] : []),
          { account: fees, amountCents: fee },
        ];
      }
    }
  }

  it('keeps every balance at zero or above and the whole ledger at 0 over random sequences of operations', async () => {
    const accounts = () => [escrow(), available(), pending(), fees, payouts];
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const expected = new Map<string, number>();
        for (const account of accounts()) expected.set(account.kind, await balanceOf(db(), account));
        for (const operation of operations) {
          const lines = linesOf(operation);
          const overdraws = lines.some(
            ({ account, amountCents }) =>
              account.kind !== 'external' && (expected.get(account.kind) ?? 0) + amountCents < 0,
          );
          const attempt = db().transaction((trx) => post(trx, { kind: operation.op, lines }));
          if (overdraws) {
            await expect(attempt).rejects.toMatchObject({ reason: 'insufficient' });
          } else {
            await attempt;
            for (const { account, amountCents } of lines) {
              if (account.kind !== 'external')
                expected.set(account.kind, (expected.get(account.kind) ?? 0) + amountCents);
            }
          }
        }
        for (const account of accounts()) {
          const balance = await balanceOf(db(), account);
          expect(balance).toBeGreaterThanOrEqual(0);
          // The shared platform accounts also move with other files' postings; the contract's own are exact.
          if (account.kind === 'escrow' || account.kind === 'available' || account.kind === 'pending_withdrawal') {
            expect(balance).toBe(expected.get(account.kind));
          }
        }
        const derived = await db()('ledger_accounts as a')
          .leftJoin('ledger_lines as l', 'l.account_id', 'a.id')
          .groupBy('a.id', 'a.balance_cents')
          .havingRaw('a.balance_cents <> coalesce(sum(l.amount_cents), 0)')
          .select('a.id');
        expect(derived).toEqual([]);
        expect(await ledgerTotal(db())).toBe(0);
      }),
      { numRuns: 15 },
    );
  });
});

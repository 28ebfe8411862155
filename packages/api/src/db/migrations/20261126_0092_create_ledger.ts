import type { Knex } from 'knex';

/**
 * The ledger (issue 17: "every movement a balanced double-entry posting"). Accounts are one per
 * user and kind (escrow per contract, available, pending withdrawal) and one per platform kind
 * (fees, payouts, and `external`: the payment providers, where money comes in from and goes out
 * to). A posting is one movement; its lines carry signed amounts in integer cents (positive: into
 * the account) and always sum to zero. Postings and lines are append-only: UPDATE and DELETE are
 * refused by triggers. Each account's balance is materialised on the account row by a trigger in
 * the same transaction as the line, and a check keeps every account but `external` at zero or
 * above. The balance rule is a deferred constraint trigger (checked at commit, so the service can
 * write a posting's lines in any order), written in PL/pgSQL that PGlite and Postgres both run.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('ledger_accounts', (table) => {
    table.bigIncrements('id');
    // 'escrow:<user>:<contract>', 'available:<user>', 'pending_withdrawal:<user>', 'platform:fees'...
    table.text('key').notNullable().unique();
    table
      .text('kind')
      .notNullable()
      .checkIn(
        ['escrow', 'available', 'pending_withdrawal', 'fees', 'payouts', 'external'],
        'ledger_accounts_kind_check',
      );
    table.bigInteger('user_id').nullable().references('users.id');
    table.bigInteger('contract_id').nullable().references('contracts.id');
    table.bigInteger('balance_cents').notNullable().defaultTo(0);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'kind']);
  });
  await knex.raw(`alter table ledger_accounts add constraint ledger_accounts_owner_check check (
    (kind in ('escrow', 'available', 'pending_withdrawal')) = (user_id is not null)
    and (kind = 'escrow') = (contract_id is not null))`);
  await knex.raw(
    "alter table ledger_accounts add constraint ledger_accounts_balance_check check (kind = 'external' or balance_cents >= 0)",
  );

  await knex.schema.createTable('ledger_postings', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table
      .text('kind')
      .notNullable()
      .checkIn(['fund', 'release', 'refund', 'withdraw', 'payout'], 'ledger_postings_kind_check');
    table.bigInteger('contract_id').nullable().references('contracts.id');
    table.bigInteger('milestone_id').nullable();
    table.bigInteger('payment_request_id').nullable();
    // Who caused it (null: the platform itself, e.g. the auto-release job).
    table.bigInteger('actor_id').nullable().references('users.id');
    table.text('memo').notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['contract_id', 'created_at']);
  });

  await knex.schema.createTable('ledger_lines', (table) => {
    table.bigIncrements('id');
    table.bigInteger('posting_id').notNullable().references('ledger_postings.id');
    table.bigInteger('account_id').notNullable().references('ledger_accounts.id');
    table.bigInteger('amount_cents').notNullable();
    table.index(['posting_id']);
    table.index(['account_id', 'id']);
  });
  await knex.raw('alter table ledger_lines add constraint ledger_lines_amount_check check (amount_cents <> 0)');

  await knex.raw(`
    create function ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger % is append-only', tg_table_name using errcode = 'P0001';
    end $$`);
  for (const table of ['ledger_postings', 'ledger_lines']) {
    await knex.raw(`create trigger ${table}_append_only before update or delete on ${table}
      for each row execute function ledger_refuse_change()`);
  }

  await knex.raw(`
    create function ledger_apply_line() returns trigger language plpgsql as $$
    begin
      update ledger_accounts set balance_cents = balance_cents + new.amount_cents where id = new.account_id;
      return new;
    end $$`);
  await knex.raw(`create trigger ledger_lines_apply after insert on ledger_lines
    for each row execute function ledger_apply_line()`);

  // At commit: every posting touched has at least two lines and they sum to zero.
  await knex.raw(`
    create function ledger_check_balanced() returns trigger language plpgsql as $$
    declare
      posting bigint;
      total numeric;
      lines bigint;
    begin
      if tg_table_name = 'ledger_postings' then posting := new.id; else posting := new.posting_id; end if;
      select coalesce(sum(amount_cents), 0), count(*) into total, lines from ledger_lines where posting_id = posting;
      if total <> 0 or lines < 2 then
        raise exception 'ledger posting % is unbalanced (% cents over % lines)', posting, total, lines
          using errcode = '23514';
      end if;
      return null;
    end $$`);
  for (const table of ['ledger_postings', 'ledger_lines']) {
    await knex.raw(`create constraint trigger ${table}_balanced after insert on ${table}
      deferrable initially deferred for each row execute function ledger_check_balanced()`);
  }
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('ledger_lines');
  await knex.schema.dropTable('ledger_postings');
  await knex.schema.dropTable('ledger_accounts');
  await knex.raw('drop function ledger_check_balanced()');
  await knex.raw('drop function ledger_apply_line()');
  await knex.raw('drop function ledger_refuse_change()');
}

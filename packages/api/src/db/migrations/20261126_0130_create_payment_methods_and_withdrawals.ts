import type { Knex } from 'knex';

/**
 * Payment methods and withdrawals (issue 17). A method is one account type per user (spec
 * document 2, section 1: Payoneer, Skrill, paypal, 'Direct to U.S. Bank (USD)'), added through the
 * payout provider's login: `pending` with the hash of a single-use `state` for the provider's
 * consent, then the hash of a single-use `code` handed back to /settings, `active` once
 * authenticate_payment_method verified it. Removal stamps `removed_at`; at most one live row per
 * user and type. A withdrawal is the record of one ledger withdraw posting and its payout.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('payment_methods', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('user_id').notNullable().references('users.id');
    table
      .text('account_type')
      .notNullable()
      .checkIn(['Payoneer', 'Skrill', 'paypal', 'Direct to U.S. Bank (USD)'], 'payment_methods_account_type_check');
    table
      .text('status')
      .notNullable()
      .defaultTo('pending')
      .checkIn(['pending', 'active'], 'payment_methods_status_check');
    table.text('state_hash').nullable().unique();
    table.text('code_hash').nullable().unique();
    table.timestamp('authorization_expires_at', { useTz: true }).notNullable();
    /** The payout provider's id of the account (the sandbox makes one up). */
    table.text('provider_account').notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('activated_at', { useTz: true }).nullable();
    table.timestamp('removed_at', { useTz: true }).nullable();
  });
  await knex.raw(
    'create unique index payment_methods_live_unique on payment_methods (user_id, account_type) where removed_at is null',
  );
  await knex.raw(`alter table payment_methods add constraint payment_methods_active_check check (
    (status = 'active') = (activated_at is not null))`);

  await knex.schema.createTable('withdrawals', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('user_id').notNullable().references('users.id');
    table.bigInteger('payment_method_id').notNullable().references('payment_methods.id');
    table.text('account_type').notNullable();
    table.bigInteger('amount_cents').notNullable();
    table.bigInteger('fee_cents').notNullable();
    table.text('status').notNullable().defaultTo('paid').checkIn(['paid'], 'withdrawals_status_check');
    table.text('reference').notNullable();
    table.bigInteger('withdraw_posting_id').notNullable().references('ledger_postings.id');
    table.bigInteger('payout_posting_id').notNullable().references('ledger_postings.id');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'id']);
  });
  await knex.raw(`alter table withdrawals add constraint withdrawals_amounts_check check (
    fee_cents >= 0 and amount_cents > fee_cents)`);
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('withdrawals');
  await knex.schema.dropTable('payment_methods');
}

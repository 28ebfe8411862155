import type { Knex } from 'knex';

/**
 * A manager's saved cards (issue 17, /stripe-payment-setup). `payment_customers` is the user's
 * customer at the card provider (Stripe's `cus_...`, or the sandbox's), one per provider.
 * `payment_cards` keeps only what the provider says of a card: its payment method id, brand, last
 * four digits and expiry (never a number or CVC); removal stamps `removed_at`; at most one live
 * default per user. `sandbox_card_setups` is the offline sandbox provider's own store (what Stripe
 * keeps on its side): a setup, then the confirmed test card's payment method and the outcome a
 * charge on it has.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('payment_customers', (table) => {
    table.bigInteger('user_id').notNullable().references('users.id');
    table.text('provider').notNullable().checkIn(['sandbox', 'stripe'], 'payment_customers_provider_check');
    table.text('customer_id').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'provider']);
    table.unique(['provider', 'customer_id']);
  });

  await knex.schema.createTable('payment_cards', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('user_id').notNullable().references('users.id');
    table.text('provider').notNullable().checkIn(['sandbox', 'stripe'], 'payment_cards_provider_check');
    table.text('customer_id').notNullable();
    table.text('payment_method_id').notNullable();
    table.text('brand').notNullable();
    table.text('last4').notNullable();
    table.integer('exp_month').notNullable();
    table.integer('exp_year').notNullable();
    table.boolean('is_default').notNullable().defaultTo(false);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('removed_at', { useTz: true }).nullable();
    table.index(['user_id', 'id']);
  });
  await knex.raw(`alter table payment_cards add constraint payment_cards_fields_check check (
    last4 ~ '^[0-9]{4}$' and exp_month between 1 and 12 and exp_year between 2000 and 2100)`);
  await knex.raw(
    'create unique index payment_cards_live_unique on payment_cards (provider, payment_method_id) where removed_at is null',
  );
  await knex.raw(
    'create unique index payment_cards_default_unique on payment_cards (user_id) where is_default and removed_at is null',
  );

  await knex.schema.createTable('sandbox_card_setups', (table) => {
    table.text('id').primary();
    table.text('customer_id').notNullable();
    table
      .text('status')
      .notNullable()
      .defaultTo('requires_payment_method')
      .checkIn(['requires_payment_method', 'succeeded'], 'sandbox_card_setups_status_check');
    table.text('payment_method_id').nullable().unique();
    table.text('brand').nullable();
    table.text('last4').nullable();
    table.integer('exp_month').nullable();
    table.integer('exp_year').nullable();
    table
      .text('outcome')
      .nullable()
      .checkIn(['succeeds', 'card_declined', 'insufficient_funds'], 'sandbox_card_setups_outcome_check');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['customer_id']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('sandbox_card_setups');
  await knex.schema.dropTable('payment_cards');
  await knex.schema.dropTable('payment_customers');
}

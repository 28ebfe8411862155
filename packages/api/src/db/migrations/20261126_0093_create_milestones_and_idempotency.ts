import type { Knex } from 'knex';

/**
 * Milestones (spec document 2, section 3: id, uuid, description, deposite_amount) of a
 * fixed-price contract, keyed by `contracts.id`, with what is in escrow for each and what has been
 * released (integer cents; the ledger's postings are the record, these are kept in the same
 * transaction for the lists). And the answers of the money calls per user, call and
 * Idempotency-Key (`http/idempotency.ts`).
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('milestones', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('contract_id').notNullable().references('contracts.id');
    table.text('description').notNullable();
    table.bigInteger('amount_cents').notNullable();
    table.date('due_date').notNullable();
    table
      .text('status')
      .notNullable()
      .defaultTo('created')
      .checkIn(['created', 'funded', 'released'], 'milestones_status_check');
    table.bigInteger('escrow_cents').notNullable().defaultTo(0);
    table.bigInteger('released_cents').notNullable().defaultTo(0);
    table.timestamp('funded_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['contract_id', 'due_date']);
  });
  await knex.raw(`alter table milestones add constraint milestones_amounts_check check (
    amount_cents > 0 and escrow_cents >= 0 and released_cents >= 0
    and escrow_cents + released_cents <= amount_cents
    and (status = 'created') = (funded_at is null))`);

  await knex.schema.createTable('idempotency_keys', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('endpoint').notNullable();
    table.text('key').notNullable();
    table.text('request_hash').notNullable();
    // Null while the first request runs; then its answer.
    table.smallint('response_status').nullable();
    table.jsonb('response_body').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('completed_at', { useTz: true }).nullable();
    table.unique(['user_id', 'endpoint', 'key'], { indexName: 'idempotency_keys_unique' });
    table.index(['created_at']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('idempotency_keys');
  await knex.schema.dropTable('milestones');
}

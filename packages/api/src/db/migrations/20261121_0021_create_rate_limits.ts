import type { Knex } from 'knex';

/** Fixed-window counters shared by every API instance. */
export async function up(knex: Knex) {
  await knex.schema.createTable('rate_limits', (table) => {
    table.text('key').primary();
    table.integer('count').notNullable();
    table.timestamp('window_ends_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('rate_limits');
}

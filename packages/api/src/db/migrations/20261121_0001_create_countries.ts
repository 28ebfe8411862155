import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('countries', (table) => {
    table.integer('id').primary();
    table.text('name').notNullable().unique();
    table.string('iso2', 2).notNullable().unique();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('countries');
}

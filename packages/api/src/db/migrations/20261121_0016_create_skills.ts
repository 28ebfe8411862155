import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('skills', (table) => {
    table.increments('id');
    table.text('name').notNullable().unique();
    table.text('slug').notNullable().unique();
    /** One of the spec's platform values, or null for a cross-platform skill. */
    table.text('platform');
    table.text('image_url').notNullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('skills');
}

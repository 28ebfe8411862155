import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('tech_roles', (table) => {
    table.increments('id');
    table.text('name').notNullable().unique();
    table.text('slug').notNullable().unique();
    table.text('image_url').notNullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('tech_roles');
}

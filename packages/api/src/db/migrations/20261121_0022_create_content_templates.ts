import type { Knex } from 'knex';

/** Published content templates (GET /template_details). */
export async function up(knex: Knex) {
  await knex.schema.createTable('content_templates', (table) => {
    table.text('name').primary();
    table.text('title').notNullable();
    table.text('body').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('content_templates');
}

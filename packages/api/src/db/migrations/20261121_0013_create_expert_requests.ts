import type { Knex } from 'knex';

/** 'Tell us about your Projects' (talk to an expert) requests. */
export async function up(knex: Knex) {
  await knex.schema.createTable('expert_requests', (table) => {
    table.bigIncrements('id');
    table.text('name').notNullable();
    table.text('company').notNullable();
    table.text('email').notNullable();
    table.text('contact');
    table.text('message').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('expert_requests');
}

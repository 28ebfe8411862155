import type { Knex } from 'knex';

/** 'Let's have a chat' requests. */
export async function up(knex: Knex) {
  await knex.schema.createTable('book_calls', (table) => {
    table.bigIncrements('id');
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('phone').notNullable();
    table.text('message').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('book_calls');
}

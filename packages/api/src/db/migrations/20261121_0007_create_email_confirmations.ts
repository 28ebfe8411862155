import type { Knex } from 'knex';

/** Confirmation links: only a SHA-256 of the token is kept. */
export async function up(knex: Knex) {
  await knex.schema.createTable('email_confirmations', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('token_hash').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.index(['user_id']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('email_confirmations');
}

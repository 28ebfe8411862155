import type { Knex } from 'knex';

/** Social sign-in identities (Google, Facebook): provider subject -> user. */
export async function up(knex: Knex) {
  await knex.schema.createTable('user_identities', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('provider').notNullable();
    table.text('subject').notNullable();
    table.text('email').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['provider', 'subject']);
    table.index(['user_id']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('user_identities');
}

import type { Knex } from 'knex';

/** The built-in captcha: a question, its hashed answer, and the single redemption of its token. */
export async function up(knex: Knex) {
  await knex.schema.createTable('captcha_challenges', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('answer_hash').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('solved_at', { useTz: true });
    table.timestamp('redeemed_at', { useTz: true });
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('captcha_challenges');
}

import type { Knex } from 'knex';

/** A user's security question; the answer is kept only as an argon2id hash. */
export async function up(knex: Knex) {
  await knex.schema.createTable('security_questions', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    table.text('question').notNullable();
    table.text('answer_hash').notNullable();
    /** When the old answer last verified: the change must follow within a few minutes. */
    table.timestamp('verified_at', { useTz: true });
    table.integer('failed_attempts').notNullable().defaultTo(0);
    table.timestamps(true, true);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('security_questions');
}

import type { Knex } from 'knex';

/** When a session last made a call (kept to the minute): its owner's session list, and the idle timeout. */
export async function up(knex: Knex) {
  await knex.schema.alterTable('sessions', (table) => {
    table.timestamp('last_used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('sessions', (table) => {
    table.dropColumn('last_used_at');
  });
}

import type { Knex } from 'knex';

/**
 * A mail's one-click unsubscribe address (RFC 8058; the saved filters' digest): sent as its
 * List-Unsubscribe header, with List-Unsubscribe-Post. It carries a token, so like the body's
 * links it is cleared once the mail has left.
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('outbox', (table) => {
    table.text('list_unsubscribe_url');
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('outbox', (table) => {
    table.dropColumn('list_unsubscribe_url');
  });
}

import type { Knex } from 'knex';

/**
 * A mail's attachments (the interviews' calendar invitations, RFC 5545 `.ics`): a JSON list of
 * `{ filename, content_type, content }`, text only. Like the body, they are cleared once the mail
 * has left through a real transport (an invitation carries the meeting link and its key).
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('outbox', (table) => {
    table.jsonb('attachments');
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('outbox', (table) => {
    table.dropColumn('attachments');
  });
}

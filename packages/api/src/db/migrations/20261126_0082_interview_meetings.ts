import type { Knex } from 'knex';

/**
 * An interview's meeting (spec document 2, sections 2 and 4: joining opens a meeting window). The
 * provider that made it (`offline`: the app's own page at /meet/:meeting_id) and its id there; each
 * participant's own key to the page (a capability in their link: whoever holds neither key gets a
 * 404), and when each first came in.
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('interviews', (table) => {
    table.text('meeting_provider').nullable();
    table.uuid('meeting_id').nullable().unique();
    table.text('manager_meeting_key').nullable();
    table.text('freelancer_meeting_key').nullable();
    table.timestamp('manager_joined_at', { useTz: true }).nullable();
    table.timestamp('freelancer_joined_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('interviews', (table) => {
    for (const column of [
      'meeting_provider',
      'meeting_id',
      'manager_meeting_key',
      'freelancer_meeting_key',
      'manager_joined_at',
      'freelancer_joined_at',
    ]) {
      table.dropColumn(column);
    }
  });
}

import type { Knex } from 'knex';

/**
 * Invitations (spec document 2, section 3: job_id, recipient_id, message; a status change to
 * 'withdrawal'): a manager invites a freelancer to one of their jobs. The states are the domain's
 * lifecycle table's; at most one invitation waiting for an answer per job and freelancer.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('invitations', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
    table.bigInteger('manager_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('freelancer_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('message').notNullable();
    table
      .text('status')
      .notNullable()
      .defaultTo('pending')
      .checkIn(['pending', 'accepted', 'declined', 'withdrawal'], 'invitations_status_check');
    table.timestamp('responded_at', { useTz: true }).nullable();
    table.timestamps(true, true);
    table.index(['freelancer_id', 'status', 'created_at']);
    table.index(['manager_id', 'created_at']);
  });
  await knex.raw(
    'alter table invitations add constraint invitations_message_length check (length(message) between 1 and 5000)',
  );
  await knex.raw(
    `create unique index invitations_pending_unique on invitations (job_id, freelancer_id) where status = 'pending'`,
  );
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('invitations');
}

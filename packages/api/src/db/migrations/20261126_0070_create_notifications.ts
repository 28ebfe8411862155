import type { Knex } from 'knex';

/**
 * Notifications (spec document 2, sections 4 and 7: an unread filter, mark read, delete): one row
 * per event for one user, written in the same transaction as the event (an invitation, a proposal
 * received, rejected, an offer made, accepted or declined), ready for the realtime issue. `kind`
 * is one of the domain's `notificationKinds`; `payload` carries the ids the view links to.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('notifications', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('kind').notNullable();
    table.jsonb('payload').notNullable().defaultTo('{}');
    table.timestamp('read_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'created_at']);
  });
  await knex.raw(
    'alter table notifications add constraint notifications_kind_length check (length(kind) between 1 and 60)',
  );
  // A user's unread notifications, newest first: the bell's count and the only_unread list.
  await knex.raw('create index notifications_unread on notifications (user_id, created_at desc) where read_at is null');
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('notifications');
}

import type { Knex } from 'knex';

/**
 * Per-user notification mail preferences (issue 18). `notification_preferences`: one row once a
 * user saves (or unsubscribes); no row means the domain's defaults. `categories` is the saved
 * set ({category: {email, mode}}), read through the domain's schema so a category added later
 * takes its default. `versions` ({category: n}) counts each category's email switch turning on or
 * off: an unsubscribe link carries the count it was mailed at, so a used link, or one from before
 * the user turned that category back on, is refused.
 *
 * `notification_digest_items`: the notifications waiting for their user's daily digest, written in
 * the notification's transaction. The digest job deletes the rows it mails in the transaction that
 * writes the mail, so each event is in exactly one digest however often the job runs.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('notification_preferences', (table) => {
    table.bigInteger('user_id').primary().references('users.id').onDelete('CASCADE');
    table.jsonb('categories').notNullable();
    table.text('digest_timezone').notNullable();
    table.jsonb('versions').notNullable().defaultTo('{}');
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'alter table notification_preferences add constraint notification_preferences_zone_length check (length(digest_timezone) between 1 and 64)',
  );
  await knex.schema.createTable('notification_digest_items', (table) => {
    table.bigInteger('notification_id').primary().references('notifications.id').onDelete('CASCADE');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('category').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('notification_digest_items');
  await knex.schema.dropTable('notification_preferences');
}

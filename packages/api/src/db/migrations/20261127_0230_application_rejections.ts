import type { Knex } from 'knex';

/**
 * Issue 19: a rejected freelancer revises and resubmits their application. The rejection they
 * answered is kept here (the profile's own rejection columns are cleared when it goes back to
 * review), with when it was resubmitted; the count of rows is how many resubmissions were used.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('application_rejections', (table) => {
    table.bigIncrements('id');
    table.bigInteger('profile_id').notNullable().references('freelancer_profiles.id').onDelete('CASCADE');
    table.text('reason').notNullable();
    table.text('comment');
    table.timestamp('rejected_at', { useTz: true }).notNullable();
    table.timestamp('resubmitted_at', { useTz: true }).notNullable();
    table.index(['profile_id', 'resubmitted_at']);
  });
  await knex.raw(
    'alter table application_rejections add constraint application_rejections_comment_length check (char_length(comment) <= 1000)',
  );
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('application_rejections');
}

import type { Knex } from 'knex';

/**
 * Jobs, with the columns the account calls count (user_job, available_jobs). The post-job wizard
 * (document 2) adds its fields in later migrations.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('jobs', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('manager_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('title').notNullable();
    table.text('status').notNullable().defaultTo('draft').checkIn(['draft', 'open', 'closed'], 'jobs_status_check');
    table
      .text('engagement')
      .notNullable()
      .defaultTo('hourly')
      .checkIn(['hourly', 'fixed', 'contract'], 'jobs_engagement_check');
    table.timestamps(true, true);
    table.index(['manager_id']);
    table.index(['status']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('jobs');
}

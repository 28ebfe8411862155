import type { Knex } from 'knex';

/**
 * Who opened a freelancer's public profile (issue 18: profile views on /analytics and /my-stats).
 * A signed-in person other than the freelancer counts once a day (the UTC day); staff and anonymous
 * visitors are not counted (no address or cookie is kept to tell them apart).
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('profile_views', (table) => {
    table.bigInteger('profile_user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('viewer_id').notNullable().references('users.id').onDelete('CASCADE');
    table.date('day').notNullable();
    table.timestamp('viewed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['profile_user_id', 'day', 'viewer_id']);
  });
  await knex.raw('alter table profile_views add constraint profile_views_not_own check (profile_user_id <> viewer_id)');
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('profile_views');
}

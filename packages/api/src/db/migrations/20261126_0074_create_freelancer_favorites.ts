import type { Knex } from 'knex';

/**
 * A manager's saved freelancers (spec document 2, sections 3, 4 and 7: favorites of freelancers,
 * the Saved tab, favorited_freelancer on every candidate card). Keyed by the freelancer's profile.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('freelancer_favorites', (table) => {
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('profile_id').notNullable().references('freelancer_profiles.id').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'profile_id']);
    table.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('freelancer_favorites');
}

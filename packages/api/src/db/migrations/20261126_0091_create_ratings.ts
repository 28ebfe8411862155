import type { Knex } from 'knex';

/**
 * Ratings (spec document 2, sections 3 and 7: POST /ratings, GET /ratings/{id} with
 * manager_rating_id and freelancer_rating_id; ratings 1 to 5): each party of a contract rates the
 * other once. The manager's rating of the freelancer also feeds the freelancer's public rating
 * (freelancer_profiles.rating and reviews_count, in the same transaction).
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('ratings', (table) => {
    table.bigIncrements('id');
    table.bigInteger('contract_id').notNullable().references('contracts.id').onDelete('CASCADE');
    table.bigInteger('rater_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('ratee_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('rater_role').notNullable().checkIn(['project_manager', 'freelancer'], 'ratings_rater_role_check');
    table.smallint('score').notNullable();
    table.text('feedback').notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['contract_id', 'rater_role'], { indexName: 'ratings_contract_rater_unique' });
    table.index(['ratee_id', 'created_at']);
  });
  await knex.raw('alter table ratings add constraint ratings_score_check check (score between 1 and 5)');
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('ratings');
}

import type { Knex } from 'knex';

/**
 * The manager's feedback on an interview (spec document 2, sections 3 and 5: GIVE_INTERVIEW_FEEDBACK
 * and SHOW_INTERVIEW_FEEDBACK): five ratings 1 to 5, the overall performance, a recommendation and
 * three texts. One per interview.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('interview_feedback', (table) => {
    table.bigIncrements('id');
    table.bigInteger('interview_id').notNullable().unique().references('interviews.id').onDelete('CASCADE');
    table.bigInteger('manager_id').notNullable().references('users.id').onDelete('CASCADE');
    for (const rating of ['skills', 'communication', 'problem_solving', 'technical_knowledge', 'cultural_fit']) {
      table.smallint(rating).notNullable();
    }
    table
      .text('overall_performance')
      .notNullable()
      .checkIn(['Excellent', 'Good', 'Average', 'Poor'], 'interview_feedback_overall_check');
    table.boolean('recommend_for_hire').notNullable();
    table.text('candidate_strengths').notNullable();
    table.text('areas_of_improvement').notNullable();
    table.text('additional_comments').notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `alter table interview_feedback add constraint interview_feedback_ratings_check check (
       skills between 1 and 5 and communication between 1 and 5 and problem_solving between 1 and 5
       and technical_knowledge between 1 and 5 and cultural_fit between 1 and 5)`,
  );
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('interview_feedback');
}

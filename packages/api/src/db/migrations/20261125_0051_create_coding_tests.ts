import type { Knex } from 'knex';
import { codingTestOptionIds, platformOptions } from '@cloudexperts/domain';
import { codingTestQuestionBank } from '../data/codingTestQuestions.ts';

/**
 * The freelancer coding test (spec document 1, sections 2 and 4):
 * - `coding_test_questions`: the bank, multiple choice with one correct option, per platform or
 *   general (`platform` null); a question is retired by clearing `active`, never deleted (an
 *   attempt keeps the ids it was given).
 * - `coding_test_attempts`: one per user (the unique constraint makes starting idempotent, even
 *   twice at once): the questions drawn, the answers saved as the user goes (jsonb, by question
 *   id), when it started and ends (the server's clock), and once submitted its grade. A submitted
 *   attempt is final.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('coding_test_questions', (table) => {
    table.increments('id');
    table.text('key').notNullable().unique();
    table.text('platform').checkIn([...platformOptions], 'coding_test_question_platform_check');
    table.text('prompt').notNullable();
    /** `[{ id: 'a', text }, …]` in the order shown. */
    table.jsonb('options').notNullable();
    table
      .text('correct_option')
      .notNullable()
      .checkIn([...codingTestOptionIds], 'coding_test_question_correct_check');
    table.boolean('active').notNullable().defaultTo(true);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['platform', 'active']);
  });

  await knex.schema.createTable('coding_test_attempts', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.unique(['user_id'], { indexName: 'coding_test_attempts_user_unique' });
    /** The ids of the questions drawn, in the order shown. */
    table.jsonb('question_ids').notNullable();
    /** `{ "<question id>": "<option id>" }`, written over on every save. */
    table.jsonb('answers').notNullable().defaultTo('{}');
    table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('ends_at', { useTz: true }).notNullable();
    table.timestamp('submitted_at', { useTz: true });
    table.integer('score');
    table.integer('total').notNullable();
    table.boolean('passed');
    /** Graded because the time ran out (with the answers saved by then), not submitted by the user. */
    table.boolean('timed_out').notNullable().defaultTo(false);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'ALTER TABLE coding_test_attempts ADD CONSTRAINT coding_test_attempt_graded_check CHECK ' +
      '((submitted_at IS NULL AND score IS NULL AND passed IS NULL) OR ' +
      '(submitted_at IS NOT NULL AND score IS NOT NULL AND passed IS NOT NULL AND score BETWEEN 0 AND total))',
  );
  await knex.raw(
    'ALTER TABLE coding_test_attempts ADD CONSTRAINT coding_test_attempt_window_check CHECK (ends_at > started_at)',
  );

  await knex('coding_test_questions').insert(
    codingTestQuestionBank.map((question) => ({
      key: question.key,
      platform: question.platform,
      prompt: question.prompt,
      options: JSON.stringify(question.options.map((text, index) => ({ id: codingTestOptionIds[index], text }))),
      correct_option: question.correct,
    })),
  );
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('coding_test_attempts');
  await knex.schema.dropTable('coding_test_questions');
}

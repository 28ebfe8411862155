import type { Knex } from 'knex';

/**
 * The vetting interview of an application (spec document 1, sections 1 and 2: /interview-scheduled):
 * one per freelancer profile, scheduled by a reviewer (the staff portal's call comes with issue 19),
 * read by the applicant. Cancelling keeps the row (the page says so) until a new time is set.
 * Also the index of the reviewers' queue of submitted applications.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('vetting_interviews', (table) => {
    table.bigIncrements('id');
    table.uuid('uid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('profile_id').notNullable().unique().references('freelancer_profiles.id').onDelete('CASCADE');
    table
      .text('status')
      .notNullable()
      .defaultTo('scheduled')
      .checkIn(['scheduled', 'completed', 'cancelled'], 'vetting_interview_status_check');
    table.timestamp('starts_at', { useTz: true }).notNullable();
    table.integer('duration_minutes').notNullable();
    table.text('time_zone').notNullable();
    table.text('meeting_url').notNullable();
    /** The reviewer (a staff user); kept when their account goes, as the name they were met by. */
    table.bigInteger('interviewer_id').references('users.id').onDelete('SET NULL');
    table.text('interviewer_name').notNullable();
    table.timestamps(true, true);
  });
  await knex.raw(
    'ALTER TABLE vetting_interviews ADD CONSTRAINT vetting_interview_duration_check CHECK (duration_minutes BETWEEN 15 AND 240)',
  );
  await knex.raw(
    "ALTER TABLE vetting_interviews ADD CONSTRAINT vetting_interview_url_check CHECK (meeting_url LIKE 'https://%')",
  );
  // The reviewers' queue: submitted applications, oldest first, read a page at a time.
  await knex.raw(`create index freelancer_profiles_pending_review
    on freelancer_profiles (submitted_at, id) where status = 'submitted'`);
}

export async function down(knex: Knex) {
  await knex.raw('drop index freelancer_profiles_pending_review');
  await knex.schema.dropTable('vetting_interviews');
}

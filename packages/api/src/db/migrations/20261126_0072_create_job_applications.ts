import type { Knex } from 'knex';

/**
 * Proposals (job applications; spec document 2, sections 3 and 4): a freelancer's cover letter,
 * rate or bid in integer cents, and answers to the job's screening questions (kept with the
 * question's text as it was asked). One per freelancer and job. The states are the domain's
 * lifecycle table's; archived_at is the manager's archive; a rejection keeps its reason.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('job_applications', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
    table.bigInteger('freelancer_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('invitation_id').nullable().references('invitations.id').onDelete('SET NULL');
    table.text('cover_letter').notNullable();
    table.bigInteger('bid_cents').notNullable();
    table.jsonb('screening_answers').notNullable().defaultTo('[]');
    table
      .text('status')
      .notNullable()
      .defaultTo('submitted')
      .checkIn(['submitted', 'offered', 'withdrawn', 'rejected', 'hired'], 'job_applications_status_check');
    table.timestamp('archived_at', { useTz: true }).nullable();
    table.text('reject_reason').nullable();
    table.text('reject_custom_reason').nullable();
    table.text('reject_comment').nullable();
    table.timestamps(true, true);
    table.unique(['job_id', 'freelancer_id'], { indexName: 'job_applications_one_per_job' });
    table.index(['freelancer_id', 'status', 'created_at']);
    table.index(['job_id', 'status', 'created_at']);
  });
  await knex.raw('alter table job_applications add constraint job_applications_bid_check check (bid_cents > 0)');
  await knex.raw(
    'alter table job_applications add constraint job_applications_cover_letter_length check (length(cover_letter) between 1 and 10000)',
  );
  await knex.raw(`alter table job_applications add constraint job_applications_rejected_reason check (
    status <> 'rejected' or reject_reason is not null)`);
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('job_applications');
}

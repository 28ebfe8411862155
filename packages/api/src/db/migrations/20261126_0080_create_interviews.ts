import type { Knex } from 'knex';

/**
 * Interviews (spec document 2, sections 3, 4, 5 and 7): the manager of a proposal's job schedules
 * one with its freelancer. The start is a UTC instant (`starts_at`), with the organiser's IANA zone
 * it was chosen in (`timezone`); `ends_at` is kept (start plus duration) for the overlap check and
 * the past/upcoming split. At most one open interview per proposal. `ics_uid` and `ics_sequence`
 * are the calendar invitation's identity and revision (RFC 5545): the same UID for the interview's
 * whole life, the sequence raised on every change mailed. No overlap for either participant is a
 * check under row locks in the transaction (see NOTES: the exclusion constraint needs btree_gist).
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('interviews', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('job_application_id').notNullable().references('job_applications.id').onDelete('CASCADE');
    table.bigInteger('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
    table.bigInteger('manager_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('freelancer_id').notNullable().references('users.id').onDelete('CASCADE');
    table.timestamp('starts_at', { useTz: true }).notNullable();
    table.timestamp('ends_at', { useTz: true }).notNullable();
    table.integer('duration_minutes').notNullable();
    table.text('timezone').notNullable();
    table.text('platform').notNullable().checkIn(['google_meet', 'microsoft_teams'], 'interviews_platform_check');
    table.text('agenda').notNullable();
    table.uuid('upload_id').nullable().references('uploads.id').onDelete('SET NULL');
    table
      .text('status')
      .notNullable()
      .defaultTo('scheduled')
      .checkIn(
        ['scheduled', 'reschedule_requested', 'rescheduled', 'accepted', 'cancelled', 'rejected', 'completed'],
        'interviews_status_check',
      );
    table.text('ics_uid').notNullable().unique();
    table.integer('ics_sequence').notNullable().defaultTo(0);
    table.text('reschedule_reason').nullable();
    table.text('reschedule_date').nullable();
    table.text('reschedule_time').nullable();
    table.text('reschedule_timezone').nullable();
    table.text('cancel_reason').nullable();
    table.text('reject_reason').nullable();
    table.text('custom_reason').nullable();
    table.text('reject_comment').nullable();
    table.text('rejected_by').nullable().checkIn(['freelancer', 'project_manager'], 'interviews_rejected_by_check');
    table.timestamps(true, true);
    table.index(['freelancer_id', 'starts_at']);
    table.index(['manager_id', 'starts_at']);
    table.index(['job_application_id']);
  });
  await knex.raw(
    "alter table interviews add constraint interviews_duration_check check (duration_minutes in (30, 60) and ends_at = starts_at + duration_minutes * interval '1 minute')",
  );
  await knex.raw(
    'alter table interviews add constraint interviews_timezone_length check (length(timezone) between 1 and 64)',
  );
  await knex.raw(
    `create unique index interviews_open_unique on interviews (job_application_id)
       where status in ('scheduled', 'reschedule_requested', 'rescheduled', 'accepted')`,
  );
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('interviews');
}

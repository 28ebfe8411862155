import type { Knex } from 'knex';

/**
 * The freelancer application (spec document 1, sections 2, 3 and 5):
 * - `uploads`: files a user uploaded (the application's photo and resume), stored through the
 *   storage adapter under a random key; a row is the only way to reach a file.
 * - `freelancer_applications`: the wizard's draft, saved as the user goes (current_step, status
 *   draft), one per user; `submitted` once the profile is created.
 * - `freelancer_profiles` gains the application's remaining fields; its status `submitted` is the
 *   application pending review (admins approve it in a later issue).
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('uploads', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('kind').notNullable().checkIn(['photo', 'resume'], 'upload_kind_check');
    /** The name the user's file had (shown back to them, never used as a path). */
    table.text('original_name').notNullable();
    /** What the content is, from its bytes (not what the browser claimed). */
    table.text('content_type').notNullable();
    table.bigInteger('size_bytes').notNullable();
    table.text('storage_key').notNullable().unique();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'kind']);
  });

  await knex.schema.createTable('freelancer_applications', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    table.integer('current_step').notNullable().defaultTo(1);
    table.text('status').notNullable().defaultTo('draft').checkIn(['draft', 'submitted'], 'application_status_check');
    /** The wizard's form as typed (`applicationFormSchema`). */
    table.jsonb('form').notNullable();
    table.timestamps(true, true);
  });
  await knex.raw(
    'ALTER TABLE freelancer_applications ADD CONSTRAINT application_step_check CHECK (current_step BETWEEN 1 AND 7)',
  );

  await knex.schema.alterTable('freelancer_profiles', (table) => {
    table.text('contact_name');
    table.text('current_location_state');
    table.text('citizenship_country');
    table.text('english_proficiency');
    table.date('start_date');
    table.boolean('worked_as_expert');
    table.text('skype_user_name');
    table.text('linkedin_profile');
    table.text('search_engine_privacy');
    table.uuid('resume_upload_id').references('uploads.id').onDelete('SET NULL');
    table.uuid('photo_upload_id').references('uploads.id').onDelete('SET NULL');
    /** The repeatable blocks of step 5, as submitted (educations, certifications, employments). */
    table.jsonb('educations').notNullable().defaultTo('[]');
    table.jsonb('certifications').notNullable().defaultTo('[]');
    table.jsonb('employments').notNullable().defaultTo('[]');
    table.timestamp('submitted_at', { useTz: true });
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('freelancer_profiles', (table) => {
    table.dropColumns(
      'contact_name',
      'current_location_state',
      'citizenship_country',
      'english_proficiency',
      'start_date',
      'worked_as_expert',
      'skype_user_name',
      'linkedin_profile',
      'search_engine_privacy',
      'resume_upload_id',
      'photo_upload_id',
      'educations',
      'certifications',
      'employments',
      'submitted_at',
    );
  });
  await knex.schema.dropTable('freelancer_applications');
  await knex.schema.dropTable('uploads');
}

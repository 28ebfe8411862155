import type { Knex } from 'knex';

/**
 * The freelancer profile fields public listings need (spec document 1, section 3); the
 * application wizard (document 2 issues) adds the rest in its own migrations.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('freelancer_profiles', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    table
      .text('profile_type')
      .notNullable()
      .defaultTo('individual')
      .checkIn(['individual', 'company'], 'profile_type_check');
    table.text('name_or_company').notNullable();
    table.text('current_job_title').notNullable();
    table.text('about_me').notNullable().defaultTo('');
    table.text('profile_picture_url');
    table.text('current_location_country');
    table.text('current_location_city');
    table.text('primary_platform').notNullable();
    table.specificType('skills', 'text[]').notNullable().defaultTo('{}');
    /** Integer cents an hour. */
    table.integer('hourly_rate_cents').notNullable();
    table.text('availability');
    table.text('development_experience');
    table.decimal('rating', 3, 2).notNullable().defaultTo(0);
    table.integer('reviews_count').notNullable().defaultTo(0);
    table
      .text('status')
      .notNullable()
      .defaultTo('draft')
      .checkIn(['draft', 'submitted', 'approved', 'rejected'], 'profile_status_check');
    table.timestamps(true, true);
    table.index(['status', 'primary_platform']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('freelancer_profiles');
}

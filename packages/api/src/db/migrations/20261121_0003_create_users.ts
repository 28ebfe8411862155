import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('users', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    /** Stored lower-cased; unique. */
    table.text('email').notNullable().unique();
    table.text('first_name').notNullable();
    table.text('last_name').notNullable();
    /** argon2id; null for an account that only signs in through a provider. */
    table.text('password_hash');
    table
      .text('role')
      .notNullable()
      .checkIn(['freelancer', 'project_manager', 'admin', 'coordinator', 'support'], 'users_role_check');
    table.integer('country_id').references('countries.id');
    table.text('phone_number');
    table.timestamp('phone_verified_at', { useTz: true });
    table.boolean('subscribe').notNullable().defaultTo(false);
    table.timestamp('terms_accepted_at', { useTz: true });
    table.timestamp('email_confirmed_at', { useTz: true });
    /** Active, or deactivated / banned by staff (document 2). */
    table
      .text('status')
      .notNullable()
      .defaultTo('active')
      .checkIn(['active', 'deactivated', 'banned'], 'users_status_check');
    table.timestamp('last_active_at', { useTz: true });
    table.timestamp('password_changed_at', { useTz: true });
    table.timestamps(true, true);
    table.index(['role']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('users');
}

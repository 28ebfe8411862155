import type { Knex } from 'knex';

/**
 * Phone codes (sign-up, settings, user verification) and emailed device codes. Only an argon2/
 * SHA-256 digest of the code is kept; single use, expiring, with a count of wrong tries and the
 * time the next send is allowed.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('one_time_codes', (table) => {
    table.bigIncrements('id');
    table
      .text('purpose')
      .notNullable()
      .checkIn(['phone_sign_up', 'phone_settings', 'phone_user', 'email_device'], 'one_time_codes_purpose_check');
    /** The phone number or email address the code went to. */
    table.text('destination').notNullable();
    table.bigInteger('user_id').references('users.id').onDelete('CASCADE');
    table.text('code_hash').notNullable();
    table.integer('attempts').notNullable().defaultTo(0);
    table.integer('send_count').notNullable().defaultTo(1);
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('next_send_at', { useTz: true }).notNullable();
    table.timestamp('verified_at', { useTz: true });
    /** Set when the verified code is used up (a sign-up that relied on it). */
    table.timestamp('consumed_at', { useTz: true });
    table.index(['purpose', 'destination']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('one_time_codes');
}

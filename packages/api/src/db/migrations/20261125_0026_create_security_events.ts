import type { Knex } from 'knex';

/**
 * What happened to an account's security (sign-ins, password and phone changes, social links,
 * bans), written in the transaction of the change itself. Admins read it; nothing updates a row.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('security_events', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').references('id').inTable('users').onDelete('cascade');
    table
      .text('kind')
      .notNullable()
      .checkIn(
        [
          'sign_in',
          'sign_in_failed',
          'password_changed',
          'password_reset',
          'phone_changed',
          'social_linked',
          'banned',
          'unbanned',
          'deactivated',
          'sessions_revoked',
        ],
        'security_events_kind_check',
      );
    /** The address the request came from (the socket's, or the configured proxy's hop). */
    table.text('ip');
    /** Details that are not secrets: a provider, an email tried, a reason. */
    table.jsonb('detail').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id', 'created_at']);
    table.index(['created_at']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('security_events');
}

import type { Knex } from 'knex';

/** Every access token names one session; revoking the row ends the token at once. */
export async function up(knex: Knex) {
  await knex.schema.createTable('sessions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.boolean('remember_me').notNullable().defaultTo(false);
    /** The browser's own random id (device check); falls back to the session id. */
    table.text('device_id').notNullable();
    table.text('user_agent');
    table.text('ip');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('revoked_at', { useTz: true });
    table.index(['user_id']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('sessions');
}

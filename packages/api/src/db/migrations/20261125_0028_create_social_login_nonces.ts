import type { Knex } from 'knex';

/**
 * Nonces of social sign-ins that opened a session: each id token's nonce signs in once. Rows are
 * kept until the nonce's ticket expires (then deleted as new ones arrive).
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('social_login_nonces', (table) => {
    /** HMAC of the nonce with the digest key. */
    table.text('nonce_digest').primary();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['expires_at']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('social_login_nonces');
}

import type { Knex } from 'knex';

/**
 * The meeting provider's connect step (spec document 2, section 7: `GET /connect_google_calendar`
 * answers an authorization_url; the current user carries is_google_access).
 *
 * `calendar_connect_states`: one per connect started, keyed by the digest of its `state` (the state
 * itself is only in the consent page's address); bound to the user who asked, single use
 * (`used_at`), expiring. `calendar_grants`: the organiser's tokens from the provider, encrypted
 * (never answered), one per user and provider. `interviews` keep where the meeting page sends a
 * participant (a Google Meet link) and the provider's id of the event.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('calendar_connect_states', (table) => {
    table.text('state_digest').primary();
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('provider').notNullable();
    table.bigInteger('job_id').nullable();
    table.bigInteger('proposal_id').nullable();
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true }).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['user_id']);
  });
  await knex.schema.createTable('calendar_grants', (table) => {
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('provider').notNullable();
    table.text('access_token').notNullable();
    table.text('refresh_token').nullable();
    table.timestamp('expires_at', { useTz: true }).nullable();
    table.text('scope').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['user_id', 'provider']);
  });
  await knex.schema.alterTable('interviews', (table) => {
    table.text('meeting_join_url').nullable();
    table.text('meeting_external_id').nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('interviews', (table) => {
    table.dropColumn('meeting_join_url');
    table.dropColumn('meeting_external_id');
  });
  await knex.schema.dropTable('calendar_grants');
  await knex.schema.dropTable('calendar_connect_states');
}

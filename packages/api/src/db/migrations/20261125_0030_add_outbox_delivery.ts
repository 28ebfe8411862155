import type { Knex } from 'knex';

/**
 * What the delivery worker records on each outbox row: which transport delivered it, the lease of
 * the attempt in flight (a worker that dies mid-send leaves it to run out), the last error, and when
 * the message was given up on. `sent_at` and `attempts` were already there.
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('outbox', (table) => {
    table.text('delivered_by');
    table.timestamp('claimed_until', { useTz: true });
    table.timestamp('failed_at', { useTz: true });
    table.text('last_error');
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('outbox', (table) => {
    table.dropColumn('delivered_by');
    table.dropColumn('claimed_until');
    table.dropColumn('failed_at');
    table.dropColumn('last_error');
  });
}

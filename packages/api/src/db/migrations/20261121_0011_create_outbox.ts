import type { Knex } from 'knex';

/** Every mail and SMS the product sends; a delivery worker (or the dev mailbox) reads it. */
export async function up(knex: Knex) {
  await knex.schema.createTable('outbox', (table) => {
    table.bigIncrements('id');
    table.text('channel').notNullable().checkIn(['email', 'sms'], 'outbox_channel_check');
    table.text('recipient').notNullable();
    table.text('subject').notNullable().defaultTo('');
    table.text('body').notNullable();
    table.text('action_path');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
    table.integer('attempts').notNullable().defaultTo(0);
    table.index(['recipient']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('outbox');
}

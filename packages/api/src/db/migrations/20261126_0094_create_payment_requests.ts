import type { Knex } from 'knex';

/**
 * Payment requests (spec document 2, section 3, requested_payments: freelancer_id, manager_id,
 * amount_requested, contract_id, request_message, status 'Payment Requested', milestone_id,
 * attached work documents): the freelancer asks for a funded milestone's money; the manager
 * approves (all or part: the release is a ledger posting) or asks for changes. The documents are
 * the freelancer's own uploads (`POST /uploads`), by id.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('payment_requests', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('contract_id').notNullable().references('contracts.id');
    table.bigInteger('milestone_id').notNullable().references('milestones.id');
    table.bigInteger('freelancer_id').notNullable().references('users.id');
    table.bigInteger('manager_id').notNullable().references('users.id');
    table.bigInteger('amount_cents').notNullable();
    table.text('request_message').notNullable();
    table.jsonb('document_upload_ids').notNullable().defaultTo('[]');
    table
      .text('status')
      .notNullable()
      .defaultTo('Payment Requested')
      .checkIn(['Payment Requested', 'approved', 'changes_requested'], 'payment_requests_status_check');
    table.bigInteger('released_cents').notNullable().defaultTo(0);
    table.bigInteger('fee_cents').notNullable().defaultTo(0);
    table.text('response_message').notNullable().defaultTo('');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('answered_at', { useTz: true }).nullable();
    table.index(['milestone_id', 'id']);
    table.index(['status', 'created_at']);
  });
  await knex.raw(`alter table payment_requests add constraint payment_requests_amounts_check check (
    amount_cents > 0 and released_cents >= 0 and released_cents <= amount_cents
    and fee_cents >= 0 and fee_cents <= released_cents
    and (status = 'Payment Requested') = (answered_at is null))`);
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('payment_requests');
}

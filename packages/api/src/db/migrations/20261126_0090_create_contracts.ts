import type { Knex } from 'knex';

/**
 * Contracts (spec document 2, sections 2, 4 and 7: "Accepted goes to active contracts"). A row is
 * written when the freelancer accepts an offer, in the same transaction, and shares the offer's id
 * (one contract per accepted offer). Its own table, not the offer row: milestones, payment
 * requests, the ledger's entries and ratings hang off the contract, and its lifecycle (active,
 * completed) is not the offer's (pending, Accepted, Declined). Pay type and the amount (hourly
 * rate or fixed price, integer cents) are copied from the offer: the contract's terms.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('contracts', (table) => {
    table.bigInteger('id').primary().references('offers.id').onDelete('CASCADE');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('job_application_id').notNullable().references('job_applications.id').onDelete('CASCADE');
    table.bigInteger('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
    table.bigInteger('manager_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('freelancer_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('job_pay_type').notNullable().checkIn(['hourly', 'fixed'], 'contracts_pay_type_check');
    table.bigInteger('amount_cents').notNullable();
    table.text('status').notNullable().defaultTo('active').checkIn(['active', 'completed'], 'contracts_status_check');
    table.timestamp('started_at', { useTz: true }).notNullable();
    table.timestamp('ended_at', { useTz: true }).nullable();
    table.timestamps(true, true);
    table.index(['freelancer_id', 'status', 'started_at']);
    table.index(['manager_id', 'status', 'started_at']);
    table.index(['job_id', 'status']);
  });
  await knex.raw('alter table contracts add constraint contracts_amount_check check (amount_cents > 0)');
  await knex.raw(
    "alter table contracts add constraint contracts_ended_check check ((status = 'completed') = (ended_at is not null))",
  );
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('contracts');
}

import type { Knex } from 'knex';

/**
 * Offers (spec document 2, sections 2, 4 and 7: POST /contract makes the offer the freelancer
 * accepts or declines; status Accepted or Declined). The offer record and its states only: no
 * money moves here (the contract and its ledger are later issues). At most one offer waiting for
 * an answer per proposal.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('offers', (table) => {
    table.bigIncrements('id');
    table.uuid('uuid').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.bigInteger('job_application_id').notNullable().references('job_applications.id').onDelete('CASCADE');
    table.bigInteger('job_id').notNullable().references('jobs.id').onDelete('CASCADE');
    table.bigInteger('manager_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('freelancer_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('job_pay_type').notNullable().checkIn(['hourly', 'fixed'], 'offers_pay_type_check');
    table.bigInteger('amount_cents').notNullable();
    table.text('message').notNullable().defaultTo('');
    table
      .text('status')
      .notNullable()
      .defaultTo('pending')
      .checkIn(['pending', 'Accepted', 'Declined'], 'offers_status_check');
    table.text('response_message').nullable();
    table.timestamp('responded_at', { useTz: true }).nullable();
    table.timestamps(true, true);
    table.index(['freelancer_id', 'created_at']);
    table.index(['manager_id', 'created_at']);
    table.index(['job_application_id', 'created_at']);
  });
  await knex.raw('alter table offers add constraint offers_amount_check check (amount_cents > 0)');
  await knex.raw(`create unique index offers_pending_unique on offers (job_application_id) where status = 'pending'`);
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('offers');
}

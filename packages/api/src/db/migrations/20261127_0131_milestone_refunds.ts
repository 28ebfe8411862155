import type { Knex } from 'knex';

/**
 * What a milestone's escrow returned to the client when its contract ended (issue 17: escrow
 * settlement). A milestone's amount is now split three ways at most: in escrow, released to the
 * freelancer, refunded to the client; 'refunded' is the status of one whose escrow all went back.
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('milestones', (table) => {
    table.bigInteger('refunded_cents').notNullable().defaultTo(0);
  });
  await knex.raw('alter table milestones drop constraint milestones_status_check');
  await knex.raw(`alter table milestones add constraint milestones_status_check
    check (status in ('created', 'funded', 'released', 'refunded'))`);
  await knex.raw('alter table milestones drop constraint milestones_amounts_check');
  await knex.raw(`alter table milestones add constraint milestones_amounts_check check (
    amount_cents > 0 and escrow_cents >= 0 and released_cents >= 0 and refunded_cents >= 0
    and escrow_cents + released_cents + refunded_cents <= amount_cents
    and (status = 'created') = (funded_at is null))`);
}

export async function down(knex: Knex) {
  await knex.raw('alter table milestones drop constraint milestones_amounts_check');
  await knex.raw(`alter table milestones add constraint milestones_amounts_check check (
    amount_cents > 0 and escrow_cents >= 0 and released_cents >= 0
    and escrow_cents + released_cents <= amount_cents
    and (status = 'created') = (funded_at is null))`);
  await knex.raw('alter table milestones drop constraint milestones_status_check');
  await knex.raw(`alter table milestones add constraint milestones_status_check
    check (status in ('created', 'funded', 'released'))`);
  await knex.schema.alterTable('milestones', (table) => {
    table.dropColumn('refunded_cents');
  });
}

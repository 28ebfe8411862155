import type { Knex } from 'knex';

/**
 * A Project Manager's company name (spec document 2: clients; the signed-out /tell-us-about-company
 * page asks for it). When a manager has one, clients are shown by it (`clientDisplayName` in the
 * domain: /top-clients, /client-details, a job's client box); otherwise by first name and last
 * initial. Null until given.
 */
export async function up(knex: Knex) {
  await knex.schema.alterTable('users', (table) => {
    table.text('company_name').nullable();
  });
  await knex.raw(
    'alter table users add constraint users_company_name_length check (char_length(btrim(company_name)) between 1 and 100)',
  );
}

export async function down(knex: Knex) {
  await knex.raw('alter table users drop constraint users_company_name_length');
  await knex.schema.alterTable('users', (table) => {
    table.dropColumn('company_name');
  });
}

import type { Knex } from 'knex';

/**
 * A phone number is verified on one account at most: the database refuses a second, so two
 * verifications racing for one number cannot both win.
 */
export async function up(knex: Knex) {
  await knex.raw(`create unique index users_verified_phone_unique
    on users (phone_number) where phone_verified_at is not null`);
}

export async function down(knex: Knex) {
  await knex.raw('drop index users_verified_phone_unique');
}

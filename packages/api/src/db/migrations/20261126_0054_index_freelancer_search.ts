import type { Knex } from 'knex';

/**
 * The public freelancer searches at scale (issue 14, `pnpm bench:search`):
 * - a skill filter matches one of a profile's skills case-insensitively; a GIN index over the lowered
 *   skills of approved profiles answers it (`lower_skills(skills) @> array[lower($1)]`) instead of
 *   unnesting every profile's skills (the count of a common skill over 10,000 profiles: 67 ms →
 *   1.3 ms, measured by the seeder's helper);
 * - the marketplace's numbers (/welcome) group approved profiles by platform with their ratings: an
 *   index holding both is read without the table.
 */
export async function up(knex: Knex) {
  await knex.raw(`create function lower_skills(skills text[]) returns text[]
    language sql immutable strict parallel safe
    as $$ select coalesce(array_agg(lower(skill)), '{}') from unnest(skills) as skill $$`);
  await knex.raw(`create index freelancer_profiles_approved_skills on freelancer_profiles
    using gin (lower_skills(skills)) where status = 'approved'`);
  await knex.raw(`create index freelancer_profiles_approved_platform on freelancer_profiles
    (primary_platform) include (rating, user_id) where status = 'approved'`);
}

export async function down(knex: Knex) {
  await knex.raw('drop index freelancer_profiles_approved_platform');
  await knex.raw('drop index freelancer_profiles_approved_skills');
  await knex.raw('drop function lower_skills(text[])');
}

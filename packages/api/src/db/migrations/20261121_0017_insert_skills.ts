import type { Knex } from 'knex';
import { crossPlatformSkills, skillsByPlatform, slugify } from '../data/catalog.ts';

export async function up(knex: Knex) {
  const rows = [
    ...Object.entries(skillsByPlatform).flatMap(([platform, names]) => names.map((name) => ({ name, platform }))),
    ...crossPlatformSkills.map((name) => ({ name, platform: null })),
  ].map((row) => ({ ...row, slug: slugify(row.name), image_url: `/images/skills/${slugify(row.name)}.svg` }));
  await knex('skills').insert(rows);
}

export async function down(knex: Knex) {
  await knex('skills').delete();
}

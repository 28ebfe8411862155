import type { Knex } from 'knex';
import { slugify, techRoleNames } from '../data/catalog.ts';

export async function up(knex: Knex) {
  await knex('tech_roles').insert(
    techRoleNames.map((name) => ({ name, slug: slugify(name), image_url: `/images/roles/${slugify(name)}.svg` })),
  );
}

export async function down(knex: Knex) {
  await knex('tech_roles').delete();
}

import type { Knex } from 'knex';

/**
 * The six platforms and their skills, editable by an admin on /platforms (issue 19).
 *
 * - `platforms`: one row per platform value of spec document 1, section 9 (the key the application
 *   and job schemas validate; the set is fixed by a check, only the rest is editable): the label
 *   the tiles show, a description, the order, and whether new jobs and applications are offered it.
 * - `platform_skills`: which skills belong to which platform (many to many; a skill may belong to
 *   none: a cross-platform skill). Filled from the former `skills.platform`, which is dropped.
 * - `skills.retired_at`: a retired skill stays on the profiles and jobs that hold it but is no
 *   longer offered or accepted in new input. Names are unique case-insensitively (`skills_name_lower`);
 *   the slug (image file name) no longer has to be unique: two names may slug alike ('C#', 'C++').
 * - `catalog_changes`: who changed what, for the page's Recent changes. Rows are never changed; a
 *   deleted admin's rows stay (set null).
 *
 * Labels and descriptions are written out here (not imported), so this migration means the same
 * whatever the domain later says.
 */
const platforms = [
  {
    key: 'Microsoft',
    label: 'Microsoft Azure',
    description: 'Architects, engineers and administrators who build and run workloads on Microsoft Azure.',
  },
  {
    key: 'Amazon',
    label: 'AWS',
    description: 'Solutions architects, DevOps and data engineers who build on Amazon Web Services.',
  },
  { key: 'Google', label: 'Google Cloud', description: 'Architects and data engineers who build on Google Cloud.' },
  {
    key: 'AI & Machine Learning',
    label: 'AI & Machine Learning',
    description: 'Machine learning engineers and data scientists who put models into production.',
  },
  {
    key: 'Oracle',
    label: 'Oracle',
    description: 'Database administrators and architects for Oracle Database and Oracle Cloud Infrastructure.',
  },
  {
    key: 'Salesforce',
    label: 'Salesforce',
    description: 'Developers, administrators and architects for the Salesforce platform.',
  },
] as const;

const catalogChangeActionsAt0200 = [
  'platform_updated',
  'platforms_reordered',
  'skill_added',
  'skill_renamed',
  'skill_retired',
  'skill_restored',
  'skill_attached',
  'skill_detached',
] as const;

export async function up(knex: Knex) {
  await knex.schema.createTable('platforms', (table) => {
    table
      .text('key')
      .primary()
      .checkIn(
        platforms.map((platform) => platform.key),
        'platforms_key_check',
      );
    table.text('label').notNullable();
    table.text('description').notNullable().defaultTo('');
    table.integer('position').notNullable();
    table.boolean('offered').notNullable().defaultTo(true);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create unique index platforms_label_lower on platforms (lower(label))');
  await knex('platforms').insert(platforms.map((platform, index) => ({ ...platform, position: index + 1 })));

  await knex.schema.createTable('platform_skills', (table) => {
    table.text('platform_key').notNullable().references('key').inTable('platforms').onDelete('cascade');
    table.integer('skill_id').notNullable().references('id').inTable('skills').onDelete('cascade');
    table.primary(['platform_key', 'skill_id']);
    table.index(['skill_id'], 'platform_skills_by_skill');
  });
  await knex.raw(
    'insert into platform_skills (platform_key, skill_id) select platform, id from skills where platform is not null',
  );

  await knex.schema.alterTable('skills', (table) => {
    table.dropColumn('platform');
    table.timestamp('retired_at', { useTz: true });
    table.dropUnique(['slug']);
  });
  await knex.raw('create unique index skills_name_lower on skills (lower(name))');

  await knex.schema.createTable('catalog_changes', (table) => {
    table.bigIncrements('id');
    table.bigInteger('admin_user_id').references('id').inTable('users').onDelete('set null');
    table
      .text('action')
      .notNullable()
      .checkIn([...catalogChangeActionsAt0200], 'catalog_changes_action_check');
    /** The platform's key, or the skill's id as text. */
    table.text('object_type').notNullable().checkIn(['platform', 'skill'], 'catalog_changes_object_type_check');
    table.text('object_key').notNullable();
    /** The names as they were then (a later rename does not rewrite the history). */
    table.jsonb('detail').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('catalog_changes');
  await knex.raw('drop index skills_name_lower');
  await knex.schema.alterTable('skills', (table) => {
    table.text('platform');
    table.dropColumn('retired_at');
    table.unique(['slug']);
  });
  await knex.raw(
    `update skills set platform = (select min(platform_key) from platform_skills where skill_id = skills.id)`,
  );
  await knex.schema.dropTable('platform_skills');
  await knex.schema.dropTable('platforms');
}

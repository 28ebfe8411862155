import type { Knex } from 'knex';

/**
 * Roles and permissions stored in the database (issue 19; spec document 2, section 6). `roles`:
 * the five, each with a version that goes up at every change of its grants (a save names the
 * version it edited: 409 if it moved). `permissions`: the catalogue's names
 * (domain/permissions.ts). `role_permissions`: what each role holds, with who granted it. The
 * catalogue and its default grants are written by `syncPermissionCatalogue` after every migrate
 * (a permission new to the catalogue gets its default grants, one an admin revoked stays revoked),
 * so this migration does not change when the catalogue grows.
 */
export async function up(knex: Knex) {
  await knex.schema.createTable('roles', (table) => {
    table
      .text('id')
      .primary()
      .checkIn(['freelancer', 'project_manager', 'admin', 'coordinator', 'support'], 'roles_id_check');
    table.integer('version').notNullable().defaultTo(1);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.bigInteger('updated_by').references('id').inTable('users').onDelete('set null');
  });
  await knex('roles').insert(
    ['freelancer', 'project_manager', 'admin', 'coordinator', 'support'].map((id) => ({ id })),
  );
  await knex.schema.createTable('permissions', (table) => {
    table.text('name').primary();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('role_permissions', (table) => {
    table.text('role').notNullable().references('id').inTable('roles').onDelete('cascade');
    table.text('permission').notNullable().references('name').inTable('permissions').onDelete('cascade');
    table.timestamp('granted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** Null for a default grant (written on migrate). */
    table.bigInteger('granted_by').references('id').inTable('users').onDelete('set null');
    table.primary(['role', 'permission']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('role_permissions');
  await knex.schema.dropTable('permissions');
  await knex.schema.dropTable('roles');
}

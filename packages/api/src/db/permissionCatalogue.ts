import { defaultGrants, permissionNames, roles, type PermissionName } from '@cloudexperts/domain';
import type { Knex } from 'knex';

/**
 * Brings `permissions` in line with the catalogue (domain/permissions.ts), run after every migrate:
 * a name new to the catalogue is added with its default grants (the roles it is grantable to), in
 * the same transaction; a name gone from the catalogue goes with its grants. Grants an admin
 * changed are left alone. Two processes starting at once: the insert's conflict makes the second
 * wait for the first and then add nothing, so the defaults are written once.
 */
export async function syncPermissionCatalogue(knex: Knex): Promise<PermissionName[]> {
  return knex.transaction(async (trx) => {
    const added = await trx('permissions')
      .insert(permissionNames.map((name) => ({ name })))
      .onConflict('name')
      .ignore()
      .returning<{ name: PermissionName }[]>('name');
    const fresh = new Set(added.map((row) => row.name));
    const grants = roles.flatMap((role) =>
      defaultGrants(role)
        .filter((permission) => fresh.has(permission))
        .map((permission) => ({ role, permission })),
    );
    if (grants.length > 0) await trx('role_permissions').insert(grants).onConflict(['role', 'permission']).ignore();
    await trx('permissions').whereNotIn('name', permissionNames).delete();
    return [...fresh];
  });
}

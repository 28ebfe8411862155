import {
  errorCodes,
  isGrantable,
  isLockedGrant,
  permissionCatalogue,
  permissionNames,
  roleNames,
  roleServerMessages,
  roles,
  type PermissionName,
  type ReplaceRolePermissionsRequest,
  type ResponseOf,
  type Role,
  type RolePermission,
  type RoleSummary,
} from '@cloudexperts/domain';
import type { Knex } from 'knex';
import type { Auth } from '../../auth/sessions.ts';
import { recordSecurityEvent } from '../../auth/securityEvents.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { grantsOf, roleRow, roleRows, usersWithRole, writeGrants } from './roles.repository.ts';

const grantableCount = (role: Role) => permissionNames.filter((permission) => isGrantable(permission, role)).length;

/** `GET /roles` (/roles): the five in the spec's order, with their user and permission counts. */
export async function listRoles(db: Knex): Promise<ResponseOf<'roles'>> {
  const rows = new Map((await roleRows(db)).map((row) => [row.id, row]));
  return {
    roles: roles.map((role): RoleSummary => {
      const row = rows.get(role);
      return {
        id: role,
        name: roleNames[role],
        users: row?.users ?? 0,
        granted: row?.granted ?? 0,
        grantable: grantableCount(role),
        version: row?.version ?? 1,
      };
    }),
  };
}

function permissionsOf(role: Role, granted: Set<PermissionName>): RolePermission[] {
  return permissionNames.map((name) => {
    const { group, label, description } = permissionCatalogue[name];
    return {
      name,
      group,
      label,
      description,
      granted: granted.has(name),
      grantable: isGrantable(name, role),
      locked: isLockedGrant(role, name),
    };
  });
}

/** `GET /roles/{id}/permissions` (/roles-permission/:id): every permission, granted or not, grantable or not. */
export async function rolePermissions(db: Knex, role: Role): Promise<ResponseOf<'rolePermissions'>> {
  const row = await roleRow(db, role);
  if (!row) throw new AppError(404, errorCodes.notFound, roleServerMessages.roleNotFound);
  const granted = await grantsOf(db, role);
  return {
    role: {
      id: role,
      name: roleNames[role],
      users: await usersWithRole(db, role),
      granted: granted.size,
      grantable: grantableCount(role),
      version: row.version,
    },
    permissions: permissionsOf(role, granted),
  };
}

/**
 * `PUT /roles/{id}/permissions`: the role's grants become exactly `permissions`. In one
 * transaction on the locked role row: the version must be the one the admin edited (else 409,
 * nothing written: two admins saving at once are serialised by the lock and the second is told to
 * reload), every name must be grantable to the role (422, field `permissions.N`), the locked grants
 * stay (422), then the grants added and removed, the version bumped and a security event with who
 * did it. It applies at the next request of every user of the role, in every API process (the
 * permission is read at each call).
 */
export async function replaceRolePermissions(
  db: Knex,
  admin: Auth,
  role: Role,
  body: ReplaceRolePermissionsRequest,
  ip: string,
  now = new Date(),
): Promise<ResponseOf<'replaceRolePermissions'>> {
  const wanted = new Set(body.permissions);
  const fields: Record<string, string> = {};
  body.permissions.forEach((permission, index) => {
    if (!isGrantable(permission, role)) {
      fields[`permissions.${String(index)}`] ??= roleServerMessages.notGrantable(
        permissionCatalogue[permission].label,
        role,
      );
    }
  });
  for (const permission of permissionNames) {
    if (isLockedGrant(role, permission) && !wanted.has(permission)) {
      fields['permissions'] ??= roleServerMessages.lockedGrant(permissionCatalogue[permission].label, role);
    }
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);

  await db.transaction(async (trx) => {
    const row = await roleRow(trx, role, true);
    if (!row) throw new AppError(404, errorCodes.notFound, roleServerMessages.roleNotFound);
    if (row.version !== body.version) throw new AppError(409, errorCodes.conflict, roleServerMessages.staleVersion);
    const held = await grantsOf(trx, role);
    const add = [...wanted].filter((permission) => !held.has(permission));
    const remove = [...held].filter((permission) => !wanted.has(permission));
    await writeGrants(trx, role, { add, remove }, admin.user.id, now);
    await recordSecurityEvent(trx, {
      userId: admin.user.id,
      kind: 'role_permissions_changed',
      ip,
      detail: { role, granted: add.join(','), revoked: remove.join(','), by_admin: admin.user.id },
    });
  });
  return { ...(await rolePermissions(db, role)), message: roleServerMessages.saved(role) };
}

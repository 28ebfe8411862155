import type { PermissionName, Role } from '@cloudexperts/domain';
import type { Knex } from 'knex';

/** Whether the role holds the permission now (one indexed row; read at every call that needs one). */
export async function roleHolds(db: Knex, role: Role, permission: PermissionName): Promise<boolean> {
  const row = await db('role_permissions').where({ role, permission }).first<{ role: string } | undefined>('role');
  return row !== undefined;
}

export interface RoleRow {
  id: Role;
  version: number;
}

export async function roleRows(db: Knex): Promise<(RoleRow & { users: number; granted: number })[]> {
  const rows = await db('roles as r')
    .select(
      'r.id',
      'r.version',
      db('users as u').count('*').whereRaw('u.role = r.id').as('users'),
      db('role_permissions as g').count('*').whereRaw('g.role = r.id').as('granted'),
    )
    .orderBy('r.id');
  return (rows as { id: Role; version: number | string; users: number | string; granted: number | string }[]).map(
    (row) => ({ id: row.id, version: Number(row.version), users: Number(row.users), granted: Number(row.granted) }),
  );
}

export async function roleRow(db: Knex, role: Role, lock = false): Promise<RoleRow | undefined> {
  const query = db('roles').where({ id: role }).first<RoleRow | undefined>('id', 'version');
  const row = await (lock ? query.forUpdate() : query);
  return row && { id: row.id, version: row.version };
}

export async function usersWithRole(db: Knex, role: Role): Promise<number> {
  const row = await db('users').where({ role }).count<{ count: string | number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

export async function grantsOf(db: Knex, role: Role): Promise<Set<PermissionName>> {
  const rows = await db('role_permissions').where({ role }).select<{ permission: PermissionName }[]>('permission');
  return new Set(rows.map((row) => row.permission));
}

/** Replaces the role's grants with `next` (the caller holds the role's row lock) and bumps its version. */
export async function writeGrants(
  trx: Knex.Transaction,
  role: Role,
  change: { add: PermissionName[]; remove: PermissionName[] },
  by: number,
  now: Date,
): Promise<number> {
  if (change.remove.length > 0)
    await trx('role_permissions').where({ role }).whereIn('permission', change.remove).delete();
  if (change.add.length > 0) {
    await trx('role_permissions').insert(
      change.add.map((permission) => ({ role, permission, granted_by: by, granted_at: now })),
    );
  }
  const [row] = await trx('roles')
    .where({ id: role })
    .update({ version: trx.raw('version + 1'), updated_at: now, updated_by: by })
    .returning<{ version: number }[]>('version');
  return Number(row?.version);
}

import type { Knex } from 'knex';

export async function serverVersion(db: Knex): Promise<string> {
  const result = await db.raw<{ rows: Array<{ version: string }> }>(
    `select current_setting('server_version') as version`,
  );
  return result.rows[0]?.version ?? 'unknown';
}

export async function appliedMigrationCount(db: Knex): Promise<number> {
  const row = await db('knex_migrations').count<Array<{ count: string | number }>>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

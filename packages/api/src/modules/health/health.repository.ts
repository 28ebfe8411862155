import type { Knex } from 'knex';

/** Reads the migrations table: proves the database answers and says how far the schema is. */
export async function appliedMigrationCount(db: Knex): Promise<number> {
  const row = await db('knex_migrations').count<Array<{ count: string | number }>>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

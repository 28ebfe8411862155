// The Postgres database at scale the API benches run on: DATABASE_URL, migrated, and filled by
// seedScale.ts first when it has fewer than 50,000 jobs (~30 s). Exits with how to make one when
// DATABASE_URL is not set.
import { migrateToLatest, openDatabase, type Database } from '../packages/api/src/db/database.ts';
import { seedDemoData } from '../packages/api/src/db/seed.ts';
import { scaleDefaults, scaleNowFromEnvironment, seedScale } from '../packages/api/src/db/seedScale.ts';

export interface ScaleDatabase {
  databaseUrl: string;
  database: Database;
  /** The first row's `count` of a counting query. */
  count: (sql: string) => Promise<number>;
}

export async function openScaleDatabase(bench: string, measures: string): Promise<ScaleDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      `bench:${bench} measures ${measures}: set DATABASE_URL, e.g.\n` +
        "  psql -h 127.0.0.1 -U postgres -c 'create database scale'\n" +
        `  DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale pnpm bench:${bench}\n` +
        '(an empty database is migrated and filled by seed:scale first).',
    );
    process.exit(1);
  }
  const database = openDatabase({ databaseUrl });
  const knex = database.knex;
  await migrateToLatest(knex);
  const count = async (sql: string) =>
    Number((await knex.raw<{ rows: Array<{ count: string }> }>(sql)).rows[0]?.count ?? 0);
  if ((await count('select count(*) from jobs')) < scaleDefaults.jobs) {
    console.log(
      `Fewer than ${String(scaleDefaults.jobs)} jobs: seeding at scale first (pnpm seed:scale does the same)`,
    );
    const now = scaleNowFromEnvironment();
    await seedDemoData(knex, { now });
    await seedScale(knex, { now, onProgress: (message) => console.log(`  ${message}`) });
  }
  return { databaseUrl, database, count };
}

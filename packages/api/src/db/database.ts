import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseKind } from '@cloudexperts/domain';
import type { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { migrations } from './migrations/index.ts';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** Human-readable location, for the start-up banner (never includes a password). */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A Postgres connection string; without it PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; `undefined` keeps PGlite in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite already opened (tests start theirs from a migrated copy); it is closed with the database. */
  pglite?: PGlite | undefined;
}

function describeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return `Postgres at ${parsed.host}${parsed.pathname}`;
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const knex = knexFactory({ client: 'pg', connection: options.databaseUrl, pool: { min: 0, max: 10 } });
    return { knex, kind: 'postgres', location: describeUrl(options.databaseUrl), close: () => knex.destroy() };
  }
  // knex-pglite takes an open PGlite as `connection.pglite`, or opens one at `filename`.
  let connection: Knex.StaticConnectionConfig | { pglite: PGlite } = {};
  let location = 'PGlite in memory';
  if (options.pglite) {
    connection = { pglite: options.pglite };
  } else if (options.dataDir) {
    const filename = join(options.dataDir, 'pglite');
    mkdirSync(filename, { recursive: true });
    connection = { filename };
    location = `PGlite in ${filename}`;
  }
  const knex = knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    // knex's types know only its own drivers' settings.
    connection: connection as Knex.StaticConnectionConfig,
  });
  return { knex, kind: 'pglite', location, close: () => knex.destroy() };
}

const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: () => Promise.resolve(migrations.map(([name]) => name)),
  getMigrationName: (name) => name,
  getMigration: (name) => {
    const found = migrations.find(([candidate]) => candidate === name);
    if (!found) throw new Error(`Unknown migration ${name}`);
    return Promise.resolve(found[1]);
  },
};

/** Brings the schema up to date; returns the names applied by this call. */
export async function migrateToLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

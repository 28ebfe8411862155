import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import knexFactory from 'knex';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import './provided.ts';

/**
 * `TEST_DB=postgres` (the default): a throwaway database on the server at 127.0.0.1:5432 (or
 * `TEST_DATABASE_URL`), created for this run and dropped after it.
 * `TEST_DB=pglite`: the test process opens one in-memory PGlite, started from a copy of one
 * migrated here (every migration, from an empty database, once per run), and every file shares it
 * as they share the Postgres database (helpers.ts, `openTestDatabase`).
 */
export const testDatabaseKinds = ['postgres', 'pglite'] as const;

export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DB ?? 'postgres';
  if (!(testDatabaseKinds as readonly string[]).includes(kind)) {
    throw new Error(`TEST_DB must be one of ${testDatabaseKinds.join(', ')}, got "${kind}"`);
  }
  project.provide('pgliteTemplate', null);
  if (kind === 'pglite') {
    project.provide('databaseUrl', null);
    const pglite = new PGlite();
    const database = openDatabase({ pglite });
    try {
      await migrateToLatest(database.knex);
      const dump = await pglite.dumpDataDir('none');
      const dir = mkdtempSync(join(tmpdir(), 'cloudexperts-pglite-'));
      const template = join(dir, 'migrated.tar');
      writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
      project.provide('pgliteTemplate', template);
      return () => rmSync(dir, { recursive: true, force: true });
    } finally {
      await database.close();
    }
  }
  const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `cloudexperts_test_${Date.now()}_${process.pid}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl.toString(), pool: { min: 0, max: 1 } });
  try {
    await admin.raw('create database ??', [name]);
  } catch (error) {
    await admin.destroy();
    throw new Error(
      `Could not create a test database on ${serverUrl.host}: ${(error as Error).message}. ` +
        'Start Postgres (pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.',
      { cause: error },
    );
  }
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  project.provide('databaseUrl', databaseUrl.toString());

  return async () => {
    await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.destroy();
  };
}

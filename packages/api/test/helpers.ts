import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createLogger } from '../src/logger.ts';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import './provided.ts';
import { createApp, type CreateAppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase, type Database } from '../src/db/database.ts';
import { resolveSecrets, type Secrets } from '../src/secrets.ts';

/** The run's PGlite, opened once per test process (the files share it, as they share Postgres). */
let sharedPglite: Promise<Database> | undefined;

async function openSharedPglite(template: string): Promise<Database> {
  const database = openDatabase({ pglite: new PGlite({ loadDataDir: new Blob([readFileSync(template)]) }) });
  await migrateToLatest(database.knex);
  return database;
}

/**
 * The database of this run: the throwaway Postgres database, or one in-memory PGlite started from
 * the run's migrated copy (globalSetup.ts). Either way every file of the run shares it, as a
 * deployment's processes share one database: tests make their own rows (unique emails) and never
 * count what they did not write. Starting a PGlite costs ~0.7 s, which every server of the suite
 * paid before (about a minute of it). Closing the PGlite one does nothing; it goes with the process.
 */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (template) {
    const shared = await (sharedPglite ??= openSharedPglite(template));
    return { ...shared, close: () => Promise.resolve() };
  }
  const database = openDatabase({ databaseUrl: inject('databaseUrl') ?? undefined });
  await migrateToLatest(database.knex);
  return database;
}

export interface TestServer {
  origin: string;
  /** The HTTP server itself (the live notification tests attach their WebSocket feed to it). */
  http: Server;
  database: Database;
  secrets: Secrets;
  close(): Promise<void>;
}

/** The real Koa app on an ephemeral port, talking to the run's database. */
export async function startTestServer(
  options: Partial<Omit<CreateAppOptions, 'database'>> = {},
  /** Another database than the run's (the fault tests' own Postgres server); closed with the server. */
  ownDatabase?: Database,
): Promise<TestServer> {
  const database = ownDatabase ?? (await openTestDatabase());
  // Every request comes from 127.0.0.1 and the files share one database: each server starts with
  // the per-address and per-account limits afresh, as one new visitor would (a file that
  // exhausts a limit does it after its server starts).
  await database.knex('rate_limits').delete();
  const config = options.config ?? loadConfig({ NODE_ENV: 'test' });
  const secrets = options.secrets ?? resolveSecrets({ env: 'test', dataDir: '' });
  const app = createApp({ ...options, config, secrets, database, logger: options.logger ?? createLogger('silent') });
  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    http: server,
    database,
    secrets,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/**
 * A test file's server (or a describe block's): started before its tests and closed after them,
 * with the rate limits cleared before each test, since every file calls from 127.0.0.1 on one
 * shared database. The answer stands for the server once it has started: use it in hooks and tests.
 * Files whose server's options are made in a hook start their own with `startTestServer`.
 */
export function useTestServer(options: Partial<Omit<CreateAppOptions, 'database'>> = {}): TestServer {
  let started: TestServer | undefined;
  const current = () => {
    if (!started) throw new Error('The test server starts in beforeAll: use it in a hook or a test.');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  // Registered before the file's own hooks, so it runs after them (Vitest's default hook order).
  afterAll(() => current().close());
  beforeEach(async () => {
    await current().database.knex('rate_limits').delete();
  });
  return {
    get origin() {
      return current().origin;
    },
    get http() {
      return current().http;
    },
    get database() {
      return current().database;
    },
    get secrets() {
      return current().secrets;
    },
    close: () => current().close(),
  };
}

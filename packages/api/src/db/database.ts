import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseKind } from '@cloudexperts/domain';
import type { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import { syncPermissionCatalogue } from './permissionCatalogue.ts';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** Human-readable location, for the start-up banner (never includes a password). */
  location: string;
  close(): Promise<void>;
  /**
   * Hears the NOTIFYs of `channel` (sent by any process on this database, each delivered once its
   * transaction commits). On Postgres it holds a connection of its own and, when that connection
   * drops, reconnects by itself (250 ms, doubling to 5 s) and calls `onReconnect`: what was sent
   * meanwhile is lost, so the listener catches up from its data. Resolves once listening; the
   * function it gives stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** A Postgres connection string; without it PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; `undefined` keeps PGlite in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite already opened (tests start theirs from a migrated copy); it is closed with the database. */
  pglite?: PGlite | undefined;
}

/** How long a request may wait on Postgres before it is answered 503 (http/errors.ts). */
export const postgresTimeouts = { connectMs: 3000, acquireMs: 10_000 } as const;

/**
 * knex's own logging, less its line per failed connection: while the server is away every request
 * would print one, and each is already answered 503 and logged once by the API's error handler.
 */
const connectionLossLines = ['Connection Error:', 'Acquire connection error'];
const quiet = (write: (message: unknown) => void) => (message: unknown) => {
  const text = message instanceof Error ? message.message : String(message);
  if (!connectionLossLines.some((line) => text.startsWith(line))) write(message);
};
const quietOnConnectionLoss = {
  warn: quiet((message) => console.warn(message)),
  error: quiet((message) => console.error(message)),
};

function describeUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return `Postgres at ${parsed.host}${parsed.pathname}`;
}

export function openDatabase(options: DatabaseOptions): Database {
  const { databaseUrl } = options;
  if (databaseUrl) {
    const knex = knexFactory({
      client: 'pg',
      // A server that does not answer fails the connect in 3 s, not at the operating system's
      // timeout; one that refuses fails at once (knex passes the pool's create error on).
      connection: { connectionString: databaseUrl, connectionTimeoutMillis: postgresTimeouts.connectMs },
      // A request waits at most this long for a pooled connection, then is answered 503.
      acquireConnectionTimeout: postgresTimeouts.acquireMs,
      pool: { min: 0, max: 10 },
      log: quietOnConnectionLoss,
    });
    return {
      knex,
      kind: 'postgres',
      location: describeUrl(databaseUrl),
      close: () => knex.destroy(),
      listen: (channel, onPayload, onReconnect) => listenOnPostgres(databaseUrl, channel, onPayload, onReconnect),
    };
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
  return {
    knex,
    kind: 'pglite',
    location,
    close: () => knex.destroy(),
    listen: async (channel, onPayload) => {
      // knex-pglite opens (or takes) the one PGlite when the client is made; its NOTIFYs reach
      // listeners of the same instance, the only process there is.
      const { pglite } = knex.client as { pglite: PGlite };
      const stop = await pglite.listen(channel, onPayload);
      return () => stop();
    },
  };
}

async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: (() => void) | undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = 250;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    // A dropped connection (a restart, a network cut) ends in 'error', 'end' or both: one retry.
    const lost = () => {
      if (client !== next || stopped) return;
      client = undefined;
      void next.end().catch(() => undefined);
      scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      throw error;
    }
  };
  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          retryMs = 250;
          onReconnect?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, 5_000);
          scheduleRetry();
        },
      );
    }, retryMs);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
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

/**
 * Brings the schema up to date, then the permission catalogue (new permissions with their default
 * grants); returns the names of the migrations applied by this call.
 */
export async function migrateToLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  await syncPermissionCatalogue(knex);
  return applied;
}

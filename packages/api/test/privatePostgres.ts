import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A Postgres server of a test's own (initdb, pg_ctl) on a free port of 127.0.0.1, for the fault
 * tests that stop and start the server: the run's shared server cannot be restarted under the
 * other files. Built from the machine's Postgres binaries (Debian's `postgresql`, which the project
 * runs on); as root, the server runs as the `postgres` user (Postgres refuses root).
 */
export interface PrivatePostgres {
  /** A connection string to the database `name` (create it with `createDatabase`). */
  url(name: string): string;
  createDatabase(name: string): Promise<void>;
  /** Fast shutdown: sessions are ended (57P01), new connections refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its files. */
  destroy(): Promise<void>;
}

function binDirectory(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'pg_ctl')));
  if (!found) throw new Error('No Postgres binaries under /usr/lib/postgresql: install postgresql or set PG_BIN.');
  return found;
}

/** A port nothing listens on now (the OS's next ephemeral one). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDirectory();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'cloudexperts-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  // Asynchronous: the API under test runs in this process and must go on answering meanwhile.
  const run = async (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]]
      : [join(bin, tool), args];
    await promisify(execFile)(command, commandArgs, { cwd: dir });
  };
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-N', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  const url = (name: string) => `postgres://postgres@127.0.0.1:${String(port)}/${name}`;
  return {
    url,
    createDatabase: (name) =>
      run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', `create database "${name}"`]),
    stop,
    start,
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The API (as the test server runs it) on a new database of a private Postgres server, its rate
 * limits scaled (the fault tests write faster than a person). Close the server, then destroy the
 * Postgres server, in `afterAll`.
 */
export async function serverOnPrivatePostgres(name: string): Promise<{
  postgres: PrivatePostgres;
  server: TestServer;
  databaseUrl: string;
}> {
  const postgres = await startPrivatePostgres();
  try {
    await postgres.createDatabase(name);
    const databaseUrl = postgres.url(name);
    const database = openDatabase({ databaseUrl });
    await migrateToLatest(database.knex);
    const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MULTIPLIER: '1000' });
    return { postgres, server: await startTestServer({ config }, database), databaseUrl };
  } catch (error) {
    await postgres.destroy();
    throw error;
  }
}

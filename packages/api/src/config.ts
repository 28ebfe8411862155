import { join, resolve } from 'node:path';

/** The checkout's root: the API serves the built app and Storybook from here. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

export const environments = ['development', 'test', 'production'] as const;
export type Environment = (typeof environments)[number];

export interface Config {
  env: Environment;
  host: string;
  port: number;
  /** A Postgres server; when absent the embedded PGlite in {@link Config.dataDir} is used. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files (and, later, generated development secrets and uploads). */
  dataDir: string;
  /** Built front ends served by the same process; a missing folder is simply not served. */
  staticDirs: { app: string; storybook: string };
  logLevel: string;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseEnvironment(value: string | undefined): Environment {
  const env = value ?? 'development';
  if (!(environments as readonly string[]).includes(env)) {
    throw new Error(`NODE_ENV must be one of ${environments.join(', ')}, got "${env}"`);
  }
  return env as Environment;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnvironment(source.NODE_ENV);
  return {
    env,
    host: source.HOST ?? '0.0.0.0',
    port: parsePort(source.PORT),
    databaseUrl: source.DATABASE_URL || undefined,
    dataDir: resolve(source.DATA_DIR ?? join(repoRoot, '.data')),
    staticDirs: {
      app: resolve(source.APP_DIST_DIR ?? join(repoRoot, 'packages/app/dist')),
      storybook: resolve(source.STORYBOOK_DIST_DIR ?? join(repoRoot, 'dist/storybook')),
    },
    logLevel: source.LOG_LEVEL ?? (env === 'test' ? 'silent' : 'info'),
  };
}

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
  /** Where people open the app; mailed links start with it. */
  publicUrl: string | undefined;
  /** Scales every rate limit (benches raise it). */
  rateLimitMultiplier: number;
  /** A hosted captcha's verify URL and secret; without them the built-in challenge is used. */
  captcha: { verifyUrl: string; secret: string } | undefined;
  /** OpenID Connect settings per provider (production social login). */
  oidc: { google?: OidcSettings; facebook?: OidcSettings };
}

export interface OidcSettings {
  issuer: string;
  jwksUrl: string;
  audience: string;
}

function parseMultiplier(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const multiplier = Number(value);
  if (!Number.isFinite(multiplier) || multiplier <= 0) {
    throw new Error(`RATE_LIMIT_MULTIPLIER must be a positive number, got "${value}"`);
  }
  return multiplier;
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
  if (env === 'production' && !source.PUBLIC_URL) {
    // Mailed links would otherwise follow the request's Host header, which a client can forge.
    throw new Error('Refusing to start in production without PUBLIC_URL (the origin of mailed links).');
  }
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
    publicUrl: source.PUBLIC_URL || undefined,
    rateLimitMultiplier: parseMultiplier(source.RATE_LIMIT_MULTIPLIER),
    captcha:
      source.CAPTCHA_VERIFY_URL && source.CAPTCHA_SECRET
        ? { verifyUrl: source.CAPTCHA_VERIFY_URL, secret: source.CAPTCHA_SECRET }
        : undefined,
    oidc: {
      ...(source.GOOGLE_CLIENT_ID
        ? {
            google: {
              issuer: 'https://accounts.google.com',
              jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
              audience: source.GOOGLE_CLIENT_ID,
            },
          }
        : {}),
      ...(source.FACEBOOK_APP_ID
        ? {
            facebook: {
              issuer: 'https://www.facebook.com',
              jwksUrl: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
              audience: source.FACEBOOK_APP_ID,
            },
          }
        : {}),
    },
  };
}

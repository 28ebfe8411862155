import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { aiProblemsInProduction, parseAiConfig, type AiSettings } from './adapters/aiConfig.ts';
import { parseGeocoderConfig, type GeocoderSettings } from './adapters/geocoderConfig.ts';
import { parseMeetingsConfig, type MeetingSettings } from './adapters/meetingsConfig.ts';
import { parsePaymentsConfig, paymentsProblemsInProduction, type PaymentSettings } from './adapters/paymentsConfig.ts';
import { captchaProblemsInProduction, parseCaptchaConfig, type CaptchaSettings } from './adapters/captchaConfig.ts';
import { parseStorageConfig, storageProblemsInProduction, type StorageSettings } from './adapters/storageConfig.ts';
import { deliveryProblemsInProduction, parseDeliveryConfig, type DeliveryConfig } from './delivery/config.ts';

/** The checkout's root: the API serves the built app and Storybook from here. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

export const environments = ['development', 'test', 'production'] as const;
export type Environment = (typeof environments)[number];

export interface Config {
  env: Environment;
  /**
   * Demo mode: development on the embedded database (the two-command `npm start`), and tests. Only
   * here do the demo accounts, the development identity provider and the dev mailbox exist.
   */
  demo: boolean;
  /** The interface to listen on: 127.0.0.1 unless HOST says otherwise. */
  host: string;
  port: number;
  /** A Postgres server; when absent the embedded PGlite in {@link Config.dataDir} is used. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files, generated development secrets and (the demo's) uploads. */
  dataDir: string;
  /** Built front ends served by the same process; a missing folder is simply not served. */
  staticDirs: { app: string; storybook: string };
  logLevel: string;
  /** Where people open the app; mailed links start with it. */
  publicUrl: string | undefined;
  /** Scales every rate limit (benches raise it). */
  rateLimitMultiplier: number;
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For (TRUST_PROXY). 0, the
   * default, trusts no header: the client is the socket's address.
   */
  trustProxy: number;
  /** Minutes a session may go unused before it ends (SESSION_IDLE_TIMEOUT_MINUTES; 0, the default: off). */
  sessionIdleTimeoutMinutes: number;
  /**
   * Seconds the public listings' answers are shared (PUBLIC_LISTING_CACHE_SECONDS; http/listingCache.ts):
   * 5 by default, 0 (off) in tests, which write rows behind the API's back.
   */
  publicListingCacheSeconds: number;
  /** The built-in question (the default) or Cloudflare Turnstile (CAPTCHA_PROVIDER; adapters/captchaConfig.ts). */
  captcha: CaptchaSettings;
  /** OpenID Connect settings per provider (production social login). */
  oidc: { google?: OidcSettings; facebook?: OidcSettings };
  /** How mail and SMS leave the outbox: SMTP, the SMS API or the dev mailbox (delivery/config.ts). */
  delivery: DeliveryConfig;
  /** Where uploaded files are kept: DATA_DIR/uploads, or an S3 bucket (adapters/storageConfig.ts). */
  storage: StorageSettings;
  /** The AI helpers: the offline composer (the default) or a hosted model (adapters/aiConfig.ts). */
  ai: AiSettings;
  /** Reverse geocoding: the bundled borders (the default) or a Nominatim service (adapters/geocoderConfig.ts). */
  geocoder: GeocoderSettings;
  /** Interview meetings: the app's own page (the default) or Google Calendar/Meet (adapters/meetingsConfig.ts). */
  meetings: MeetingSettings;
  /** Cards: the offline sandbox (the default) or Stripe by its keys (adapters/paymentsConfig.ts). */
  payments: PaymentSettings;
}

export interface OidcSettings {
  issuer: string;
  jwksUrl: string;
  audience: string;
  authorizationUrl: string;
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

function parseHops(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY must be the number of proxy hops in front of the app (0 to 10), got "${value}"`);
  }
  return hops;
}

function parseListingCacheSeconds(value: string | undefined, env: Environment): number {
  if (value === undefined || value === '') return env === 'test' ? 0 : 5;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 300) {
    throw new Error(`PUBLIC_LISTING_CACHE_SECONDS must be a number of seconds from 0 (off) to 300, got "${value}"`);
  }
  return seconds;
}

function parseMinutes(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new Error(`SESSION_IDLE_TIMEOUT_MINUTES must be a whole number of minutes (0 for none), got "${value}"`);
  }
  return minutes;
}

function parseEnvironment(value: string | undefined): Environment {
  const env = value ?? 'development';
  if (!(environments as readonly string[]).includes(env)) {
    throw new Error(`NODE_ENV must be one of ${environments.join(', ')}, got "${env}"`);
  }
  return env as Environment;
}

/**
 * The settings: the environment, over the file CONFIG_FILE names (dotenv format: `NAME=value`
 * lines), so a deployment can keep its settings in one file.
 */
export function settingsFrom(source: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (!source.CONFIG_FILE) return source;
  let text: string;
  try {
    text = readFileSync(source.CONFIG_FILE, 'utf8');
  } catch (error) {
    throw new Error(`CONFIG_FILE names "${source.CONFIG_FILE}", which cannot be read: ${(error as Error).message}`, {
      cause: error,
    });
  }
  return { ...parseEnv(text), ...source };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnvironment(source.NODE_ENV);
  const databaseUrl = source.DATABASE_URL || undefined;
  const dataDir = resolve(source.DATA_DIR ?? join(repoRoot, '.data'));
  return {
    env,
    demo: env === 'test' || (env === 'development' && databaseUrl === undefined),
    host: source.HOST || '127.0.0.1',
    port: parsePort(source.PORT),
    databaseUrl,
    dataDir,
    staticDirs: {
      app: resolve(source.APP_DIST_DIR ?? join(repoRoot, 'packages/app/dist')),
      storybook: resolve(source.STORYBOOK_DIST_DIR ?? join(repoRoot, 'dist/storybook')),
    },
    logLevel: source.LOG_LEVEL ?? (env === 'test' ? 'silent' : 'info'),
    publicUrl: source.PUBLIC_URL || undefined,
    rateLimitMultiplier: parseMultiplier(source.RATE_LIMIT_MULTIPLIER),
    trustProxy: parseHops(source.TRUST_PROXY),
    sessionIdleTimeoutMinutes: parseMinutes(source.SESSION_IDLE_TIMEOUT_MINUTES),
    publicListingCacheSeconds: parseListingCacheSeconds(source.PUBLIC_LISTING_CACHE_SECONDS, env),
    captcha: parseCaptchaConfig(source),
    delivery: parseDeliveryConfig(source),
    storage: parseStorageConfig(source, dataDir),
    ai: parseAiConfig(source),
    geocoder: parseGeocoderConfig(source),
    meetings: parseMeetingsConfig(source),
    payments: parsePaymentsConfig(source),
    oidc: {
      ...(source.GOOGLE_CLIENT_ID
        ? {
            google: {
              issuer: source.GOOGLE_ISSUER || 'https://accounts.google.com',
              jwksUrl: source.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
              audience: source.GOOGLE_CLIENT_ID,
              authorizationUrl: source.GOOGLE_AUTHORIZATION_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
            },
          }
        : {}),
      ...(source.FACEBOOK_APP_ID
        ? {
            facebook: {
              issuer: source.FACEBOOK_ISSUER || 'https://www.facebook.com',
              jwksUrl: source.FACEBOOK_JWKS_URL || 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
              audience: source.FACEBOOK_APP_ID,
              authorizationUrl: source.FACEBOOK_AUTHORIZATION_URL || 'https://www.facebook.com/v21.0/dialog/oauth',
            },
          }
        : {}),
    },
  };
}

/** Secrets shorter than this are refused in production. */
export const MIN_SECRET_LENGTH = 32;

/**
 * What a production start lacks, one line per setting, naming it and why it is needed; empty when
 * the process may start. Production never runs a development adapter: the development identity
 * provider is never built there, and the built-in captcha, the embedded database and the dev
 * mailbox are refused here by requiring their real counterparts.
 */
export function productionProblems(config: Config, source: NodeJS.ProcessEnv): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  const secret = (name: string, purpose: string) => {
    if ((source[name] ?? '').length < MIN_SECRET_LENGTH) {
      problems.push(`${name}: a random secret of at least ${MIN_SECRET_LENGTH} characters (${purpose})`);
    }
  };
  secret('TOKEN_SECRET', 'signs access tokens and keys the digests of codes and links');
  secret('CAPTCHA_TOKEN_SECRET', 'signs solved-captcha tokens');
  if (!config.publicUrl) {
    problems.push("PUBLIC_URL: where people open the app; mailed links start with it (never the request's Host)");
  }
  if (!config.databaseUrl) {
    problems.push('DATABASE_URL: a Postgres server (the embedded database is for the demo only)');
  }
  problems.push(...captchaProblemsInProduction(config.captcha));
  problems.push(...deliveryProblemsInProduction(config.delivery));
  problems.push(...storageProblemsInProduction(config.storage));
  problems.push(...aiProblemsInProduction(config.ai));
  problems.push(...paymentsProblemsInProduction(config.payments));
  if (!config.oidc.google && !config.oidc.facebook) {
    problems.push('GOOGLE_CLIENT_ID or FACEBOOK_APP_ID: a real identity provider for social sign-in');
  }
  return problems;
}

/** Thrown when production settings are missing; its message lists each. */
export class ConfigurationError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      ['Refusing to start in production. Missing or unsafe settings:', ...problems.map((line) => `  - ${line}`)].join(
        '\n',
      ),
    );
    this.name = 'ConfigurationError';
    this.problems = problems;
  }
}

/** The configuration of a process that serves: production settings checked, all problems at once. */
export function loadServingConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const settings = settingsFrom(source);
  const config = loadConfig(settings);
  const problems = productionProblems(config, settings);
  if (problems.length > 0) throw new ConfigurationError(problems);
  return config;
}

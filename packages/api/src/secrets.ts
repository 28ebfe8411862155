import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';

/** The instance's signing keys. */
export interface Secrets {
  /** Signs access tokens (HS256). */
  tokenSecret: string;
  /** Signs the built-in captcha's tokens. */
  captchaSecret: string;
  /** Signs the development identity provider's id tokens (never used in production). */
  devIdentitySecret: string;
  /** Keys the digests of one-time codes and link tokens (derived from the token secret). */
  digestKey: string;
}

/** A key of its own for digests, so no stored value is ever keyed with the signing key itself. */
const deriveDigestKey = (tokenSecret: string) =>
  createHmac('sha256', tokenSecret).update('cloudexperts: one-time code and link token digests').digest('base64url');

const withDigestKey = (secrets: Omit<Secrets, 'digestKey'>): Secrets => ({
  ...secrets,
  digestKey: deriveDigestKey(secrets.tokenSecret),
});

const MIN_LENGTH = 32;
const generate = () => randomBytes(32).toString('base64url');

/**
 * Production: from the environment, and the process refuses to start without them. Development:
 * generated once per data directory (kept in `secrets.json` there, mode 600), so tokens survive a
 * restart. Tests: fresh random ones.
 */
export function resolveSecrets(
  config: Pick<Config, 'env' | 'dataDir'>,
  source: NodeJS.ProcessEnv = process.env,
): Secrets {
  if (config.env === 'production') {
    const tokenSecret = source.TOKEN_SECRET ?? '';
    const captchaSecret = source.CAPTCHA_TOKEN_SECRET ?? '';
    const missing = [
      tokenSecret.length < MIN_LENGTH && 'TOKEN_SECRET',
      captchaSecret.length < MIN_LENGTH && 'CAPTCHA_TOKEN_SECRET',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(
        `Refusing to start in production without ${missing.join(' and ')} (at least ${MIN_LENGTH} characters each).`,
      );
    }
    return withDigestKey({ tokenSecret, captchaSecret, devIdentitySecret: '' });
  }
  if (config.env === 'test')
    return withDigestKey({ tokenSecret: generate(), captchaSecret: generate(), devIdentitySecret: generate() });

  const file = join(config.dataDir, 'secrets.json');
  const stored = storedSecrets(file);
  if (stored) return stored;
  const generated = { tokenSecret: generate(), captchaSecret: generate(), devIdentitySecret: generate() };
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // Created, never replaced: of two processes starting on one data directory, the second reads
    // the first's secrets (else each would refuse the other's tokens).
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    const raced = (error as { code?: unknown }).code === 'EEXIST' ? storedSecrets(file) : undefined;
    if (raced) return raced;
    if ((error as { code?: unknown }).code !== 'EEXIST') throw error;
    // An unreadable or partial file from before: replaced, as it always was.
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return withDigestKey(generated);
}

/** The secrets kept in a development data directory, if the file is there and whole. */
function storedSecrets(file: string): Secrets | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (stored.tokenSecret && stored.captchaSecret && stored.devIdentitySecret) {
      return withDigestKey({
        tokenSecret: stored.tokenSecret,
        captchaSecret: stored.captchaSecret,
        devIdentitySecret: stored.devIdentitySecret,
      });
    }
  } catch {
    // Half written by a process starting at the same moment, or damaged: treated as missing.
  }
  return undefined;
}

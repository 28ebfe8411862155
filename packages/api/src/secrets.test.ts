import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdapters } from './adapters/index.ts';
import { loadConfig, productionProblems } from './config.ts';
import { resolveSecrets } from './secrets.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('secrets', () => {
  it('refuses to start in production without its secrets, naming them', () => {
    expect(() => resolveSecrets({ env: 'production', dataDir: tempDir() }, {})).toThrow(
      /Refusing to start in production without TOKEN_SECRET and CAPTCHA_TOKEN_SECRET/,
    );
    expect(() =>
      resolveSecrets(
        { env: 'production', dataDir: tempDir() },
        { TOKEN_SECRET: 'short', CAPTCHA_TOKEN_SECRET: 'x'.repeat(40) },
      ),
    ).toThrow(/TOKEN_SECRET \(at least 32/);
  });

  it('takes them from the environment in production', () => {
    const secrets = resolveSecrets(
      { env: 'production', dataDir: tempDir() },
      { TOKEN_SECRET: 't'.repeat(32), CAPTCHA_TOKEN_SECRET: 'c'.repeat(32) },
    );
    expect(secrets).toMatchObject({ tokenSecret: 't'.repeat(32), captchaSecret: 'c'.repeat(32) });
  });

  it('generates development secrets once per data directory, private to the owner', () => {
    const dataDir = tempDir();
    const first = resolveSecrets({ env: 'development', dataDir }, {});
    const second = resolveSecrets({ env: 'development', dataDir }, {});
    expect(second).toEqual(first);
    expect(first.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(resolveSecrets({ env: 'development', dataDir: tempDir() }, {})).not.toEqual(first);
  });

  it('never uses the development identity provider in production, nor the built-in captcha when a hosted one is set', () => {
    const secrets = resolveSecrets({ env: 'test', dataDir: '' });
    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://cloudexperts.example',
      CAPTCHA_PROVIDER: 'turnstile',
      TURNSTILE_SITE_KEY: 'site-key',
      TURNSTILE_SECRET: 's',
    });
    const adapters = createAdapters(production, secrets);
    expect(adapters.identity.kind).toBe('oidc');
    expect('challenge' in adapters.captcha).toBe(false);
    expect(createAdapters(loadConfig({ NODE_ENV: 'development' }), secrets).identity.kind).toBe('development');
  });
});

describe('production configuration', () => {
  it('refuses to start without PUBLIC_URL, so mailed links never follow a forged Host header', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production' }), {});
    expect(problems.some((line) => line.startsWith('PUBLIC_URL:'))).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://cloudexperts.example' }).publicUrl).toBe(
      'https://cloudexperts.example',
    );
  });
});

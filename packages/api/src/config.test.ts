import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ConfigurationError,
  loadConfig,
  loadServingConfig,
  productionProblems,
  repoRoot,
  settingsFrom,
} from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, PGlite in .data, uploads beside it and development mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      dataDir: `${repoRoot}/.data`,
      storage: { driver: 'disk', dir: `${repoRoot}/.data/uploads` },
    });
    expect(loadConfig({ DATA_DIR: '/srv/cloudexperts' }).storage).toEqual({
      driver: 'disk',
      dir: '/srv/cloudexperts/uploads',
    });
  });

  it('uses a Postgres server when DATABASE_URL names one, and ignores an empty one', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).databaseUrl).toBe('postgres://db/app');
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses a PORT or NODE_ENV it cannot use, saying why', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number from 0 to 65535, got "eighty"');
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV must be one of/);
  });

  it('listens on 127.0.0.1 unless HOST opens it to a network', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('is the demo only in development on the embedded database (and in tests)', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/app' }).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).demo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demo).toBe(false);
  });

  it('trusts X-Forwarded-For only for the configured number of proxy hops', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be the number of proxy hops/);
  });

  it('reads settings from the file CONFIG_FILE names, the environment winning', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'config-')), 'production.env');
    writeFileSync(file, 'PUBLIC_URL=https://from-file.example\nPORT=4000\n');
    const settings = settingsFrom({ CONFIG_FILE: file, PORT: '5000' });
    expect(loadConfig(settings)).toMatchObject({ publicUrl: 'https://from-file.example', port: 5000 });
    expect(() => settingsFrom({ CONFIG_FILE: '/nonexistent/settings.env' })).toThrow(/CONFIG_FILE names/);
  });
});

describe('a production start', () => {
  it('lists every missing setting at once, naming each', () => {
    let error: unknown;
    try {
      loadServingConfig({ NODE_ENV: 'production' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    const names = (error as ConfigurationError).problems.map((line) => line.split(':')[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        'TOKEN_SECRET',
        'CAPTCHA_TOKEN_SECRET',
        'PUBLIC_URL',
        'DATABASE_URL',
        'GOOGLE_CLIENT_ID or FACEBOOK_APP_ID',
        'STORAGE_DRIVER=s3 with S3_BUCKET and S3_REGION',
        'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
      ]),
    );
    expect((error as Error).message).toMatch(/^Refusing to start in production\. Missing or unsafe settings:/);
  });

  it('refuses a short (default-looking) secret', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production' }), { TOKEN_SECRET: 'changeme' });
    expect(problems.some((line) => line.startsWith('TOKEN_SECRET:'))).toBe(true);
  });

  it('never applies outside production', () => {
    expect(productionProblems(loadConfig({}), {})).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, PGlite in .data and development mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      dataDir: `${repoRoot}/.data`,
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
});

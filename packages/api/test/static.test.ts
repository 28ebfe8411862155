import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestServer, type TestServer } from './helpers.ts';

describe('serving the built app and Storybook from the API process', () => {
  let server: TestServer;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-'));
    const app = join(root, 'app');
    const storybook = join(root, 'storybook');
    mkdirSync(join(app, 'assets'), { recursive: true });
    mkdirSync(storybook, { recursive: true });
    writeFileSync(join(app, 'index.html'), '<!doctype html><title>app shell</title>');
    writeFileSync(join(app, 'assets', 'main-abc123.js'), 'console.log(1)');
    // The build writes a precompressed copy beside each text asset (packages/app/build/precompress.ts).
    writeFileSync(join(app, 'assets', 'big-abc123.js'), 'console.log("x");'.repeat(200));
    writeFileSync(join(app, 'assets', 'big-abc123.js.br'), brotliCompressSync('console.log("x");'.repeat(200)));
    writeFileSync(join(storybook, 'index.html'), '<!doctype html><title>storybook</title>');
    writeFileSync(join(storybook, 'index.json'), '{"v":5,"entries":{}}');
    const config = loadConfig({ NODE_ENV: 'test', APP_DIST_DIR: app, STORYBOOK_DIST_DIR: storybook });
    server = await startTestServer({ config, serveFrontEnds: true });
  });
  afterAll(() => server.close());

  it('serves the app shell at / with revalidation', async () => {
    const response = await fetch(`${server.origin}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('app shell');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers client-side routes with the app shell, so the router can show them', async () => {
    const response = await fetch(`${server.origin}/some/client/route`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('app shell');
  });

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const asset = await fetch(`${server.origin}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${server.origin}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });

  it('sends the precompressed copy to a browser that accepts it, and the plain file otherwise', async () => {
    const { request } = await import('node:http');
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      request(`${server.origin}/assets/big-abc123.js`, { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
    expect(raw.encoding).toBe('br');
    expect(brotliDecompressSync(raw.body).toString()).toBe('console.log("x");'.repeat(200));
    const plain = await fetch(`${server.origin}/assets/big-abc123.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("x");'.repeat(200));
  });

  it('serves Storybook under /storybook and redirects the bare path', async () => {
    const redirect = await fetch(`${server.origin}/storybook`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/storybook/');
    const index = await fetch(`${server.origin}/storybook/index.json`);
    expect(await index.json()).toEqual({ v: 5, entries: {} });
  });

  it('never answers an API path with the app shell', async () => {
    const response = await fetch(`${server.origin}/api/v1/unknown`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

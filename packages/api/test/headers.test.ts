import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { redactPath, redactQuery } from '../src/http/requestLog.ts';
import { securityHeaders } from '../src/http/securityHeaders.ts';
import { redactedPaths } from '../src/logger.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { createUser, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy as a map of directive to its sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

// Inline elements as the builds write them (Storybook's pages carry several; the app's has none
// today, but a build that inlines one must still pass).
const appScript = 'window.__boot = 1;';
const appStyle = 'body{margin:0}';
const managerScript = "\n      window['FEATURES'] = {};\n    ";
const managerModule = "\n      import './sb-manager/runtime.js';\n    ";
const previewScript = "\r\n      window.CONFIG_TYPE = 'PRODUCTION';\r\n    ";

describe(`security headers on ${kind}`, () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'headers-'));
    const app = join(root, 'app');
    const storybook = join(root, 'storybook');
    mkdirSync(app, { recursive: true });
    mkdirSync(storybook, { recursive: true });
    writeFileSync(
      join(app, 'index.html'),
      `<!doctype html><head><script type="module" src="/assets/index.js"></script><script>${appScript}</script><style>${appStyle}</style></head><body><div id="root"></div></body>`,
    );
    writeFileSync(
      join(storybook, 'index.html'),
      `<!doctype html><link href="./sb-manager/runtime.js" rel="modulepreload" /><script>${managerScript}</script><script type="module">${managerModule}</script>`,
    );
    writeFileSync(
      join(storybook, 'iframe.html'),
      `<!doctype html><head><script type="module" src="./vite-inject-mocker-entry.js"></script><script>${previewScript}</script></head>`,
    );
    const logger = pino(
      { level: 'info', redact: { paths: redactedPaths, censor: '[redacted]' } },
      { write: (line: string) => void lines.push(line) },
    );
    const config = loadConfig({ NODE_ENV: 'test', APP_DIST_DIR: app, STORYBOOK_DIST_DIR: storybook });
    server = await startTestServer({ config, serveFrontEnds: true, logger });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    // Login, confirmation and code calls are rate limited per IP, and every test file calls from 127.0.0.1.
    await server.database.knex('rate_limits').delete();
  });

  it('gives the app its policy: own origin only, the build’s inline script and style by hash, never framed', async () => {
    for (const path of ['/', '/login_page/some-token', '/no/such/page']) {
      const response = await fetch(`${server.origin}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status).toBe(200);
      const policy = policyOf(response);
      const nonce = /<meta property="csp-nonce" nonce="([\w+/=]+)">/.exec(await response.text())?.[1];
      expect(nonce).toBeDefined();
      expect(Object.fromEntries(policy)).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", sha256(appScript)],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", sha256(appStyle), `'nonce-${nonce}'`],
        'style-src-attr': ["'none'"],
        'img-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('puts a fresh style nonce in each app shell, for the styles React Aria injects, and none elsewhere', async () => {
    const nonces = new Set<string>();
    for (let load = 0; load < 3; load += 1) {
      const response = await fetch(`${server.origin}/`);
      const html = await response.text();
      // In <head>, before anything else, where React Aria's getNonce() finds it.
      const nonce = /^<!doctype html><head><meta property="csp-nonce" nonce="([\w+/=]{24})"><script/.exec(html)?.[1];
      expect(nonce, html).toBeDefined();
      expect(policyOf(response).get('style-src')).toContain(`'nonce-${nonce}'`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      nonces.add(nonce ?? '');
    }
    expect(nonces.size).toBe(3);
    const storybook = await fetch(`${server.origin}/storybook/`);
    expect(await storybook.text()).not.toContain('csp-nonce');
    expect(policyOf(storybook).get('style-src')?.join(' ')).not.toContain('nonce-');
    const api = await fetch(`${server.origin}/api/v1/health`);
    expect(api.headers.get('content-security-policy')).not.toContain('nonce-');
  });

  it('gives Storybook its looser policy: its inline scripts by hash, inline styles, its worker, framing itself', async () => {
    for (const path of ['/storybook/', '/storybook/iframe.html']) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.status).toBe(200);
      const policy = policyOf(response);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      // The parser reads CRLF as LF before the browser hashes a script.
      expect(policy.get('script-src')).toEqual([
        "'self'",
        sha256(managerScript),
        sha256(managerModule),
        sha256(previewScript.replaceAll('\r\n', '\n')),
      ]);
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('worker-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('gives API answers the strictest policy and no caching', async () => {
    const response = await fetch(`${server.origin}/api/v1/health`);
    expect(Object.fromEntries(policyOf(response))).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the common headers everywhere, and no HSTS outside production', async () => {
    for (const path of ['/', '/storybook/', '/api/v1/health']) {
      const response = await fetch(`${server.origin}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      // The app keeps the link to the social sign-in popup it opens.
      expect(response.headers.get('cross-origin-opener-policy')).toBe(
        path === '/' ? 'same-origin-allow-popups' : 'same-origin',
      );
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('server')).toBeNull();
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('lets the social sign-in popup come back to its opener: the callback page keeps the opener group', async () => {
    const response = await fetch(`${server.origin}/social-callback.html`);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(Object.fromEntries(policyOf(response))['frame-ancestors']).toEqual(["'none'"]);
  });

  it('shows no server or runtime version in /health, body or headers', async () => {
    const response = await fetch(`${server.origin}/api/v1/health`);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: 'ok',
      database: { kind, migrations: expect.any(Number) as number },
      uptimeSeconds: expect.any(Number) as number,
    });
    expect(text).not.toMatch(/version|node|\d+\.\d+/i);
    const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
    expect(headers).not.toMatch(/^(server|x-powered-by|x-runtime|x-version):/im);
    expect(headers).not.toContain(process.version);
  });

  it('never writes a token, code, password, answer or Authorization header to the request log', async () => {
    const user = await createUser(server);
    const sessionToken = await tokenFor(server, user);
    const linkToken = 'Zk9rWl8tY2xvdWRleHBlcnRzLWxpbmstdG9rZW4tMDE';
    const secrets = [
      user.password,
      sessionToken,
      linkToken,
      'confirm-secret',
      '493817',
      'my-secret-answer',
      'captcha-secret',
    ];
    lines.length = 0;
    const call = (path: string, init: RequestInit = {}) => fetch(`${server.origin}${path}`, init).then((r) => r.text());
    await call('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, captcha_token: 'captcha-secret' }),
    });
    await call('/api/v1/verify_code?code=493817', { headers: { authorization: `Bearer ${sessionToken}` } });
    await call('/api/v1/confirm_email?confirmation_token=confirm-secret');
    await call('/api/v1/security_questions/1/verify_answer', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionToken}` },
      body: JSON.stringify({ answer: 'my-secret-answer' }),
    });
    await call(`/login_page/${linkToken}`, { headers: { Accept: 'text/html' } });
    await call(`/reset-password/${linkToken}`, { headers: { Accept: 'text/html' } });
    await call(`/?account=login&redirect=/login_page/${linkToken}`, { headers: { Accept: 'text/html' } });
    await call(`/api/v1/users/${sessionToken}`);

    const records = lines.map(
      (line) => JSON.parse(line) as Record<string, unknown> & { path?: string; query?: string },
    );
    const requests = records.filter((record) => record.msg === 'request');
    expect(requests).toHaveLength(8);
    const log = lines.join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/authorization|bearer/i);
    expect(requests.map(({ path, query }) => (query ? `${path}?${query}` : path))).toEqual([
      '/api/v1/login',
      '/api/v1/verify_code?code=[redacted]',
      '/api/v1/confirm_email?confirmation_token=[redacted]',
      '/api/v1/security_questions/1/verify_answer',
      '/login_page/[redacted]',
      '/reset-password/[redacted]',
      '/?account=login&redirect=/login_page/[redacted]',
      '/api/v1/users/[redacted]',
    ]);
    // Only these fields: never a body, a header or a cookie.
    const fields = new Set([
      'level',
      'time',
      'pid',
      'hostname',
      'msg',
      'requestId',
      'method',
      'path',
      'query',
      'status',
      'ms',
    ]);
    for (const record of requests) expect(Object.keys(record).filter((key) => !fields.has(key))).toEqual([]);
  });
});

describe('request log redaction', () => {
  it('keeps paths that hold no secret: ids, UUIDs, hashed asset names', () => {
    for (const path of [
      '/api/v1/users/42/user_details',
      '/confirm-your-email/17',
      '/api/v1/users/0b6f4a8e-3c1d-4f2a-9e7b-5d8c2a1f6e90',
      '/assets/Toast.css.ts.vanilla-UHGGnR4S.js',
      '/storybook/sb-addons/storybook-core-server-presets-0/common-manager-bundle.js',
      '/login_page/',
    ]) {
      expect(redactPath(path)).toBe(path);
    }
  });

  it('replaces the values of secret-named parameters and keeps the others', () => {
    expect(redactQuery('')).toBe('');
    expect(redactQuery('data=aws&page=2&q=a%20b')).toBe('data=aws&page=2&q=a%20b');
    expect(redactQuery('redirect=%2Freset-password%2Fabc')).toBe('redirect=/reset-password/[redacted]');
    expect(
      redactQuery('code=123456&otp=1&reset_password_token=a&id_token=b&password=c&answer=d&api_key=e&state=f'),
    ).toBe(
      'code=[redacted]&otp=[redacted]&reset_password_token=[redacted]&id_token=[redacted]&password=[redacted]&answer=[redacted]&api_key=[redacted]&state=f',
    );
  });
});

describe('HSTS', () => {
  /** The middleware alone in a Koa app that trusts X-Forwarded-Proto, as production behind a proxy does. */
  async function serve(production: boolean) {
    const app = new Koa({ proxy: true });
    app.use(securityHeaders({ production }));
    app.use((ctx) => {
      ctx.body = { ok: true };
    });
    const server: Server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    return {
      hsts: async (path: string, proto?: string) =>
        (
          await fetch(`http://127.0.0.1:${port}${path}`, { headers: proto ? { 'X-Forwarded-Proto': proto } : {} })
        ).headers.get('strict-transport-security'),
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('is sent in production on a request that came over TLS, on every surface', async () => {
    const server = await serve(true);
    try {
      for (const path of ['/', '/storybook/', '/api/v1/health']) {
        expect(await server.hsts(path, 'https')).toBe('max-age=31536000; includeSubDomains');
        expect(await server.hsts(path, 'http')).toBeNull();
        expect(await server.hsts(path)).toBeNull();
      }
    } finally {
      await server.close();
    }
  });

  it('is sent by the app in production behind a trusted proxy that says the request came over TLS', async () => {
    const server = await startTestServer({
      config: { ...loadConfig({ NODE_ENV: 'test' }), env: 'production', trustProxy: 1 },
    });
    try {
      const hsts = async (proto: string) =>
        (await fetch(`${server.origin}/api/v1/health`, { headers: { 'X-Forwarded-Proto': proto } })).headers.get(
          'strict-transport-security',
        );
      expect(await hsts('https')).toBe('max-age=31536000; includeSubDomains');
      expect(await hsts('http')).toBeNull();
    } finally {
      await server.close();
    }
  });

  it('is never sent outside production, even over TLS', async () => {
    const server = await serve(false);
    try {
      expect(await server.hsts('/', 'https')).toBeNull();
    } finally {
      await server.close();
    }
  });
});

describe('hosted services in the app policy', () => {
  it('adds a hosted captcha’s origins to the app’s script and frame sources only', async () => {
    const app = new Koa();
    const turnstile = 'https://challenges.cloudflare.com';
    app.use(
      securityHeaders({
        production: false,
        sources: { script: [turnstile], frame: [turnstile], connect: ['https://id.example'] },
      }),
    );
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const server: Server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const page = policyOf(await fetch(`http://127.0.0.1:${port}/`));
      expect(page.get('script-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
      expect(page.get('style-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[\w+/=]{24}'$/) as string]);
      expect(page.get('frame-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
      expect(page.get('connect-src')).toEqual(["'self'", 'https://id.example']);
      expect(page.get('frame-ancestors')).toEqual(["'none'"]);
      const storybook = policyOf(await fetch(`http://127.0.0.1:${port}/storybook/`));
      expect(storybook.get('script-src')).toEqual(["'self'"]);
      const api = policyOf(await fetch(`http://127.0.0.1:${port}/api/v1/health`));
      expect(api.get('script-src')).toBeUndefined();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

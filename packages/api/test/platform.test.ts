import { endpoints, type Role } from '@cloudexperts/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { redactedPaths } from '../src/logger.ts';
import { signAccessToken } from '../src/auth/tokens.ts';
import { revokeSession } from '../src/auth/sessions.ts';
import { enforceRateLimits } from '../src/http/rateLimit.ts';
import { startTestServer, useTestServer, type TestServer } from './helpers.ts';
import { createUser, rawCall, tokenFor } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

/** The payload of a JWT, unverified (to tamper with it). */
function payloadOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe(`access tokens and sessions on ${kind}`, () => {
  const server = useTestServer();

  const me = (token?: string) => rawCall(server, 'GET', '/current_user_details', token ? { token } : {});

  it('answers a live token', async () => {
    const user = await createUser(server);
    const response = await me(await tokenFor(server, user));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: user.email });
  });

  it("refuses a private call without a token: 401 'Not an authorized user'", async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'unauthenticated', message: 'Not an authorized user' } });
  });

  it("refuses a revoked session: 401 'Invalid user'", async () => {
    const user = await createUser(server);
    const token = await tokenFor(server, user);
    await revokeSession(server.database.knex, String(payloadOf(token).sid));
    const response = await me(token);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { message: 'Invalid user' } });
  });

  it("refuses an expired token: 401 'Signature has expired'", async () => {
    const user = await createUser(server);
    const live = await tokenFor(server, user);
    const { sid } = payloadOf(live);
    const expired = await signAccessToken(
      { sub: user.uuid, sid: String(sid), role: user.role },
      server.secrets.tokenSecret,
      new Date(Date.now() - 60_000),
    );
    const response = await me(expired);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { message: 'Signature has expired' } });
  });

  it("refuses a tampered token (role raised to admin), a foreign signature and garbage: 'Invalid segment encoding'", async () => {
    const user = await createUser(server, { role: 'freelancer' });
    const token = await tokenFor(server, user);
    const [header, , signature] = token.split('.');
    const raised = Buffer.from(JSON.stringify({ ...payloadOf(token), role: 'admin' satisfies Role })).toString(
      'base64url',
    );
    const foreign = await signAccessToken(
      { sub: user.uuid, sid: String(payloadOf(token).sid), role: user.role },
      'a-different-secret-of-enough-length-000',
      new Date(Date.now() + 60_000),
    );
    for (const bad of [`${header ?? ''}.${raised}.${signature ?? ''}`, foreign, 'not-a-token', `${token}x`]) {
      const response = await me(bad);
      expect(response.status, bad).toBe(401);
      expect(response.body).toMatchObject({ error: { message: 'Invalid segment encoding' } });
    }
  });

  it("refuses a token whose user no longer holds its role, or was deactivated: 'Invalid user'", async () => {
    const user = await createUser(server, { role: 'freelancer' });
    const token = await tokenFor(server, user);
    await server.database.knex('users').where({ id: user.id }).update({ role: 'project_manager' });
    expect((await me(token)).body).toMatchObject({ error: { message: 'Invalid user' } });
    const other = await createUser(server);
    const otherToken = await tokenFor(server, other);
    await server.database.knex('users').where({ id: other.id }).update({ status: 'banned' });
    expect((await me(otherToken)).body).toMatchObject({ error: { message: 'Invalid user' } });
  });

  it('ignores a stale token on a public call rather than refusing it', async () => {
    const response = await rawCall(server, 'GET', '/countries', { token: 'stale.token.here' });
    expect(response.status).toBe(200);
  });
});

describe(`request bodies, headers and limits on ${kind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('reads URL-encoded and multipart bodies as well as JSON (the validation messages prove the fields arrived)', async () => {
    const form = new URLSearchParams({ challenge_id: 'x', answer: '1' });
    const encoded = await rawCall(server, 'POST', '/captcha', {
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(encoded.status).toBe(422);
    expect(Object.keys((encoded.body as { error: { fields: object } }).error.fields)).toEqual(['challenge_id']);
    const multipart = new FormData();
    multipart.append('challenge_id', 'x');
    multipart.append('answer', '1');
    const parted = await rawCall(server, 'POST', '/captcha', { body: multipart });
    expect(parted.status).toBe(422);
    expect(Object.keys((parted.body as { error: { fields: object } }).error.fields)).toEqual(['challenge_id']);
  });

  it('answers 400 for broken JSON, 415 for an unknown body type and 413 for a body over 1 MB, each in the envelope', async () => {
    const broken = await rawCall(server, 'POST', '/captcha', {
      body: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ error: { code: 'bad_request' } });
    const xml = await rawCall(server, 'POST', '/captcha', {
      body: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    const huge = await rawCall(server, 'POST', '/captcha', {
      body: JSON.stringify({ answer: 'x'.repeat(1024 * 1024 + 1) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
  });

  it('sets the security headers on API answers', async () => {
    const response = await rawCall(server, 'GET', '/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('counts hits per key in a fixed window, refuses the one over the limit with a retry time, and opens a new window', async () => {
    const knex = server.database.knex;
    const rule = { name: 'test', key: `k-${Date.now()}`, limit: 2, windowMs: 60_000 };
    await enforceRateLimits(knex, [rule]);
    await enforceRateLimits(knex, [rule]);
    const refused = await enforceRateLimits(knex, [rule]).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60);
    await knex('rate_limits')
      .where({ key: `test:${rule.key}` })
      .update({ window_ends_at: new Date(Date.now() - 1000) });
    await expect(enforceRateLimits(knex, [rule])).resolves.toBeUndefined();
    // The multiplier scales the limit (the benches raise it).
    await expect(enforceRateLimits(knex, [rule, rule], 2)).resolves.toBeUndefined();
  });

  it('serves the OpenAPI document of every call in the table', async () => {
    const response = await rawCall(server, 'GET', '/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(endpoints).sort());
    expect(document.paths['/users/{id}/user_details']?.get).toMatchObject({ security: [{ bearer: [] }] });
    // A money call says it needs an Idempotency-Key; others do not.
    const fund = document.paths['/milestones/{id}/fund']?.post as
      { 'x-idempotent'?: boolean; parameters: Array<{ name: string; in: string; required: boolean }> } | undefined;
    expect(fund?.['x-idempotent']).toBe(true);
    expect(fund?.parameters).toContainEqual({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description: expect.any(String) as unknown,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
    expect(document.paths['/contracts/{id}/milestones']?.get).not.toHaveProperty('x-idempotent');
    // The permission a call needs besides its roles (issue 19); none on one's own account.
    expect(document.paths['/jobs']?.post).toMatchObject({
      'x-roles': ['project_manager'],
      'x-permission': 'jobs.post',
    });
    expect(document.paths['/users/{id}/user_details']?.get).not.toHaveProperty('x-permission');
  });
});

describe(`what reaches the logs on ${kind}`, () => {
  it('logs one line per request with its id, and never a password, token or code', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'debug', redact: { paths: redactedPaths, censor: '[redacted]' } },
      { write: (line: string) => void lines.push(line) },
    );
    const server = await startTestServer({ logger });
    try {
      const user = await createUser(server);
      const token = await tokenFor(server, user);
      await rawCall(server, 'POST', '/login', {
        body: new URLSearchParams({
          email: user.email,
          password: user.password,
          captcha_token: 'captcha-secret-token',
        }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      await rawCall(server, 'GET', '/verify_code?code=493817', { token });
      await rawCall(server, 'GET', '/confirm_email?confirmation_token=link-secret-token');
      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(log).toContain('"path":"/api/v1/login"');
      expect(log).toMatch(/"requestId":"[0-9a-f-]{36}"/);
      for (const secret of [user.password, token, 'captcha-secret-token', '493817', 'link-secret-token']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await server.close();
    }
  });
});

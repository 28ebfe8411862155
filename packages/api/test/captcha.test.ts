import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loginMessages, serverMessages } from '@cloudexperts/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  captchaTimings,
  createBuiltInCaptcha,
  createTurnstileCaptcha,
  deleteExpiredCaptchaChallenges,
} from '../src/adapters/captcha.ts';
import { parseCaptchaConfig, type TurnstileSettings } from '../src/adapters/captchaConfig.ts';
import { loadConfig } from '../src/config.ts';
import { startTestServer, useTestServer, type TestServer } from './helpers.ts';
import { clientFor, createUser, rawCall, solveCaptcha } from './support.ts';

const kind = inject('databaseUrl') ? 'postgres' : 'pglite';

describe(`the built-in captcha on ${kind}`, () => {
  const server = useTestServer();
  const db = () => server.database.knex;

  it('tells the client to show the built-in question', async () => {
    expect(await clientFor(server).captchaConfig()).toEqual({ kind: 'builtin' });
  });

  it('gives a question whose right answer yields a token the server accepts once', async () => {
    const token = await solveCaptcha(server);
    const captcha = createBuiltInCaptcha(server.secrets.captchaSecret);
    expect(await captcha.verify(db(), token, '127.0.0.1')).toEqual({ ok: true });
    expect(await captcha.verify(db(), token, '127.0.0.1')).toMatchObject({ ok: false, reason: 'refused' });
  });

  it('spends the question on a wrong answer: 422 with the message, and the right answer no longer works', async () => {
    const challenge = await clientFor(server).captchaChallenge();
    const wrong = await rawCall(server, 'POST', '/captcha', {
      json: { challenge_id: challenge.challenge_id, answer: '999' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ error: { message: 'That answer is not right. Please try the new question.' } });
    const again = await rawCall(server, 'POST', '/captcha', {
      json: { challenge_id: challenge.challenge_id, answer: '2' },
    });
    expect(again.status).toBe(422);
  });

  it('refuses a forged token', async () => {
    const captcha = createBuiltInCaptcha('another-secret-entirely-000000000');
    const forged = await captcha.verify(db(), await solveCaptcha(server), '127.0.0.1');
    expect(forged).toMatchObject({ ok: false, reason: 'refused' });
  });

  it('refuses an answer to a question past its expiry', async () => {
    const challenge = await clientFor(server).captchaChallenge();
    await db()('captcha_challenges')
      .where({ id: challenge.challenge_id })
      .update({ expires_at: db().raw("now() - interval '1 second'") });
    const late = await rawCall(server, 'POST', '/captcha', {
      json: { challenge_id: challenge.challenge_id, answer: '2' },
    });
    expect(late.status).toBe(422);
  });

  it('checks the shape of an answer before anything else (422 for a non-uuid challenge)', async () => {
    const bad = await rawCall(server, 'POST', '/captcha', { json: { challenge_id: 'nope', answer: '3' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      error: { code: 'validation_failed', fields: { challenge_id: expect.any(String) as unknown } },
    });
  });

  describe('expired questions are deleted', () => {
    /** A question row that expired `secondsAgo` seconds ago. */
    async function questionExpired(secondsAgo: number): Promise<string> {
      const [row] = await db()('captcha_challenges')
        .insert({ answer_hash: 'x', expires_at: db().raw(`now() - interval '${secondsAgo} seconds'`) })
        .returning<Array<{ id: string }>>('id');
      if (!row) throw new Error('insert returned nothing');
      return row.id;
    }
    const remaining = async (ids: string[]) =>
      (await db()('captcha_challenges').whereIn('id', ids).pluck<string[]>('id')).sort();

    it('when a new question is issued, keeping those a solved token may still redeem', async () => {
      const longGone = await questionExpired(captchaTimings.tokenSeconds + 3600);
      const justGone = await questionExpired(captchaTimings.tokenSeconds + 1);
      // Expired, but a token solved in its last second is good for tokenSeconds more.
      const inGrace = await questionExpired(captchaTimings.tokenSeconds - 30);
      const fresh = await clientFor(server).captchaChallenge();
      expect(await remaining([longGone, justGone, inGrace, fresh.challenge_id])).toEqual(
        [inGrace, fresh.challenge_id].sort(),
      );
    });

    it('in bounded batches, oldest first', async () => {
      await deleteExpiredCaptchaChallenges(db(), 10_000);
      const oldest = await questionExpired(captchaTimings.tokenSeconds + 300);
      const older = await questionExpired(captchaTimings.tokenSeconds + 200);
      const old = await questionExpired(captchaTimings.tokenSeconds + 100);
      expect(await deleteExpiredCaptchaChallenges(db(), 2)).toBe(2);
      expect(await remaining([oldest, older, old])).toEqual([old]);
      expect(await deleteExpiredCaptchaChallenges(db(), 2)).toBe(1);
      expect(await remaining([oldest, older, old])).toEqual([]);
    });
  });
});

/** What the fake siteverify saw of one call. */
interface SiteverifyCall {
  contentType: string | undefined;
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  idempotencyKey: string | null;
}

const SECRET = 'turnstile-test-secret';
const GOOD_TOKEN = 'good.turnstile.token';

/**
 * A local stand-in for Cloudflare's siteverify (developers.cloudflare.com/turnstile/get-started/
 * server-side-validation/): accepts GOOD_TOKEN once (a reuse is `timeout-or-duplicate`, as the
 * provider answers), refuses any other token, and refuses another secret. `mode` makes it fail
 * the way a provider can: drop the connection, answer 500, answer HTML.
 */
async function startFakeSiteverify() {
  const calls: SiteverifyCall[] = [];
  const spent = new Set<string>();
  const state = { mode: 'normal' as 'normal' | 'drop' | 'http500' | 'html', hostname: 'cloudexperts.test', action: '' };
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  };
  const server: Server = createServer((request, response) => {
    void read(request).then((form) => {
      const call = {
        contentType: request.headers['content-type'],
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
        idempotencyKey: form.get('idempotency_key'),
      };
      calls.push(call);
      if (state.mode === 'drop') {
        request.socket.destroy();
        return;
      }
      if (state.mode === 'http500') {
        response.writeHead(500).end('upstream trouble');
        return;
      }
      if (state.mode === 'html') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Just a moment…</html>');
        return;
      }
      const answer = (body: object) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (call.secret !== SECRET) return answer({ success: false, 'error-codes': ['invalid-input-secret'] });
      if (call.response !== GOOD_TOKEN) return answer({ success: false, 'error-codes': ['invalid-input-response'] });
      if (spent.has(call.response)) return answer({ success: false, 'error-codes': ['timeout-or-duplicate'] });
      spent.add(call.response);
      return answer({
        success: true,
        'error-codes': [],
        challenge_ts: new Date().toISOString(),
        hostname: state.hostname,
        action: state.action,
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    url: `${origin}/turnstile/v0/siteverify`,
    origin,
    calls,
    state,
    /** Forget spent tokens and calls between tests. */
    reset() {
      calls.length = 0;
      spent.clear();
      state.mode = 'normal';
      state.hostname = 'cloudexperts.test';
      state.action = '';
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe(`Cloudflare Turnstile on ${kind}`, () => {
  let siteverify: Awaited<ReturnType<typeof startFakeSiteverify>>;
  let server: TestServer;
  let settings: TurnstileSettings;

  beforeAll(async () => {
    siteverify = await startFakeSiteverify();
    const env = {
      NODE_ENV: 'test',
      CAPTCHA_PROVIDER: 'turnstile',
      TURNSTILE_SITE_KEY: '0x4AAAAAAAtest-site-key',
      TURNSTILE_SECRET: SECRET,
      TURNSTILE_VERIFY_URL: siteverify.url,
      TURNSTILE_SCRIPT_URL: `${siteverify.origin}/turnstile/v0/api.js?render=explicit`,
    };
    const config = loadConfig(env);
    if (config.captcha.provider !== 'turnstile') throw new Error('expected Turnstile settings');
    settings = config.captcha;
    server = await startTestServer({ config });
  });
  afterAll(async () => {
    await server.close();
    await siteverify.close();
  });
  beforeEach(async () => {
    siteverify.reset();
    await server.database.knex('rate_limits').delete();
  });

  const login = (email: string, password: string, captchaToken: string) =>
    rawCall(server, 'POST', '/login', {
      body: new URLSearchParams({ email, password, captcha_token: captchaToken }),
    });

  it('tells the client to show Turnstile, with the site key and the script URL (never the secret)', async () => {
    const answer = await rawCall(server, 'GET', '/captcha/config');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      kind: 'turnstile',
      site_key: '0x4AAAAAAAtest-site-key',
      script_url: `${siteverify.origin}/turnstile/v0/api.js?render=explicit`,
    });
    expect(JSON.stringify(answer.body)).not.toContain(SECRET);
  });

  it('has no built-in question to ask or answer', async () => {
    expect((await rawCall(server, 'GET', '/captcha')).status).toBe(404);
    expect(
      (
        await rawCall(server, 'POST', '/captcha', {
          json: { challenge_id: '6f1d8f2e-3c1b-4a47-9d53-0b6a1f0f2a10', answer: '7' },
        })
      ).status,
    ).toBe(404);
  });

  it("logs in with a token siteverify accepts, posting the secret, the token and the visitor's IP", async () => {
    const user = await createUser(server);
    const answer = await login(user.email, user.password, GOOD_TOKEN);
    expect(answer.status).toBe(200);
    expect(siteverify.calls).toEqual([
      {
        contentType: expect.stringContaining('application/x-www-form-urlencoded') as unknown,
        secret: SECRET,
        response: GOOD_TOKEN,
        remoteip: expect.stringMatching(/127\.0\.0\.1$/) as unknown,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      },
    ]);
  });

  it('refuses a token siteverify refuses, and a reused one: 422 on the captcha field', async () => {
    const user = await createUser(server);
    const forged = await login(user.email, user.password, 'forged.token');
    expect(forged.status).toBe(422);
    expect(forged.body).toMatchObject({
      error: { code: 'captcha_required', fields: { captcha_token: loginMessages.captchaRequired } },
    });
    expect((await login(user.email, user.password, GOOD_TOKEN)).status).toBe(200);
    const reused = await login(user.email, user.password, GOOD_TOKEN);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error: { fields: { captcha_token: loginMessages.captchaRequired } } });
  });

  it('guards the project enquiry the same way', async () => {
    const enquiry = (captchaToken: string) =>
      rawCall(server, 'POST', '/talk_to_experts', {
        json: {
          name: 'Ada Lovelace',
          email: 'ada.turnstile@example.test',
          company: 'Analytical Engines',
          message: 'We need an Azure architect for a three month migration.',
          captcha_token: captchaToken,
        },
      });
    expect((await enquiry('forged.token')).status).toBe(422);
    expect((await enquiry(GOOD_TOKEN)).status).toBe(201);
    expect((await enquiry(GOOD_TOKEN)).status).toBe(422);
  });

  it('never asks siteverify about a token longer than Turnstile gives', async () => {
    const user = await createUser(server);
    expect((await login(user.email, user.password, 'x'.repeat(2049))).status).toBe(422);
    expect(siteverify.calls).toEqual([]);
  });

  describe('when siteverify cannot say (503 with a clear message, never a 500 and never a pass)', () => {
    for (const mode of ['drop', 'http500', 'html'] as const) {
      it(`${mode}: tried twice with one idempotency key, then 503`, async () => {
        siteverify.state.mode = mode;
        const user = await createUser(server);
        const answer = await login(user.email, user.password, GOOD_TOKEN);
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({
          error: { code: 'captcha_unavailable', message: serverMessages.captchaUnavailable },
        });
        expect(siteverify.calls).toHaveLength(2);
        expect(siteverify.calls[0]?.idempotencyKey).toBe(siteverify.calls[1]?.idempotencyKey);
      });
    }

    it('nothing listening at the verify URL', async () => {
      const closed = await startFakeSiteverify();
      await closed.close();
      const verifier = createTurnstileCaptcha({ ...settings, verifyUrl: closed.url });
      expect(await verifier.verify(server.database.knex, GOOD_TOKEN, '127.0.0.1')).toMatchObject({
        ok: false,
        reason: 'unavailable',
      });
    });

    it('a slow provider times out', async () => {
      const slowFetch = ((_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        })) as typeof fetch;
      const verifier = createTurnstileCaptcha(settings, { fetch: slowFetch, timeoutMs: 20 });
      expect(await verifier.verify(server.database.knex, GOOD_TOKEN, '127.0.0.1')).toMatchObject({
        ok: false,
        reason: 'unavailable',
      });
    });

    it('our secret refused (a misconfiguration): 503 at once, no second try', async () => {
      const wrongSecret = createTurnstileCaptcha({ ...settings, secret: 'not-the-secret' });
      expect(await wrongSecret.verify(server.database.knex, GOOD_TOKEN, '127.0.0.1')).toMatchObject({
        ok: false,
        reason: 'unavailable',
        detail: 'siteverify: invalid-input-secret',
      });
      expect(siteverify.calls).toHaveLength(1);
    });
  });

  it('checks the hostname and the action when they are configured', async () => {
    const bound = parseCaptchaConfig({
      CAPTCHA_PROVIDER: 'turnstile',
      TURNSTILE_SITE_KEY: 'k',
      TURNSTILE_SECRET: SECRET,
      TURNSTILE_VERIFY_URL: siteverify.url,
      TURNSTILE_HOSTNAMES: 'cloudexperts.test',
      TURNSTILE_ACTION: 'account',
    });
    if (bound.provider !== 'turnstile') throw new Error('expected Turnstile settings');
    const verifier = createTurnstileCaptcha(bound);
    expect(verifier.clientConfig).toMatchObject({ action: 'account' });
    const db = server.database.knex;

    siteverify.state.action = 'account';
    siteverify.state.hostname = 'elsewhere.test';
    expect(await verifier.verify(db, GOOD_TOKEN, '127.0.0.1')).toMatchObject({ ok: false, reason: 'refused' });

    siteverify.reset();
    siteverify.state.action = 'another-form';
    expect(await verifier.verify(db, GOOD_TOKEN, '127.0.0.1')).toMatchObject({ ok: false, reason: 'refused' });

    siteverify.reset();
    siteverify.state.action = 'account';
    expect(await verifier.verify(db, GOOD_TOKEN, '127.0.0.1')).toEqual({ ok: true });
  });
});

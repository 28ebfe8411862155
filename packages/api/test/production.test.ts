import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import knexFactory from 'knex';
import { SMTPServer } from 'smtp-server';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

const serverEntry = join(repoRoot, 'packages/api/src/server.ts');

/**
 * A new Node process that loads the whole API and starts pg-boss takes ~2 s alone and tens of
 * seconds on a loaded machine (the CI runs two suites at a time on two cores; 20 s once ran out
 * before the server listened). Each wait inside a test keeps within the test's own allowance.
 */
const processStartMs = 60_000;
const processTest = { timeout: 90_000 };

/** Runs the real server entry point as `npm start` would, with only the given environment. */
async function startProcess(env: Record<string, string>, timeoutMs = processStartMs) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

describe('NODE_ENV=production without configuration', processTest, () => {
  it('exits with every missing setting named, before opening anything', async () => {
    const { code, output } = await startProcess({ NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-created' });
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start in production. Missing or unsafe settings:');
    for (const name of [
      'TOKEN_SECRET',
      'CAPTCHA_TOKEN_SECRET',
      'PUBLIC_URL',
      'DATABASE_URL',
      'GOOGLE_CLIENT_ID',
      'SMTP_URL',
      'STORAGE_DRIVER',
      'STRIPE_SECRET_KEY',
    ]) {
      expect(output).toContain(`  - ${name}`);
    }
    expect(output).toMatch(/CAPTCHA_PROVIDER=turnstile/);
    // A configuration message, not a stack trace.
    expect(output).not.toMatch(/\n\s+at /);
  });
});

async function freePort(): Promise<number> {
  const probe = createNetServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Waits for `check`; on timeout the error carries what the server process printed. */
async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  serverOutput: () => string,
  timeoutMs = processStartMs,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}. The server printed:\n${serverOutput()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Test doubles of the outside world on 127.0.0.1: an SMTP server, and one HTTP server playing
 * Cloudflare's siteverify, an OpenID provider's published keys and the SMS API.
 */
async function outsideWorld() {
  const mails: Array<{ to: string; raw: string }> = [];
  const smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw: Buffer.concat(chunks).toString('utf8') });
        callback(null, 'Queued');
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');

  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const captchaTokens = new Set(['solved-by-a-human']);
  const http = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/jwks') {
        response.end(JSON.stringify({ keys: [jwk] }));
      } else if (request.url === '/siteverify') {
        const token = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('response') ?? '';
        const success = captchaTokens.delete(token);
        response.end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
      } else {
        response.statusCode = 202;
        response.end('{}');
      }
    });
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    mails,
    base,
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    signIdToken: (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(base)
        .setAudience('google-client-1')
        .setSubject('google-user-42')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

const databaseUrl = inject('databaseUrl');

/** A production configuration file whose outside world is all local test doubles. */
describe.skipIf(!databaseUrl)('NODE_ENV=production with a configuration file', processTest, () => {
  it('starts, and a sign-up mail reaches the SMTP server; captcha and social sign-in go through the providers', async () => {
    const world = await outsideWorld();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const file = join(mkdtempSync(join(tmpdir(), 'production-')), 'production.env');
    writeFileSync(
      file,
      [
        `DATABASE_URL=${databaseUrl ?? ''}`,
        `PUBLIC_URL=${origin}`,
        `PORT=${port}`,
        `TOKEN_SECRET=${'t'.repeat(40)}`,
        `CAPTCHA_TOKEN_SECRET=${'c'.repeat(40)}`,
        'CAPTCHA_PROVIDER=turnstile',
        'TURNSTILE_SITE_KEY=0x4AAAAAAAproductionsite',
        'TURNSTILE_SECRET=0x4AAAAAAAproductionsecret',
        `TURNSTILE_VERIFY_URL=${world.base}/siteverify`,
        `TURNSTILE_SCRIPT_URL=${world.base}/api.js`,
        `SMTP_URL=${world.smtpUrl}`,
        'MAIL_FROM=CloudExperts <no-reply@cloudexperts.test>',
        `SMS_API_URL=${world.base}/sms`,
        'SMS_API_TOKEN=sms-token',
        'GOOGLE_CLIENT_ID=google-client-1',
        `GOOGLE_ISSUER=${world.base}`,
        `GOOGLE_JWKS_URL=${world.base}/jwks`,
        `GOOGLE_AUTHORIZATION_URL=${world.base}/authorize`,
        // Uploads go to a bucket (nothing is uploaded here: the setting only has to be complete).
        'STORAGE_DRIVER=s3',
        'S3_BUCKET=cloudexperts-uploads',
        'S3_REGION=eu-west-2',
        `S3_ENDPOINT=${world.base}/s3`,
        'S3_FORCE_PATH_STYLE=true',
        // Cards go to Stripe (no card call is made here: the keys only have to be complete).
        'STRIPE_SECRET_KEY=sk_test_production',
        'STRIPE_PUBLISHABLE_KEY=pk_test_production',
        `STRIPE_API_URL=${world.base}/stripe`,
        'DELIVERY_POLL_SECONDS=0.5',
        'LOG_LEVEL=warn',
        `DATA_DIR=${join(tmpdir(), 'never-used')}`,
      ].join('\n'),
    );
    const child = spawn(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', CONFIG_FILE: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const call = async (method: string, path: string, json?: unknown) => {
      const response = await fetch(`${origin}/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    try {
      await waitUntil(
        'the server to listen',
        () => output.includes('App '),
        () => output,
      );
      // Every file's calls come from 127.0.0.1 into this one database: start from no per-address
      // counts (a sign-up file before this one may have left the sign-up limit spent).
      const database = knexFactory({ client: 'pg', connection: databaseUrl ?? '', pool: { min: 0, max: 1 } });
      try {
        await database('rate_limits').delete();
      } finally {
        await database.destroy();
      }
      expect(output).not.toContain('DEMO');
      expect(output).toContain(`mail to SMTP at 127.0.0.1`);

      // Sign-up: the confirmation mail leaves through SMTP, with a link on PUBLIC_URL.
      const email = `prod-${Date.now().toString(36)}@example.test`;
      const signUp = await call('POST', '/signup', {
        first_name: 'Prod',
        last_name: 'Uction',
        email,
        password: 'Cloud@2026x',
        confirm_password: 'Cloud@2026x',
        country: 'United States',
        role: 'project_manager',
        termsCheckBox: true,
        subcribe: true,
      });
      expect(signUp).toMatchObject({ status: 201 });
      await waitUntil(
        'the confirmation mail',
        () => world.mails.some((mail) => mail.to === email),
        () => output,
        20_000,
      );
      const mail = world.mails.find((each) => each.to === email)?.raw ?? '';
      expect(mail.replace(/=\r\n/g, '')).toContain(`${origin}/login_page/`);

      // The dev-only calls do not exist; the captcha is Turnstile, verified by its (local) siteverify.
      expect((await call('GET', '/dev/mailbox')).status).toBe(404);
      expect((await call('GET', '/captcha/config')).body).toMatchObject({ kind: 'turnstile' });
      const refused = await call('POST', '/login', { email, password: 'Cloud@2026x', captcha_token: 'a-bot' });
      expect(refused.status).toBe(422);
      const unconfirmed = await call('POST', '/login', {
        email,
        password: 'Cloud@2026x',
        captcha_token: 'solved-by-a-human',
      });
      expect(unconfirmed.status).toBe(403);

      // Social sign-in through the (local) OpenID provider: the id token must carry the start's nonce.
      const started = await call('POST', '/social_login/start', { provider: 'google' });
      expect(started.body.sign_in).toMatchObject({ kind: 'oidc', client_id: 'google-client-1' });
      const socialEmail = `social-${Date.now().toString(36)}@example.test`;
      const idToken = await world.signIdToken({
        email: socialEmail,
        email_verified: true,
        given_name: 'Ada',
        family_name: 'Lovelace',
        nonce: started.body.nonce,
      });
      const social = await call('POST', '/social_login', {
        provider: 'google',
        id_token: idToken,
        social_uid: 'google-user-42',
        email: socialEmail,
        nonce_token: started.body.nonce_token,
        role: 'freelancer',
      });
      expect(social.status).toBe(200);
      expect(social.body).toMatchObject({ new_user: true, user: { email: socialEmail, role: 'freelancer' } });
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
      await world.close();
    }
  });
});

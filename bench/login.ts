// Login throughput: POST /api/v1/login end to end (captcha token check, argon2id verify at
// m=19456 KiB t=2, session insert, token signing) against the real app on a real database.
//   pnpm bench:login                      (embedded PGlite in a temp directory)
//   DATABASE_URL=postgres://... pnpm bench:login
// Options: BENCH_SECONDS (default 10), BENCH_CONCURRENCY (default 8), BENCH_USERS (default 50).
// Captcha tokens are solved before the clock starts (a person solves one per login), and rate
// limits are lifted (RATE_LIMIT_MULTIPLIER) so the figure is the server's, not the limiter's.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBuiltInCaptcha } from '../packages/api/src/adapters/captcha.ts';
import { createApp } from '../packages/api/src/app.ts';
import { hashSecret } from '../packages/api/src/auth/passwords.ts';
import { loadConfig } from '../packages/api/src/config.ts';
import { migrateToLatest, openDatabase } from '../packages/api/src/db/database.ts';
import { createLogger } from '../packages/api/src/logger.ts';
import { resolveSecrets } from '../packages/api/src/secrets.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const userCount = Number(process.env.BENCH_USERS ?? 50);
const PASSWORD = 'Bench#2026pass';

const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bench-login-'));
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrateToLatest(database.knex);
const secrets = resolveSecrets({ env: 'test', dataDir: '' });
const config = loadConfig({ NODE_ENV: 'test', RATE_LIMIT_MULTIPLIER: '1000000' });
const captcha = createBuiltInCaptcha(secrets.captchaSecret);
const app = createApp({ config, database, logger: createLogger('silent'), secrets, adapters: { captcha } });
const server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

const run = Date.now().toString(36);
const hash = await hashSecret(PASSWORD);
const emails = Array.from({ length: userCount }, (_, i) => `bench-${run}-${String(i)}@example.test`);
await database.knex('users').insert(
  emails.map((email) => ({
    email,
    first_name: 'Bench',
    last_name: 'User',
    password_hash: hash,
    role: 'freelancer',
    country_id: 231,
    email_confirmed_at: new Date(),
  })),
);

/** Solves one built-in captcha question the way a person would. */
async function solvedToken(): Promise<string> {
  const challenge = await captcha.challenge(database.knex);
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const [a, b] = (/What is (\w+) plus (\w+)\?/.exec(challenge.prompt)?.slice(1) ?? []).map((part) =>
    words.includes(part) ? words.indexOf(part) : Number(part),
  );
  const solved = await captcha.solve(database.knex, challenge.challenge_id, String((a ?? 0) + (b ?? 0)));
  if (!solved) throw new Error('could not solve the captcha');
  return solved.token;
}

// Enough tokens for the run, at a generous upper bound of logins per second.
const tokens: string[] = [];
const needed = Math.ceil(seconds * 400);
process.stdout.write(`Preparing ${String(userCount)} users and ${String(needed)} captcha tokens... `);
for (let i = 0; i < needed; i += 1) tokens.push(await solvedToken());
console.log('done.');

const latencies: number[] = [];
let failures = 0;
let next = 0;
const deadline = performance.now() + seconds * 1000;

async function worker() {
  while (performance.now() < deadline) {
    const token = tokens.pop();
    if (!token) break;
    const body = new URLSearchParams({
      email: emails[next++ % emails.length] ?? '',
      password: PASSWORD,
      rememberMe: 'false',
      captcha_token: token,
    });
    const started = performance.now();
    const response = await fetch(`${origin}/api/v1/login`, { method: 'POST', body });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.status !== 200) failures += 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, () => worker()));
const elapsed = (performance.now() - started) / 1000;
latencies.sort((x, y) => x - y);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;

console.log(`\nLogin throughput (${database.kind}, ${String(concurrency)} concurrent, ${elapsed.toFixed(1)} s)`);
console.log(`  logins/s      ${(latencies.length / elapsed).toFixed(1)}`);
console.log(`  latency p50   ${at(0.5).toFixed(1)} ms`);
console.log(`  latency p99   ${at(0.99).toFixed(1)} ms`);
console.log(`  completed     ${String(latencies.length)} (${String(failures)} not 200)`);

server.close();
await database.knex('users').whereIn('email', emails).delete();
await database.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
if (failures > 0) process.exit(1);

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../src/db/database.ts';
import { parseDeliveryConfig } from '../src/delivery/config.ts';
import { autoReleaseQueue } from '../src/delivery/housekeeping.ts';
import { openDeliveryQueue } from '../src/delivery/queue.ts';
import { createLogger } from '../src/logger.ts';
import { resolveSecrets } from '../src/secrets.ts';
import type { TestServer } from './helpers.ts';
import { connect } from './live.support.ts';
import { dueRequests, startedContract } from './payments.support.ts';
import { freePort, startPrivatePostgres, type PrivatePostgres } from './privatePostgres.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './processes/roundRobinProxy.ts';
import { content, jobWithQuestions, signedInExpert } from './proposals.support.ts';
import { clientFor, createUser, GOOD_PASSWORD, rawCall, signedInAs, solveCaptcha } from './support.ts';

/**
 * Issue 20: two API processes (`server.ts`, as `npm start` runs it: the API, the delivery worker,
 * the live feed and the housekeeping jobs) on one Postgres database, behind a proxy that sends each
 * request and each WebSocket to the next process in turn. What one process wrote, the other honours:
 * a captcha, a session and its end, the rate limits' counts; a live event written through one
 * reaches sockets held by both; each queued mail leaves once, whichever worker takes it, and an
 * hourly job (the auto-release) runs once, its schedule kept once. With the
 * Postgres suite only (PGlite is one process's database).
 */
const onPostgres = Boolean(inject('databaseUrl'));
const serverScript = fileURLToPath(new URL('../src/server.ts', import.meta.url));

interface Backends {
  postgres: PrivatePostgres;
  dataDir: string;
  children: ChildProcess[];
  database?: Database;
  proxy?: RoundRobinProxy;
  /** The proxy standing for a test server, for the tests' support functions. */
  server?: TestServer;
}

/** One API process; resolves once it answers /health. */
async function apiProcess(
  env: Record<string, string>,
  output: string[],
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverScript], {
    env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const origin = `http://127.0.0.1:${String(port)}`;
  // Outside a test, so no expect.poll: a new process loads the app and starts its workers.
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process ended: ${output.join('')}`);
    const status = await fetch(`${origin}/api/v1/health`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > until) throw new Error(`the API process did not answer: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, origin };
}

describe.runIf(onPostgres)('two API processes behind a proxy on one database', () => {
  let backends: Backends | undefined;
  const output: string[] = [];

  beforeAll(async () => {
    const postgres = await startPrivatePostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'cloudexperts-two-'));
    backends = { postgres, dataDir, children: [] };
    await postgres.createDatabase('two');
    const databaseUrl = postgres.url('two');
    const database = openDatabase({ databaseUrl });
    backends.database = database;
    await migrateToLatest(database.knex);
    // One deployment: one database and one configuration (here the secrets a development data
    // directory keeps, written by the first process and read by the second).
    // The hourly jobs' workers ask every half second, so a job sent here is taken at once.
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOUSEKEEPING_POLL_SECONDS: '0.5',
    };
    const first = await apiProcess(env, output);
    backends.children.push(first.child);
    const second = await apiProcess(env, output);
    backends.children.push(second.child);
    const proxy = await startRoundRobinProxy([first.origin, second.origin]);
    backends.proxy = proxy;
    backends.server = {
      origin: proxy.origin,
      http: proxy.http,
      database,
      secrets: resolveSecrets({ env: 'development', dataDir }),
      close: () => Promise.resolve(),
    };
  }, 180_000);

  afterAll(async () => {
    for (const child of backends?.children ?? []) child.kill('SIGTERM');
    await Promise.all(
      (backends?.children ?? []).map(
        (child) => new Promise((resolve) => (child.exitCode === null ? child.on('exit', resolve) : resolve(null))),
      ),
    );
    await backends?.proxy?.close();
    await backends?.database?.close();
    await backends?.postgres.destroy();
    if (backends) rmSync(backends.dataDir, { recursive: true, force: true });
  });

  const serverOf = () => {
    if (!backends?.server) throw new Error(`the processes start in beforeAll: ${output.join('')}`);
    return backends.server;
  };
  /** Which process answered each call. */
  const backendOf = (answer: { headers: Headers }) => answer.headers.get('x-backend');

  it('honours a captcha, a sign-in and a sign-out made through either process', async () => {
    const server = serverOf();
    const user = await createUser(server, { role: 'freelancer' });
    // The captcha is asked of one process and answered to the other; the sign-in goes to the first.
    const captchaToken = await solveCaptcha(server);
    const { token } = await clientFor(server).login({
      body: { email: user.email, password: GOOD_PASSWORD, captcha_token: captchaToken },
    });
    const signedIn = await Promise.all(
      [1, 2, 3, 4].map(() => rawCall(server, 'GET', '/current_user_details', { token })),
    );
    expect(signedIn.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(signedIn.map(backendOf))).toEqual(new Set(['0', '1']));

    expect((await rawCall(server, 'DELETE', '/logout', { token })).status).toBe(200);
    const signedOut = [
      await rawCall(server, 'GET', '/current_user_details', { token }),
      await rawCall(server, 'GET', '/current_user_details', { token }),
    ];
    expect(signedOut.map((answer) => answer.status)).toEqual([401, 401]);
    expect(new Set(signedOut.map(backendOf))).toEqual(new Set(['0', '1']));
  });

  it('counts a rate limit across both processes, and sends each queued mail once', async () => {
    const server = serverOf();
    const user = await createUser(server, { role: 'project_manager' });
    // passwordResetPerAccount: five an hour, wherever they land.
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(await rawCall(server, 'POST', '/forgot_password', { json: { email: user.email } }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(new Set(answers.map(backendOf))).toEqual(new Set(['0', '1']));

    // Both processes run a delivery worker on the one queue: each mail leaves once.
    const outbox = () =>
      serverOf()
        .database.knex('outbox')
        .where({ recipient: user.email })
        .select<Array<{ sent_at: Date | null; attempts: number }>>('sent_at', 'attempts');
    await expect
      .poll(async () => (await outbox()).filter((row) => row.sent_at !== null).length, { timeout: 30_000 })
      .toBe(5);
    expect((await outbox()).map((row) => row.attempts)).toEqual([1, 1, 1, 1, 1]);
  });

  it('runs an hourly job once, whichever process takes it: each due release once', async () => {
    const server = serverOf();
    const db = server.database.knex;
    const requestIds = await dueRequests(server, await startedContract(server), ['30.00', '40.00', '50.00']);
    const queue = await openDeliveryQueue({
      database: server.database,
      databaseUrl: backends?.postgres.url('two') ?? '',
      config: parseDeliveryConfig({}),
      logger: createLogger('silent'),
    });
    try {
      // Both processes scheduled the hourly jobs: one schedule each all the same.
      const schedules = (await queue.boss.getSchedules()).map((schedule) => schedule.name);
      expect(schedules.filter((name) => name === autoReleaseQueue)).toEqual([autoReleaseQueue]);
      const jobId = await queue.boss.send(autoReleaseQueue, {});
      await expect
        .poll(
          async () =>
            (
              await db('payment_requests')
                .whereIn('id', requestIds)
                .where({ status: 'approved' })
                .count<Array<{ count: string }>>({ count: '*' })
            )[0]?.count,
          { timeout: 30_000, interval: 200 },
        )
        .toBe('3');
      const [job] = jobId ? await queue.boss.findJobs(autoReleaseQueue, { id: jobId }) : [];
      // Taken once (by one process's worker, the other skipping the locked row), and not retried.
      expect(job).toMatchObject({ state: 'completed', retryCount: 0 });
    } finally {
      await queue.stop();
    }
    const postings = await db('ledger_postings').whereIn('payment_request_id', requestIds).where({ kind: 'release' });
    expect(postings).toHaveLength(3);
  });

  it('delivers a live message written through one process to sockets held by both', async () => {
    const server = serverOf();
    const manager = await signedInAs(server, 'project_manager', { firstName: 'Duoprocess' });
    const { jobId } = await jobWithQuestions(server, manager.user.id);
    const freelancer = await signedInExpert(server, { firstName: 'Twinsocket' });
    await freelancer.api.submitProposal({ body: { job_id: jobId, ...content() } });
    const { conversation } = await manager.api.openConversation({
      body: { job_id: jobId, freelancer_uuid: freelancer.profileUuid },
    });
    const proxy = backends?.proxy;
    if (!proxy) throw new Error('no proxy');
    const before = proxy.upgrades.length;
    const sockets = [await connect(server, freelancer.token), await connect(server, freelancer.token)];
    await Promise.all(sockets.map((socket) => socket.ready));
    // The two sockets are held by the two processes.
    expect(new Set(proxy.upgrades.slice(before))).toEqual(new Set([0, 1]));
    try {
      const { message } = await manager.api.sendMessage({
        params: { id: conversation.id },
        body: { body: 'Both of your tabs should see this.' },
      });
      for (const socket of sockets) expect(await socket.chat(1)).toEqual([message.id]);
    } finally {
      for (const socket of sockets) socket.socket.close();
    }
  });
});

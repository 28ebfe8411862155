// Load: a mixed workload against the API as `npm start` serves it (server.ts in a process of its
// own: API, delivery worker, live feed, housekeeping), on a Postgres database filled by
// `pnpm seed:scale` (50,000 jobs, 10,000 freelancers), issue 20.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale pnpm bench:load
// The mix, drawn per request: searches 70% (GET /find_jobs with a term, a platform or a page),
// job details 20% (GET /jobs/:id of an open job), proposals and messages 10% (a signed-in
// freelancer's GET /get_all_proposals, or a message posted to their conversation with a client).
// Each connection count (BENCH_CONNECTIONS, default "50,200") runs GET /health alone first, then
// the mix, for BENCH_SECONDS each (default 60); the table gives req/s, p50/p95/p99 and errors, and
// the mix's req/s as a share of /health's in the same run. A database with fewer than 50,000 jobs
// is migrated and seeded first (seedScale.ts, ~30 s).
// Exits 1 on any error (a non-2xx answer or a failed connection).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { platformOptions } from '@cloudexperts/domain';
import { openSession } from '../packages/api/src/auth/sessions.ts';
import { resolveSecrets } from '../packages/api/src/secrets.ts';
import { openScaleDatabase } from './scaleDatabase.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const writers = 40;

const { databaseUrl, database, count } = await openScaleDatabase('load', 'the API on Postgres at scale');
const knex = database.knex;

// The server, as npm start runs it (development settings on this database: no demo data).
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'cloudexperts-load-'));
const server = spawn(process.execPath, [fileURLToPath(new URL('../packages/api/src/server.ts', import.meta.url))], {
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Forty writers post as fast as the load lets them: the per-user limits are scaled, as in e2e.
    RATE_LIMIT_MULTIPLIER: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const origin = `http://127.0.0.1:${String(port)}`;
const stopServer = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stopServer);
for (let waited = 0; ; waited += 250) {
  if (server.exitCode !== null) throw new Error('the server ended before it answered');
  const ok = await fetch(`${origin}/api/v1/health`).then(
    (answer) => answer.ok,
    () => false,
  );
  if (ok) break;
  if (waited > 120_000) throw new Error('the server did not answer /health in 2 minutes');
  await new Promise((resolve) => setTimeout(resolve, 250));
}

// The signed-in part: freelancers of this run, each with a proposal on one client's job and a
// conversation with that client, made through the API as the product makes them.
const { tokenSecret } = resolveSecrets({ env: 'development', dataDir });
const run = randomUUID().slice(0, 8);
const insertUser = async (role: string, index: number) => {
  const [row] = await knex('users')
    .insert({
      email: `load-${run}-${role}-${String(index)}@bench.cloudexperts.dev`,
      first_name: 'Load',
      last_name: `Bench${String(index)}`,
      password_hash: null,
      role,
      country_id: 231,
      subscribe: false,
      terms_accepted_at: new Date(),
      email_confirmed_at: new Date(),
    })
    .returning<Array<{ id: string; uuid: string }>>(['id', 'uuid']);
  if (!row) throw new Error('user insert returned nothing');
  const { token } = await openSession(knex, tokenSecret, {
    userId: Number(row.id),
    userUuid: row.uuid,
    role: role as 'freelancer',
    rememberMe: true,
  });
  return { id: Number(row.id), token };
};
const call = async (method: string, path: string, token: string, body?: unknown) => {
  const answer = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${String(answer.status)} ${await answer.text()}`);
  return (await answer.json()) as Record<string, { id: number; uuid?: string }>;
};
const client = await insertUser('project_manager', 0);
const [job] = await knex('jobs')
  .insert({
    manager_id: client.id,
    title: `Load bench ${run}`,
    description: 'A job of the load bench: its proposals and conversations carry the signed-in part of the mix.',
    status: 'open',
    published_at: new Date(),
    job_pay_type: 'fixed',
    budget_cents: 500_000,
    platform: 'Amazon',
    skills: ['Terraform'],
    location: 'Anywhere',
  })
  .returning<Array<{ id: string }>>('id');
const jobId = Number(job?.id);
const freelancers: Array<{ token: string; conversationId: number }> = [];
for (let index = 0; index < writers; index += 1) {
  const freelancer = await insertUser('freelancer', index);
  const [profile] = await knex('freelancer_profiles')
    .insert({
      user_id: freelancer.id,
      name_or_company: `Load Bench${String(index)}`,
      current_job_title: 'Load tester',
      about_me: 'Sends proposals and messages for the load bench.',
      current_location_country: 'United Kingdom',
      current_location_city: 'London',
      primary_platform: 'Amazon',
      skills: ['Terraform'],
      hourly_rate_cents: 9_000,
      status: 'approved',
    })
    .returning<Array<{ uuid: string }>>('uuid');
  await call('POST', '/job_applications', freelancer.token, {
    job_id: jobId,
    cover_letter: 'I have run this kind of migration before and can start on Monday.',
    bid: '4000.00',
    screening_answers: [],
  });
  const { conversation } = await call('POST', '/conversations', client.token, {
    job_id: jobId,
    freelancer_uuid: profile?.uuid,
  });
  freelancers.push({ token: freelancer.token, conversationId: Number(conversation?.id) });
}
const jobIds = (
  await knex('jobs').where({ status: 'open' }).whereNull('deleted_at').orderByRaw('random()').limit(2000).pluck('id')
).map(Number);
const terms = ['kubernetes', 'terraform', 'migration', 'data', 'security', 'serverless', 'network', 'salesforce'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

interface Planned {
  /** What the table's error breakdown calls it. */
  name: string;
  method: string;
  path: string;
  token?: string;
  body?: string;
}
function mixed(): Planned {
  const draw = Math.random();
  if (draw < 0.7) {
    const query = new URLSearchParams({ search: pick(terms) });
    if (Math.random() < 0.5) query.set('platform', pick(platformOptions));
    if (Math.random() < 0.3) query.set('page', String(1 + Math.floor(Math.random() * 5)));
    return { name: 'search', method: 'GET', path: `/find_jobs?${query.toString()}` };
  }
  if (draw < 0.9) return { name: 'job details', method: 'GET', path: `/jobs/${String(pick(jobIds))}` };
  const writer = pick(freelancers);
  if (draw < 0.95) return { name: 'proposals', method: 'GET', path: '/get_all_proposals', token: writer.token };
  return {
    name: 'message',
    method: 'POST',
    path: `/conversations/${String(writer.conversationId)}/messages`,
    token: writer.token,
    body: JSON.stringify({ body: `Load message ${randomUUID()}` }),
  };
}
const health = (): Planned => ({ name: 'health', method: 'GET', path: '/health' });

interface Result {
  requests: number;
  errors: number;
  /** "search 500": how many. */
  failures: Map<string, number>;
  latencies: number[];
  seconds: number;
}

/** `connections` loops, each a request after another on its own kept-alive socket, for `duration` s. */
async function load(plan: () => Planned, connections: number, duration: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let errors = 0;
  const started = performance.now();
  const until = started + duration * 1000;
  const one = (planned: Planned) =>
    new Promise<number>((resolve) => {
      const headers: Record<string, string> = {};
      if (planned.token) headers.authorization = `Bearer ${planned.token}`;
      if (planned.body) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(planned.body));
      }
      const sent = request(
        { host: '127.0.0.1', port, method: planned.method, path: `/api/v1${planned.path}`, headers, agent },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        },
      );
      sent.on('error', () => resolve(0));
      sent.end(planned.body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        const planned = plan();
        const status = await one(planned);
        latencies.push(performance.now() - at);
        if (status < 200 || status >= 300) {
          errors += 1;
          const key = `${planned.name} ${status === 0 ? 'no answer' : String(status)}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  agent.destroy();
  return { requests: latencies.length, errors, failures, latencies, seconds: (performance.now() - started) / 1000 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

console.log(
  `${database.location}: ${String(await count('select count(*) from jobs'))} jobs; the server on ${origin} ` +
    `(development settings, no demo data); ${String(seconds)} s per run; mix: search 70%, job details 20%, ` +
    `proposals and messages 10% (${String(writers)} signed-in freelancers)`,
);
console.log(
  `\n${'connections'.padEnd(12)}${'workload'.padEnd(10)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}` +
    `${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}${'% health'.padStart(10)}`,
);
let failed = false;
for (const connections of connectionCounts) {
  let baseline = 0;
  for (const [name, plan] of [
    ['health', health],
    ['mix', mixed],
  ] as const) {
    // A few seconds of the same load first: connections opened, the plans cached.
    await load(plan, connections, Math.min(5, seconds));
    const result = await load(plan, connections, seconds);
    const rps = result.requests / result.seconds;
    if (name === 'health') baseline = rps;
    const sorted = result.latencies.sort((a, b) => a - b);
    if (result.errors > 0) failed = true;
    console.log(
      `${String(connections).padEnd(12)}${name.padEnd(10)}${rps.toFixed(0).padStart(9)}` +
        `${percentile(sorted, 50).toFixed(1).padStart(9)}${percentile(sorted, 95).toFixed(1).padStart(9)}` +
        `${percentile(sorted, 99).toFixed(1).padStart(9)}${String(result.errors).padStart(8)}` +
        `${((rps / baseline) * 100).toFixed(0)}%`.padStart(10),
    );
    for (const [key, times] of result.failures) console.log(`${''.padEnd(22)}failed: ${key} x${String(times)}`);
  }
}
const written = await count(
  `select count(*) from messages m join conversations c on c.id = m.conversation_id where c.job_id = ${String(jobId)}`,
);
console.log(`\nMessages written by the mix: ${String(written)}; errors: ${failed ? 'SOME (exit 1)' : 'none'}`);
await database.close();
stopServer();
process.exit(failed ? 1 : 0);

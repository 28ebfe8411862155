// Find Experts throughput: GET /api/v1/welcome/find_freelancers under load, for a few query shapes,
// against the real app (in-process, ephemeral port) on a migrated and seeded database.
//   pnpm bench:api-freelancers                      (fresh PGlite in a temp directory)
//   DATABASE_URL=postgres://... pnpm bench:api-freelancers
// Options: BENCH_SECONDS (default 10 per shape), BENCH_CONNECTIONS (default 10),
// BENCH_EXTRA_PROFILES (default 0: approved sample-like profiles added on top of the seed, to see
// how the query scales; they stay in a DATABASE_URL database), BENCH_ENV (default production: no
// response-schema check, as production serves; `test` adds the check development does).
import { once } from 'node:events';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createApp } from '../packages/api/src/app.ts';
import { loadConfig } from '../packages/api/src/config.ts';
import { sampleFreelancers } from '../packages/api/src/db/data/sampleFreelancers.ts';
import { migrateToLatest, openDatabase, type Database } from '../packages/api/src/db/database.ts';
import { seedDemoData } from '../packages/api/src/db/seed.ts';
import { createLogger } from '../packages/api/src/logger.ts';
import { resolveSecrets } from '../packages/api/src/secrets.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const extraProfiles = Number(process.env.BENCH_EXTRA_PROFILES ?? 0);
const environment = process.env.BENCH_ENV === 'test' ? 'test' : 'production';

const shapes = [
  { name: 'no filter', query: '' },
  { name: 'search term', query: '?search=kubernetes' },
  { name: 'platform + sort', query: '?platform=Amazon&sort_by=rate_asc' },
  { name: 'skill + rates, page 2', query: '?skill=terraform&min_rate=40&max_rate=160&per_page=5&page=2' },
];

/** Approved profiles shaped like the samples, so the listing has more rows to search and sort. */
async function addProfiles(knex: Database['knex'], count: number): Promise<void> {
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => start + offset);
    const users = indexes.map((index) => {
      const sample = sampleFreelancers[index % sampleFreelancers.length];
      return {
        email: `bench-${String(index)}@bench.cloudexperts.dev`,
        first_name: sample?.firstName ?? 'Bench',
        last_name: sample?.lastName ?? 'Expert',
        role: 'freelancer',
        country_id: 231,
        email_confirmed_at: new Date(),
      };
    });
    // Only new rows come back (a DATABASE_URL database may have them from an earlier run).
    const inserted = await knex('users')
      .insert(users)
      .onConflict('email')
      .ignore()
      .returning<Array<{ id: string | number; email: string }>>(['id', 'email']);
    const profiles = inserted.map(({ id, email }) => {
      const index = Number(/^bench-(\d+)@/.exec(email)?.[1] ?? 0);
      const sample = sampleFreelancers[index % sampleFreelancers.length];
      if (!sample) throw new Error('no sample freelancers');
      return {
        user_id: id,
        name_or_company: `${sample.firstName} ${sample.lastName}`,
        current_job_title: sample.title,
        about_me: sample.about,
        current_location_country: sample.country,
        current_location_city: sample.city,
        primary_platform: sample.platform,
        skills: [...sample.skills],
        hourly_rate_cents: (35 + ((index * 7) % 146)) * 100,
        availability: sample.availability,
        development_experience: sample.experience,
        rating: (420 + ((index * 13) % 81)) / 100,
        reviews_count: 3 + ((index * 11) % 178),
        status: 'approved',
      };
    });
    if (profiles.length) await knex('freelancer_profiles').insert(profiles).onConflict('user_id').ignore();
  }
}

const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'bench-freelancers-'));
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrateToLatest(database.knex);
await seedDemoData(database.knex);
if (extraProfiles > 0) await addProfiles(database.knex, extraProfiles);
const listed = (await database.knex('freelancer_profiles').where({ status: 'approved' }).count({ count: '*' }))[0];

const app = createApp({
  config: loadConfig({ NODE_ENV: environment, PUBLIC_URL: 'http://127.0.0.1' }),
  database,
  logger: createLogger('silent'),
  secrets: resolveSecrets({ env: 'test', dataDir: '' }),
});
// Requests still being answered when the load stops must finish before the database closes.
const handle = app.callback();
let inFlight = 0;
const server = createServer((request, response) => {
  inFlight += 1;
  void handle(request, response).finally(() => {
    inFlight -= 1;
  });
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
const path = '/api/v1/welcome/find_freelancers';

console.log(
  `${database.location}, ${String(listed?.count ?? 0)} approved profiles, ${environment} mode, ` +
    `${String(connections)} connections, ${String(seconds)} s per shape`,
);
console.log(`${'shape'.padEnd(24)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}  errors`);
let failed = false;
for (const shape of shapes) {
  const url = `${origin}${path}${shape.query}`;
  const warm = await fetch(url);
  if (!warm.ok) throw new Error(`${shape.name}: ${String(warm.status)} ${await warm.text()}`);
  const result = await autocannon({ url, connections, duration: seconds, workers: 1 });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) failed = true;
  console.log(
    `${shape.name.padEnd(24)}${result.requests.average.toFixed(0).padStart(10)}` +
      `${result.latency.p50.toFixed(1).padStart(9)}${result.latency.p99.toFixed(1).padStart(9)}  ${String(errors)}`,
  );
}

server.close();
server.closeAllConnections();
while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
await database.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
if (failed) process.exit(1);

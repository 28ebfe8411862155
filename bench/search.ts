// Search at scale: the public searches under load, against the real app (in-process, ephemeral
// port) on a Postgres database filled by `pnpm seed:scale` (50,000 jobs, 10,000 freelancers),
// each shape's throughput compared with GET /health's in the same run.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale pnpm bench:search
// A database with fewer than 50,000 jobs is migrated and seeded first (seedScale.ts, ~30 s; BENCH_NOW
// or SCALE_NOW moves the day its dates count back from).
// Options: BENCH_SECONDS (default 10 per shape), BENCH_CONNECTIONS (default 50), BENCH_WARMUP
// (seconds of load before each measured shape, default 1), BENCH_ENV (default production: no
// response-schema check, as production serves; `test` adds the check development does),
// BENCH_CACHE=off (the public listings' shared answers off, http/listingCache.ts: every request
// searches; the default keeps them for the app's default 5 s).
// Goals (issue 14): each search's req/s at least 40% of /health's, and its p99 at most 50 ms. The
// plans of the searches' SQL (EXPLAIN ANALYZE, BUFFERS) follow the table. Exits 1 on errors or a
// missed goal.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { createApp } from '../packages/api/src/app.ts';
import { loadConfig } from '../packages/api/src/config.ts';
import type { Database } from '../packages/api/src/db/database.ts';
import { createLogger } from '../packages/api/src/logger.ts';
import { resolveSecrets } from '../packages/api/src/secrets.ts';
import { openScaleDatabase } from './scaleDatabase.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
const environment = process.env.BENCH_ENV === 'test' ? 'test' : 'production';
const sharedAnswers = process.env.BENCH_CACHE !== 'off';
const goals = { ratio: 0.4, p99Ms: 50 };

interface Shape {
  name: string;
  path: string;
  /** Whether its SQL is explained after the table. */
  explain: boolean;
}

const shapes: readonly Shape[] = [
  { name: 'health (baseline)', path: '/api/v1/health', explain: false },
  { name: 'find_jobs', path: '/api/v1/find_jobs?search=kubernetes&platform=Amazon&job_pay_type=hourly', explain: true },
  { name: 'find_freelancers', path: '/api/v1/welcome/find_freelancers?skill=Terraform', explain: true },
  { name: 'welcome', path: '/api/v1/welcome', explain: true },
];

const { database, count } = await openScaleDatabase('search', 'Postgres at scale');
const knex = database.knex;
const listedJobs = await count(`select count(*) from jobs where status = 'open' and deleted_at is null`);
const approved = await count(`select count(*) from freelancer_profiles where status = 'approved'`);

const app = createApp({
  // Public searches have no rate limit; the multiplier keeps it that way if one is added.
  config: loadConfig({
    NODE_ENV: environment,
    PUBLIC_URL: 'http://127.0.0.1',
    RATE_LIMIT_MULTIPLIER: '1000000',
    PUBLIC_LISTING_CACHE_SECONDS: sharedAnswers ? '5' : '0',
  }),
  database,
  logger: createLogger('silent'),
  secrets: resolveSecrets({ env: 'test', dataDir: '' }),
});
// Requests still being answered when the load stops finish before the database closes.
const handle = app.callback();
const answering = new Set<Promise<void>>();
const server = createServer((request, response) => {
  const answer = handle(request, response).finally(() => answering.delete(answer));
  answering.add(answer);
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

console.log(
  `${database.location}: ${String(listedJobs)} listed jobs, ${String(approved)} approved profiles; ${environment} mode, ` +
    `shared answers ${sharedAnswers ? 'on (5 s)' : 'off'}, ` +
    `${String(connections)} connections, ${String(seconds)} s per shape (after ${String(warmup)} s of warm-up)`,
);

interface Measured {
  shape: Shape;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(shape: Shape): Promise<Measured> {
  const url = `${origin}${shape.path}`;
  const first = await fetch(url);
  if (!first.ok) throw new Error(`${shape.name}: ${String(first.status)} ${await first.text()}`);
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, workers: 1 });
  const result = await autocannon({ url, connections, duration: seconds, workers: 1 });
  return {
    shape,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Until the requests queued when the load stopped are answered (they would land in what follows). */
async function drained(): Promise<void> {
  while (answering.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
}

const results: Measured[] = [];
for (const shape of shapes) {
  results.push(await measure(shape));
  await drained();
}

const baseline = results[0]?.rps ?? 0;
const columns = [
  ['shape', 20],
  ['req/s', 9],
  ['p50 ms', 8],
  ['p99 ms', 8],
  ['errors', 8],
  ['% health', 10],
] as const;
console.log(
  `\n${columns.map(([title, width], index) => (index === 0 ? title.padEnd(width) : title.padStart(width))).join('')}  goals`,
);
let failed = false;
for (const [index, result] of results.entries()) {
  const ratio = baseline > 0 ? result.rps / baseline : 0;
  const met = ratio >= goals.ratio && result.p99 <= goals.p99Ms && result.errors === 0;
  if (result.errors > 0 || (index > 0 && !met)) failed = true;
  const verdict =
    index === 0
      ? result.errors === 0
        ? 'baseline'
        : 'errors'
      : met
        ? 'ok'
        : [
            ratio < goals.ratio ? `req/s < ${String(goals.ratio * 100)}%` : '',
            result.p99 > goals.p99Ms ? `p99 > ${String(goals.p99Ms)} ms` : '',
            result.errors > 0 ? 'errors' : '',
          ]
            .filter(Boolean)
            .join(', ');
  console.log(
    `${result.shape.name.padEnd(20)}${result.rps.toFixed(0).padStart(9)}${result.p50.toFixed(1).padStart(8)}` +
      `${result.p99.toFixed(1).padStart(8)}${String(result.errors).padStart(8)}${`${(ratio * 100).toFixed(0)}%`.padStart(10)}  ${verdict}`,
  );
}
console.log(
  `Goals: each search >= ${String(goals.ratio * 100)}% of /health's req/s and p99 <= ${String(goals.p99Ms)} ms: ` +
    (failed ? 'NOT MET' : 'met'),
);

// ---------------------------------------------------------------------------------------------
// The plans: the SQL one request of each shape runs (knex's query events), explained.

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface ExplainRoot {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

/** What `knex.raw` takes as the values of its `?`s. */
type RawBindings = Extract<Parameters<Database['knex']['raw']>[1], readonly unknown[]>;

/** The SQL and bindings of the statements one request runs. */
async function statementsOf(path: string): Promise<Array<{ sql: string; bindings: RawBindings }>> {
  await drained();
  const seen: Array<{ sql: string; bindings: RawBindings }> = [];
  const listener = (query: { sql: string; bindings?: RawBindings }) => {
    if (/^\s*select/i.test(query.sql)) seen.push({ sql: query.sql, bindings: query.bindings ?? [] });
  };
  knex.on('query', listener);
  try {
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
  } finally {
    knex.off('query', listener);
  }
  return seen;
}

/** knex hands the driver `$1, $2, ...`; `knex.raw` takes `?` in the same order. */
const asRaw = (sql: string) => sql.replace(/\$\d+/g, '?');

function nodeLabel(node: PlanNode): string {
  const on = node['Relation Name']
    ? ` on ${node['Relation Name']}${node.Alias && node.Alias !== node['Relation Name'] ? ` ${node.Alias}` : ''}`
    : '';
  const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  return `${node['Node Type']}${using}${on}`;
}

function walk(node: PlanNode, depth: number, lines: string[], scans: string[]): void {
  const rows = node['Actual Rows'] ?? 0;
  const loops = node['Actual Loops'] ?? 1;
  lines.push(
    `      ${'  '.repeat(depth)}${nodeLabel(node)}  (rows ${String(rows)}${loops > 1 ? ` x${String(loops)}` : ''}, ` +
      `${(node['Actual Total Time'] ?? 0).toFixed(2)} ms)`,
  );
  if (/Scan/.test(node['Node Type'])) scans.push(nodeLabel(node));
  for (const child of node.Plans ?? []) walk(child, depth + 1, lines, scans);
}

console.log('\nQuery plans (EXPLAIN (ANALYZE, BUFFERS) of the SQL one request runs):');
for (const shape of shapes.filter((candidate) => candidate.explain)) {
  const statements = await statementsOf(shape.path);
  console.log(`  ${shape.name}: ${shape.path}`);
  for (const [index, statement] of statements.entries()) {
    const result = await knex.raw<{ rows: Array<{ 'QUERY PLAN': ExplainRoot[] }> }>(
      `explain (analyze, buffers, format json) ${asRaw(statement.sql)}`,
      statement.bindings,
    );
    const root = result.rows[0]?.['QUERY PLAN'][0];
    if (!root) continue;
    const lines: string[] = [];
    const scans: string[] = [];
    walk(root.Plan, 0, lines, scans);
    const hit = root.Plan['Shared Hit Blocks'] ?? 0;
    const read = root.Plan['Shared Read Blocks'] ?? 0;
    const sql = statement.sql.replace(/\s+/g, ' ');
    console.log(`   ${String(index + 1)}. ${sql.length > 110 ? `${sql.slice(0, 110)}...` : sql}`);
    console.log(
      `      ${root['Execution Time'].toFixed(2)} ms (planning ${root['Planning Time'].toFixed(2)} ms), ` +
        `buffers hit ${String(hit)} read ${String(read)}; scans: ${scans.join(', ')}`,
    );
    if (process.env.BENCH_PLANS !== 'summary') console.log(lines.join('\n'));
  }
}

server.close();
server.closeAllConnections();
await Promise.allSettled([...answering]);
await database.close();
if (failed) process.exit(1);

// `npm test` after the bootstrap: every suite, one after another, then one line of totals.
//   --only a,b            run only the named suites (see `suites` below)
//   --update-snapshots    rewrite the visual baselines (with --only visual)
import { spawnSync, type StdioOptions } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildStale } from './build.ts';
import { chromiumPath, chromiumPlan, hasChromium } from './chromium.ts';
import { root, run } from './lib.ts';
import { countPlaywright, countVitest, type Counts } from './testCounts.ts';

const { values } = parseArgs({
  options: { only: { type: 'string' }, 'update-snapshots': { type: 'boolean', default: false } },
});

const resultsDir = join(root, 'test-results', 'totals');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

interface Suite {
  name: string;
  needsBrowser?: boolean;
  needsBuild?: boolean;
  /**
   * Runs beside the other `parallel` suites next to it, two at a time, its output kept in a log
   * that is printed when it ends. Only for suites that use no browser and no port: each of these
   * keeps one core busy, and the machine has two.
   */
  parallel?: boolean;
  run(stdio: StdioOptions): Promise<Counts>;
}

/** A check with no per-test report (typecheck, lint) counts as one test. */
async function check(command: string, args: string[], stdio: StdioOptions): Promise<Counts> {
  const code = await run(command, args, { stdio });
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function vitest(
  name: string,
  project: string,
  stdio: StdioOptions,
  { env = {}, args = [] }: { env?: Record<string, string>; args?: string[] } = {},
): Promise<Counts> {
  const output = join(resultsDir, `${name}.json`);
  const code = await run(
    'vitest',
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args],
    { stdio, env: { ...process.env, ...env } },
  );
  return countVitest(output, code);
}

async function playwright(name: string, project: string, stdio: StdioOptions): Promise<Counts> {
  const output = join(resultsDir, `${name}.json`);
  const args = ['test', '--project', project, '--reporter=list,json'];
  if (values['update-snapshots']) args.push('--update-snapshots');
  const code = await run('playwright', args, { stdio, env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: output } });
  return countPlaywright(output, code);
}

const storyWorkers = ['--maxWorkers=3'];

const tsProjects = ['packages/domain', 'packages/ui', 'packages/flows', 'packages/app', 'packages/api', '.'];

// The checks without a browser come first and share the two cores (lint, the longest, first).
const suites: Suite[] = [
  {
    name: 'lint',
    parallel: true,
    async run(stdio) {
      const eslint = await check('eslint', ['--max-warnings', '0', '.'], stdio);
      const prettier = await check('prettier', ['--check', '--log-level', 'warn', '.'], stdio);
      return { passed: eslint.passed + prettier.passed, failed: eslint.failed + prettier.failed };
    },
  },
  {
    name: 'typecheck',
    parallel: true,
    async run(stdio) {
      const totals = { passed: 0, failed: 0 };
      for (const project of tsProjects) {
        const result = await check('tsc', ['-p', project], stdio);
        totals.passed += result.passed;
        totals.failed += result.failed;
        if (result.failed) console.error(`typecheck failed in ${project}`);
      }
      return totals;
    },
  },
  { name: 'unit', parallel: true, run: (stdio) => vitest('unit', 'unit', stdio) },
  {
    name: 'api-postgres',
    parallel: true,
    run: (stdio) => vitest('api-postgres', 'api', stdio, { env: { TEST_DB: 'postgres' } }),
  },
  {
    name: 'api-pglite',
    parallel: true,
    run: (stdio) => vitest('api-pglite', 'api', stdio, { env: { TEST_DB: 'pglite' } }),
  },
  // Story files three at a time: much of a story's time is waiting (debounces, announcements
  // expiring, MSW delays), so three share two cores well (flows: 165 s alone, 122 s three at a time).
  {
    name: 'stories',
    needsBrowser: true,
    run: (stdio) => vitest('stories', 'storybook', stdio, { args: storyWorkers }),
  },
  {
    name: 'stories-dark',
    needsBrowser: true,
    run: (stdio) => vitest('stories-dark', 'storybook-dark', stdio, { args: storyWorkers }),
  },
  { name: 'e2e', needsBrowser: true, needsBuild: true, run: (stdio) => playwright('e2e', 'e2e', stdio) },
  { name: 'visual', needsBrowser: true, needsBuild: true, run: (stdio) => playwright('visual', 'visual', stdio) },
];

function ensureChromium() {
  const plan = chromiumPlan({ present: hasChromium(), isRoot: process.getuid?.() === 0, path: chromiumPath() });
  if (plan.action === 'none') return;
  if (plan.action === 'stop') {
    console.error(plan.message);
    process.exit(1);
  }
  console.log('[test] installing Debian chromium and fonts-liberation');
  for (const [command = 'apt-get', ...args] of plan.commands) {
    const result = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const only = values.only?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !suites.some((suite) => suite.name === name)) ?? [];
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${suites.map((suite) => suite.name).join(', ')}`);
  process.exit(2);
}
const selected = suites.filter((suite) => !only || only.includes(suite.name));
if (selected.some((suite) => suite.needsBrowser)) ensureChromium();

interface Result {
  name: string;
  counts: Counts;
  seconds: number;
}

const results: Result[] = [];
let built: boolean | undefined;

async function runSuite(suite: Suite, stdio: StdioOptions): Promise<Result> {
  const started = Date.now();
  let counts: Counts;
  if (suite.needsBuild && !(built ??= await buildStale())) {
    counts = { passed: 0, failed: 1 };
  } else {
    counts = await suite.run(stdio);
  }
  return { name: suite.name, counts, seconds: (Date.now() - started) / 1000 };
}

/** Runs the suites two at a time, each into its own log, printed whole as each one ends. */
async function runSideBySide(batch: Suite[]): Promise<Result[]> {
  console.log(`\n━━ ${batch.map((suite) => suite.name).join(', ')} (two at a time) ━━`);
  const queue = [...batch];
  const done = new Map<string, Result>();
  const lane = async () => {
    for (let suite = queue.shift(); suite; suite = queue.shift()) {
      const logPath = join(resultsDir, `${suite.name}.log`);
      const log = openSync(logPath, 'w');
      let result: Result;
      try {
        result = await runSuite(suite, ['ignore', log, log]);
      } finally {
        closeSync(log);
      }
      console.log(`\n━━ ${suite.name} ━━ (${result.seconds.toFixed(1)} s)`);
      process.stdout.write(readFileSync(logPath, 'utf8'));
      done.set(suite.name, result);
    }
  };
  await Promise.all([lane(), lane()]);
  // In the order they are declared, whatever order they ended in.
  return batch.flatMap((suite) => done.get(suite.name) ?? []);
}

for (let index = 0; index < selected.length;) {
  const suite = selected[index];
  if (!suite) break;
  if (suite.parallel) {
    const batch: Suite[] = [];
    for (let next = selected[index]; next?.parallel; next = selected[index]) {
      batch.push(next);
      index += 1;
    }
    results.push(...(await runSideBySide(batch)));
  } else {
    console.log(`\n━━ ${suite.name} ━━`);
    results.push(await runSuite(suite, 'inherit'));
    index += 1;
  }
}

const passed = results.reduce((sum, { counts }) => sum + counts.passed, 0);
const failed = results.reduce((sum, { counts }) => sum + counts.failed, 0);
console.log('\n━━ summary ━━');
for (const { name, counts, seconds } of results) {
  const mark = counts.failed ? 'FAIL' : 'ok  ';
  console.log(
    `${mark} ${name.padEnd(14)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  ${seconds.toFixed(1)} s` +
      (counts.flaky ? `  (${counts.flaky} passed only on retry)` : ''),
  );
}
writeFileSync(join(resultsDir, 'totals.json'), JSON.stringify({ passed, failed, suites: results }, null, 2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

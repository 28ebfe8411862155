// `npm test` after the bootstrap: every suite, then a summary table and one line of totals.
//   --only a,b            run only the named suites (see `suites` below; the optional ones only so)
//   --update-snapshots    rewrite the visual baselines (with --only visual)
// The browserless suites and the build share the two cores, two at a time; then the browser
// suites, each using both cores. NOTES.md (Test pipeline) has the measured cost of each.
import { spawnSync, type StdioOptions } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { buildStale } from './build.ts';
import { chromiumPath, chromiumPlan, hasChromium } from './chromium.ts';
import { BOOTSTRAP_STARTED_MS, root, run } from './lib.ts';
import { machineLine, machineMarkerMs } from './machineSpeed.ts';
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
  /** Run only when named with --only (the Vitest story suites: the visual suite covers them). */
  optional?: boolean;
  /** For the summary's cost column: what one test of the suite is (a story, a test). */
  unit?: string;
  /**
   * Runs beside the other `parallel` suites next to it, two at a time, its output kept in a log that
   * is printed when it ends. Only for suites that use no browser and no port: each of these keeps
   * one core busy, and the machine has two. (The visual and e2e suites side by side, each on its
   * own stack, were tried: no faster, the two cores were already busy; NOTES, the pipeline.)
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

async function playwright(
  name: string,
  project: string,
  stdio: StdioOptions,
  { args: extra = [], env = {} }: { args?: string[]; env?: Record<string, string> } = {},
): Promise<Counts> {
  const output = join(resultsDir, `${name}.json`);
  const args = ['test', '--project', project, '--reporter=list,json', ...extra];
  if (values['update-snapshots']) args.push('--update-snapshots');
  const code = await run('playwright', args, {
    stdio,
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: output },
  });
  return countPlaywright(output, code);
}

const storyWorkers = ['--maxWorkers=3'];

/** Runs checks one after another; each counts as one test. */
async function checks(commands: [string, string[]][], stdio: StdioOptions): Promise<Counts> {
  const totals = { passed: 0, failed: 0 };
  for (const [command, args] of commands) {
    const result = await check(command, args, stdio);
    totals.passed += result.passed;
    totals.failed += result.failed;
    if (result.failed) console.error(`failed: ${command} ${args.join(' ')}`);
  }
  return totals;
}

let built: boolean | undefined;

// The suites without a browser come first and share the two cores, taken in this order by
// whichever lane is free: the longest (api-pglite) first, so that it does not run alone at the end
// (it did: ~100 s of one idle core); the build is one of them, so the browser suites find it done.
const suites: Suite[] = [
  {
    // First: the longest of the side-by-side suites (its fault tests start Postgres servers of
    // their own), so the two lanes end close together.
    name: 'api-postgres',
    parallel: true,
    unit: 'test',
    // The flows' contract tests (tests/contract: MSW and the real API lead a machine to the same
    // place) run on PGlite alone: they test the mocks against the API's answers, which the API
    // tests hold the same on both engines; here they cost the longest lane ~15 s.
    run: (stdio) =>
      vitest('api-postgres', 'api', stdio, { env: { TEST_DB: 'postgres' }, args: ['--exclude', 'tests/contract/**'] }),
  },
  {
    // The same API and contract tests on the embedded engine (the default of `npm start`).
    name: 'api-pglite',
    parallel: true,
    unit: 'test',
    run: (stdio) => vitest('api-pglite', 'api', stdio, { env: { TEST_DB: 'pglite' } }),
  },
  {
    // The TypeScript compiler's diagnostics and the type-aware rules from one program per tsconfig:
    // oxlint's type-aware rules run on tsgolint (typescript-go), which builds every program anyway,
    // and `--type-check` reports the compiler's errors from it. `tsgo -p` over the four projects
    // (`pnpm typecheck`) built them a second time: ~50 s of one core (NOTES.md, the pipeline).
    name: 'typecheck',
    parallel: true,
    run: (stdio) =>
      checks(
        [['oxlint', ['--type-aware', '--type-check', '--max-warnings', '0', '--report-unused-disable-directives']]],
        stdio,
      ),
  },
  {
    // ESLint runs only the rules oxlint lacks (eslint-plugin-oxlint turns off in ESLint what oxlint
    // covers; .oxlintrc.json, NOTES.md); Prettier checks the formatting.
    name: 'lint',
    parallel: true,
    run: (stdio) =>
      checks(
        [
          ['eslint', ['--max-warnings', '0', '.']],
          ['prettier', ['--check', '--log-level', 'warn', '.']],
        ],
        stdio,
      ),
  },
  {
    name: 'build',
    parallel: true,
    async run(stdio) {
      built = await buildStale({ stdio });
      return built ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
    },
  },
  { name: 'unit', parallel: true, unit: 'test', run: (stdio) => vitest('unit', 'unit', stdio) },
  // Every story, one test each: its play function, axe in both themes, its screenshot (and its dark
  // one for the design system's stories and those tagged visual-dark: tests/visual/storybook.ts).
  {
    name: 'visual',
    needsBrowser: true,
    needsBuild: true,
    unit: 'story',
    // Two workers on two cores, each taking the four parts in turn (tests/visual/storybook.ts):
    // four were 18% faster but failed a story's timing twice in a row; six parts on three workers
    // changed which story runs before which, and a story's focus ring follows the input modality
    // the one before it left (NOTES.md, the figures).
    // The stories need only the built Storybook (build above), served alone (playwright.config.ts).
    run: (stdio) => playwright('visual', 'visual', stdio, { args: ['--workers=2'], env: { VISUAL_SERVER: 'static' } }),
  },
  { name: 'e2e', needsBrowser: true, needsBuild: true, unit: 'test', run: (stdio) => playwright('e2e', 'e2e', stdio) },
  // The same stories through Vitest's browser mode, for a developer's watch loop: `--only stories`.
  {
    name: 'stories',
    optional: true,
    needsBrowser: true,
    unit: 'story',
    run: (stdio) => vitest('stories', 'storybook', stdio, { args: storyWorkers }),
  },
  {
    name: 'stories-dark',
    optional: true,
    needsBrowser: true,
    unit: 'story',
    run: (stdio) => vitest('stories-dark', 'storybook-dark', stdio, { args: storyWorkers }),
  },
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
const selected = suites.filter((suite) => (only ? only.includes(suite.name) : !suite.optional));
if (selected.some((suite) => suite.needsBrowser)) ensureChromium();

interface Result {
  name: string;
  counts: Counts;
  seconds: number;
  /** Seconds since `npm test` began (the bootstrap's install included). */
  startedAt: number;
  unit?: string;
  parallel: boolean;
}

const testStarted = Date.now();
const results: Result[] = [];
// Timed before anything else runs: how fast this machine is, for reading the table (under 1 s).
const markerMs = machineMarkerMs();

async function runSuite(suite: Suite, stdio: StdioOptions): Promise<Result> {
  const started = Date.now();
  let counts: Counts;
  if (suite.needsBuild && !(built ??= await buildStale())) {
    counts = { passed: 0, failed: 1 };
  } else {
    counts = await suite.run(stdio);
  }
  return {
    name: suite.name,
    counts,
    seconds: (Date.now() - started) / 1000,
    startedAt: (started - BOOTSTRAP_STARTED_MS) / 1000,
    unit: suite.unit,
    parallel: Boolean(suite.parallel),
  };
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
const seconds = (Date.now() - BOOTSTRAP_STARTED_MS) / 1000;
const setupSeconds = (testStarted - BOOTSTRAP_STARTED_MS) / 1000;
const failures = results.flatMap(({ name, counts }) => (counts.failures ?? []).map((line) => `${name}: ${line}`));
if (failures.length) {
  console.log(`\n━━ failed tests ━━ (${failures.length}${failures.length > 40 ? ', the first 40' : ''})`);
  // ANSI colour codes from the reporters' messages would only clutter the CI record.
  for (const line of failures.slice(0, 40)) console.log(`  ${stripVTControlCharacters(line)}`);
}
console.log('\n━━ summary ━━ (suites marked ∥ ran two at a time; cost = seconds per story or test)');
for (const { name, counts, seconds: suiteSeconds, unit, parallel } of results) {
  const mark = counts.failed ? 'FAIL' : 'ok  ';
  const tests = counts.passed + counts.failed;
  const cost = unit && tests ? `${(suiteSeconds / tests).toFixed(2)} s/${unit}` : '';
  console.log(
    `${mark} ${(name + (parallel ? ' ∥' : '')).padEnd(14)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  ${suiteSeconds.toFixed(1).padStart(6)} s  ${cost}` +
      (counts.flaky ? `  (${counts.flaky} passed only on retry)` : ''),
  );
}
console.log(
  `     ${'setup'.padEnd(14)} ${''.padStart(22)}  ${setupSeconds.toFixed(1).padStart(6)} s  (install, bootstrap)`,
);
console.log(`     ${'total'.padEnd(14)} ${''.padStart(22)}  ${seconds.toFixed(1).padStart(6)} s`);
console.log(`     ${machineLine(markerMs)}`);
writeFileSync(
  join(resultsDir, 'totals.json'),
  JSON.stringify(
    { passed, failed, seconds, setupSeconds, markerMs, bootstrapStartedMs: BOOTSTRAP_STARTED_MS, suites: results },
    null,
    2,
  ),
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

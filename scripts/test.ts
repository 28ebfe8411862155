// `npm test` after the bootstrap: every suite, one after another, then one line of totals.
//   --only a,b            run only the named suites (see `suites` below)
//   --update-snapshots    rewrite the visual baselines (with --only visual)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
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
  run(): Promise<Counts>;
}

/** A check with no per-test report (typecheck, lint) counts as one test. */
async function check(command: string, args: string[]): Promise<Counts> {
  const code = await run(command, args);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function vitest(name: string, project: string, env: Record<string, string> = {}): Promise<Counts> {
  const output = join(resultsDir, `${name}.json`);
  const code = await run(
    'vitest',
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    {
      env: { ...process.env, ...env },
    },
  );
  return countVitest(output, code);
}

async function playwright(name: string, project: string): Promise<Counts> {
  const output = join(resultsDir, `${name}.json`);
  const args = ['test', '--project', project, '--reporter=list,json'];
  if (values['update-snapshots']) args.push('--update-snapshots');
  const code = await run('playwright', args, { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: output } });
  return countPlaywright(output, code);
}

const tsProjects = ['packages/domain', 'packages/ui', 'packages/flows', 'packages/app', 'packages/api', '.'];

const suites: Suite[] = [
  {
    name: 'typecheck',
    async run() {
      const totals = { passed: 0, failed: 0 };
      for (const project of tsProjects) {
        const result = await check('tsc', ['-p', project]);
        totals.passed += result.passed;
        totals.failed += result.failed;
        if (result.failed) console.error(`typecheck failed in ${project}`);
      }
      return totals;
    },
  },
  {
    name: 'lint',
    async run() {
      const eslint = await check('eslint', ['--max-warnings', '0', '.']);
      const prettier = await check('prettier', ['--check', '--log-level', 'warn', '.']);
      return { passed: eslint.passed + prettier.passed, failed: eslint.failed + prettier.failed };
    },
  },
  { name: 'unit', run: () => vitest('unit', 'unit') },
  { name: 'stories', needsBrowser: true, run: () => vitest('stories', 'storybook') },
  { name: 'stories-dark', needsBrowser: true, run: () => vitest('stories-dark', 'storybook-dark') },
  { name: 'api-postgres', run: () => vitest('api-postgres', 'api', { TEST_DB: 'postgres' }) },
  { name: 'api-pglite', run: () => vitest('api-pglite', 'api', { TEST_DB: 'pglite' }) },
  { name: 'e2e', needsBrowser: true, needsBuild: true, run: () => playwright('e2e', 'e2e') },
  { name: 'visual', needsBrowser: true, needsBuild: true, run: () => playwright('visual', 'visual') },
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

const results: Array<{ name: string; counts: Counts; seconds: number }> = [];
let built: boolean | undefined;
for (const suite of selected) {
  console.log(`\n━━ ${suite.name} ━━`);
  const started = Date.now();
  let counts: Counts;
  if (suite.needsBuild && !(built ??= await buildStale())) {
    counts = { passed: 0, failed: 1 };
  } else {
    counts = await suite.run();
  }
  results.push({ name: suite.name, counts, seconds: (Date.now() - started) / 1000 });
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

// The cost model of `npm test`, read from the reports of a run (test-results/totals/): for each
// suite its fixed start-up cost and its cost per item (a story, both themes; an API test file, an
// e2e test, a unit test file), then what the pipeline costs when the items grow.
//   pnpm bench:ci-cost                 from the last run's reports
//   pnpm bench:ci-cost --scale 3       projection at three times today's stories, files and tests
// Model: suite seconds = start-up + items × seconds per item. The browserless suites share two
// lanes as scripts/test.ts runs them (each lane takes the next suite when it is free); the browser
// suites follow one after another; the setup (install, bootstrap) is fixed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '3' },
    dir: { type: 'string', default: join(import.meta.dirname, '..', 'test-results', 'totals') },
  },
});
const scale = Number(values.scale);
const dir = values.dir;

interface SuiteResult {
  name: string;
  counts: { passed: number; failed: number };
  seconds: number;
  startedAt: number;
  parallel: boolean;
  unit?: string;
}

interface Totals {
  passed: number;
  failed: number;
  seconds: number;
  setupSeconds: number;
  bootstrapStartedMs: number;
  suites: SuiteResult[];
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

const totalsPath = join(dir, 'totals.json');
if (!existsSync(totalsPath)) {
  console.error(`No ${totalsPath}: run \`npm test\` first.`);
  process.exit(1);
}
const totals = readJson(totalsPath) as Totals;

interface Model {
  name: string;
  parallel: boolean;
  seconds: number;
  /** What grows with the product: stories, test files or tests. */
  items: number;
  itemName: string;
  /** Seconds before the first item started (runner start, browser, web server). */
  startup: number;
  /** Wall-clock seconds per item once started (the suite's own parallelism included). */
  perItem: number;
  /** Busy seconds per item summed over workers (what one more item costs a worker). */
  workerPerItem?: number;
}

interface VitestReport {
  startTime: number;
  testResults?: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

interface PlaywrightReport {
  stats: { startTime: string; duration: number };
  suites: PlaywrightSuite[];
}
interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: { tests: { results: { startTime: string; duration: number }[] }[] }[];
}

function playwrightResults(suites: PlaywrightSuite[]): { start: number; duration: number }[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.map((result) => ({ start: Date.parse(result.startTime), duration: result.duration / 1000 })),
      ),
    ),
    ...playwrightResults(suite.suites ?? []),
  ]);
}

function model(suite: SuiteResult): Model {
  const base = { name: suite.name, parallel: suite.parallel, seconds: suite.seconds };
  const suiteStartMs = totals.bootstrapStartedMs + suite.startedAt * 1000;
  const report = readJson(join(dir, `${suite.name}.json`));
  const vitest = report as VitestReport | undefined;
  if (vitest?.testResults?.length) {
    const files = vitest.testResults;
    const first = Math.min(...files.map((file) => file.startTime));
    const startup = Math.max(0, (first - suiteStartMs) / 1000);
    const busy = files.reduce((sum, file) => sum + (file.endTime - file.startTime) / 1000, 0);
    return {
      ...base,
      items: files.length,
      itemName: 'file',
      startup,
      perItem: (suite.seconds - startup) / files.length,
      workerPerItem: busy / files.length,
    };
  }
  const playwright = report as PlaywrightReport | undefined;
  if (playwright?.suites) {
    const results = playwrightResults(playwright.suites);
    const first = Math.min(...results.map((result) => result.start));
    const startup = Math.max(0, (first - suiteStartMs) / 1000);
    const busy = results.reduce((sum, result) => sum + result.duration, 0);
    const items = suite.counts.passed + suite.counts.failed;
    return {
      ...base,
      items,
      itemName: suite.unit ?? 'test',
      startup,
      perItem: (suite.seconds - startup) / items,
      workerPerItem: busy / items,
    };
  }
  // A check without a per-test report (lint, typecheck, build) grows with the code: all of it scales.
  return { ...base, items: 1, itemName: 'run', startup: 0, perItem: suite.seconds };
}

const models = totals.suites.map(model);
const projected = (m: Model, k: number) => m.startup + m.items * k * m.perItem;

/** The runner's schedule: parallel suites in two lanes (next suite to the first free lane), then the rest. */
function schedule(k: number): number {
  let seconds = totals.setupSeconds;
  for (let index = 0; index < models.length;) {
    const m = models[index];
    if (!m) break;
    if (!m.parallel) {
      seconds += projected(m, k);
      index += 1;
      continue;
    }
    let [first, second] = [0, 0];
    for (let next = models[index]; next?.parallel; next = models[index]) {
      if (first <= second) first += projected(next, k);
      else second += projected(next, k);
      index += 1;
    }
    seconds += Math.max(first, second);
  }
  return seconds;
}

const pad = (value: string, width: number) => value.padStart(width);
const plural = (word: string, count: number) =>
  count === 1 ? word : word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`;
console.log(
  `${'suite'.padEnd(14)}${pad('items', 12)}${pad('seconds', 9)}${pad('start-up', 10)}${pad('s/item', 9)}${pad('worker s/item', 15)}${pad(`at ${scale}x`, 9)}`,
);
for (const m of models) {
  console.log(
    `${(m.name + (m.parallel ? ' ∥' : '')).padEnd(14)}${pad(`${m.items} ${plural(m.itemName, m.items)}`, 12)}` +
      `${pad(m.seconds.toFixed(1), 9)}${pad(m.startup.toFixed(1), 10)}${pad(m.perItem.toFixed(2), 9)}` +
      `${pad(m.workerPerItem === undefined ? '' : m.workerPerItem.toFixed(2), 15)}${pad(projected(m, scale).toFixed(0), 9)}`,
  );
}
const today = schedule(1);
const future = schedule(scale);
console.log(`setup (install, bootstrap): ${totals.setupSeconds.toFixed(1)} s, fixed`);
console.log(`pipeline today: ${totals.seconds.toFixed(0)} s measured, ${today.toFixed(0)} s by the model`);
console.log(
  `pipeline at ${scale}x the stories, API test files, e2e tests and code: ${future.toFixed(0)} s (${(future / 60).toFixed(1)} min)`,
);

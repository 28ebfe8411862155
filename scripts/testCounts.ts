import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  /** Passed only on a retry (counted in `passed`, named in the summary). */
  flaky?: number;
  /** The failed tests' names (file and title), printed above the summary. */
  failures?: string[];
}

/**
 * A runner that exited non-zero must count as failing even when its report says otherwise (a
 * crash before any test, an unhandled error, a failed global setup).
 */
function withExitCode(counts: Counts, exitCode: number): Counts {
  if (exitCode !== 0 && counts.failed === 0) return { ...counts, failed: 1 };
  return counts;
}

function readJson(path: string): unknown {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name?: string;
    message?: string;
    assertionResults?: { fullName?: string; status?: string; failureMessages?: string[] }[];
  }[];
}

/** The first line of a failure message, short enough for the summary. */
function firstLine(message: string | undefined): string {
  const line = (message ?? '').split('\n').find((text) => text.trim()) ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** Vitest's JSON reporter: numPassedTests / numFailedTests, and the failed tests named. */
export function countVitest(reportPath: string, exitCode: number): Counts {
  const report = readJson(reportPath) as VitestReport | undefined;
  const failures: string[] = [];
  for (const file of report?.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`${file.name ?? ''} › ${test.fullName ?? ''}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (!failedTests.length && file.message) failures.push(`${file.name ?? ''}: ${firstLine(file.message)}`);
  }
  const counts = { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0, failures };
  return withExitCode(counts, exitCode);
}

/**
 * Playwright's JSON reporter: stats.expected / unexpected / flaky. A flaky test (failed, then passed
 * on its one CI retry) counts as passed, as Vitest's retried stories do, and is reported as flaky.
 */
export function countPlaywright(reportPath: string, exitCode: number): Counts {
  const report = readJson(reportPath) as PlaywrightReport | undefined;
  const stats = report?.stats ?? {};
  const flaky = stats.flaky ?? 0;
  const failures: string[] = [];
  // A file's suite is titled with its path; describe blocks below it carry their own titles.
  const visit = (suite: PlaywrightSuite, parents: string[]): void => {
    const titles = suite.title && suite.title !== suite.file ? [...parents, suite.title] : parents;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${spec.file ?? ''} › ${[...titles, spec.title ?? ''].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, titles);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  const counts = { passed: (stats.expected ?? 0) + flaky, failed: stats.unexpected ?? 0, flaky, failures };
  return withExitCode(counts, exitCode);
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: {
    title?: string;
    file?: string;
    tests?: { status?: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number };
  suites?: PlaywrightSuite[];
}

import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  /** Passed only on a retry (counted in `passed`, named in the summary). */
  flaky?: number;
}

/**
 * A runner that exited non-zero must count as failing even when its report says otherwise (a
 * crash before any test, an unhandled error, a failed global setup).
 */
function withExitCode(counts: Counts, exitCode: number): Counts {
  if (exitCode !== 0 && counts.failed === 0) return { passed: counts.passed, failed: 1 };
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

/** Vitest's JSON reporter: numPassedTests / numFailedTests. */
export function countVitest(reportPath: string, exitCode: number): Counts {
  const report = readJson(reportPath) as { numPassedTests?: number; numFailedTests?: number } | undefined;
  const counts = { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
  return withExitCode(counts, exitCode);
}

/**
 * Playwright's JSON reporter: stats.expected / unexpected / flaky. A flaky test (failed, then passed
 * on its one CI retry) counts as passed, as Vitest's retried stories do, and is reported as flaky.
 */
export function countPlaywright(reportPath: string, exitCode: number): Counts {
  const report = readJson(reportPath) as
    { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined;
  const stats = report?.stats ?? {};
  const flaky = stats.flaky ?? 0;
  const counts = { passed: (stats.expected ?? 0) + flaky, failed: stats.unexpected ?? 0, flaky };
  return withExitCode(counts, exitCode);
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countPlaywright, countVitest } from './testCounts.ts';

const dir = mkdtempSync(join(tmpdir(), 'counts-'));
function report(name: string, body: unknown) {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(body));
  return path;
}

describe('counting a suite', () => {
  it('reads Vitest totals', () => {
    expect(countVitest(report('v.json', { numPassedTests: 7, numFailedTests: 2 }), 1)).toEqual({
      passed: 7,
      failed: 2,
      failures: [],
    });
  });

  it('counts a crashed runner with no report as one failure', () => {
    expect(countVitest(join(dir, 'missing.json'), 1)).toEqual({ passed: 0, failed: 1, failures: [] });
    expect(countPlaywright(join(dir, 'missing.json'), 1)).toEqual({ passed: 0, failed: 1, flaky: 0, failures: [] });
  });

  it('never lets a non-zero exit pass as all green', () => {
    expect(countVitest(report('green.json', { numPassedTests: 3, numFailedTests: 0 }), 1)).toEqual({
      passed: 3,
      failed: 1,
      failures: [],
    });
  });

  it('counts flaky Playwright tests as passed and names how many', () => {
    const path = report('p.json', { stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 } });
    expect(countPlaywright(path, 1)).toEqual({ passed: 6, failed: 1, flaky: 1, failures: [] });
  });

  it('names the failed Vitest tests with the first line of their message', () => {
    const path = report('named.json', {
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/a.test.ts',
          assertionResults: [
            { fullName: 'money moves', status: 'passed', failureMessages: [] },
            { fullName: 'money balances', status: 'failed', failureMessages: ['\nexpected 1 to be 2\n  at line'] },
          ],
        },
        { name: '/repo/b.test.ts', message: 'Failed to load url ./missing', assertionResults: [] },
      ],
    });
    expect(countVitest(path, 1).failures).toEqual([
      '/repo/a.test.ts › money balances: expected 1 to be 2',
      '/repo/b.test.ts: Failed to load url ./missing',
    ]);
  });

  it('names the unexpected Playwright tests through nested describe blocks', () => {
    const path = report('pw-named.json', {
      stats: { expected: 1, unexpected: 1 },
      suites: [
        {
          title: 'e2e/pay.spec.ts',
          file: 'e2e/pay.spec.ts',
          specs: [{ title: 'passes', file: 'e2e/pay.spec.ts', tests: [{ status: 'expected', results: [] }] }],
          suites: [
            {
              title: 'withdrawals',
              specs: [
                {
                  title: 'charges the fee',
                  file: 'e2e/pay.spec.ts',
                  tests: [{ status: 'unexpected', results: [{ error: { message: 'Timed out\nCall log' } }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(countPlaywright(path, 1).failures).toEqual(['e2e/pay.spec.ts › withdrawals › charges the fee: Timed out']);
  });
});

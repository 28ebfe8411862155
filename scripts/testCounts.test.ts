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
    });
  });

  it('counts a crashed runner with no report as one failure', () => {
    expect(countVitest(join(dir, 'missing.json'), 1)).toEqual({ passed: 0, failed: 1 });
    expect(countPlaywright(join(dir, 'missing.json'), 1)).toEqual({ passed: 0, failed: 1 });
  });

  it('never lets a non-zero exit pass as all green', () => {
    expect(countVitest(report('green.json', { numPassedTests: 3, numFailedTests: 0 }), 1)).toEqual({
      passed: 3,
      failed: 1,
    });
  });

  it('counts flaky Playwright tests as passed and names how many', () => {
    const path = report('p.json', { stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 } });
    expect(countPlaywright(path, 1)).toEqual({ passed: 6, failed: 1, flaky: 1 });
  });
});

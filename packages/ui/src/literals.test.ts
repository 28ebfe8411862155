import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Components read the theme contract, never literal values: the raw tokens file is the only
 * place in the design system that may hold a colour or a px size.
 */
const srcDir = import.meta.dirname;
const allowed = new Set(['theme/tokens.ts', 'literals.test.ts']);

const literalPatterns: Array<[string, RegExp]> = [
  ['hex colour', /['"`]#[0-9a-f]{3,8}\b|\s#[0-9a-f]{6}\b/i],
  ['rgb/hsl colour', /\b(?:rgba?|hsla?|oklch)\(/],
  ['px value', /\b\d+(?:\.\d+)?px\b/],
  ['named colour', /['"`](?:white|black|red|blue|green|gray|grey)['"`]/],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('no literal colours or px values outside the tokens', () => {
  const files = sourceFiles(srcDir).filter((file) => !allowed.has(relative(srcDir, file)));

  it('finds the component files to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((file) => [relative(srcDir, file), file]))('%s', (_name, file) => {
    const offending = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        literalPatterns
          .filter(([, pattern]) => pattern.test(line))
          .map(([kind]) => `line ${index + 1}: ${kind}: ${line.trim()}`),
      );
    expect(offending).toEqual([]);
  });
});

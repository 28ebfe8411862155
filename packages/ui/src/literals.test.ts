import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Components read the theme contract, never literal values: the raw tokens file is the only
 * place in the design system that may hold a colour or a px size.
 */
const srcDir = import.meta.dirname;
const allowed = new Set(['theme/tokens.ts', 'literals.test.ts']);

const colourPatterns: Array<[string, RegExp]> = [
  ['hex colour', /['"`]#[0-9a-f]{3,8}\b|\s#[0-9a-f]{6}\b/i],
  ['rgb/hsl colour', /\b(?:rgba?|hsla?|oklch)\(/],
  ['named colour', /['"`](?:white|black|red|blue|green|gray|grey)['"`]/],
];
const literalPatterns: Array<[string, RegExp]> = [...colourPatterns, ['px value', /\b\d+(?:\.\d+)?px\b/]];

function offendingLines(file: string, patterns: Array<[string, RegExp]>): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      patterns
        .filter(([, pattern]) => pattern.test(line))
        .map(([kind]) => `line ${index + 1}: ${kind}: ${line.trim()}`),
    );
}

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
    expect(offendingLines(file, literalPatterns)).toEqual([]);
  });
});

/**
 * The flows and the app colour themselves only through the theme contract too, so the dark theme
 * is the light one with the contract's dark values: the visual suite screenshots the dark screen
 * of the design system's stories, not of every page and flow (tests/visual/storybook.ts).
 */
describe('no literal colours in the flows and the app', () => {
  const packagesDir = join(srcDir, '..', '..');
  const files = ['flows', 'app'].flatMap((name) => sourceFiles(join(packagesDir, name, 'src')));

  it('finds the files to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files.map((file) => [relative(packagesDir, file), file]))('%s', (_name, file) => {
    expect(offendingLines(file, colourPatterns)).toEqual([]);
  });
});

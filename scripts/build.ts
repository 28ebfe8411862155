// Builds what is stale: the app (Vite) and the static Storybook. A build is stale when the hash
// of its inputs differs from the one stamped in its output folder. `--force` rebuilds all.
import type { StdioOptions } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { hashInputs, root, run } from './lib.ts';

interface Target {
  name: string;
  outDir: string;
  inputs: string[];
  command: [string, ...string[]];
  cwd?: string;
}

const frontEndSources = ['packages/domain/src', 'packages/ui/src', 'packages/flows/src', 'packages/app/src'];
const manifests = [
  'pnpm-lock.yaml',
  'package.json',
  'tsconfig.base.json',
  ...['domain', 'ui', 'flows', 'app'].map((name) => `packages/${name}/package.json`),
];

export const targets: Target[] = [
  {
    name: 'app',
    outDir: 'packages/app/dist',
    inputs: [
      ...frontEndSources,
      ...manifests,
      'packages/app/index.html',
      'packages/app/vite.config.ts',
      'packages/app/public',
    ],
    command: ['vite', 'build', '--logLevel', 'warn'],
    cwd: join(root, 'packages/app'),
  },
  {
    name: 'storybook',
    outDir: 'dist/storybook',
    inputs: [...frontEndSources, ...manifests, '.storybook'],
    command: ['storybook', 'build', '--config-dir', '.storybook', '--output-dir', 'dist/storybook', '--quiet'],
  },
];

const STAMP = '.build-hash';

export function isFresh(target: Target): boolean {
  const stamp = join(root, target.outDir, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === hashInputs(target.inputs);
}

export async function buildStale({
  force = false,
  only,
  stdio = 'inherit',
}: { force?: boolean; only?: string[]; stdio?: StdioOptions } = {}): Promise<boolean> {
  // Into the log the command's output goes to, when `npm test` gives it one.
  const out = Array.isArray(stdio) && typeof stdio[1] === 'number' ? stdio[1] : undefined;
  const say = (line: string) => (out === undefined ? console.log(line) : writeSync(out, `${line}\n`));
  for (const target of targets) {
    if (only && !only.includes(target.name)) continue;
    if (!force && isFresh(target)) {
      say(`[build] ${target.name}: up to date`);
      continue;
    }
    const hash = hashInputs(target.inputs);
    say(`[build] ${target.name}: building`);
    const started = Date.now();
    const [command, ...args] = target.command;
    const code = await run(command, args, { cwd: target.cwd ?? root, stdio });
    if (code !== 0) {
      say(`[build] ${target.name}: failed (exit ${code})`);
      return false;
    }
    writeFileSync(join(root, target.outDir, STAMP), hash);
    say(`[build] ${target.name}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return true;
}

if (import.meta.main) {
  const force = process.argv.includes('--force');
  process.exit((await buildStale({ force })) ? 0 : 1);
}

#!/usr/bin/env node
// Bootstrap for `npm start` and `npm test`. Written for the machine's own Node (20 and up):
// it gets Node 24 and pnpm into .tools/ when needed, installs the workspace's dependencies
// when the lockfile or a manifest changed, then hands over to scripts/<command>.ts on Node 24.
// Plain JavaScript on purpose: it must run before anything else is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const startedMs = Date.now();
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');
const NODE_MAJOR = 24;
// react-router 8 needs 22.22; everything else here needs 22 at least.
const NODE_MINIMUM = [22, 22];
// Pinned here rather than in package.json's packageManager field: with that field, pnpm 12.21
// refuses every --frozen-lockfile install (pnpm/pnpm#14124).
const PNPM_VERSION = '12.21.0';

const [command = 'start', ...rest] = process.argv.slice(2);
const log = (message) => console.log(`[bootstrap] ${message}`);

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`[bootstrap] failed: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

function versionAtLeast(version, [major, minor]) {
  const [a, b] = version.replace(/^v/, '').split('.').map(Number);
  return a > major || (a === major && b >= minor);
}

function npmInstallInto(prefix, spec) {
  mkdirSync(prefix, { recursive: true });
  run('npm', ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', spec]);
}

function ensureNode() {
  if (versionAtLeast(process.version, NODE_MINIMUM)) return process.execPath;
  const pkg = `node-${process.platform}-${process.arch}`;
  const bin = join(tools, 'node', 'node_modules', pkg, 'bin', 'node');
  if (!existsSync(bin)) {
    log(
      `system Node ${process.version} is older than ${NODE_MINIMUM.join('.')}: installing ${pkg}@${NODE_MAJOR} into .tools/node`,
    );
    npmInstallInto(join(tools, 'node'), `${pkg}@${NODE_MAJOR}`);
  }
  return bin;
}

function ensurePnpm(node) {
  const pkgDir = join(tools, 'pnpm', 'node_modules', 'pnpm');
  const installed = join(pkgDir, 'package.json');
  const current = existsSync(installed) ? JSON.parse(readFileSync(installed, 'utf8')).version : null;
  if (current !== PNPM_VERSION) {
    log(`installing pnpm@${PNPM_VERSION} into .tools/pnpm`);
    npmInstallInto(join(tools, 'pnpm'), `pnpm@${PNPM_VERSION}`);
  }
  // pnpm 12 ships a native executable; its JavaScript wrapper is the fallback.
  const native = join(pkgDir, 'pnpm');
  const usable = spawnSync(native, ['--version'], { encoding: 'utf8' }).stdout?.trim() === PNPM_VERSION;
  const exec = usable ? `"${native}"` : `"${node}" "${join(pkgDir, 'bin', 'pnpm.mjs')}"`;
  // A shim so that scripts and package.json scripts can call `pnpm` by name.
  const shimDir = join(tools, 'bin');
  mkdirSync(shimDir, { recursive: true });
  const shim = `#!/bin/sh\nexec ${exec} "$@"\n`;
  const shimPath = join(shimDir, 'pnpm');
  if (!existsSync(shimPath) || readFileSync(shimPath, 'utf8') !== shim) writeFileSync(shimPath, shim, { mode: 0o755 });
  return shimDir;
}

/** Hash of every manifest and the lockfile: dependencies are reinstalled only when it changes. */
function manifestHash() {
  const hash = createHash('sha256');
  const files = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml'];
  for (const dir of readdirSync(join(root, 'packages'))) files.push(join('packages', dir, 'package.json'));
  for (const file of files) {
    const path = join(root, file);
    hash.update(file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

function ensureDependencies(env) {
  const stamp = join(root, 'node_modules', '.install-stamp');
  const wanted = manifestHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return;
  log('installing dependencies with pnpm');
  const args = ['install'];
  if (process.env.CI) args.push('--frozen-lockfile');
  run('pnpm', args, { env });
  writeFileSync(stamp, manifestHash());
}

const node = ensureNode();
const shimDir = ensurePnpm(node);
const env = {
  ...process.env,
  PATH: [shimDir, dirname(node), join(root, 'node_modules', '.bin'), process.env.PATH].join(':'),
  // Keep tools that write under HOME inside the checkout, so runs are repeatable with any HOME.
  XDG_CONFIG_HOME: join(tools, 'home', 'config'),
  XDG_CACHE_HOME: join(tools, 'home', 'cache'),
  STORYBOOK_DISABLE_TELEMETRY: '1',
  // When `npm test` began, so its summary can say what the install and bootstrap cost.
  BOOTSTRAP_STARTED_MS: process.env.BOOTSTRAP_STARTED_MS ?? String(startedMs),
};
ensureDependencies(env);

// A command is a script of scripts/ by name (start, test, build, dev, storybook) or a path.
const target = command.includes('/') ? join(root, command) : join(root, 'scripts', `${command}.ts`);
if (!existsSync(target)) {
  console.error(`[bootstrap] unknown command "${command}" (expected start, test or build)`);
  process.exit(2);
}
const result = spawnSync(node, [target, ...rest], { stdio: 'inherit', cwd: root, env });
process.exit(result.status ?? 1);

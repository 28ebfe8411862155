import { spawn, type SpawnOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** When the bootstrap began (scripts/bootstrap.mjs sets it), else when this process did. */
export const BOOTSTRAP_STARTED_MS = Number(process.env.BOOTSTRAP_STARTED_MS) || Date.now() - process.uptime() * 1000;

/** Runs a command with inherited output; resolves with its exit code (never rejects on failure). */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.cache', '__screenshots__']);

function collect(path: string, into: string[]) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    into.push(path);
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    collect(join(path, entry.name), into);
  }
}

/** A content hash over files and folders (relative to the root), for "is this build stale?". */
export function hashInputs(paths: string[]): string {
  const files: string[] = [];
  for (const path of paths) collect(join(root, path), files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

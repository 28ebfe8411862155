import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser: downloads fail on these machines). */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function hasChromium(): boolean {
  return existsSync(chromiumPath());
}

/** Flags for a quiet, repeatable headless Chromium on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
];

export type ChromiumPlan =
  { action: 'none' } | { action: 'install'; commands: string[][] } | { action: 'stop'; message: string };

/**
 * What `npm test` does about the browser: nothing when it is there; as root, install Debian's
 * `chromium` and `fonts-liberation`; otherwise stop and say how.
 */
export function chromiumPlan({
  present,
  isRoot,
  path,
}: {
  present: boolean;
  isRoot: boolean;
  path: string;
}): ChromiumPlan {
  if (present) return { action: 'none' };
  if (isRoot) {
    return {
      action: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-liberation'],
      ],
    };
  }
  return {
    action: 'stop',
    message:
      `Chromium is missing at ${path}. Install Debian's packages, then run npm test again:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation\n' +
      '(or point CHROMIUM_PATH at a Chromium binary).',
  };
}

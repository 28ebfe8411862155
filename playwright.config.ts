import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// The stack as `npm start` starts it (build, migrate, serve), on its own port and a fresh data dir
// of that port (so two runs on two ports never share one).
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = `.data/e2e-${String(port)}`;

const storybookServer = {
  command: 'node scripts/serveStorybook.ts',
  url: `${baseURL}/storybook/index.json`,
  env: { PORT: String(port), LOG_LEVEL: 'warn' },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'pipe' as const,
};

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A journey signs up, confirms by mail and fills forms: tens of seconds on a loaded machine.
  timeout: 60_000,
  // CI never writes a missing baseline: it fails, so a baseline is always a reviewed commit.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    timeout: 10_000,
    // tests/visual/storybook.ts compares with the same options first, natively (MAX_DIFF_PIXELS).
    toHaveScreenshot: { maxDiffPixels: 20, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // Kept for a failed test: the actions, their timing, the console and the network. Without the
    // screencast, which cost the browser more than the test itself, and without DOM snapshots
    // (~11% of the suite; NOTES.md, the pipeline).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  projects: [
    { name: 'e2e', testDir: 'tests/e2e' },
    {
      name: 'visual',
      testDir: 'tests/visual',
      // One part of one theme per worker (a spec file each), stories in a fixed order (tests/visual/storybook.ts).
      fullyParallel: false,
      // The landing page's stories scroll through and load every section: ~25 s each on a busy machine.
      timeout: 90_000,
      // One retry in CI, in a fresh page: 1 of 1,080 screenshots raced once on a loaded machine.
      // A real difference fails twice; a retried pass is named in the summary.
      retries: process.env.CI ? 1 : 0,
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      use: {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        // A trace records a screencast and DOM snapshots through every story, kept or not: it
        // cost more than the stories themselves (Flows/Login: 100 CPU-s with, 56 without). A
        // failure still leaves the actual, expected and diff images and the error.
        trace: 'off',
      },
    },
  ],
  // `npm test` runs the visual suite on the Storybook it has just built, served alone
  // (VISUAL_SERVER=static: scripts/serveStorybook.ts); otherwise the whole stack, which builds what
  // is stale first.
  webServer:
    process.env.VISUAL_SERVER === 'static'
      ? storybookServer
      : {
          command: `rm -rf ${dataDir} && node scripts/start.ts`,
          url: `${baseURL}/api/v1/health`,
          // The suite signs up some thirty accounts from one address within minutes, past the per-address
          // sign-up limit (20 an hour) a real visitor never meets: the limits are scaled, not switched off.
          env: { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MULTIPLIER: '5' },
          reuseExistingServer: false,
          timeout: 300_000,
          stdout: 'pipe',
        },
});

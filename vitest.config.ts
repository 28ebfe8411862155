import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * Every story as a test in headless Chromium, once per theme (axe checks contrast per theme).
 * `__STORY_THEME__` sets the preview's initial `theme` global.
 */
function storybookProject(theme: 'light' | 'dark', name: string): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir })],
    define: { __STORY_THEME__: JSON.stringify(theme) },
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the test iframe,
    // which breaks the run. A new dependency used by a story belongs in this list.
    optimizeDeps: {
      include: [
        '@cloudexperts/ui > @vanilla-extract/recipes/createRuntimeFn',
        '@cloudexperts/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
        '@cloudexperts/ui > react-aria-components',
        '@cloudexperts/ui > @internationalized/date',
        '@cloudexperts/ui > libphonenumber-js',
        '@cloudexperts/app > react-router',
        '@cloudexperts/app > react-router/dom',
        '@cloudexperts/domain > zod',
        '@cloudexperts/domain > ky',
        '@cloudexperts/flows > xstate',
        '@cloudexperts/flows > @xstate/react',
        'msw',
        'msw/browser',
      ],
    },
    test: {
      name,
      // One retry in CI: a story that fails twice is broken; once, on a loaded machine, is noise
      // (seen once: Select's keyboard story "failed to render" and passed on every rerun).
      retry: process.env.CI ? 1 : 0,
      // The landing page's stories load every section and fill forms: ~25 s on a busy machine.
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The files share their worker's module graph (zod, XState, the domain) instead of
          // importing it again for each: import was half the suite's time. No test file changes
          // module state; the machine tests put fake timers back after each test.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['packages/api/test/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          globalSetup: ['packages/api/test/globalSetup.ts'],
          // One database per run: files share it, so they run one after another.
          fileParallelism: false,
          // The files share one module graph (the app, knex, PGlite's WebAssembly) instead of
          // importing it again for each: half the suite's time. Each file starts its own server;
          // the database (Postgres, or the process's one PGlite) is the run's.
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      storybookProject('light', 'storybook'),
      storybookProject('dark', 'storybook-dark'),
    ],
  },
});

import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['packages/api/test/**/*.test.ts'],
          globalSetup: ['packages/api/test/globalSetup.ts'],
          // One database per run: files share it, so they run one after another.
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the test iframe.
        optimizeDeps: {
          include: [
            '@cloudexperts/ui > @vanilla-extract/recipes/createRuntimeFn',
            '@cloudexperts/ui > react-aria-components',
            '@cloudexperts/app > react-router',
            '@cloudexperts/app > react-router/dom',
            '@cloudexperts/domain > zod',
            '@cloudexperts/domain > ky',
            'msw',
            'msw/browser',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

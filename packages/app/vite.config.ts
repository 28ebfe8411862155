import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// `pnpm dev` runs the API on API_PORT and proxies /api to it, so the app talks to the real backend.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    // ws: the live notification feed (/api/v1/notifications/live) goes through the proxy too.
    proxy: { '/api': { target: `http://localhost:${apiPort}`, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The landing page's budget (120 KB of JS, NOTES): the entry chunk carried the names of every
    // JS chunk each of its lazy imports (pages, popups, the signed-in route tables) would preload,
    // ~2.3 KB gzip, growing with each area. Imports made from the entry preload their CSS only;
    // their JS loads by its own static imports (one round trip more per level on a first visit to
    // such a page). Lazy imports from other chunks keep their whole preload list.
    modulePreload: {
      resolveDependencies: (_filename, deps, { hostId }) =>
        /(^|\/)index-[^/]*\.js$/.test(hostId) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        // `@cloudexperts/domain/jitless` (main.tsx's first import) must run before any chunk builds a
        // zod schema. Inlined into the entry chunk it ran after the entry's static imports, one of
        // which built schemas: zod then probed for eval and the page's policy reported it (csp.spec).
        // Its own chunk is the entry's first import, so it runs first.
        advancedChunks: {
          groups: [{ name: 'jitless', test: /[\\/]domain[\\/]src[\\/]jitless\.ts$/, priority: 100 }],
        },
      },
    },
  },
});

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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});

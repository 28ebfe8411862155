import Koa from 'koa';
import { loadConfig } from './config.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { serveStatic } from './http/static.ts';

/**
 * The built Storybook alone, under the headers `npm start` serves it with (its CSP, framing and
 * permissions policy), and the app's static files the stories load by absolute path: the visual
 * suite's server (scripts/serveStorybook.ts). The stories answer their calls through MSW, so no
 * database, API or job is needed.
 */
export function startStorybookServer() {
  const config = loadConfig();
  const app = new Koa();
  app.use(securityHeaders({ production: false, frontEnds: config.staticDirs }));
  app.use(serveStatic({ mount: '/storybook', dir: config.staticDirs.storybook, spaFallback: false }));
  // Stories load the app's own files by their absolute paths (/images/skills/…, /catalog/…).
  app.use(serveStatic({ mount: '/', dir: config.staticDirs.app, spaFallback: false }));
  app.listen(config.port, config.host, () => {
    console.log(`Storybook http://${config.host}:${String(config.port)}/storybook/ (built, served alone)`);
  });
}

// Landing critical-path JS: the gzip size of every script the landing page (/) loads before any
// interaction, in Debian's Chromium, against the built app served by the real server.
//   pnpm bench:landing-js   (builds the app first when it is stale)
// Target from the roadmap: under 120 KB gzip.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { createApp } from '../packages/api/src/app.ts';
import { loadConfig } from '../packages/api/src/config.ts';
import { openDatabase } from '../packages/api/src/db/database.ts';
import { createLogger } from '../packages/api/src/logger.ts';
import { buildStale } from '../scripts/build.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const BUDGET_KB = 120;

if (!(await buildStale({ only: ['app'] }))) process.exit(1);

const database = openDatabase({});
const app = createApp({
  config: loadConfig({ NODE_ENV: 'test' }),
  database,
  logger: createLogger('silent'),
  serveFrontEnds: true,
});
const server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage();
const scripts: Array<{ url: string; raw: number; gzip: number }> = [];
page.on('response', async (response) => {
  if (response.request().resourceType() !== 'script') return;
  const body = await response.body();
  scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
});
await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
await browser.close();
server.closeAllConnections();
server.close();
await database.close();

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${kb(script.gzip).padStart(8)} KB gzip  ${kb(script.raw).padStart(8)} KB raw  ${script.url}`);
}
const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
console.log(`landing critical-path JS: ${kb(total)} KB gzip in ${scripts.length} files (budget ${BUDGET_KB} KB)`);

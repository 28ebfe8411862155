// Landing critical-path JS: the gzip size of every script the landing page (/) loads before any
// interaction, in Debian's Chromium, against the built app served by the real server.
//   pnpm bench:landing-js   (builds the app first when it is stale)
// Target from the roadmap: under 120 KB gzip.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { serveBuiltApp } from './builtApp.ts';

const BUDGET_KB = 120;

const { origin, close } = await serveBuiltApp();

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
await close();

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${kb(script.gzip).padStart(8)} KB gzip  ${kb(script.raw).padStart(8)} KB raw  ${script.url}`);
}
const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
console.log(`landing critical-path JS: ${kb(total)} KB gzip in ${scripts.length} files (budget ${BUDGET_KB} KB)`);

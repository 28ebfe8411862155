// Lighthouse on the landing page (/): performance and accessibility scores, mobile (Lighthouse's
// default: simulated slow 4G and a 4x slower CPU) and desktop, in Debian's Chromium, against the
// built app served by the real server.
//   pnpm bench:lighthouse   (builds the app first when it is stale)
// Targets from issue 6: performance >= 95, accessibility 100.
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { serveBuiltApp } from './builtApp.ts';

const DEBUGGING_PORT = 9339;

const served = await serveBuiltApp();
const url = `${served.origin}/`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...chromiumArgs, `--remote-debugging-port=${DEBUGGING_PORT}`],
});

const metrics = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
const scores: Array<{ preset: string; performance: number; accessibility: number; figures: string }> = [];
try {
  for (const [preset, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ] as const) {
    const result = await lighthouse(
      url,
      { port: DEBUGGING_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      config,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    scores.push({
      preset,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      figures: metrics
        .map(
          (id) =>
            `${id
              .split('-')
              .map((word) => word[0]?.toUpperCase())
              .join('')} ${audits[id]?.displayValue ?? '?'}`,
        )
        .join(', '),
    });
  }
} finally {
  await browser.close();
  await served.close();
}

for (const score of scores) {
  console.log(
    `lighthouse ${score.preset.padEnd(7)} performance ${score.performance}  accessibility ${score.accessibility}  ` +
      `(${score.figures})`,
  );
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { themeNames } from '@cloudexperts/ui/themes';

/**
 * Every story of the built Storybook, in each theme, against a committed baseline. Baselines are
 * only valid for the Chromium that made them: a different version fails once, with instructions,
 * instead of with a diff per story.
 */
const storybookDir = join(import.meta.dirname, '../../dist/storybook');
const versionFile = join(import.meta.dirname, '__screenshots__', 'chromium-version.txt');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}
const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test.beforeAll(({ browser }, testInfo) => {
  const version = browser.version();
  if (testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed') {
    mkdirSync(dirname(versionFile), { recursive: true });
    writeFileSync(versionFile, `${version}\n`);
    return;
  }
  const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : '(none)';
  if (recorded !== version) {
    throw new Error(
      `The visual baselines were made with Chromium ${recorded}, this machine has ${version}. ` +
        'Check the differences by eye, then regenerate them with `pnpm test:visual:update` and commit them.',
    );
  }
});

for (const story of stories) {
  for (const theme of themeNames) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`/storybook/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      // Wait until the story has rendered and its play function (if any) has finished.
      await page.waitForFunction(() => {
        const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__;
        const phase = preview?.currentRender?.phase;
        return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
      });
      await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
      await page.evaluate(() => document.fonts.ready);
      // The page-wide theme styles must have loaded: a transparent body means they did not.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
      expect(errors).toEqual([]);
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    });
  }
}

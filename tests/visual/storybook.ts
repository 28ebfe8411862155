import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type { ThemeName } from '@cloudexperts/ui/themes';

/**
 * Every story of the built Storybook against a committed baseline, one spec file per theme so
 * each worker takes one theme and runs its stories in the same order every time.
 *
 * Speed: a worker keeps one Storybook page and switches stories through Storybook's own channel
 * (as its manager does) instead of reloading the preview for each story: about 0.2 s a story
 * instead of 1.4 s. Each story still renders from scratch; only the preview bundle stays loaded.
 */
const storybookDir = join(import.meta.dirname, '../../dist/storybook');
const versionFile = join(import.meta.dirname, '__screenshots__', 'chromium-version.txt');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

export function storiesOfBuild(): IndexEntry[] {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  // A story tagged `no-visual` is tested in the story suites only (see NOTES.md for why and which).
  return Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && !(entry.tags ?? []).includes('no-visual'),
  );
}

interface StoryPage {
  page: Page;
  /** Errors thrown in the page since the last `show`. */
  errors: string[];
  show: (storyId: string) => Promise<void>;
}

interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

const test = base.extend<{ theme: ThemeName }, { storyPage: StoryPage; workerTheme: ThemeName }>({
  workerTheme: ['light', { scope: 'worker', option: true }],
  theme: async ({ workerTheme }, provide) => {
    await provide(workerTheme);
  },
  storyPage: [
    async ({ browser, workerTheme }, provide, workerInfo) => {
      const { viewport, deviceScaleFactor, reducedMotion, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, deviceScaleFactor, reducedMotion, baseURL });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let loaded = false;
      const show = async (storyId: string) => {
        errors.length = 0;
        if (loaded) {
          // Back to the top before the next story renders, never after: a scroll event closes an
          // open tooltip or popover (React Aria's close-on-scroll), which made Tooltip/Playground
          // flaky when the story before it had left the page scrolled.
          await page.evaluate(
            () =>
              new Promise<void>((resolve) => {
                window.scrollTo(0, 0);
                requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
              }),
          );
          await page.evaluate((id) => {
            (window as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
              storyId: id,
              viewMode: 'story',
            });
          }, storyId);
        } else {
          // axe already runs in the story tests, in both themes; here it would only cost time.
          await page.goto(
            `/storybook/iframe.html?id=${storyId}&viewMode=story&globals=theme:${workerTheme};a11y.manual:!true`,
          );
          loaded = true;
        }
        // Wait until this story has rendered and its play function (if any) has finished.
        await page.waitForFunction((id) => {
          const render = (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
          return render?.id === id && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '');
        }, storyId);
        await page.evaluate(async () => {
          // Only a story that scrolled itself (a play function moving focus down a tall page) is
          // brought back, so a sticky header sits at the top of the full-page screenshot.
          if (window.scrollY !== 0) window.scrollTo(0, 0);
          await document.fonts.ready;
        });
      };
      await provide({ page, errors, show });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Baselines are only valid for the Chromium that made them: a different one fails once, clearly. */
function checkChromiumVersion(version: string, updating: boolean) {
  if (updating) {
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
}

export function defineVisualTests(theme: ThemeName) {
  test.use({ workerTheme: theme });

  test.beforeAll(({ browser }, testInfo) => {
    const mode = testInfo.config.updateSnapshots;
    checkChromiumVersion(browser.version(), mode === 'all' || mode === 'changed');
  });

  for (const story of storiesOfBuild()) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ storyPage }) => {
      const { page, errors, show } = storyPage;
      await show(story.id);
      await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
      expect(errors).toEqual([]);
      // The page-wide theme styles must have loaded: a transparent body means they did not.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
      // Text that depends on the clock (countdowns) is masked; so are the landing page's lazily
      // loaded sections behind stories about something else (the frame, the account modal), as
      // when each loads is timing. The landing page's own stories load them all and show them.
      const masked = ['[data-visual-mask]', '[data-testid="resend-countdown"]'];
      if (!story.title.startsWith('Pages/Landing')) masked.push('[data-deferred]');
      const volatile = page.locator(masked.join(', '));
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true, mask: [volatile] });
    });
  }
}

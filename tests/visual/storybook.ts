import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test as base, expect, type Browser, type CDPSession, type FullConfig, type Page } from '@playwright/test';
import type { ThemeName } from '@cloudexperts/ui/themes';
import sharp from 'sharp';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

/**
 * Every story of the built Storybook against committed baselines, one test a story, from one
 * render: the story renders light, runs its play function and axe, and is screenshotted; then the
 * same screen is switched to the dark theme (the theme class and the app's `storage` event, see
 * `__showStoryInTheme` in .storybook/preview.tsx) and checked by axe's colour rules (the only ones
 * a theme can change: the DOM is the same). A spec file per part, so each worker takes one part
 * and runs its stories in the same order every time.
 *
 * The dark screen is screenshotted too where the dark theme is drawn: the design system's own
 * stories (Components, Foundations: the theme contract's values, every primitive in them) and the
 * stories tagged `visual-dark` (a screen whose content depends on the theme: the headers' theme
 * switch, the captcha widget). A page or a flow colours itself only through the theme contract
 * (literals.test.ts holds every package to it), so its dark screenshot repeated its light one with
 * the primitives' dark colours: a quarter of the suite's time for no screen the design system's
 * baselines and the dark axe check do not already hold (NOTES.md, the pipeline).
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
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

interface StoryPage {
  /** Errors thrown in the page, or by the story's play function, since the last `show`. */
  errors: string[];
  /** Renders the story (light) and returns the page it is on, once its play function has finished. */
  show: (storyId: string) => Promise<Page>;
  /**
   * The story in the dark theme: the screen `show` left (rendered first if another story is on it)
   * switched to dark, or (`fresh`) the story rendered again in the dark theme; checked by axe's
   * colour rules, whose violations go into `errors`.
   */
  showDark: (storyId: string, fresh: boolean) => Promise<Page>;
}

interface PreparedStory {
  /** The story's own globals (its meta's and its own `globals`). */
  storyGlobals?: { viewport?: { value?: string } };
  parameters?: {
    viewport?: { options?: Record<string, ViewportOption>; defaultViewport?: string };
    a11y?: { config?: unknown; options?: Record<string, unknown> };
  };
}

interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    storyStoreValue?: { loadStory(input: { storyId: string }): Promise<PreparedStory> };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, ...payload: unknown[]): void;
    on(event: string, listener: (payload: unknown) => void): void;
    off(event: string, listener: (payload: unknown) => void): void;
  };
  /** The story being shown: whether it has finished and what it threw (from the preview's channel). */
  __visualStory?: { id: string; finished: () => void; errors: string[] };
  __showStoryInTheme?: (theme: ThemeName) => void;
}

/** Storybook's own elements, always in the preview's document: the a11y addon leaves them out. */
const storybookElements = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];
/**
 * axe-core's browser build (the version the a11y addon bundles: package.json pins it), evaluated
 * in the page through the DevTools protocol: the Storybook server's CSP refuses inline scripts.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The part of axe-core's API the dark pass uses. */
interface AxeInPage {
  reset(): void;
  configure(config: unknown): void;
  run(
    context: unknown,
    options: unknown,
  ): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
}
/** The axe rules whose outcome depends on colours, run again in the second theme. */
const themeRules = ['color-contrast', 'link-in-text-block'];
/** The story tag that makes the dark test render the story again, in the dark theme. */
const freshDarkTag = 'visual-render-dark';

/** A report a story's afterEach added (the a11y addon's axe result). */
interface Report {
  type: string;
  status: 'passed' | 'failed' | 'warning';
  result?: {
    error?: unknown;
    violations?: { id: string; help: string; nodes: { target: string[] }[] }[];
  };
}

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

interface Size {
  width: number;
  height: number;
}

/**
 * The viewport a story asks for with the viewport global (as the story suites give it, through
 * @storybook/addon-vitest): a story laid out for the wide header must be screenshotted at that
 * width, or its keyboard play function looks for buttons that are in the drawer.
 */
function storyViewport(story: PreparedStory, fallback: Size): Size {
  const name = story.storyGlobals?.viewport?.value ?? story.parameters?.viewport?.defaultViewport;
  const options: Record<string, ViewportOption> = { ...MINIMAL_VIEWPORTS, ...story.parameters?.viewport?.options };
  const styles = name ? options[name]?.styles : undefined;
  const width = Number.parseInt(styles?.width ?? '', 10);
  const height = Number.parseInt(styles?.height ?? '', 10);
  return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : fallback;
}

/** The story each new page of the preview is loaded with: the build's first, a static one. */
const bootStory = storiesOfBuild()[0]?.id ?? '';

const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, provide, workerInfo) => {
      const { viewport, deviceScaleFactor, reducedMotion, baseURL } = workerInfo.project.use;
      const fallback = viewport ?? { width: 1024, height: 768 };
      const errors: string[] = [];
      const userAgent = await testRunnerUserAgent(browser);
      // One page per viewport size, each loaded once: resizing one page back and forth changed
      // how some text was rasterised, by a few pixels, depending on the story before.
      const pages = new Map<string, Page>();
      const pageFor = async (size: Size, storyId: string, theme: ThemeName): Promise<Page> => {
        const key = `${size.width}x${size.height} ${theme}`;
        const existing = pages.get(key);
        if (existing) {
          // Back to the top before the next story renders, never after: a scroll event closes an
          // open tooltip or popover (React Aria's close-on-scroll), which made Tooltip/Playground
          // flaky when the story before it had left the page scrolled.
          await existing.evaluate(
            (pageTheme) =>
              new Promise<void>((resolve) => {
                // Every story starts in its page's theme, whichever the one before was last shown in.
                (window as StorybookWindow).__showStoryInTheme?.(pageTheme);
                // Focus left by the story before (a menu trigger, a field) must not carry over:
                // React Aria restores focus to it when the next story's overlay closes.
                if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
                window.scrollTo(0, 0);
                requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
              }),
            theme,
          );
          await render(existing, 'setCurrentStory', storyId);
          return existing;
        }
        const context = await browser.newContext({
          viewport: size,
          deviceScaleFactor,
          reducedMotion,
          baseURL,
          userAgent,
        });
        const page = await context.newPage();
        page.on('pageerror', (error) => errors.push(error.message));
        // axe runs after each story's play function (the a11y addon's afterEach, `test: 'error'`).
        // The preview loads with the first story of the build (a static one), not the story asked
        // for: that one renders below, listened to, and a heavy story (the landing page's, with its
        // play function) is not rendered twice for every page a worker opens.
        await page.goto(`/storybook/iframe.html?id=${bootStory}&viewMode=story&globals=theme:${theme}`);
        await page.waitForFunction(
          () =>
            ['finished', 'errored', 'aborted'].includes(
              (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? '',
            ),
          undefined,
          { polling: 100 },
        );
        await page.evaluate(axeSource);
        await listen(page);
        await render(page, storyId === bootStory ? 'forceRemount' : 'setCurrentStory', storyId);
        pages.set(key, page);
        return page;
      };
      // The default-sized page answers which viewport each story asks for.
      const home = await pageFor(fallback, bootStory, 'light');
      /** The story `show` rendered last and its page, until another is rendered. */
      let current: { storyId: string; page: Page } | undefined;
      const show = async (storyId: string, theme: ThemeName = 'light') => {
        const size = storyViewport(await preparedStory(home, storyId), fallback);
        errors.length = 0;
        current = undefined;
        const page = await pageFor(size, storyId, theme);
        await page.evaluate(async () => {
          // Only a story that scrolled itself (a play function moving focus down a tall page) is
          // brought back, so a sticky header sits at the top of the full-page screenshot.
          if (window.scrollY !== 0) window.scrollTo(0, 0);
          await document.fonts.ready;
        });
        errors.push(...(await page.evaluate(() => (window as StorybookWindow).__visualStory?.errors ?? [])));
        if (theme === 'light') current = { storyId, page };
        return page;
      };
      const showDark = async (storyId: string, fresh: boolean) => {
        if (fresh) return show(storyId, 'dark');
        // A retry, or the light test before it failed: render it here (its errors count here too).
        const page = current?.storyId === storyId ? current.page : await show(storyId);
        errors.push(...(await showInDark(page, storyId)));
        return page;
      };
      await provide({ errors, show, showDark });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

/**
 * The browser's own user agent, marked as Storybook's test runner's. Storybook then treats the
 * preview as a test environment, as Vitest's browser mode is for the story suites: after a play
 * function it pauses CSS animations at their end (until the next story) instead of sleeping 100 ms
 * and waiting for them to finish, before the a11y addon's axe check runs.
 */
async function testRunnerUserAgent(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await context.close();
  return `${userAgent} StorybookTestRunner`;
}

function preparedStory(page: Page, storyId: string): Promise<PreparedStory> {
  return page.evaluate(async (id) => {
    const story = await (window as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue?.loadStory({ storyId: id });
    return { storyGlobals: story?.storyGlobals, parameters: { viewport: story?.parameters?.viewport } };
  }, storyId);
}

/**
 * Switches the screen to the dark theme and runs axe's colour rules on it; returns each violation.
 * axe runs here directly (axe-core's own build, loaded once per page), over what the a11y addon
 * checks (the body without Storybook's own elements) with the story's a11y settings, as the
 * addon's afterEach does: the addon's on-request run first sleeps 100 ms waiting for animations,
 * which Storybook has paused (see `testRunnerUserAgent`).
 */
function showInDark(page: Page, storyId: string): Promise<string[]> {
  return page.evaluate(
    async ([id, rules, exclude]) => {
      const storybook = window as StorybookWindow;
      const { axe } = window as unknown as { axe?: AxeInPage };
      if (!axe) return ['a11y (dark): axe-core is not loaded'];
      storybook.__showStoryInTheme?.('dark');
      // After the theme's re-render (the app's headers follow the storage event) has been drawn.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const story = await storybook.__STORYBOOK_PREVIEW__?.storyStoreValue?.loadStory({ storyId: id });
      const { config = {}, options = {} } = story?.parameters?.a11y ?? {};
      try {
        axe.reset();
        axe.configure(config);
        const { violations } = await axe.run(
          { include: document.body, exclude },
          { ...options, runOnly: rules, resultTypes: ['violations'] },
        );
        return violations.map(
          (violation) =>
            `a11y (dark): ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      } catch (error) {
        return [`a11y (dark): ${error instanceof Error ? error.message : String(error)}`];
      }
    },
    [storyId, themeRules, storybookElements] as const,
  );
}

/**
 * The preview reports on its channel when a story has finished (after its play function) and
 * what it threw; a failed play function still leaves the page as it stopped, so it would
 * otherwise be screenshotted as if it had passed.
 */
function listen(page: Page): Promise<void> {
  return page.evaluate(() => {
    const storybook = window as StorybookWindow;
    const channel = storybook.__STORYBOOK_ADDONS_CHANNEL__;
    for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored']) {
      channel?.on(event, (payload) => {
        const error = payload as { message?: string; title?: string; description?: string };
        storybook.__visualStory?.errors.push(
          `${event}: ${error.message ?? error.title ?? ''} ${error.description ?? ''}`.trim(),
        );
      });
    }
    channel?.on('storyFinished', (payload) => {
      const { storyId, status, reporters = [] } = payload as { storyId: string; status: string; reporters?: Report[] };
      const story = storybook.__visualStory;
      if (story?.id !== storyId) return;
      // Each axe violation by rule and the elements it names, so a failure says what to fix.
      for (const report of reporters) {
        if (report.status !== 'failed') continue;
        const { violations, error } = report.result ?? {};
        if (error)
          story.errors.push(`${report.type}: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
        for (const violation of violations ?? []) {
          const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
          story.errors.push(`${report.type}: ${violation.id} (${violation.help}) at ${targets}`);
        }
      }
      if (status !== 'success') story.errors.push(`storyFinished: ${status}`);
      story.finished();
    });
  });
}

/** Renders a story from scratch (`setCurrentStory`, or `forceRemount` for the one shown). */
async function render(page: Page, event: 'setCurrentStory' | 'forceRemount', storyId: string): Promise<void> {
  // Resolves on the preview's own event, not by polling: waitForFunction's default polls every
  // animation frame, which kept the compositor drawing 60 frames a second through every story.
  await page.evaluate(
    ([name, id]) =>
      new Promise<void>((resolve) => {
        const storybook = window as StorybookWindow;
        storybook.__visualStory = { id, finished: resolve, errors: [] };
        storybook.__STORYBOOK_ADDONS_CHANNEL__?.emit(name, { storyId: id, viewMode: 'story' });
      }),
    [event, storyId] as const,
  );
}

/** Whether this run rewrites baselines (`--update-snapshots`). */
function updatingSnapshots(config: FullConfig): boolean {
  return config.updateSnapshots === 'all' || config.updateSnapshots === 'changed';
}

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

/**
 * One part of the stories (`part-2.spec.ts`: the second), one test a story (light, then dark).
 * Each part file is its own worker with its own pages, in the stories' fixed order: much of a
 * story's time is waiting (MSW delays, debounces, announcements), so more workers than cores fill
 * the waits.
 */
export function defineVisualTests(part: number) {
  const parts = readdirSync(import.meta.dirname).filter((file) => /^part-\d+\.spec\.ts$/.test(file));

  test.beforeAll(({ browser }, testInfo) => {
    checkChromiumVersion(browser.version(), updatingSnapshots(testInfo.config));
  });

  // Every nth story, so that each part gets its share of the long ones (the landing page's).
  const stories = storiesOfBuild().filter((_, index) => index % parts.length === part - 1);
  for (const story of stories) defineStoryTest(story);
}

/** The story tag that keeps a page's or a flow's dark screenshot (its content follows the theme). */
const darkScreenshotTag = 'visual-dark';

/** Whether the story's dark screen is screenshotted too (see the top of this file). */
export function hasDarkScreenshot(story: Pick<IndexEntry, 'title' | 'tags'>): boolean {
  return /^(Components|Foundations)\//.test(story.title) || (story.tags ?? []).includes(darkScreenshotTag);
}

function defineStoryTest(story: IndexEntry) {
  test(`${story.title} / ${story.name}`, async ({ storyPage }) => {
    const { errors, show, showDark } = storyPage;
    // Text that depends on the clock (countdowns) is masked; so are the landing page's lazily
    // loaded sections behind stories about something else (the frame, the account modal), as
    // when each loads is timing. The landing page's own stories load them all and show them.
    const masked = ['[data-visual-mask]', '[data-testid="resend-countdown"]'];
    if (!story.title.startsWith('Pages/Landing')) masked.push('[data-deferred]');
    const check = async (page: Page, theme: ThemeName, screenshot: boolean) => {
      await expect(page.locator('body'), theme).not.toHaveClass(/sb-show-errordisplay/);
      expect(errors, theme).toEqual([]);
      // The page-wide theme styles must have loaded: a transparent body means they did not.
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background, theme).not.toBe('rgba(0, 0, 0, 0)');
      if (screenshot) await expectScreenshot(page, `${story.id}--${theme}.png`, masked.join(', '));
    };
    await check(await show(story.id), 'light', true);
    // A story whose screen changes by itself after its play function (a toast that closes) renders
    // again on a page of its own in the dark theme for its dark screenshot, as every story once did.
    const darkScreenshot = hasDarkScreenshot(story);
    const fresh = darkScreenshot && (story.tags ?? []).includes(freshDarkTag);
    await check(await showDark(story.id, fresh), 'dark', darkScreenshot);
  });
}

/** The most pixels a screenshot may differ from its baseline by (playwright.config.ts). */
const MAX_DIFF_PIXELS = 20;

/**
 * `toHaveScreenshot`, with a fast path. Playwright compares in JavaScript: it decodes both PNGs and
 * runs pixelmatch over every pixel, about half of a screenshot's cost, on every story. Here the
 * screenshot is taken with the same options and compared natively (sharp decodes both): at most
 * MAX_DIFF_PIXELS pixels differing at all passes. That is stricter than toHaveScreenshot, which
 * counts only the pixels pixelmatch finds different past its threshold (anti-aliasing aside), so
 * whatever passes here passes there. Anything else, a missing baseline and every update go through
 * `toHaveScreenshot` as before, with its diff images and messages. (A small share of screenshots
 * differ from their baseline by a few anti-aliased pixels from one run or machine to the next.)
 */
async function expectScreenshot(page: Page, name: string, maskSelector: string) {
  const info = test.info();
  const baseline = info.snapshotPath(name, { kind: 'screenshot' });
  const mask = [page.locator(maskSelector)];
  if (!updatingSnapshots(info.config) && existsSync(baseline)) {
    // The options toHaveScreenshot has from the config (playwright.config.ts, expect.toHaveScreenshot).
    const shot =
      (await captureFullPage(page, maskSelector)) ??
      (await page.screenshot({ fullPage: true, mask, animations: 'disabled', caret: 'hide', scale: 'css' }));
    if (await nearlySame(shot, readFileSync(baseline))) return;
  }
  await expect(page).toHaveScreenshot(name, { fullPage: true, mask });
}

const cdpSessions = new WeakMap<Page, CDPSession>();

/**
 * The full-page screenshot `page.screenshot` takes with toHaveScreenshot's options (animations
 * disabled, caret hidden, CSS scale at a device scale of 1), in three round trips instead of its
 * nine: one evaluation does what Playwright's does before a screenshot (finish the finite
 * animations, cancel the infinite ones, hide the caret, wait for the fonts, measure the page the
 * same way), then Chromium's own capture with the same clip, then the undoing. Its PNG is
 * byte for byte the one `page.screenshot` makes (the fast comparison then decodes nothing).
 * Undefined when an element to mask is on the screen: `page.screenshot` paints those.
 */
async function captureFullPage(page: Page, maskSelector: string): Promise<Buffer | undefined> {
  const prepared = await page.evaluate(async (selector) => {
    if (document.querySelector(selector)) return undefined;
    const undo: (() => void)[] = [];
    for (const field of document.querySelectorAll<HTMLElement>('input,textarea,[contenteditable]')) {
      const value = field.style.getPropertyValue('caret-color');
      const priority = field.style.getPropertyPriority('caret-color');
      field.style.setProperty('caret-color', 'transparent', 'important');
      undo.push(() => field.style.setProperty('caret-color', value, priority));
    }
    const resumed = new Set<Animation>();
    const settle = () => {
      for (const animation of document.getAnimations()) {
        if (!animation.effect || animation.playbackRate === 0 || resumed.has(animation)) continue;
        try {
          if (Number.isFinite(animation.effect.getComputedTiming().endTime)) animation.finish();
          else {
            animation.cancel();
            resumed.add(animation);
          }
        } catch {
          // As Playwright: an animation that cannot be finished or cancelled is left as it is.
        }
      }
    };
    settle();
    document.addEventListener('transitionrun', settle);
    document.addEventListener('animationstart', settle);
    undo.push(() => {
      document.removeEventListener('transitionrun', settle);
      document.removeEventListener('animationstart', settle);
      for (const animation of resumed) animation.play();
    });
    (window as { __visualUndoCapture?: () => void }).__visualUndoCapture = () => {
      for (const step of undo) step();
    };
    await document.fonts.ready;
    const { body, documentElement: root } = document;
    return {
      width: Math.max(
        body.scrollWidth,
        root.scrollWidth,
        body.offsetWidth,
        root.offsetWidth,
        body.clientWidth,
        root.clientWidth,
      ),
      height: Math.max(
        body.scrollHeight,
        root.scrollHeight,
        body.offsetHeight,
        root.offsetHeight,
        body.clientHeight,
        root.clientHeight,
      ),
    };
  }, maskSelector);
  if (!prepared) return undefined;
  try {
    const viewport = page.viewportSize();
    const fits = Boolean(viewport && prepared.width <= viewport.width && prepared.height <= viewport.height);
    let session = cdpSessions.get(page);
    if (!session) {
      session = await page.context().newCDPSession(page);
      cdpSessions.set(page, session);
    }
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'png',
      clip: { x: 0, y: 0, width: prepared.width, height: prepared.height, scale: 1 },
      captureBeyondViewport: !fits,
    });
    return Buffer.from(data, 'base64');
  } finally {
    await page.evaluate(() => (window as { __visualUndoCapture?: () => void }).__visualUndoCapture?.());
  }
}

/** Whether two PNGs have the same size and differ in at most MAX_DIFF_PIXELS pixels. */
async function nearlySame(actual: Buffer, expected: Buffer): Promise<boolean> {
  if (actual.equals(expected)) return true;
  const [a, b] = await Promise.all(
    [actual, expected].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!a || !b || a.info.width !== b.info.width || a.info.height !== b.info.height) return false;
  const left = new Uint32Array(a.data.buffer, a.data.byteOffset, a.data.length / 4);
  const right = new Uint32Array(b.data.buffer, b.data.byteOffset, b.data.length / 4);
  let differing = 0;
  for (let index = 0; index < left.length; index += 1) {
    if (left[index] !== right[index] && ++differing > MAX_DIFF_PIXELS) return false;
  }
  return true;
}

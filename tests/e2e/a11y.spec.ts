import type { SignUpRole } from '@cloudexperts/domain';
import { expect, test as base, type Page } from '@playwright/test';
import { advisoryPaths, helpPaths, infoPaths, legalPaths, paths } from '../../packages/app/src/site/paths.ts';
import { apiLogin, axeScript, axeViolations, createAccount, signedInWithAxe } from './support.ts';

/**
 * axe on every public page and account screen of the running app, in both themes (issue 6). The
 * story suites check components and page stories against MSW; this checks the real pages with
 * the real API's data, after every lazy section below the fold has loaded.
 */
const publicPages = [
  '/',
  '/?account=login',
  '/?account=signup&role=freelancer',
  paths.findExperts,
  paths.findWork,
  paths.login,
  paths.signUp,
  '/forget-password',
  '/reset-password/not-a-real-token',
  '/reset-password',
  '/confirm-your-email/1',
  '/dev/mailbox',
  '/no/such/page',
];

/**
 * The content pages (information, legal, help, advisory): each in the light theme, and the first of
 * each kind in the dark one too. A content page differs from the others of its kind only in its
 * words; its colours are its template's, which the dark run of one page checks (and the visual
 * suite checks every template's stories in both themes). 34 pages in two themes were a third of
 * this suite's time on a slow machine.
 */
const contentKinds = [
  Object.values(infoPaths),
  Object.values(legalPaths).flat(),
  Object.values(helpPaths),
  Object.values(advisoryPaths),
];
const pagesIn: Record<'light' | 'dark', string[]> = {
  light: [...publicPages, ...contentKinds.flat()],
  dark: [...publicPages, ...contentKinds.flatMap((kind) => kind.slice(0, 1))],
};

const signedInPages: Record<SignUpRole, string[]> = {
  freelancer: ['/', '/get-started', '/application', '/freelancer-success', '/settings', '/security-questions'],
  project_manager: ['/', '/settings', '/auth-question/settings', '/forget-answer/settings', '/reset-answer/settings'],
};

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/**
 * The signed-out pages share one page per worker and theme: each test still loads its page from
 * scratch (a navigation), but the browser context and its cache are made once, not per page.
 */
const test = base.extend<object, { signedOutPage: (theme: Theme) => Promise<Page> }>({
  signedOutPage: [
    async ({ browser }, provide, workerInfo) => {
      const pages = new Map<Theme, Promise<Page>>();
      await provide((theme) => {
        const existing = pages.get(theme);
        if (existing) return existing;
        const created = browser
          .newContext({ colorScheme: theme, baseURL: workerInfo.project.use.baseURL })
          .then(async (context) => {
            // axe is in every document the page loads.
            await context.addInitScript({ path: axeScript });
            return context.newPage();
          });
        pages.set(theme, created);
        return created;
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
});

/** Loads everything the page would show a reader who scrolls to the end, then runs axe on it. */
async function violationsOf(page: Page, path: string, theme: Theme) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
  // Nothing may still be loading (skeletons, spinners) when axe looks.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The theme really is the one under test: a dark page has a dark background.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 0, g = 0, b = 0] = (background.match(/\d+/g) ?? []).map(Number);
  expect((r + g + b) / 3 < 128 ? 'dark' : 'light', `${path} background ${background}`).toBe(theme);
  return axeViolations(page);
}

for (const theme of themes) {
  test.describe(`axe, ${theme} theme`, () => {
    test.use({ colorScheme: theme });

    // One test per page: the two workers share them, and a failure names its page.
    for (const path of pagesIn[theme]) {
      test(`signed out: ${path}`, async ({ signedOutPage }) => {
        expect(await violationsOf(await signedOutPage(theme), path, theme)).toEqual([]);
      });
    }

    for (const role of Object.keys(signedInPages) as SignUpRole[]) {
      test(`the ${role} account screens`, async ({ page, baseURL }) => {
        // Each screen is a page load, a scroll through it and an axe run.
        test.setTimeout(signedInPages[role].length * 30_000);
        const account = await createAccount(baseURL ?? '', { role, label: `axe-${theme}` });
        const token = await apiLogin(baseURL ?? '', account);
        await signedInWithAxe(page, token);
        const found: Record<string, unknown> = {};
        for (const path of signedInPages[role]) {
          const violations = await violationsOf(page, path, theme);
          if (violations.length) found[path] = violations;
        }
        expect(found).toEqual({});
      });
    }
  });
}

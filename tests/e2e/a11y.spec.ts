import type { SignUpRole } from '@cloudexperts/domain';
import { expect, test as base, type Page } from '@playwright/test';
import {
  advisoryPaths,
  categoryPath,
  helpPaths,
  infoPaths,
  legalPaths,
  paths,
} from '../../packages/app/src/site/paths.ts';
import {
  apiLogin,
  axeScript,
  axeViolations,
  createAccount,
  loadsLight,
  showTheme,
  signedInWithAxe,
  themeRules,
} from './support.ts';

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
  paths.tellUsAboutCompany,
  categoryPath(),
  categoryPath('AI & Machine Learning'),
  '/forget-password',
  '/reset-password/not-a-real-token',
  '/reset-password',
  '/confirm-your-email/1',
  '/dev/mailbox',
  '/no/such/page',
];

/** The content pages: information, legal, help and advisory. */
const contentPages = [
  ...Object.values(infoPaths),
  ...Object.values(legalPaths).flat(),
  ...Object.values(helpPaths),
  ...Object.values(advisoryPaths),
];

const signedInPages: Record<SignUpRole, string[]> = {
  freelancer: ['/', '/get-started', '/application', '/freelancer-success', '/settings', '/security-questions'],
  project_manager: ['/', '/settings', '/auth-question/settings', '/forget-answer/settings', '/reset-answer/settings'],
};

/**
 * The signed-out pages share one page per worker: each test still loads its page from scratch (a
 * navigation), but the browser context and its cache are made once, not per page.
 */
const test = base.extend<object, { signedOutPage: Page }>({
  signedOutPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext({ colorScheme: 'light', baseURL: workerInfo.project.use.baseURL });
      // axe is in every document the page loads, and each starts light.
      await context.addInitScript({ path: axeScript });
      await loadsLight(context);
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Loads everything the page would show a reader who scrolls to the end; then axe, every rule in the
 * light theme and the colour rules in the dark one (the same DOM: a theme changes only colours).
 * One load per page for both themes: each page in two themes was two loads, most of this suite.
 */
async function violationsOf(page: Page, path: string) {
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
  await showTheme(page, 'light', path);
  const light = await axeViolations(page);
  await showTheme(page, 'dark', path);
  const dark = await axeViolations(page, themeRules);
  // The next page loads light again (`loadsLight`).
  return [...light, ...dark.map((violation) => ({ ...violation, theme: 'dark' }))];
}

// One test per page: the two workers share them, and a failure names its page.
for (const path of [...publicPages, ...contentPages]) {
  test(`signed out: ${path}`, async ({ signedOutPage }) => {
    expect(await violationsOf(signedOutPage, path)).toEqual([]);
  });
}

for (const role of Object.keys(signedInPages) as SignUpRole[]) {
  test(`the ${role} account screens`, async ({ page, baseURL }) => {
    // Each screen is a page load, a scroll through it and axe in both themes.
    test.setTimeout(signedInPages[role].length * 30_000);
    const account = await createAccount(baseURL ?? '', { role, label: 'axe' });
    const token = await apiLogin(baseURL ?? '', account);
    await signedInWithAxe(page, token);
    await loadsLight(page);
    const found: Record<string, unknown> = {};
    for (const path of signedInPages[role]) {
      const violations = await violationsOf(page, path);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
  });
}

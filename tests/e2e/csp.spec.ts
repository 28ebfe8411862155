import { expect, test, type Page, type Response } from '@playwright/test';
import { solveCaptcha } from './support.ts';

/**
 * The Content Security Policy of the running stack (issue 12): the built app and the static
 * Storybook load and work under their policies with no violation, and every answer carries the
 * security headers. A violation is caught two ways: the `securitypolicyviolation` event in every
 * frame (an init script reports it), and the console error Chromium prints for it.
 */

/** Collects every CSP violation of the page and its frames (the Storybook preview is one). */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  // On the window, not the document: an iframe's first document (about:blank) gets the init
  // script, and its window is kept when the frame navigates to iframe.html; the event bubbles from
  // the document to it. Reported through the console, which every frame reaches.
  await page.addInitScript(() => {
    window.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      console.error(
        `[csp] ${event.effectiveDirective} blocked ${event.blockedURI} at ${where} on ${event.documentURI}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('[csp] ') || (message.type() === 'error' && /Content Security Policy/i.test(text))) {
      found.push(text);
    }
  });
  return found;
}

/**
 * Waits until no request of the page has started or ended for `ms` (at most 15 s in all), so that
 * whatever the last calls load has run; unlike 'networkidle' it does not wait for a request that
 * stays open.
 */
async function quietFor(page: Page, ms: number) {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  const deadline = Date.now() + 15_000;
  while (Date.now() - last < ms && Date.now() < deadline) {
    await page.waitForTimeout(100);
  }
  page.off('request', touch);
  page.off('requestfinished', touch);
  page.off('requestfailed', touch);
}

/** The policy of an answer as a map of directive to sources. */
function policyOf(response: Response | null): Map<string, string[]> {
  const header = response?.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
  // Plain HTTP in development: never HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Scrolls to the end so every deferred section of the page loads (and whatever it fetches). */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
}

test('the public pages run under the app’s policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page);

  const landing = await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hire vetted cloud experts' })).toBeVisible();
  expectCommonHeaders(landing);
  const policy = policyOf(landing);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(landing?.headers()['x-frame-options']).toBe('DENY');
  await scrollThrough(page);

  // The login modal, with its captcha answered (a question fetched, an answer checked).
  await page.goto('/?account=login');
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  await solveCaptcha(page);

  // Sign-up, as a modal and as a page.
  await page.goto('/?account=signup&role=freelancer');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A mailed link's page (the token is refused, but the page and its call run).
  await page.goto('/login_page/not-a-real-token');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // A page that reads the API's content.
  await page.goto('/terms-of-Service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});

test('a Storybook story, with its MSW worker, runs under Storybook’s policy with no violation', async ({ page }) => {
  // The manager, then the preview, then the story's mocked calls: slower than a page of the app.
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const previewPolicy = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/storybook/iframe.html',
  );

  const manager = await page.goto('/storybook/?path=/story/flows-login--editing');
  expectCommonHeaders(manager);
  const policy = policyOf(manager);
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(manager?.headers()['x-frame-options']).toBe('SAMEORIGIN');

  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible({ timeout: 60_000 });
  // The story's captcha question comes from MSW, through its service worker.
  await expect(preview.getByLabel(/^What is \w+ plus \w+\?/)).toBeVisible();
  expect(policyOf(await previewPolicy).get('frame-ancestors')).toEqual(["'self'"]);
  const worker = await page
    .frame({ url: /iframe\.html/ })
    ?.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
  expect(worker).toMatch(/\/storybook\/mockServiceWorker\.js$/);
  // Not 'networkidle': the manager can keep a request open for long (a 90 s timeout in a full run,
  // after every assertion had passed). A late violation still has a quiet second to show.
  await quietFor(page, 1000);

  expect(violations).toEqual([]);
});

test('API answers carry the strict policy and no server version', async ({ request }) => {
  const response = await request.get('/api/v1/health');
  expect(response.headers()['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['x-powered-by']).toBeUndefined();
  expect(response.headers()['server']).toBeUndefined();
  expect(await response.text()).not.toMatch(/version/i);
});

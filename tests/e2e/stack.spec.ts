import { healthResponseSchema } from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';

test('the API reports itself healthy on the embedded database', async ({ request }) => {
  const response = await request.get('/api/v1/health');
  expect(response.status()).toBe(200);
  const health = healthResponseSchema.parse(await response.json());
  expect(health.database.kind).toBe('pglite');
});

test('the app loads at / with its landmarks', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hire vetted cloud experts' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('2025');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('the theme switch changes the theme and remembers it', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect.poll(background).not.toBe(light);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Light theme' })).toBeVisible();
});

test('a theme chosen in one tab is followed by the others', async ({ page, context }) => {
  await page.goto('/');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Dark theme' })).toBeVisible();
  const background = () => other.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Dark theme' }).click();
  await expect(other.getByRole('button', { name: 'Light theme' })).toBeVisible();
  await expect.poll(background).not.toBe(light);
});

test('the built Storybook is served at /storybook and renders a story', async ({ page }) => {
  const index = await page.request.get('/storybook/index.json');
  const { entries } = (await index.json()) as { entries: Record<string, { type: string }> };
  expect(entries['components-button--playground']?.type).toBe('story');

  // The manager runs under the stack's CSP and lists the stories from the index.
  await page.goto('/storybook/?path=/story/components-button--playground');
  await expect(page).toHaveTitle(/Storybook/);
  await expect(page.getByRole('link', { name: 'Playground' }).first()).toBeVisible({ timeout: 30_000 });
  // The preview renders the story on its own page, as the visual suite loads it. Inside the
  // manager's frame it once took over 30 s in CI (the twelfth stop's run; the cause not found).
  await page.goto('/storybook/iframe.html?id=components-button--playground&viewMode=story');
  await expect(page.getByRole('button', { name: 'Post a job' })).toBeVisible({ timeout: 30_000 });
});

test('the MSW worker is served with the static Storybook', async ({ request }) => {
  const worker = await request.get('/storybook/mockServiceWorker.js');
  expect(worker.status()).toBe(200);
  expect(await worker.text()).toContain('Mock Service Worker');
});

import { expect, test, type Page } from '@playwright/test';

// The public site on the real stack (development mode seeds the sample experts and the content
// templates). The default viewport (1280 px) shows the header's links in a row.

/** Presses Tab until the focused element's text (or label) is `name`. */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('the header leads by keyboard to an advisory page, which lists that platform’s experts', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hire vetted cloud experts' })).toBeVisible();
  await tabTo(page, 'Services');
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'AWS' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Google Cloud' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/advisory-services/google-cloud-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Google Cloud services' })).toBeVisible();
  await expect(page).toHaveTitle('Google Cloud services | CloudExperts');
  const experts = page.getByRole('list', { name: 'Top Google Cloud experts' });
  await expect(experts.getByRole('article').first()).toBeVisible();
  await expect(experts).toContainText('Google Cloud');
});

test('Find Experts lists the seeded experts, searches them and keeps the search in the URL', async ({ page }) => {
  await page.goto('/freelancer-search');
  const results = page.getByRole('list', { name: 'Experts' });
  await expect(results.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('status')).toHaveText(/^\d+ experts found$/);
  await expect(page.getByRole('navigation', { name: 'Pages of experts' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search experts' }).fill('Priya');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/freelancer-search?search=Priya');
  await expect(results.getByRole('article', { name: 'Priya R.' })).toContainText('AWS Solutions Architect');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search experts' })).toHaveValue('Priya');
  await expect(results.getByRole('article', { name: 'Priya R.' })).toBeVisible();
});

test('the roles popup opens the search with the chosen role', async ({ page }) => {
  await page.goto('/freelancer-search');
  await page.getByRole('button', { name: 'See all roles' }).click();
  const popup = page.getByRole('dialog', { name: 'Browse experts by role' });
  await popup.getByRole('link', { name: 'Cloud Architect' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL('/find-freelancers/search');
  await expect(page.getByRole('status')).toContainText('found for “Cloud Architect”');
  await expect(page.getByRole('list', { name: 'Experts' }).getByRole('article').first()).toContainText(
    'Cloud Architect',
  );
});

test('the written pages render, and the terms come from the content templates', async ({ page }) => {
  await page.goto('/terms-of-Service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Fees and payment' })).toBeVisible();

  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await page.getByRole('region', { name: 'Help for clients' }).getByRole('link', { name: 'Posting a job' }).click();
  await expect(page).toHaveURL('/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Posting a job' })).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('small screens open the header links in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'How it Works' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
});

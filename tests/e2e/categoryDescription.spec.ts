import { categoryPageLabels as labels, platformOptions, topExpertsLabels } from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { axeInBothThemes, axeScript } from './support.ts';

/**
 * /category_page_description against the running stack: an expert category's page (the catalogue's
 * skills of its platform, its best-rated experts from `GET /contact_experts`), the list of every
 * category and not found; the landing's carousel links to it and the page keeps the scroll position.
 * The demo seed's experts: packages/api/src/db/data/sampleFreelancers.ts (Priya R., AWS).
 */

test('the carousel opens a category’s page, which keeps the scroll position', async ({ page }) => {
  await page.goto('/');
  // The landing's sections below the hero load as they scroll in (or on the first Tab, which
  // counts only once the page has mounted: a Tab pressed right after the load was lost now and
  // then, and nothing loaded). A scroll is a state the page reads whenever it mounts.
  await expect(page.getByRole('heading', { level: 1, name: 'Hire vetted cloud experts' })).toBeVisible();
  await page.mouse.wheel(0, 2000);
  const carousel = page.getByRole('region', { name: 'Expert categories' });
  await carousel.scrollIntoViewIfNeeded();
  const link = carousel.getByRole('link', { name: 'Browse Microsoft Azure experts' });
  // The slides turn every 20 s, and on a loaded machine Azure's (the first) may have turned away
  // before the click, which then waited for a hidden link until the test timed out. Stop the
  // rotation as a user would, then turn to Azure's slide wherever it is.
  await carousel.getByRole('button', { name: 'Pause slide show' }).click();
  await expect(carousel.getByRole('button', { name: 'Play slide show' })).toBeVisible();
  const shownSlide = carousel.getByRole('group'); // the hidden slides are out of the tree
  for (let turns = 0; turns < platformOptions.length && !(await link.isVisible()); turns += 1) {
    const before = (await shownSlide.getAttribute('aria-label')) ?? '';
    await carousel.getByRole('button', { name: 'Next platform' }).click();
    await expect(shownSlide).not.toHaveAttribute('aria-label', before);
  }
  await link.click({ timeout: 10_000 });
  await expect(page).toHaveURL('/category_page_description?category=Microsoft');
  await expect(page.getByRole('heading', { level: 1, name: 'Microsoft Azure experts' })).toBeVisible();
  // Spec document 1, section 2: every route change scrolls to the top but this one.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('AWS: its skills, its best experts and the searches filtered to it', async ({ page }) => {
  await page.context().addInitScript({ path: axeScript });
  await page.goto('/category_page_description?category=Amazon');
  await expect(page.getByRole('heading', { level: 1, name: 'AWS experts' })).toBeVisible();
  await expect(page).toHaveTitle('AWS experts | CloudExperts');
  const skills = page.getByRole('list', { name: labels.skillsTitle, exact: true });
  for (const skill of ['AWS Lambda', 'Amazon EKS', 'AWS IAM'])
    await expect(skills.getByText(skill, { exact: true })).toBeVisible();
  await expect(skills.getByText('Azure Functions', { exact: true })).toHaveCount(0);
  const experts = page.getByRole('list', { name: topExpertsLabels.title('Amazon') });
  await expect(experts.getByRole('article', { name: 'Priya R.' })).toBeVisible();
  await axeInBothThemes(page, 'the AWS category');

  await page.getByRole('link', { name: 'Find AWS experts' }).click();
  await expect(page).toHaveURL('/freelancer-search?platform=Amazon');
  await expect(page.getByRole('list', { name: 'Experts' }).getByRole('article', { name: 'Priya R.' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Find AWS work' }).click();
  await expect(page).toHaveURL('/job-search?platform=Amazon');
});

test('without a category, every category; an unknown one is not found', async ({ page }) => {
  await page.context().addInitScript({ path: axeScript });
  await page.goto('/category_page_description');
  await expect(page.getByRole('heading', { level: 1, name: labels.listTitle })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6);
  await axeInBothThemes(page, 'the category list');
  await page.getByRole('link', { name: labels.explore('Salesforce') }).click();
  await expect(page).toHaveURL('/category_page_description?category=Salesforce');
  await expect(page.getByRole('heading', { level: 1, name: 'Salesforce experts' })).toBeVisible();

  await page.goto('/category_page_description?category=Heroku');
  await expect(page.getByRole('heading', { level: 1, name: labels.notFoundTitle })).toBeVisible();
  await page.getByRole('link', { name: labels.allCategories }).click();
  await expect(page.getByRole('heading', { level: 1, name: labels.listTitle })).toBeVisible();
});

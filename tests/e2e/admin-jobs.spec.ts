import {
  adminClientLabels,
  adminJobDetailsLabels,
  adminJobListLabels,
  adminJobStatusLabels,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../packages/api/src/db/seed.ts';
import {
  apiAt,
  apiLogin,
  axeViolations,
  createAccount,
  hourlyJobForm,
  randomLetters,
  signedInWithAxe,
} from './support.ts';

/**
 * Issue 19's admin jobs and clients in the pages: a fresh manager posts a job; the demo admin finds
 * it on /admin-jobs (by a word of its title), opens its details and from there the manager's client
 * profile, then reaches the lists from the header.
 */
const demoAdmin = demoAccounts.find((account) => account.role === 'admin');

test("the demo admin finds a fresh manager's job, opens its details and the manager's client profile", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!demoAdmin) throw new Error('no demo admin');
  const origin = baseURL ?? '';
  const word = randomLetters();
  const manager = await createAccount(origin, { role: 'project_manager', label: 'admin-jobs', firstName: 'Jordan' });
  const managerApi = apiAt(origin, await apiLogin(origin, manager));
  const title = `Audit our ${word} landing zone`;
  const { job } = await managerApi.createJob({
    body: { form: hourlyJobForm(title, word), current_tab: 5, status: 'open' },
  });

  await signedInWithAxe(page, await apiLogin(origin, { ...demoAdmin, id: 0, fullName: '' }));
  await page.goto('/');
  // The header leads to the admin's pages.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminJobListLabels.title })).toBeVisible();

  await page.getByRole('searchbox', { name: adminJobListLabels.searchField }).fill(word);
  await page.getByRole('button', { name: adminJobListLabels.searchButton, exact: true }).click();
  const results = page.getByRole('list', { name: adminJobListLabels.results });
  const row = results.getByRole('listitem').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(adminJobStatusLabels.open)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: adminJobListLabels.found(1) })).toBeVisible();
  expect(await axeViolations(page), 'admin jobs').toEqual([]);

  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-jobs-details/${String(job.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(adminJobDetailsLabels.noContracts)).toBeVisible();
  expect(await axeViolations(page), 'admin job details').toEqual([]);

  await page.getByRole('link', { name: adminJobDetailsLabels.clientProfile(manager.fullName) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-client-profile/${String(manager.id)}$`));
  await expect(page.getByRole('heading', { level: 1, name: manager.fullName })).toBeVisible();
  await expect(page.getByText(manager.email, { exact: false })).toBeVisible();
  const jobs = page.getByRole('list', { name: adminClientLabels.jobs });
  await expect(jobs.getByRole('link', { name: title })).toBeVisible();
  expect(await axeViolations(page), 'admin client profile').toEqual([]);

  // The clients list finds them too, and the executives list shows the demo admin.
  await nav.getByRole('link', { name: 'Clients', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(manager.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('link', { name: manager.fullName })).toBeVisible();
  await nav.getByRole('link', { name: 'Executives', exact: true }).click();
  await expect(page.getByText(demoAdmin.email)).toBeVisible();
});

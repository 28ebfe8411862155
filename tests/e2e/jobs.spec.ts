import {
  jobDetailsLabels,
  jobSearchLabels,
  managerJobLabels,
  postJobWizardLabels as wizard,
} from '@cloudexperts/domain';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, createAccount, logInThroughForm, signedInWithAxe } from './support.ts';

/**
 * Jobs against the running stack (issue 14, spec document 2, sections 2, 3 and 7): a manager with
 * no job lands on /post-a-job-progress, posts a job through the six tabs, edits it, finds it on
 * /my-jobs; a freelancer finds it by a skill on /find-work, saves the search and favorites the
 * job; a visitor finds it on /job-search without signing in; the manager deletes it and it leaves
 * every list.
 */

/** A word no other job has, so every search here finds only this test's job. */
const word = `zephyr${Date.now().toString(36)}`;
const title = `Migrate our ${word} platform to AWS EKS`;
const newTitle = `Move the ${word} platform to AWS EKS with Karpenter`;

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await logInThroughForm(page, email, password);
}

const tab = (page: Page, index: number) => page.getByRole('tab', { name: wizard.tabs[index] });
async function next(page: Page, index: number) {
  await page.getByRole('button', { name: wizard.next, exact: true }).click();
  await expect(tab(page, index)).toHaveAttribute('aria-selected', 'true');
}

test('a job is posted, edited, found by a freelancer and a visitor, saved, favorited and deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const manager = await createAccount(origin, { role: 'project_manager', label: 'jobs-manager' });

  // A manager with no job lands on the first-job wizard.
  await logIn(page, manager.email, manager.password);
  await expect(page).toHaveURL('/post-a-job-progress');
  await expect(page.getByRole('heading', { level: 1, name: managerJobLabels.postJob.firstTitle })).toBeVisible();

  // The six tabs in order.
  await page.getByRole('textbox', { name: wizard.jobTitle }).fill(title);
  await next(page, 1);
  await page
    .getByRole('textbox', { name: wizard.description })
    .fill(`Twelve services run on our self-managed ${word} cluster. Move them to EKS with Terraform and GitOps.`);
  await next(page, 2);
  await page.getByRole('button', { name: new RegExp(`${wizard.platform}$`) }).click();
  await page.getByRole('option', { name: 'AWS' }).click();
  const skills = page.getByRole('combobox', { name: wizard.skills });
  await skills.fill('Terraform');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: 'Terraform' })).toBeVisible();
  await next(page, 3);
  await next(page, 4);
  await next(page, 5);
  await page.getByRole('radio', { name: wizard.payTypes.hourly }).check({ force: true });
  await page.getByRole('textbox', { name: wizard.budget.hourly }).fill('85');
  await page.getByRole('button', { name: wizard.post, exact: true }).click();

  // Posted: the job's page.
  await expect(page).toHaveURL(/\/job-details\/\d+$/);
  const jobId = Number(/\/job-details\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Edited through /my-jobs.
  await page.goto('/my-jobs');
  await page.getByRole('link', { name: managerJobLabels.myJobs.editLabel(title) }).click();
  await expect(page).toHaveURL(`/edit-a-job-progress/${String(jobId)}`);
  await tab(page, 0).click();
  await page.getByRole('textbox', { name: wizard.jobTitle }).fill(newTitle);
  await tab(page, 5).click();
  await page.getByRole('button', { name: wizard.post, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await page.goto('/my-jobs');
  await expect(page.getByRole('list', { name: managerJobLabels.myJobs.listLabel })).toContainText(newTitle);

  // A freelancer finds it by a skill on /find-work, saves the search and favorites the job.
  const freelancer = await createAccount(origin, { role: 'freelancer', label: 'jobs-freelancer' });
  const context = await browser.newContext();
  const expert = await context.newPage();
  await signedInWithAxe(expert, await apiLogin(origin, freelancer));
  await expert.goto('/find-work');
  await expect(expert.getByRole('heading', { level: 1, name: jobSearchLabels.title })).toBeVisible();
  await expert.getByRole('searchbox', { name: jobSearchLabels.searchField }).fill(word);
  await expert.getByRole('button', { name: jobSearchLabels.searchButton, exact: true }).click();
  await expert.getByRole('textbox', { name: jobSearchLabels.addSkill }).fill('Terraform');
  await expert.getByRole('button', { name: jobSearchLabels.addSkillButton }).click();
  await expect(expert).toHaveURL(/skills=Terraform/);
  const results = expert.getByRole('list', { name: jobSearchLabels.resultsLabel });
  await expect(results.getByRole('link', { name: newTitle })).toBeVisible();
  await expect(expert.getByRole('status').filter({ hasText: 'found' })).toHaveText(jobSearchLabels.found(1, word));

  await expert.getByRole('button', { name: jobSearchLabels.saveSearch }).click();
  const save = expert.getByRole('dialog', { name: jobSearchLabels.saveTitle });
  await save.getByRole('textbox', { name: jobSearchLabels.saveName }).fill(`EKS ${word}`);
  await save.getByRole('button', { name: jobSearchLabels.saveConfirm }).click();
  await expect(expert.getByRole('button', { name: jobSearchLabels.savedApplyLabel(`EKS ${word}`) })).toBeVisible();

  const favorite = results.getByRole('button', { name: 'Save job' });
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expert.getByRole('tab', { name: jobSearchLabels.favoritesTab }).click();
  await expect(expert.getByRole('link', { name: newTitle })).toBeVisible();

  // A visitor finds it on /job-search, signed out.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/job-search?search=${word}`);
  await expect(
    visitor.getByRole('list', { name: jobSearchLabels.resultsLabel }).getByRole('link', { name: newTitle }),
  ).toBeVisible();
  await visitor.getByRole('link', { name: newTitle }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(visitor.getByRole('link', { name: jobDetailsLabels.logInToApply })).toBeVisible();

  // The manager deletes it: it leaves the visitor's search and the freelancer's favorites.
  await page.getByRole('button', { name: managerJobLabels.myJobs.deleteLabel(newTitle) }).click();
  const confirm = page.getByRole('alertdialog', { name: managerJobLabels.myJobs.deleteTitle });
  await confirm.getByRole('button', { name: managerJobLabels.myJobs.deleteConfirm }).click();
  await expect(page.getByText(managerJobLabels.myJobs.deleted(newTitle))).toBeVisible();
  await visitor.goto(`/job-search?search=${word}`);
  await expect(visitor.getByRole('heading', { name: jobSearchLabels.emptyTitle })).toBeVisible();
  await expert.reload();
  await expect(expert.getByRole('heading', { name: jobSearchLabels.favoritesEmptyTitle })).toBeVisible();
  await context.close();
  await visitorContext.close();
});

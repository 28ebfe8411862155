import {
  adminFreelancerLabels as labels,
  adminServerMessages,
  applicationRejectionNext,
  applicationWizardLabels,
  notificationPageLabels,
  publicSiteLabels,
  roleNames,
  storageKeys,
} from '@cloudexperts/domain';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts } from '../../packages/api/src/db/seed.ts';
import { vettingLabels } from '../../packages/app/src/pages/vetting/labels.ts';
import { apiLogin, applyThroughApi, axeViolations, createAccount, signedInWithAxe } from './support.ts';

/**
 * Issue 19's acceptance in the pages: the demo admin approves a freelancer who applied, who then
 * signs in and sees the freelancer home; the admin bans a user whose session is open, and that
 * user's open page is signed out at once (the live feed), without a navigation; the admin rejects
 * an application with a reason the freelancer then reads on /app-process, revises in the wizard
 * and resubmits, and the admin finds it in the queue again with the rejection as history; the
 * admin deactivates and reactivates a user, who can sign in again.
 */
const demoAdmin = demoAccounts.find((account) => account.role === 'admin');

async function pageFor(browser: Browser, origin: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await signedInWithAxe(page, token);
  return page;
}

async function adminPage(browser: Browser, origin: string): Promise<Page> {
  if (!demoAdmin) throw new Error('no demo admin');
  return pageFor(browser, origin, await apiLogin(origin, { ...demoAdmin, id: 0, fullName: '' }));
}

/** A freelancer who signed up and applied (through the API), not yet reviewed. */
async function applicant(origin: string, label: string) {
  const account = await createAccount(origin, { role: 'freelancer', label, firstName: 'Ines' });
  const created = await applyThroughApi(origin, account, {
    current_job_title: 'Platform Reliability Engineer',
    primary_platform: 'Google',
    skills: ['Kubernetes', 'Terraform', 'Google Kubernetes Engine'],
  });
  return { account, profileUuid: created.profile_uuid };
}

/** Opens the freelancer's review page and confirms one of its actions; the result is announced. */
async function act(page: Page, profileUuid: string, action: 'approve' | 'ban' | 'deactivate', announced: string) {
  await page.goto(`/freelancer/${profileUuid}`);
  await expect(page.getByRole('heading', { level: 2, name: labels.application })).toBeVisible();
  expect(await axeViolations(page), 'review page').toEqual([]);
  await page.getByRole('button', { name: labels[action], exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: labels[action], exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: announced })).toBeVisible();
}

test('an admin approves a freelancer who applied, who then signs in and sees the freelancer home', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const { account, profileUuid } = await applicant(origin, 'approve');
  const admin = await adminPage(browser, origin);
  await admin.goto(`/all-freelancers?status=submitted&search=${encodeURIComponent(account.email)}`);
  const row = admin.getByRole('link', { name: account.fullName });
  await expect(row).toBeVisible();
  expect(await axeViolations(admin), 'all freelancers').toEqual([]);
  await row.click();
  await act(admin, profileUuid, 'approve', adminServerMessages.approved);

  const freelancer = await pageFor(browser, origin, await apiLogin(origin, account));
  await freelancer.goto('/');
  await expect(freelancer.getByText(`Signed in as ${roleNames.freelancer}.`)).toBeVisible();
  // Listed now: the public profile answers.
  await freelancer.goto(`/user-profile/${profileUuid}`);
  await expect(freelancer.getByRole('heading', { level: 1 })).toContainText('Ines');
});

test("an admin bans a user: that user's open session stops at once", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const { account, profileUuid } = await applicant(origin, 'ban');
  const user = await pageFor(browser, origin, await apiLogin(origin, account));
  await user.goto('/notifications');
  await expect(user.getByRole('heading', { level: 1, name: notificationPageLabels.title })).toBeVisible();

  const admin = await adminPage(browser, origin);
  await act(admin, profileUuid, 'ban', adminServerMessages.banned);
  await expect(admin.getByRole('button', { name: labels.unban, exact: true })).toBeVisible();

  // At once, without a navigation: the ban ends the session and its live feed closes (4401), so the
  // open page forgets the token and goes to the landing page signed out.
  await expect(user).toHaveURL('/');
  await expect(user.getByRole('link', { name: publicSiteLabels.header.login })).toBeVisible();
  expect(await user.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken)).toBeNull();
  // And the old token is refused by the API.
  await user.goto('/notifications');
  await expect(user.getByRole('link', { name: publicSiteLabels.header.login })).toBeVisible();
});

test('an admin rejects an application with a reason, and the freelancer reads it on /app-process', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const { account, profileUuid } = await applicant(origin, 'reject');
  const admin = await adminPage(browser, origin);
  await admin.goto(`/freelancer/${profileUuid}`);
  await expect(admin.getByRole('heading', { level: 2, name: labels.application })).toBeVisible();
  await admin.getByRole('button', { name: labels.reject, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: labels.rejectTitle });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(admin), 'reject dialog').toEqual([]);
  // The radio's input sits under its drawn circle: the label is what a person clicks.
  await dialog.getByText('Incomplete application', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Incomplete application' })).toBeChecked();
  const comment = 'Please add your Google Cloud certifications and the projects they were for.';
  await dialog.getByRole('textbox', { name: labels.rejectComment }).fill(comment);
  await dialog.getByRole('button', { name: labels.rejectSubmit }).click();
  await expect(admin.getByRole('status').filter({ hasText: adminServerMessages.rejected })).toBeVisible();
  const rejection = admin.getByRole('region', { name: labels.rejection });
  await expect(rejection).toContainText('Incomplete application');
  await expect(admin.getByRole('button', { name: labels.approve, exact: true })).toBeHidden();

  const freelancer = await pageFor(browser, origin, await apiLogin(origin, account));
  await freelancer.goto('/app-process');
  const decision = freelancer.getByRole('listitem').filter({ hasText: vettingLabels.appProcess.decisionTitle });
  await expect(decision).toContainText('Incomplete application');
  await expect(decision).toContainText(comment);
  await expect(decision).toContainText(applicationRejectionNext);
  expect(await axeViolations(freelancer), 'app-process rejected').toEqual([]);
});

test('a rejected freelancer revises and resubmits from /app-process; the admin sees it pending again with the rejection as history', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const { account, profileUuid } = await applicant(origin, 'resubmit');
  const admin = await adminPage(browser, origin);
  await admin.goto(`/freelancer/${profileUuid}`);
  await admin.getByRole('button', { name: labels.reject, exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: labels.rejectTitle });
  await dialog.getByText('Incomplete application', { exact: true }).click();
  const comment = 'Tell us which Google Cloud projects you led.';
  await dialog.getByRole('textbox', { name: labels.rejectComment }).fill(comment);
  await dialog.getByRole('button', { name: labels.rejectSubmit }).click();
  await expect(admin.getByRole('status').filter({ hasText: adminServerMessages.rejected })).toBeVisible();

  // The freelancer reopens the application: the wizard has their answers; they change the title.
  const wizard = applicationWizardLabels;
  const freelancer = await pageFor(browser, origin, await apiLogin(origin, account));
  await freelancer.goto('/app-process');
  await freelancer.getByRole('button', { name: vettingLabels.appProcess.revise }).click();
  await expect(freelancer).toHaveURL('/application');
  const title = freelancer.getByRole('textbox', { name: wizard.currentTitle });
  await expect(title).toHaveValue('Platform Reliability Engineer');
  expect(await axeViolations(freelancer), 'revision, step 1').toEqual([]);
  await title.fill('Google Cloud Platform Lead');
  for (let step = 2; step <= wizard.steps.length; step += 1) {
    await freelancer.getByRole('button', { name: wizard.next }).click();
    const current = wizard.steps[step - 1];
    await expect(
      freelancer.getByRole('heading', { level: 2, name: `${current?.title ?? ''}: ${current?.subtitle ?? ''}` }),
    ).toBeVisible();
  }
  await freelancer.getByRole('button', { name: wizard.submit }).click();
  await expect(freelancer.getByRole('heading', { name: wizard.success })).toBeVisible();
  await freelancer.goto('/app-process');
  await expect(
    freelancer.getByRole('listitem').filter({ hasText: vettingLabels.appProcess.decisionTitle }),
  ).toContainText('Our reviewers check your application');

  // The admin's queue has it again; its page shows the earlier rejection, and Approve.
  await admin.goto(`/all-freelancers?status=submitted&search=${encodeURIComponent(account.email)}`);
  const row = admin.getByRole('link', { name: account.fullName });
  await expect(row).toBeVisible();
  await row.click();
  const history = admin.getByRole('region', { name: labels.previousRejections });
  await expect(history).toContainText('Incomplete application');
  await expect(history).toContainText(comment);
  await expect(admin.getByText('Google Cloud Platform Lead').first()).toBeVisible();
  await expect(admin.getByRole('button', { name: labels.approve, exact: true })).toBeVisible();
  expect(await axeViolations(admin), 'review with history').toEqual([]);
});

test('an admin deactivates a user, then reactivates them, and they sign in again', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const { account, profileUuid } = await applicant(origin, 'reactivate');
  const admin = await adminPage(browser, origin);
  await act(admin, profileUuid, 'deactivate', adminServerMessages.deactivated);
  await expect(admin.getByRole('button', { name: labels.reactivate, exact: true })).toBeVisible();
  await expect(apiLogin(origin, account)).rejects.toMatchObject({ status: 401 });

  // On the same page: Reactivate has replaced Deactivate.
  await admin.getByRole('button', { name: labels.reactivate, exact: true }).click();
  const dialog = admin.getByRole('alertdialog');
  await dialog.getByRole('button', { name: labels.reactivate, exact: true }).click();
  await expect(admin.getByRole('status').filter({ hasText: adminServerMessages.reactivated })).toBeVisible();
  await expect(admin.getByRole('button', { name: labels.deactivate, exact: true })).toBeVisible();

  const user = await pageFor(browser, origin, await apiLogin(origin, account));
  await user.goto('/app-process');
  await expect(user.getByRole('heading', { level: 1, name: vettingLabels.appProcess.title })).toBeVisible();
});

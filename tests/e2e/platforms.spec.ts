import {
  jobSearchLabels,
  platformPageTexts as labels,
  platformServerMessages,
  postJobWizardLabels as wizard,
} from '@cloudexperts/domain';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts } from '../../packages/api/src/db/seed.ts';
import { managerJobPaths } from '../../packages/app/src/pages/managerJobs/paths.ts';
import { apiAt, apiLogin, axeInBothThemes, createAccount, signedInWithAxe } from './support.ts';

/**
 * Issue 19's /platforms in the pages: the demo admin adds a skill to AWS, a Project Manager can
 * pick it in the job form at once; the admin retires it, and it is no longer among the choices.
 */
const demoAdmin = demoAccounts.find((account) => account.role === 'admin');

async function pageFor(browser: Browser, origin: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await signedInWithAxe(page, token);
  return page;
}

/** The job form's Skills tab, on a fresh page (the lists load when the form opens). */
async function skillsTab(browser: Browser, origin: string, token: string): Promise<Page> {
  const page = await pageFor(browser, origin, token);
  await page.goto(managerJobPaths.postJob);
  await page.getByRole('textbox', { name: wizard.jobTitle }).fill('Autoscale our EKS clusters');
  await page.getByRole('button', { name: wizard.next, exact: true }).click();
  await page
    .getByRole('textbox', { name: wizard.description })
    .fill('Our EKS node groups are sized by hand. Set up node autoscaling with a rollback plan and dashboards.');
  await page.getByRole('button', { name: wizard.next, exact: true }).click();
  await expect(page.getByRole('tab', { name: wizard.tabs[2] })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: wizard.skills })).toBeVisible();
  return page;
}

test('an admin adds a skill to a platform, a manager picks it for a job, and once retired it is no longer offered', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  if (!demoAdmin) throw new Error('no demo admin');
  const skill = `Karpenter ${Date.now().toString(36)}`;

  // The admin adds the skill to AWS on /platforms.
  const admin = await pageFor(browser, origin, await apiLogin(origin, { ...demoAdmin, id: 0, fullName: '' }));
  await admin.goto('/platforms');
  await expect(admin.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
  await expect(admin.getByRole('list', { name: labels.platformList }).getByRole('listitem')).toHaveCount(6);
  await axeInBothThemes(admin, '/platforms');
  await admin.getByRole('textbox', { name: labels.skillName }).fill(skill);
  await admin
    .getByRole('group', { name: labels.skillPlatforms })
    .getByRole('checkbox', { name: 'AWS' })
    .check({ force: true });
  await admin.getByRole('button', { name: labels.addSkill, exact: true }).click();
  await expect(admin.getByText(platformServerMessages.skillAdded(skill))).toBeVisible();
  await expect(admin.getByRole('list', { name: labels.skillList })).toContainText(skill);
  await expect(admin.getByRole('grid', { name: labels.changesTable })).toContainText(`Skill “${skill}” added to AWS`);

  // A manager finds it among the job form's skills and picks it.
  const manager = await createAccount(origin, { role: 'project_manager', label: 'platforms-manager' });
  const managerToken = await apiLogin(origin, manager);
  const form = await skillsTab(browser, origin, managerToken);
  const skills = form.getByRole('combobox', { name: wizard.skills });
  await skills.fill(skill.slice(0, 12));
  await form.getByRole('option', { name: skill }).click();
  await expect(form.getByRole('row', { name: skill })).toBeVisible();

  // The admin retires it, after confirming.
  await admin.getByRole('button', { name: labels.retireSkill(skill) }).click();
  const dialog = admin.getByRole('alertdialog', { name: labels.retireTitle(skill) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: labels.retireConfirm }).click();
  await expect(admin.getByText(platformServerMessages.skillRetired(skill))).toBeVisible();

  // A new job form no longer offers it.
  const later = await skillsTab(browser, origin, managerToken);
  const field = later.getByRole('combobox', { name: wizard.skills });
  await field.fill(skill.slice(0, 12));
  await expect(later.getByRole('option', { name: skill })).toHaveCount(0);
  await field.fill('Terraform');
  await expect(later.getByRole('option', { name: 'Terraform' })).toBeVisible();
});

/**
 * The searches read the stored labels (issue 19): the demo admin renames Oracle on /platforms, and a
 * freelancer's Find Work filter names it so (GET /platforms, read once per app). The label is put
 * back at the end, whatever happened, since other tests share the database.
 */
test('an admin renames a platform and Find Work’s platform filter shows the new name', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  if (!demoAdmin) throw new Error('no demo admin');
  const adminToken = await apiLogin(origin, { ...demoAdmin, id: 0, fullName: '' });
  const adminApi = apiAt(origin, adminToken);
  const before = (await adminApi.adminPlatforms()).platforms.find((platform) => platform.key === 'Oracle');
  if (!before) throw new Error('no Oracle platform');
  const renamed = `Red Stack ${Date.now().toString(36)}`;
  try {
    const admin = await pageFor(browser, origin, adminToken);
    await admin.goto('/platforms');
    await admin.getByRole('button', { name: labels.editPlatform(before.label), exact: true }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: labels.label }).fill(renamed);
    await dialog.getByRole('button', { name: labels.save, exact: true }).click();
    await expect(admin.getByText(platformServerMessages.platformUpdated(renamed))).toBeVisible();

    const freelancer = await createAccount(origin, { role: 'freelancer', label: 'platforms-freelancer' });
    const expert = await pageFor(browser, origin, await apiLogin(origin, freelancer));
    await expert.goto('/find-work');
    await expect(expert.getByRole('heading', { level: 1, name: jobSearchLabels.title })).toBeVisible();
    const filter = expert.getByRole('radiogroup', { name: jobSearchLabels.platform });
    await expect(filter.getByRole('radio', { name: new RegExp(`^${renamed}`) })).toHaveCount(1);
    await expect(filter.getByRole('radio', { name: new RegExp(`^${before.label}`) })).toHaveCount(0);
  } finally {
    await adminApi.updatePlatform({
      params: { key: 'Oracle' },
      body: { label: before.label, description: before.description, offered: before.offered },
    });
  }
});

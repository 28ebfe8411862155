import { expertHireLabels, expertProfileLabels as labels, publicSiteLabels } from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { apiAt, axeInBothThemes, axeScript, createAccount, logInThroughForm } from './support.ts';

/**
 * The public expert profile against the running stack (spec document 1, section 2 and document 2,
 * section 2: /user-profile/:uuid, `GET /freelancer_details/{id}`), with an expert the demo seed
 * has: Priya Raman, AWS Solutions Architect (packages/api/src/db/data/sampleFreelancers.ts).
 */

const uuidPath = /\/user-profile\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test('a visitor searches the experts, opens a card’s name and sees the profile', async ({ page }) => {
  await page.context().addInitScript({ path: axeScript });
  await page.goto('/freelancer-search');
  await page.getByRole('searchbox', { name: 'Search experts' }).fill('Priya');
  await page.keyboard.press('Enter');
  const card = page.getByRole('list', { name: 'Experts' }).getByRole('article', { name: 'Priya R.' });
  await expect(card).toContainText('AWS Solutions Architect');
  await card.getByRole('link', { name: 'Priya R.' }).click();

  await expect(page).toHaveURL(uuidPath);
  const profile = page.getByRole('article', { name: 'Priya R.' });
  await expect(profile.getByRole('heading', { level: 1, name: 'Priya R.' })).toBeVisible();
  await expect(profile).toContainText('AWS Solutions Architect');
  await expect(profile).toContainText('Bengaluru, India');
  await expect(profile).toContainText('$95.00/hr');
  const skills = profile.getByRole('region', { name: labels.skillsTitle });
  for (const skill of ['Amazon EKS', 'AWS IAM', 'AWS CloudFormation', 'Terraform', 'Kubernetes']) {
    await expect(skills.getByText(skill, { exact: true })).toBeVisible();
  }
  await expect(profile.getByRole('region', { name: labels.aboutTitle })).toContainText(
    'multi-account AWS landing zones',
  );
  await expect(profile.getByRole('region', { name: labels.detailsTitle })).toContainText('30 to 40 hours a week');
  await expect(page).toHaveTitle('Priya R. | CloudExperts');
  // The seeded profile: no Raman anywhere (first name and last initial only).
  await expect(page.getByRole('main')).not.toContainText('Raman');
  await axeInBothThemes(page, 'the expert profile');
});

test('an unknown or malformed profile id shows not found with the way back to the search', async ({ page }) => {
  for (const path of ['/user-profile/00000000-0000-4000-8000-000000000000', '/user-profile/not-an-id/public']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: labels.notFoundTitle })).toBeVisible();
    await expect(page.getByText(labels.notFoundMessage)).toBeVisible();
  }
  await page.getByRole('link', { name: labels.backToSearch }).click();
  await expect(page).toHaveURL('/freelancer-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Experts' })).toBeVisible();
});

test('Hire me: a visitor logs in as a Project Manager and comes back to the profile', async ({ page, baseURL }) => {
  const origin = baseURL ?? '';
  const manager = await createAccount(origin, { role: 'project_manager', label: 'hire-me' });
  const found = await apiAt(origin).findFreelancers({ query: { search: 'Priya' } });
  const priya = found.records.find((record) => record.display_name === 'Priya R.');
  if (!priya) throw new Error('The demo seed has no Priya R.');
  const profilePath = `/user-profile/${priya.uuid}`;

  await page.goto(profilePath);
  await page.getByRole('link', { name: labels.hireMe }).click();
  const dialog = page.getByRole('dialog', { name: publicSiteLabels.header.login });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`${profilePath}?account=login&role=project_manager&hire=${priya.uuid}`);
  await logInThroughForm(page, manager.email, manager.password);

  // A manager with no job would go to /post-a-job-progress: the hire-me origin comes first.
  await expect(page).toHaveURL(profilePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Priya R.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Signed in, a manager hires from here (HIRE opens the hire popup: tests/e2e/hire.spec.ts), no Hire me.
  await expect(page.getByRole('link', { name: labels.hireMe })).toHaveCount(0);
  await expect(page.getByRole('button', { name: expertHireLabels.hire, exact: true })).toBeVisible();
});

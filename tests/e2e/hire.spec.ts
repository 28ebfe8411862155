import {
  expertHireLabels,
  expertProfileLabels,
  hireFreelancerLabels,
  hirePageLabels,
  invitationPageLabels,
  offerDetailsLabels,
  proposalResultButtons,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../packages/api/src/db/seed.ts';
import {
  apiAt,
  apiLogin,
  axeInBothThemes,
  createAccount,
  hourlyJobForm,
  randomLetters,
  signedInWithAxe,
  tabTo,
} from './support.ts';

/**
 * The manager's hiring, against the running stack (spec document 2, sections 2 and 5: the HIRE of
 * /user-profile/:uuid/:jobId?, Hire_FREELANCER and HIRE_ACTION_CHOICE, /hire-a-freelancer/ making
 * the offer with POST /contract). A fresh manager posts a job and the demo seed's approved expert
 * proposes to it (only approved experts may propose); the freelancer then finds the offer.
 */
const demoFreelancer = demoAccounts.find((account) => account.role === 'freelancer');

test('a manager hires from the expert profile: chooses the job, Hire Now, sends the offer; the freelancer sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  if (!demoFreelancer) throw new Error('no demo freelancer');
  const word = randomLetters();
  const title = `Hire for our ${word} EKS move`;
  const manager = await createAccount(origin, { role: 'project_manager', label: 'hire-manager' });
  const managerToken = await apiLogin(origin, manager);
  const managerApi = apiAt(origin, managerToken);
  const { job } = await managerApi.createJob({
    body: { form: hourlyJobForm(title, word), current_tab: 5, status: 'open' },
  });
  const freelancerToken = await apiLogin(origin, { ...demoFreelancer, id: 0, fullName: '' });
  const freelancerApi = apiAt(origin, freelancerToken);
  const profile = (await freelancerApi.currentUser()).user_profile;
  if (!profile) throw new Error('the demo freelancer has no profile');
  const { proposal } = await freelancerApi.submitProposal({
    body: { job_id: job.id, cover_letter: 'I have moved twelve services to EKS.', bid: '92', screening_answers: [] },
  });

  // The manager opens the expert's profile (with the job they came from) and hires.
  await signedInWithAxe(page, managerToken);
  await page.goto(`/user-profile/${profile.freelancer_uuid}/${job.uuid}`);
  const actions = page.getByRole('group', { name: expertProfileLabels.actionsLabel });
  await actions.getByRole('button', { name: expertHireLabels.hire }).click();
  const dialog = page.getByRole('dialog', { name: /^Hire / });
  const picker = dialog.getByRole('button', { name: new RegExp(hireFreelancerLabels.job) });
  await expect(picker).toContainText(title);
  await expect(dialog.getByRole('radio', { name: hireFreelancerLabels.jobTypes.hourly })).toBeChecked();
  await axeInBothThemes(page, 'Hire_FREELANCER');
  await dialog.getByRole('button', { name: hireFreelancerLabels.next }).click();
  const hireNow = dialog.getByRole('button', { name: hireFreelancerLabels.hireNow });
  await expect(hireNow).toBeVisible();
  await expect(dialog).toContainText(title);
  await hireNow.click();
  await expect(page).toHaveURL(`/hire-a-freelancer/${profile.freelancer_uuid}/${String(job.id)}?type=hourly`);

  // The offer: the amount starts from the bid; by keyboard, a message and Send offer.
  const offer = page.getByRole('region', { name: hirePageLabels.offerTitle });
  const amount = offer.getByRole('textbox', { name: hirePageLabels.amountHourly });
  await expect(amount).toHaveValue('92');
  await axeInBothThemes(page, '/hire-a-freelancer');
  await amount.fill('95');
  const message = offer.getByRole('textbox', { name: new RegExp(hirePageLabels.message) });
  await tabTo(page, message);
  await page.keyboard.type('Can you start on Monday?');
  await tabTo(page, offer.getByRole('button', { name: hirePageLabels.submit }));
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: hirePageLabels.sentTitle });
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: proposalResultButtons.success }).click();
  await expect(page).toHaveURL('/invited?tab=offers');
  await expect(page.getByRole('list', { name: invitationPageLabels.offersLabel })).toContainText(title);

  // The server has it, and the freelancer finds it on /invited's Offers and its page.
  const stored = await freelancerApi.offers({ query: {} });
  const made = stored.records.find((record) => record.proposal_id === proposal.id);
  expect(made).toMatchObject({ amount_cents: 9_500, message: 'Can you start on Monday?', status: 'pending' });
  const freelancerContext = await browser.newContext({ baseURL: origin });
  const freelancerPage = await freelancerContext.newPage();
  await signedInWithAxe(freelancerPage, freelancerToken);
  await freelancerPage.goto('/invited?tab=offers');
  await freelancerPage
    .getByRole('list', { name: invitationPageLabels.offersLabel })
    .getByRole('link', { name: title })
    .click();
  await expect(freelancerPage).toHaveURL(`/offer-details/${String(made?.id)}`);
  const view = freelancerPage.getByRole('article', { name: title });
  await expect(view).toContainText('$95/hr');
  await expect(view).toContainText('Can you start on Monday?');
  await expect(view.getByRole('button', { name: offerDetailsLabels.accept })).toBeEnabled();
  await freelancerContext.close();
});

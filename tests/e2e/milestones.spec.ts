import {
  contractRoutes,
  feeBreakdownLabels,
  localIsoDate,
  milestoneSectionLabels as labels,
  submitWorkLabels,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../packages/api/src/db/seed.ts';
import {
  apiAt,
  apiLogin,
  axeInBothThemes,
  createAccount,
  hourlyJobForm,
  pdf,
  randomLetters,
  signedInWithAxe,
} from './support.ts';

/**
 * Milestones on /contract-details/:id and FREELANCER_SUBMIT_WORK against the running stack (issue
 * 17): the manager adds a milestone and funds it through the sandbox payment provider, the
 * freelancer submits work with a document and sees 'Payment Requested'. The contract is started
 * through the API (a fixed-price job, the demo expert's proposal, an offer, its acceptance), as
 * offers.spec.ts does.
 */
const demoFreelancer = demoAccounts.find((account) => account.role === 'freelancer');

test('the manager adds and funds a milestone; the freelancer submits work with a document and sees Payment Requested', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  if (!demoFreelancer) throw new Error('no demo freelancer');
  const word = randomLetters();
  const title = `Fixed-price ${word} landing zone`;
  const managerAccount = await createAccount(origin, { role: 'project_manager', label: 'milestones-manager' });
  const managerToken = await apiLogin(origin, managerAccount);
  const manager = apiAt(origin, managerToken);
  const { job } = await manager.createJob({
    body: {
      form: hourlyJobForm(title, word, { job_pay_type: 'fixed', budget: '1000' }),
      current_tab: 5,
      status: 'open',
    },
  });
  const freelancerToken = await apiLogin(origin, { ...demoFreelancer, id: 0, fullName: '' });
  const freelancer = apiAt(origin, freelancerToken);
  const { proposal } = await freelancer.submitProposal({
    body: {
      job_id: job.id,
      cover_letter: 'I have built eight landing zones with Terraform.',
      bid: '1000',
      screening_answers: [],
    },
  });
  const { offer } = await manager.makeOffer({
    body: { job_application_id: proposal.id, amount: '1000', message: 'Welcome aboard.' },
  });
  await freelancer.answerOffer({
    params: { id: offer.id },
    body: { status: 'Accepted', message: 'Starting today.', agree: true },
  });

  // The manager adds a milestone (a due date a month ahead, typed in the date's segments) and funds it.
  await signedInWithAxe(page, managerToken);
  await page.goto(contractRoutes.details(offer.id));
  const section = page.getByRole('region', { name: labels.title });
  await expect(section.getByText(labels.emptyManager)).toBeVisible();
  await section.getByRole('button', { name: labels.addOpen }).click();
  const form = section.getByRole('form', { name: labels.addTitle });
  await form.getByRole('button', { name: labels.addSubmit }).click();
  await expect(page.getByText(labels.requiredFields)).toBeVisible();
  await form.getByRole('textbox', { name: labels.description }).fill('Landing zone and VPC design');
  await form.getByRole('textbox', { name: labels.amountDollars }).fill('400');
  const [year, month, day] = localIsoDate(new Date(Date.now() + 30 * 86_400_000)).split('-');
  await form.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${month ?? ''}${day ?? ''}${year ?? ''}`);
  await form.getByRole('button', { name: labels.addSubmit }).click();
  const item = section.getByRole('listitem', { name: 'Landing zone and VPC design' });
  await expect(page.getByText(labels.requiredFields)).toBeHidden();
  await expect(item).toContainText(`${labels.amount}$400.00`);
  await expect(item).toContainText(`${labels.escrow}$0.00`);
  await item.getByRole('button', { name: labels.fundLabel('Landing zone and VPC design') }).click();
  await expect(section.getByText(labels.funded('Landing zone and VPC design'))).toBeVisible();
  await expect(item).toContainText(`${labels.escrow}$400.00`);
  // Reloaded (it was funded for good), and so no wait: the pending buttons' announcements name
  // them by id for ~7 s after they are gone, which axe would report (NOTES).
  await page.reload();
  await expect(item).toContainText(`${labels.escrow}$400.00`);
  await axeInBothThemes(page, '/contract-details (milestones, manager)');

  // The freelancer submits work for it with a document.
  const context = await browser.newContext();
  try {
    const freelancerPage = await context.newPage();
    await signedInWithAxe(freelancerPage, freelancerToken);
    await freelancerPage.goto(contractRoutes.details(offer.id));
    const seen = freelancerPage.getByRole('region', { name: labels.title });
    await seen.getByRole('button', { name: labels.submitWork }).click();
    const popup = freelancerPage.getByRole('dialog', { name: submitWorkLabels.title });
    await expect(popup.getByRole('textbox', { name: submitWorkLabels.amount })).toHaveValue('400.00');
    const breakdown = popup.getByRole('region', { name: feeBreakdownLabels.title });
    await expect(breakdown).toContainText(`${feeBreakdownLabels.serviceFeeAt('5%')}\u2212$20.00`);
    await expect(breakdown).toContainText(`${feeBreakdownLabels.youReceive}$380.00`);
    await popup.getByRole('textbox', { name: submitWorkLabels.message }).fill('The landing zone is deployed.');
    await popup
      .locator('input[type="file"]')
      .setInputFiles({ name: 'runbook.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(popup.getByRole('list', { name: submitWorkLabels.attached })).toContainText('runbook.pdf');
    await axeInBothThemes(freelancerPage, 'FREELANCER_SUBMIT_WORK');
    await popup.getByRole('button', { name: submitWorkLabels.submit }).click();
    await expect(popup).toBeHidden();
    const mine = seen.getByRole('listitem', { name: 'Landing zone and VPC design' });
    await expect(mine).toContainText(`${labels.latestRequest}Payment Requested`);
    await expect(seen.getByRole('button', { name: labels.submitWork })).toBeHidden();
  } finally {
    await context.close();
  }

  // The API agrees: the milestone's latest request is the one just sent.
  const { records } = await manager.contractMilestones({ params: { id: offer.id } });
  expect(records[0]?.payment_requested[0]?.status).toBe('Payment Requested');
});

import { moneyText, reviewPayLabels, reviewPayMessages, serviceFeeFor, transactionLabels } from '@cloudexperts/domain';
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
 * /review-pay and /transactions against the running stack (issue 17): a fixed-price contract set up
 * through the API (job, proposal, offer accepted, a $400 milestone funded with the sandbox card, the
 * freelancer's request with a work document); the manager sends it back, the freelancer asks again
 * (API), the manager approves; both see the release on /transactions, the freelancer with the net.
 */
const demoFreelancer = demoAccounts.find((account) => account.role === 'freelancer');

test('the manager requests changes, then approves; both see the transaction with the net amount', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  if (!demoFreelancer) throw new Error('no demo freelancer');
  const word = randomLetters();
  const title = `Landing zone for ${word}`;
  const managerAccount = await createAccount(origin, { role: 'project_manager', label: 'review-pay' });
  const managerToken = await apiLogin(origin, managerAccount);
  const manager = apiAt(origin, managerToken);
  const freelancerToken = await apiLogin(origin, { ...demoFreelancer, id: 0, fullName: '' });
  const freelancer = apiAt(origin, freelancerToken);

  const { job } = await manager.createJob({
    body: {
      form: hourlyJobForm(title, word, { job_pay_type: 'fixed', budget: '1000' }),
      current_tab: 5,
      status: 'open',
    },
  });
  const { proposal } = await freelancer.submitProposal({
    body: { job_id: job.id, cover_letter: 'I build landing zones with Terraform.', bid: '400', screening_answers: [] },
  });
  const { offer } = await manager.makeOffer({
    body: { job_application_id: proposal.id, amount: '400.00', message: 'Welcome aboard.' },
  });
  await freelancer.answerOffer({
    params: { id: offer.id },
    body: { status: 'Accepted', message: 'Starting today.', agree: true },
  });
  const { milestone } = await manager.createMilestone({
    params: { id: offer.id },
    body: { description: `Landing zone ${word}`, deposite_amount: '400.00', due_date: '2027-01-15' },
  });
  await manager.fundMilestone({ params: { id: milestone.id } });
  const { upload } = await freelancer.uploadFile({
    query: { kind: 'resume' },
    body: { file: new File([new Uint8Array(pdf)], 'runbook.pdf', { type: 'application/pdf' }) },
  });
  const ask = () =>
    freelancer.requestPayment({
      body: {
        contract_id: offer.id,
        milestone_id: milestone.id,
        amount_requested: '400.00',
        request_message: 'The landing zone is deployed; the runbook is attached.',
        document_upload_ids: [upload.id],
      },
    });
  await ask();

  // The manager sends it back with a message (empty first: the spec's snackbar).
  await signedInWithAxe(page, managerToken);
  await page.goto('/review-pay');
  const requests = page.getByRole('list', { name: reviewPayLabels.listLabel });
  const item = requests.getByRole('listitem').filter({ hasText: title }).first();
  await expect(item).toContainText(reviewPayLabels.statuses['Payment Requested']);
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: reviewPayLabels.download('runbook.pdf') }).click();
  expect((await download).suggestedFilename()).toBe('runbook.pdf');
  await axeInBothThemes(page, '/review-pay');
  await item.getByRole('button', { name: reviewPayLabels.requestChanges }).click();
  const changes = page.getByRole('dialog', { name: reviewPayLabels.changesTitle });
  await changes.getByRole('button', { name: reviewPayLabels.confirmChanges }).click();
  await expect(page.getByText(reviewPayMessages.fillRequired)).toBeVisible();
  await changes.getByRole('textbox', { name: reviewPayLabels.changesMessage }).fill('Please add the network diagram.');
  await changes.getByRole('button', { name: reviewPayLabels.confirmChanges }).click();
  await expect(page.getByRole('status').getByText(reviewPayMessages.changesTitle)).toBeVisible();

  // The freelancer asks again; the manager approves all of it.
  await ask();
  await page.reload();
  const again = requests.getByRole('listitem').filter({ hasText: title }).first();
  await expect(again).toContainText(reviewPayLabels.statuses['Payment Requested']);
  await again.getByRole('button', { name: reviewPayLabels.approve }).click();
  const approve = page.getByRole('dialog', { name: reviewPayLabels.approveTitle });
  await approve.getByRole('button', { name: reviewPayLabels.confirmApprove }).click();
  await expect(page.getByRole('status').getByText(reviewPayMessages.approvedTitle)).toBeVisible();

  // The manager's escrow: the release out of it.
  await page.goto('/transactions');
  const managerTable = page.getByRole('grid', { name: transactionLabels.tableLabel });
  const managerRow = managerTable.getByRole('row').filter({ hasText: title }).first();
  await expect(managerRow).toContainText(transactionLabels.kinds.release);
  await expect(managerRow).toContainText(moneyText(-40_000, { signed: true }));

  // The freelancer: the net after the service fee (a new client: 5%), and its details.
  const net = serviceFeeFor(40_000, 0);
  const freelancerPage = await page.context().browser()?.newPage();
  if (!freelancerPage) throw new Error('no second page');
  await signedInWithAxe(freelancerPage, freelancerToken);
  await freelancerPage.goto('/transactions');
  const row = freelancerPage
    .getByRole('grid', { name: transactionLabels.tableLabel })
    .getByRole('row')
    .filter({ hasText: title })
    .first();
  await expect(row).toContainText(moneyText(net.receiveCents, { signed: true }));
  await axeInBothThemes(freelancerPage, '/transactions');
  await row.click();
  await expect(freelancerPage).toHaveURL(/\/transaction-details\/\d+$/);
  const details = freelancerPage.getByRole('article');
  await expect(details).toContainText(`${transactionLabels.net}${moneyText(net.receiveCents)}`);
  await expect(details).toContainText(`${transactionLabels.serviceFee}${moneyText(-net.feeCents, { signed: true })}`);
  await freelancerPage.close();
});

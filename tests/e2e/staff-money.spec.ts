import {
  adminTransactionLabels,
  moneyText,
  reviewPayLabels,
  reviewPayMessages,
  serviceFeeFor,
  staffPaymentScheduleLabels,
  staffReviewPayLabels,
  staffTransactionLabels,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import {
  acceptedOffer,
  apiLogin,
  axeInBothThemes,
  fundedAndRequested,
  randomLetters,
  signedInWithAxe,
  demoAccount,
} from './support.ts';

/**
 * Issue 19's staff money pages against the running stack: a contract with a funded $300 milestone
 * and the freelancer's request for all of it, made through the API for a client of this test; the
 * demo Coordinator finds the request on /review-pay by the client's name, approves it there on the
 * client's behalf, then finds the release on /transactions and opens its details; the milestone is
 * no longer on /payment-schedule.
 */
test('a coordinator approves a client’s payment request on /review-pay and sees the release in /transactions', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const clientFirst = `Mony${word}`;
  const title = `Backup review for ${word}`;
  const { managerAccount, manager, freelancer, offer, expert } = await acceptedOffer(origin, {
    label: 'staff-money-client',
    clientFirstName: clientFirst,
    title,
    word,
    job: { job_pay_type: 'fixed', budget: '300' },
    coverLetter: 'I review backups.',
    amount: '300',
  });
  await fundedAndRequested(manager, freelancer, offer.id, {
    description: `Backup plan ${word}`,
    amount: '300.00',
    message: 'The backup plan is done.',
  });
  await signedInWithAxe(page, await apiLogin(origin, demoAccount('coordinator')));

  // /review-pay: the client's request, found by their name, waiting; approved here.
  await page.goto('/review-pay');
  await expect(page.getByRole('heading', { level: 1, name: staffReviewPayLabels.title })).toBeVisible();
  await page.getByRole('searchbox', { name: staffReviewPayLabels.searchField }).fill(clientFirst);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${clientFirst}`));
  const list = page.getByRole('list', { name: staffReviewPayLabels.results });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem').first();
  await expect(row).toContainText(title);
  await expect(row).toContainText(staffReviewPayLabels.client(managerAccount.fullName));
  await expect(row).toContainText(reviewPayLabels.statuses['Payment Requested']);
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/contract-details/${String(offer.id)}`);
  await axeInBothThemes(page, 'staff review-pay with a request to answer');
  await row
    .getByRole('group', { name: staffReviewPayLabels.answerFor(title) })
    .getByRole('button', {
      name: reviewPayLabels.approve,
    })
    .click();
  const approve = page.getByRole('dialog', { name: reviewPayLabels.approveTitle });
  await approve.getByRole('button', { name: reviewPayLabels.confirmApprove }).click();
  await expect(page.getByText(reviewPayMessages.approvedTitle)).toBeVisible();
  await expect(row).toContainText(reviewPayLabels.statuses.approved);
  await expect(page.getByRole('button', { name: reviewPayLabels.approve })).toHaveCount(0);

  // /transactions: the release (and the funding) of this client's contract; its details.
  const fee = serviceFeeFor(30_000, 0);
  await page.goto(`/transactions?client_name=${clientFirst}`);
  await expect(page.getByRole('heading', { level: 1, name: staffTransactionLabels.title })).toBeVisible();
  const grid = page.getByRole('grid', { name: adminTransactionLabels.tableLabel });
  const rows = grid.getByRole('row');
  await expect(rows).toHaveCount(3);
  const release = rows.filter({ hasText: adminTransactionLabels.kinds.release });
  await expect(release).toContainText(title);
  await expect(release).toContainText(managerAccount.fullName);
  await expect(release).toContainText(moneyText(30_000));
  await expect(release).toContainText(moneyText(fee.feeCents));
  await expect(rows.filter({ hasText: adminTransactionLabels.kinds.fund })).toHaveCount(1);
  await axeInBothThemes(page, 'staff transactions');
  await release.getByRole('link').click();
  await expect(page).toHaveURL(/\/transaction-details\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: adminTransactionLabels.kinds.release })).toBeVisible();
  await expect(page.getByText(moneyText(fee.receiveCents))).toBeVisible();
  await expect(page.getByText(expert.name)).toBeVisible();

  // /payment-schedule: the released milestone is done, nothing of this client's is left to pay.
  await page.goto(`/payment-schedule?search=${clientFirst}`);
  await expect(page.getByText(staffPaymentScheduleLabels.noMatch)).toBeVisible();
});

import {
  addCalendarDays,
  autoReleaseAt,
  moneyText,
  paymentScheduleLabels as labels,
  reviewPayLabels,
  serviceFeeFor,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { acceptedOffer, addSandboxCard, axeInBothThemes, randomLetters, signedInWithAxe, tabTo } from './support.ts';

/** The browser's way of writing a day (the pages' `formatDay`: en-US, medium). */
const day = (instant: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(instant);

/**
 * /payment-schedule against the running stack (issue 17), with users of the test's own: a
 * fixed-price contract set up through the API, one milestone funded with the sandbox card and
 * requested by the freelancer, one not funded. The manager sees both and reaches the review by
 * keyboard; the freelancer sees what they receive and the auto-release day, then the client's
 * answer on their requests tab.
 */
test('both parties see the schedule; the manager reaches the review by keyboard; the freelancer sees the answer', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const title = `Schedule ${word} landing zone`;
  const { managerToken, manager, expert, freelancer, offer } = await acceptedOffer(origin, {
    label: 'schedule-manager',
    title,
    word,
    job: { job_pay_type: 'fixed', budget: '1000' },
    coverLetter: 'I build landing zones with Terraform.',
    amount: '600',
  });
  const today = new Date().toISOString().slice(0, 10);
  const { milestone: built } = await manager.createMilestone({
    params: { id: offer.id },
    body: { description: `Build ${word}`, deposite_amount: '400.00', due_date: addCalendarDays(today, 10) },
  });
  // Funded the way every other set-up funds (the sandbox card).
  await addSandboxCard(manager);
  await manager.fundMilestone({ params: { id: built.id } });
  await manager.createMilestone({
    params: { id: offer.id },
    body: { description: `Handover ${word}`, deposite_amount: '200.00', due_date: addCalendarDays(today, 20) },
  });
  const { payment_request: asked } = await freelancer.requestPayment({
    body: {
      contract_id: offer.id,
      milestone_id: built.id,
      amount_requested: '400.00',
      request_message: 'The landing zone is deployed.',
    },
  });

  // The manager: both milestones, by due date; the review reached by keyboard.
  await signedInWithAxe(page, managerToken);
  await page.goto('/payment-schedule');
  const schedule = page.getByRole('list', { name: labels.listLabel });
  const inReview = schedule.getByRole('listitem', { name: title }).filter({ hasText: `Build ${word}` });
  const toFund = schedule.getByRole('listitem', { name: title }).filter({ hasText: `Handover ${word}` });
  await expect(inReview).toContainText(labels.stages.in_review);
  await expect(inReview).toContainText(labels.autoReleaseManager(day(autoReleaseAt(asked.created_at))));
  await expect(toFund).toContainText(labels.stages.to_fund);
  await expect(toFund.getByRole('link', { name: labels.fund(`Handover ${word}`) })).toBeVisible();
  const totals = page.getByRole('region', { name: labels.totalsLabel });
  await expect(totals).toContainText(`${labels.totals.in_escrow_cents}${moneyText(40_000)}`);
  await expect(totals).toContainText(`${labels.totals.to_fund_cents}${moneyText(20_000)}`);
  await axeInBothThemes(page, '/payment-schedule (manager)');
  await page.reload();
  const review = inReview.getByRole('link', { name: labels.review(`Build ${word}`) });
  await expect(review).toBeVisible();
  await page.locator('body').focus();
  await tabTo(page, review, { limit: 40 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/review-pay\?status=Payment\+Requested$/);
  const request = page
    .getByRole('list', { name: reviewPayLabels.listLabel })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(request.getByRole('button', { name: reviewPayLabels.approve })).toBeVisible();

  // The freelancer: what they receive after the fee (a new client: 5%) and the auto-release day.
  const freelancerPage = await browser.newPage();
  await signedInWithAxe(freelancerPage, expert.token);
  await freelancerPage.goto('/payment-schedule');
  const theirs = freelancerPage
    .getByRole('list', { name: labels.listLabel })
    .getByRole('listitem', { name: title })
    .filter({ hasText: `Build ${word}` });
  const fee = serviceFeeFor(40_000, 0);
  await expect(theirs).toContainText(`${labels.youReceive}${moneyText(fee.receiveCents)}`);
  await expect(theirs).toContainText(labels.autoReleaseFreelancer(day(autoReleaseAt(asked.created_at))));
  await axeInBothThemes(freelancerPage, '/payment-schedule (freelancer)');

  // The manager sends it back; the freelancer sees the answer on their requests tab and the way back to the contract.
  await manager.requestChanges({ body: { payment_request_id: asked.id, message: `Add the ${word} diagram.` } });
  await freelancerPage.reload();
  await expect(theirs).toContainText(labels.stages.changes_requested);
  await expect(theirs.getByRole('link', { name: labels.submitAgain(`Build ${word}`) })).toHaveAttribute(
    'href',
    `/contract-details/${String(offer.id)}`,
  );
  await freelancerPage.getByRole('tab', { name: labels.tabs.requests }).click();
  await expect(freelancerPage).toHaveURL(/\/payment-schedule\?tab=requests$/);
  const answered = freelancerPage
    .getByRole('list', { name: labels.requestsListLabel })
    .getByRole('listitem', { name: title });
  await expect(answered).toContainText(reviewPayLabels.statuses.changes_requested);
  await expect(answered).toContainText(`${labels.clientAnswer}Add the ${word} diagram.`);
  await axeInBothThemes(freelancerPage, '/payment-schedule?tab=requests');
  await freelancerPage.close();
});

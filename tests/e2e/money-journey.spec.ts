import {
  analyticsLabels as analytics,
  cardSetupLabels as cards,
  cardSetupPath,
  contractRoutes,
  feeBreakdownLabels,
  localIsoDate,
  milestoneSectionLabels as milestones,
  moneyText,
  paymentMethodLabels as methods,
  reviewPayLabels,
  reviewPayMessages,
  serviceFeeFor,
  submitWorkLabels,
  transactionLabels,
} from '@cloudexperts/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptedOffer, axeInBothThemes, pdf, randomLetters, signedInWithAxe, typeCard } from './support.ts';

/**
 * Issue 17's acceptance, one journey through the UI of both sides against the running stack: the
 * manager saves the sandbox card and funds a milestone from it, the freelancer submits work with an attachment, the manager requests
 * changes, the freelancer submits again, the manager approves, the freelancer sees the net amount
 * and withdraws to Payoneer with its $2 fee, and both see the transactions and their analytics.
 * Only the contract is started through the API (job, proposal, offer, acceptance: offers.spec.ts
 * covers those screens). It took over the milestone, review-pay and withdraw specs' screens and
 * checks (each began with the same contract set-up), each screen's axe pass in both themes included.
 */
test('a milestone from funding through changes and release to a withdrawal, on both sides', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const title = `Landing zone for ${word}`;
  const milestone = `VPC design ${word}`;
  // A freelancer of its own: the balances below are checked to the cent.
  const { managerToken, expert, freelancer, offer } = await acceptedOffer(origin, {
    label: 'journey-manager',
    title,
    word,
    job: { job_pay_type: 'fixed', budget: '400' },
    coverLetter: 'I build landing zones with Terraform.',
    amount: '400',
  });
  const freelancerToken = expert.token;
  const contractPath = contractRoutes.details(offer.id);

  // The manager saves the sandbox test card (by keyboard) on /stripe-payment-setup.
  await signedInWithAxe(page, managerToken);
  await page.goto(cardSetupPath);
  await typeCard(page, '4242424242424242', 'Journey Manager');
  await expect(page.getByText(cards.saved)).toBeVisible();

  // They add a $400 milestone (empty first: the spec's snackbar; its due date a month ahead, typed
  // in the date's segments) and fund it from the card.
  await page.goto(contractPath);
  const managerSection = page.getByRole('region', { name: milestones.title });
  await expect(managerSection.getByText(milestones.emptyManager)).toBeVisible();
  await managerSection.getByRole('button', { name: milestones.addOpen }).click();
  const form = managerSection.getByRole('form', { name: milestones.addTitle });
  await form.getByRole('button', { name: milestones.addSubmit }).click();
  await expect(page.getByText(milestones.requiredFields)).toBeVisible();
  await form.getByRole('textbox', { name: milestones.description }).fill(milestone);
  await form.getByRole('textbox', { name: milestones.amountDollars }).fill('400');
  const [year, month, day] = localIsoDate(new Date(Date.now() + 30 * 86_400_000)).split('-');
  await form.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${month ?? ''}${day ?? ''}${year ?? ''}`);
  await form.getByRole('button', { name: milestones.addSubmit }).click();
  const managerItem = managerSection.getByRole('listitem', { name: milestone });
  await managerItem.getByRole('button', { name: milestones.fundLabel(milestone) }).click();
  await expect(managerSection.getByText(milestones.funded(milestone))).toBeVisible();
  await expect(managerItem).toContainText(`${milestones.escrow}$400.00`);
  // Reloaded (it was funded for good), and so no wait: the pending buttons' announcements name
  // them by id for ~7 s after they are gone, which axe would report (NOTES).
  await page.reload();
  await expect(managerItem).toContainText(`${milestones.escrow}$400.00`);
  await axeInBothThemes(page, '/contract-details (milestones, manager)');

  // The freelancer submits work with a document: the popup shows the fee and what arrives.
  const freelancerContext = await browser.newContext();
  const freelancerPage = await freelancerContext.newPage();
  try {
    await signedInWithAxe(freelancerPage, freelancerToken);
    const submit = async (message: string, first: boolean) => {
      await freelancerPage.goto(contractPath);
      const section = freelancerPage.getByRole('region', { name: milestones.title });
      await section.getByRole('button', { name: milestones.submitWork }).click();
      const popup = freelancerPage.getByRole('dialog', { name: submitWorkLabels.title });
      await expect(popup.getByRole('textbox', { name: submitWorkLabels.amount })).toHaveValue('400.00');
      const breakdown = popup.getByRole('region', { name: feeBreakdownLabels.title });
      await expect(breakdown).toContainText(`${feeBreakdownLabels.serviceFeeAt('5%')}\u2212$20.00`);
      await expect(breakdown).toContainText(`${feeBreakdownLabels.youReceive}$380.00`);
      await popup.getByRole('textbox', { name: submitWorkLabels.message }).fill(message);
      if (first) {
        await popup
          .locator('input[type="file"]')
          .setInputFiles({ name: 'runbook.pdf', mimeType: 'application/pdf', buffer: pdf });
        await expect(popup.getByRole('list', { name: submitWorkLabels.attached })).toContainText('runbook.pdf');
        await axeInBothThemes(freelancerPage, 'FREELANCER_SUBMIT_WORK');
      }
      await popup.getByRole('button', { name: submitWorkLabels.submit }).click();
      await expect(popup).toBeHidden();
      await expect(section.getByRole('listitem', { name: milestone })).toContainText(
        `${milestones.latestRequest}Payment Requested`,
      );
    };
    await submit('The landing zone is deployed; the runbook is attached.', true);

    // The manager downloads the document and sends the work back with a message.
    await page.goto('/review-pay');
    const requests = page.getByRole('list', { name: reviewPayLabels.listLabel });
    const pending = (): Locator =>
      requests.getByRole('listitem').filter({ hasText: title }).filter({ hasText: 'Payment Requested' }).first();
    const download = page.waitForEvent('download');
    await pending()
      .getByRole('button', { name: reviewPayLabels.download('runbook.pdf') })
      .click();
    expect((await download).suggestedFilename()).toBe('runbook.pdf');
    await axeInBothThemes(page, '/review-pay');
    await pending().getByRole('button', { name: reviewPayLabels.requestChanges }).click();
    const changes = page.getByRole('dialog', { name: reviewPayLabels.changesTitle });
    await changes.getByRole('button', { name: reviewPayLabels.confirmChanges }).click();
    await expect(page.getByText(reviewPayMessages.fillRequired)).toBeVisible();
    await changes
      .getByRole('textbox', { name: reviewPayLabels.changesMessage })
      .fill('Please add the network diagram.');
    await changes.getByRole('button', { name: reviewPayLabels.confirmChanges }).click();
    await expect(page.getByRole('status').getByText(reviewPayMessages.changesTitle)).toBeVisible();

    // The freelancer sees the answer on the contract and submits again.
    await freelancerPage.goto(contractPath);
    await expect(
      freelancerPage.getByRole('region', { name: milestones.title }).getByRole('listitem', { name: milestone }),
    ).toContainText(`${milestones.latestRequest}Changes requested`);
    await submit('The network diagram is in the runbook now.', false);

    // The manager approves all of it.
    await page.reload();
    await pending().getByRole('button', { name: reviewPayLabels.approve }).click();
    const approve = page.getByRole('dialog', { name: reviewPayLabels.approveTitle });
    await approve.getByRole('button', { name: reviewPayLabels.confirmApprove }).click();
    await expect(page.getByRole('status').getByText(reviewPayMessages.approvedTitle)).toBeVisible();

    // The manager's transactions: the release out of escrow.
    await page.goto('/transactions');
    await expect(transactionRow(page, title, transactionLabels.kinds.release)).toContainText(
      moneyText(-40_000, { signed: true }),
    );

    // The freelancer's: the net after the service fee (a new client: 5%), and its details.
    const net = serviceFeeFor(40_000, 0);
    await freelancerPage.goto('/transactions');
    const release = transactionRow(freelancerPage, title, transactionLabels.kinds.release);
    await expect(release).toContainText(moneyText(net.receiveCents, { signed: true }));
    await release.click();
    await expect(freelancerPage).toHaveURL(/\/transaction-details\/\d+$/);
    const details = freelancerPage.getByRole('article');
    await expect(details).toContainText(`${transactionLabels.net}${moneyText(net.receiveCents)}`);
    await expect(details).toContainText(`${transactionLabels.serviceFee}${moneyText(-net.feeCents, { signed: true })}`);

    // The freelancer adds Payoneer through the sandbox provider's login and withdraws $50.
    await freelancerPage.goto('/settings');
    await expect(freelancerPage.getByTestId('available-balance')).toHaveText(moneyText(net.receiveCents));
    await freelancerPage.getByRole('button', { name: methods.addMethod }).click();
    const addMethod = freelancerPage.getByRole('dialog', { name: methods.addTitle });
    await expect(addMethod.getByText(methods.recommended)).toBeVisible();
    await axeInBothThemes(freelancerPage, 'ADD_PAYMENT_MODAL');
    await addMethod.getByRole('button', { name: `${methods.setUp} Payoneer` }).click();
    await expect(freelancerPage).toHaveURL(/\/setup-payment\/Payoneer$/);
    await freelancerPage.getByRole('button', { name: methods.continueTo('Payoneer') }).click();
    // The sandbox provider's login: Allow sends the browser back to /settings with the code.
    await expect(freelancerPage.getByRole('heading', { name: methods.consentTitle('Payoneer') })).toBeVisible();
    await freelancerPage.getByRole('button', { name: methods.allow }).click();
    await expect(freelancerPage.getByText(methods.methodAdded)).toBeVisible();
    await expect(freelancerPage).toHaveURL(/\/settings$/);
    await freelancerPage.getByRole('textbox', { name: methods.amountLabel }).fill('50');
    await expect(freelancerPage.getByTestId('withdraw-fee')).toHaveText('$2.00');
    await expect(freelancerPage.getByTestId('withdraw-net')).toHaveText('$48.00');
    await freelancerPage.getByRole('button', { name: methods.withdraw }).click();
    await freelancerPage.getByRole('button', { name: methods.confirm }).click();
    await expect(freelancerPage.getByText(methods.withdrawn('$48.00'))).toBeVisible();
    await expect(freelancerPage.getByTestId('available-balance')).toHaveText(moneyText(net.receiveCents - 50_00));
    expect((await freelancer.payoutBalance()).available_cents).toBe(net.receiveCents - 50_00);
    // The pending button's announcement (by reference) would stay for seconds of real time: the
    // page as it is after a reload is checked instead.
    await freelancerPage.reload();
    await expect(freelancerPage.getByTestId('available-balance')).toHaveText(moneyText(net.receiveCents - 50_00));
    await axeInBothThemes(freelancerPage, 'settings after a withdrawal');

    // Both see the money's way on their transactions.
    await freelancerPage.goto('/transactions');
    // The withdrawal out of the available balance (its payout, the net, leaves pending withdrawal).
    const withdrawal = freelancerPage
      .getByRole('grid', { name: transactionLabels.tableLabel })
      .getByRole('row')
      .filter({ hasText: moneyText(-50_00, { signed: true }) })
      .first();
    await expect(withdrawal).toContainText(transactionLabels.kinds.withdraw);
    await expect(withdrawal).toContainText(transactionLabels.accounts.available);
    await axeInBothThemes(freelancerPage, '/transactions (freelancer, after a withdrawal)');
    await page.goto('/transactions');
    await expect(transactionRow(page, title, transactionLabels.kinds.fund)).toContainText(
      moneyText(40_000, { signed: true }),
    );
    await axeInBothThemes(page, '/transactions (manager)');

    // The analytics read the same rows: the manager spent $400 this month, the freelancer earned
    // the net $380 (and withdrawing does not unearn it).
    await page.goto('/analytics');
    await expect(page.getByRole('table', { name: analytics.spend }).getByRole('cell', { name: '$400.00' })).toHaveCount(
      1,
    );
    await axeInBothThemes(page, '/analytics (manager)');
    await freelancerPage.goto('/analytics');
    await expect(
      freelancerPage
        .getByRole('table', { name: analytics.earnings })
        .getByRole('cell', { name: moneyText(net.receiveCents) }),
    ).toHaveCount(1);
  } finally {
    await freelancerContext.close();
  }
});

/** The first row of /transactions of a kind, of the contract titled `title` when given. */
function transactionRow(page: Page, title: string | null, kind: string): Locator {
  const rows = page
    .getByRole('grid', { name: transactionLabels.tableLabel })
    .getByRole('row')
    .filter({ hasText: kind });
  return (title ? rows.filter({ hasText: title }) : rows).first();
}

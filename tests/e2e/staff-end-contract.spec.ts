import {
  contractDetailsLabels,
  messagePageLabels,
  messagePaths,
  moneyText,
  roleNames,
  showRatingLabels,
  staffContractEndTexts,
  staffContractLabels,
  staffEndContractLabels,
  staffServerMessages,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import {
  acceptedOffer,
  addSandboxCard,
  apiLogin,
  axeInBothThemes,
  demoAccount,
  randomLetters,
  signedInWithAxe,
} from './support.ts';

/**
 * Issue 19's "End contract" for staff against the running stack: a client of this test's contract
 * with a funded $200 milestone and no payment request, made through the API; the demo Coordinator
 * opens its staff view, reads in the dialog that the $200 goes back, is refused a short reason,
 * ends it with one; the page shows it ended (by whom, when and why; no ratings yet); the client
 * reads the reason from staff in the contract's conversation on /messages.
 */
test('a coordinator ends a client’s contract with a reason; the page shows it ended and the client reads why', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const title = `Archive migration for ${word}`;
  const { managerToken, manager, job, offer } = await acceptedOffer(origin, {
    label: 'staff-end-client',
    clientFirstName: `Endy${word}`,
    title,
    word,
    job: { job_pay_type: 'fixed', budget: '500' },
    coverLetter: 'I migrate archives.',
    amount: '500',
  });
  await addSandboxCard(manager);
  const { milestone } = await manager.createMilestone({
    params: { id: offer.id },
    body: { description: `Archive plan ${word}`, deposite_amount: '200.00', due_date: '2027-06-30' },
  });
  await manager.fundMilestone({ params: { id: milestone.id } });
  const reason = `The client asked us to end it: the ${word} archive moves in-house.`;

  await signedInWithAxe(page, await apiLogin(origin, demoAccount('coordinator')));
  await page.goto(`/contract-details/${String(offer.id)}`);
  const article = page.getByRole('article', { name: title });
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(article).toContainText(staffContractLabels.endsContracts);
  await article.getByRole('button', { name: staffEndContractLabels.open }).click();
  const dialog = page.getByRole('dialog', { name: staffEndContractLabels.title });
  await expect(dialog).toContainText(staffEndContractLabels.refund(moneyText(20_000)));
  const field = dialog.getByRole('textbox', { name: staffEndContractLabels.reason });
  await field.fill('Too short');
  await dialog.getByRole('button', { name: staffEndContractLabels.confirm }).click();
  await expect(dialog.getByText(staffServerMessages.endReasonRequired)).toBeVisible();
  await axeInBothThemes(page, 'staff end contract dialog with a refused reason');
  await field.fill(reason);
  await dialog.getByRole('button', { name: staffEndContractLabels.confirm }).click();

  // Ended: the banner, Completed, who of staff ended it and why, no ratings yet, no End contract.
  await expect(page.getByText(staffContractLabels.endedTitle)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(article).toContainText(contractDetailsLabels.statuses.completed);
  const ending = article.getByRole('region', { name: staffContractLabels.endingTitle });
  await expect(ending).toContainText(`(${roleNames.coordinator})`);
  await expect(ending).toContainText(reason);
  const ratings = article.getByRole('list', { name: staffContractLabels.ratingsTitle });
  await expect(ratings.getByText(showRatingLabels.notYet)).toHaveCount(2);
  await expect(article.getByRole('button', { name: staffEndContractLabels.open })).toHaveCount(0);
  const thread = article.getByRole('list', { name: staffContractLabels.conversationTitle });
  await expect(thread).toContainText(staffContractEndTexts.message(reason));
  // What no request waited for went back to the client.
  const { records: milestones } = await manager.contractMilestones({ params: { id: offer.id } });
  expect(milestones.map((each) => each.refunded_cents)).toEqual([20_000]);
  // Read again, the page still shows it ended by staff.
  await page.reload();
  await expect(article.getByRole('region', { name: staffContractLabels.endingTitle })).toContainText(reason);
  await axeInBothThemes(page, 'staff contract ended by staff');

  // The client reads the reason from staff in the contract's conversation.
  const { records: conversations } = await manager.conversations({});
  const conversation = conversations.find((each) => each.job.id === job.id);
  expect(conversation).toBeDefined();
  const clientContext = await browser.newContext();
  try {
    const clientPage = await clientContext.newPage();
    await signedInWithAxe(clientPage, managerToken);
    await clientPage.goto(messagePaths.conversation(conversation?.id ?? 0));
    const clientThread = clientPage.getByRole('list', {
      name: messagePageLabels.thread(conversation?.with.name ?? ''),
    });
    await expect(clientThread.getByText(staffContractEndTexts.message(reason))).toBeVisible();
  } finally {
    await clientContext.close();
  }
});

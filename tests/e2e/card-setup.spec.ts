import {
  cardServerMessages,
  cardSetupLabels as cards,
  cardSetupPath,
  contractRoutes,
  milestoneSectionLabels as labels,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { acceptedOffer, axeInBothThemes, randomLetters, signedInWithAxe, typeCard } from './support.ts';

/**
 * /stripe-payment-setup against the running stack (issue 17, the acceptance's "manager funds a
 * milestone with the sandbox card"): a new manager adds Stripe's test card by keyboard, sees it
 * saved, funds a milestone with it on /contract-details/:id; then adds the declined test card,
 * makes it the default, and funding the next milestone shows the decline with a link back to the
 * card setup. The contract (its own manager and freelancer) is started through the API.
 */

test('a manager adds the sandbox test card by keyboard and funds a milestone with it; a declined card says so', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const { managerToken, manager, offer } = await acceptedOffer(origin, {
    label: 'cards-manager',
    title: `Fixed-price ${word} card setup`,
    word,
    job: { job_pay_type: 'fixed', budget: '1000' },
    coverLetter: 'Landing zones are my trade.',
    amount: '1000',
  });
  const milestone = (description: string) =>
    manager.createMilestone({
      params: { id: offer.id },
      body: { description, deposite_amount: '250', due_date: '2027-06-30' },
    });
  await milestone('Card-funded landing zone');

  // No card yet: the page shows the form at once; the test card goes in by keyboard.
  await signedInWithAxe(page, managerToken);
  await page.goto(cardSetupPath);
  await expect(page.getByRole('heading', { level: 1, name: cards.pageTitle })).toBeVisible();
  await expect(page.getByText(cards.noCards)).toBeVisible();
  await typeCard(page, '4242424242424242');
  await expect(page.getByText(cards.saved)).toBeVisible();
  const saved = page.getByRole('listitem').filter({ hasText: cards.cardName('visa', '4242') });
  await expect(saved).toContainText(cards.defaultBadge);
  await expect(saved).toContainText(cards.expires(12, 2040));
  await page.reload();
  await expect(saved).toBeVisible();
  await axeInBothThemes(page, '/stripe-payment-setup (a saved card)');

  // The milestone is funded from it.
  await page.goto(contractRoutes.details(offer.id));
  const section = page.getByRole('region', { name: labels.title });
  const item = section.getByRole('listitem', { name: 'Card-funded landing zone' });
  await item.getByRole('button', { name: labels.fundLabel('Card-funded landing zone') }).click();
  await expect(section.getByText(labels.funded('Card-funded landing zone'))).toBeVisible();
  await expect(item).toContainText(`${labels.escrow}$250.00`);

  // The declined test card, made the default: the next funding shows the decline and the way back.
  await page.goto(cardSetupPath);
  await page.getByRole('button', { name: cards.addAnother }).click();
  await typeCard(page, '4000000000000002');
  await expect(page.getByText(cards.saved)).toBeVisible();
  await page.getByRole('button', { name: `${cards.makeDefault}: ${cards.cardName('visa', '0002')}` }).click();
  await expect(page.getByText(cards.madeDefault(cards.cardName('visa', '0002')))).toBeVisible();
  await milestone('Declined networking');
  await page.goto(contractRoutes.details(offer.id));
  const declined = section.getByRole('listitem', { name: 'Declined networking' });
  await declined.getByRole('button', { name: labels.fundLabel('Declined networking') }).click();
  const alert = section.getByRole('alert');
  await expect(alert).toContainText(cardServerMessages.cardDeclined);
  await expect(alert.getByRole('link', { name: cards.addCardLink })).toHaveAttribute('href', cardSetupPath);
  await expect(declined).toContainText(`${labels.escrow}$0.00`);
});

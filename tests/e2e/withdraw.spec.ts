import { moneyText, paymentMethodLabels as labels } from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import {
  addSandboxCard,
  apiAt,
  apiLogin,
  approvedFreelancer,
  axeInBothThemes,
  createAccount,
  hourlyJobForm,
  randomLetters,
  signedInWithAxe,
} from './support.ts';

/**
 * Payment methods and a withdrawal against the running stack (issue 17): the freelancer has an
 * available balance from a released milestone (set up through the API: a fixed-price contract, a
 * funded $100 milestone, a request, the approval), adds Payoneer through the sandbox provider's
 * consent, withdraws $50 and sees the $2 fee, the $48 net and the new balance.
 */
test('the freelancer adds Payoneer through the sandbox login and withdraws with the $2 fee', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const managerAccount = await createAccount(origin, { role: 'project_manager', label: 'withdraw-manager' });
  const manager = apiAt(origin, await apiLogin(origin, managerAccount));
  // Milestones are funded from the manager's card.
  await addSandboxCard(manager);
  const { job } = await manager.createJob({
    body: {
      form: hourlyJobForm(`Fixed ${word} landing zone`, word, { job_pay_type: 'fixed', budget: '500' }),
      current_tab: 5,
      status: 'open',
    },
  });
  // A freelancer of its own: another spec's release to the demo freelancer would move the balance
  // this test checks to the cent.
  const { token: freelancerToken } = await approvedFreelancer(origin, 'withdraw-freelancer');
  const freelancer = apiAt(origin, freelancerToken);
  const { proposal } = await freelancer.submitProposal({
    body: { job_id: job.id, cover_letter: 'I build landing zones with Terraform.', bid: '500', screening_answers: [] },
  });
  const { offer } = await manager.makeOffer({
    body: { job_application_id: proposal.id, amount: '500.00', message: 'Welcome aboard.' },
  });
  await freelancer.answerOffer({
    params: { id: offer.id },
    body: { status: 'Accepted', message: 'Starting today.', agree: true },
  });
  const { milestone } = await manager.createMilestone({
    params: { id: offer.id },
    body: { description: 'Landing zone', deposite_amount: '100.00', due_date: '2027-01-15' },
  });
  await manager.fundMilestone({ params: { id: milestone.id } });
  const { payment_request: request } = await freelancer.requestPayment({
    body: { contract_id: offer.id, milestone_id: milestone.id, amount_requested: '100.00', request_message: 'Done.' },
  });
  await manager.approvePayment({ body: { payment_request_id: request.id } });
  const { available_cents: available } = await freelancer.payoutBalance();
  expect(available).toBe(95_00);

  await signedInWithAxe(page, freelancerToken);
  await page.goto('/settings');
  await expect(page.getByTestId('available-balance')).toHaveText(moneyText(available));
  await page.getByRole('button', { name: labels.addMethod }).click();
  const dialog = page.getByRole('dialog', { name: labels.addTitle });
  await expect(dialog.getByText(labels.recommended)).toBeVisible();
  await axeInBothThemes(page, 'ADD_PAYMENT_MODAL');
  await dialog.getByRole('button', { name: `${labels.setUp} Payoneer` }).click();

  await expect(page).toHaveURL(/\/setup-payment\/Payoneer$/);
  await page.getByRole('button', { name: labels.continueTo('Payoneer') }).click();
  // The sandbox provider's login: Allow sends the browser back to /settings with the code.
  await expect(page.getByRole('heading', { name: labels.consentTitle('Payoneer') })).toBeVisible();
  await page.getByRole('button', { name: labels.allow }).click();
  await expect(page.getByText(labels.methodAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('button', { name: `${labels.remove} Payoneer` })).toBeVisible();

  await page.getByRole('textbox', { name: labels.amountLabel }).fill('50');
  await expect(page.getByTestId('withdraw-fee')).toHaveText('$2.00');
  await expect(page.getByTestId('withdraw-net')).toHaveText('$48.00');
  await page.getByRole('button', { name: labels.withdraw }).click();
  await page.getByRole('button', { name: labels.confirm }).click();
  await expect(page.getByText(labels.withdrawn('$48.00'))).toBeVisible();
  await expect(page.getByTestId('available-balance')).toHaveText(moneyText(available - 50_00));
  expect((await freelancer.payoutBalance()).available_cents).toBe(available - 50_00);
  // The pending button's announcement (by reference) would stay for seconds of real time: the page
  // as it is after a reload is checked instead, with the balance the server now gives.
  await page.reload();
  await expect(page.getByTestId('available-balance')).toHaveText(moneyText(available - 50_00));
  await axeInBothThemes(page, 'settings after a withdrawal');
});

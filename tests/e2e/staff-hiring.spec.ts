import {
  adminReportLabels as reports,
  hirePageLabels,
  offerDetailsLabels,
  staffActionLabels,
  staffActionLogLabels,
  staffProposalLabels,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import {
  apiAt,
  apiLogin,
  approvedFreelancer,
  axeInBothThemes,
  createAccount,
  hourlyJobForm,
  randomLetters,
  signedInWithAxe,
  demoAccount,
} from './support.ts';

/**
 * Issue 19's staff hiring for a client against the running stack: a client's open job and a
 * freelancer's proposal on it (through the API). The demo Support user reads the proposal from
 * the job's Proposals tab with no hire form; the demo Coordinator makes the client's offer on it;
 * the freelancer sees the offer on /offer-details/:id; the client is told; the demo admin sees the
 * action on /reports' Staff actions tab.
 */
test('a coordinator reads a proposal and makes the client’s offer; the freelancer sees it, the admin sees the action; Support cannot', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const clientFirst = `Hire${word}`;
  const title = `Data platform for ${word}`;
  const clientAccount = await createAccount(origin, {
    role: 'project_manager',
    label: 'staff-hire-client',
    firstName: clientFirst,
  });
  const client = apiAt(origin, await apiLogin(origin, clientAccount));
  const expert = await approvedFreelancer(origin, 'staff-hire-freelancer', `Offe${word}`);
  const freelancer = apiAt(origin, expert.token);
  const { job } = await client.createJob({
    body: { form: hourlyJobForm(title, word), current_tab: 5, status: 'open' },
  });
  const coverLetter = `I run data platforms on AWS (${word}).`;
  const { proposal } = await freelancer.submitProposal({
    body: { job_id: job.id, cover_letter: coverLetter, bid: '82', screening_answers: [] },
  });
  const proposalPath = `/freelancer-proposal/${String(proposal.id)}/${String(job.id)}`;
  const heading = staffProposalLabels.titleOf(proposal.freelancer.display_name);

  const supportContext = await browser.newContext();
  const coordinatorContext = await browser.newContext();
  const freelancerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    // Support: the job's Proposals tab links the proposal; it reads with no offer form.
    const supportPage = await supportContext.newPage();
    await signedInWithAxe(supportPage, await apiLogin(origin, demoAccount('support')));
    await supportPage.goto(`/job/${String(job.id)}/review`);
    await expect(supportPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await supportPage
      .getByRole('link', { name: staffProposalLabels.viewProposalOf(proposal.freelancer.display_name) })
      .click();
    await expect(supportPage).toHaveURL(new RegExp(`${proposalPath}$`));
    await expect(supportPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(supportPage.getByText(coverLetter)).toBeVisible();
    await expect(supportPage.getByText(clientAccount.fullName)).toBeVisible();
    await expect(supportPage.getByRole('region', { name: staffProposalLabels.offerTitle })).toHaveCount(0);
    await expect(supportPage.getByRole('button', { name: hirePageLabels.submit })).toHaveCount(0);

    // The Coordinator makes the client's offer.
    const coordinatorPage = await coordinatorContext.newPage();
    await signedInWithAxe(coordinatorPage, await apiLogin(origin, demoAccount('coordinator')));
    await coordinatorPage.goto(proposalPath);
    await expect(coordinatorPage.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const offerForm = coordinatorPage.getByRole('region', { name: staffProposalLabels.offerTitle });
    await expect(offerForm).toContainText(staffProposalLabels.offerLead(clientAccount.fullName));
    await axeInBothThemes(coordinatorPage, 'staff proposal page with the client’s offer form');
    const amount = offerForm.getByRole('textbox', { name: hirePageLabels.amountHourly });
    await expect(amount).toHaveValue('82');
    await amount.fill('84');
    await offerForm.getByRole('textbox', { name: hirePageLabels.message }).fill(`Welcome to ${word}.`);
    await offerForm.getByRole('button', { name: hirePageLabels.submit }).click();
    await expect(coordinatorPage.getByText(staffProposalLabels.sentTitle)).toBeVisible();
    await expect(coordinatorPage.getByRole('region', { name: staffProposalLabels.offerPendingTitle })).toBeVisible();
    await expect(coordinatorPage.getByRole('button', { name: hirePageLabels.submit })).toHaveCount(0);
    await expect(coordinatorPage.locator('[aria-live] [aria-labelledby]')).toHaveCount(0, { timeout: 15_000 });
    await axeInBothThemes(coordinatorPage, 'staff proposal page after the offer');

    // The client is told staff made it for them; the offer is theirs.
    const { records: told } = await client.notifications({});
    expect(told.map((notification) => notification.kind)).toContain('offer_made_by_staff');
    const { records: offers } = await client.offers({});
    const offer = offers.find((item) => item.proposal_id === proposal.id);
    if (!offer) throw new Error('the client has the offer');
    expect(offer.amount_cents).toBe(8_400);

    // The freelancer: the offer on /offer-details/:id, waiting for their answer.
    const freelancerPage = await freelancerContext.newPage();
    await signedInWithAxe(freelancerPage, expert.token);
    await freelancerPage.goto(`/offer-details/${String(offer.id)}`);
    await expect(freelancerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(freelancerPage.getByText(offerDetailsLabels.statuses.pending)).toBeVisible();
    await expect(freelancerPage.getByText(`Welcome to ${word}.`)).toBeVisible();

    // The admin: the offer on /reports' Staff actions tab, found by the client's name.
    const adminPage = await adminContext.newPage();
    await signedInWithAxe(adminPage, await apiLogin(origin, demoAccount('admin')));
    await adminPage.goto('/reports');
    await adminPage.getByRole('tab', { name: reports.tabs.staff }).click();
    await expect(adminPage).toHaveURL(/tab=staff/);
    await adminPage.getByRole('searchbox', { name: staffActionLogLabels.search }).fill(clientFirst);
    await adminPage.keyboard.press('Enter');
    const log = adminPage.getByRole('grid', { name: staffActionLogLabels.title });
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log.getByRole('row').nth(1)).toContainText(staffActionLabels.offer_made);
    await expect(log.getByRole('row').nth(1)).toContainText('Demo Coordinator');
    await expect(log.getByRole('row').nth(1)).toContainText(clientAccount.fullName);
    await expect(log.getByRole('row').nth(1)).toContainText(staffActionLogLabels.jobObject(job.id));
  } finally {
    await supportContext.close();
    await coordinatorContext.close();
    await freelancerContext.close();
    await adminContext.close();
  }
});

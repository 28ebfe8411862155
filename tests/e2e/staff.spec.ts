import {
  contractRoutes,
  messagePageLabels,
  moneyText,
  reviewPayLabels,
  reviewPayMessages,
  serviceFeeFor,
  transactionLabels,
  expertHireLabels,
  expertProfileLabels,
  findFreelancersLabels,
  jobCandidatesLabels,
  publicSiteLabels,
  managerJobLabels,
  messagePaths,
  postJobWizardLabels as wizard,
  staffJobLabels,
  staffJobListLabels,
  staffPostJobLabels,
  staffActionLabels,
  staffActionLogLabels,
  staffContractLabels,
  staffContractListLabels,
  staffDashboardLabels,
  staffMessageLabels,
  adminReportLabels as reports,
} from '@cloudexperts/domain';
import { expect, test, type Page } from '@playwright/test';
import { shellLabels } from '../../packages/app/src/Shell/labels.ts';
import {
  acceptedOffer,
  fundedAndRequested,
  apiLogin,
  approvedFreelancer,
  axeInBothThemes,
  createAccount,
  randomLetters,
  signedInWithAxe,
  demoAccount,
} from './support.ts';

/**
 * Issue 19's staff on clients' contracts against the running stack: a contract made in the test
 * (a job, a proposal, an offer, its acceptance, through the API); the demo Support user finds it on
 * /all-contracts, opens the staff view and posts a message, then replies from their /messages; the
 * freelancer sees both attributed to Support in their thread; the demo admin sees the action on /reports' Staff actions tab.
 */
test('a support user messages on a client’s contract, the freelancer sees it from Support, the admin sees the action', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const clientFirst = `Zed${word}`;
  const title = `Landing zone for ${word}`;
  const { managerAccount, expert, freelancer, job, offer } = await acceptedOffer(origin, {
    label: 'staff-client',
    clientFirstName: clientFirst,
    title,
    word,
    coverLetter: 'I build landing zones.',
    amount: '80',
  });
  const freelancerToken = expert.token;

  const supportContext = await browser.newContext();
  const freelancerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    // Support: the home, then the contract by the client's name on /all-contracts, then its staff view.
    const supportPage = await supportContext.newPage();
    await signedInWithAxe(supportPage, await apiLogin(origin, demoAccount('support')));
    await supportPage.goto('/');
    await expect(
      supportPage.getByRole('heading', { level: 2, name: staffDashboardLabels.byStatusTitle }),
    ).toBeVisible();
    await supportPage.getByRole('banner').getByRole('link', { name: staffContractListLabels.title }).click();
    await expect(supportPage.getByRole('heading', { level: 1, name: staffContractListLabels.title })).toBeVisible();
    await supportPage.getByRole('searchbox', { name: staffContractListLabels.searchField }).fill(clientFirst);
    await supportPage.keyboard.press('Enter');
    await expect(supportPage.getByRole('status').filter({ hasText: staffContractListLabels.found(1) })).toBeVisible();
    await axeInBothThemes(supportPage, 'staff contract list');
    await supportPage.getByRole('link', { name: title }).click();
    await expect(supportPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(supportPage.getByText(staffContractLabels.noMessages)).toBeVisible();
    // Staff cannot move money here.
    await expect(supportPage.getByRole('button', { name: /^(approve|fund|end)/i })).toHaveCount(0);

    const text = `Hello both, Support checking in on ${word}.`;
    await supportPage.getByRole('textbox', { name: staffContractLabels.messageField }).fill(text);
    await supportPage.getByRole('button', { name: staffContractLabels.send }).click();
    const thread = supportPage.getByRole('list', { name: staffContractLabels.conversationTitle });
    await expect(thread.getByText(text)).toBeVisible();
    await expect(thread).toContainText('Demo Support (Support)');
    await axeInBothThemes(supportPage, 'staff contract view');

    // Support's /messages (the header's link): the conversation they posted in, found by the client's
    // name; a reply there posts as staff on the contract.
    await supportPage.getByRole('banner').getByRole('link', { name: messagePageLabels.title }).click();
    await expect(supportPage.getByRole('heading', { level: 1, name: messagePageLabels.title })).toBeVisible();
    await supportPage.getByRole('searchbox', { name: staffMessageLabels.searchField }).fill(clientFirst);
    await supportPage.keyboard.press('Enter');
    await expect(supportPage.getByRole('status').filter({ hasText: staffMessageLabels.found(1) })).toBeVisible();
    await supportPage
      .getByRole('list', { name: staffMessageLabels.results })
      .getByRole('link', { name: /Zed/ })
      .click();
    const inbox = supportPage.getByRole('list', { name: /^Conversation between/ });
    await expect(inbox.getByText(text)).toBeVisible();
    await expect(supportPage.getByRole('link', { name: staffMessageLabels.contractLink })).toHaveAttribute(
      'href',
      `/contract-details/${String(offer.id)}`,
    );
    const reply = `Support again for ${word}: the first milestone is ready to fund.`;
    await supportPage.getByRole('textbox', { name: staffContractLabels.messageField }).fill(reply);
    await supportPage.getByRole('button', { name: staffContractLabels.send }).click();
    await expect(inbox.getByText(reply)).toBeVisible();
    // React Aria's pending announcements (the Send buttons') name their button by id: wait until they
    // are cleared, since the first one names the contract page's button, no longer on the page.
    await expect(supportPage.locator('[data-live-announcer] [aria-labelledby]')).toHaveCount(0, { timeout: 10_000 });
    await axeInBothThemes(supportPage, 'staff messages');

    // The freelancer: the conversation the message opened, with it from Support.
    const { records } = await freelancer.conversations({});
    const conversation = records.find((record) => record.job.id === job.id);
    if (!conversation) throw new Error('the staff message opened no conversation for the freelancer');
    const freelancerPage = await freelancerContext.newPage();
    await signedInWithAxe(freelancerPage, freelancerToken);
    await freelancerPage.goto(messagePaths.conversation(conversation.id));
    const message = freelancerPage
      .getByRole('list', { name: /^Conversation with/ })
      .getByRole('listitem')
      .filter({ hasText: text });
    await expect(message).toBeVisible();
    await expect(message).toContainText('Demo Support (Support)');
    const replied = freelancerPage
      .getByRole('list', { name: /^Conversation with/ })
      .getByRole('listitem')
      .filter({ hasText: reply });
    await expect(replied).toBeVisible();
    await expect(replied).toContainText('Demo Support (Support)');

    // The admin: the action on /reports' Staff actions tab, found by the client's name.
    const adminPage = await adminContext.newPage();
    await signedInWithAxe(adminPage, await apiLogin(origin, demoAccount('admin')));
    await adminPage.goto('/reports');
    await adminPage.getByRole('tab', { name: reports.tabs.staff }).click();
    await expect(adminPage).toHaveURL(/tab=staff/);
    await adminPage.getByRole('searchbox', { name: staffActionLogLabels.search }).fill(clientFirst);
    await adminPage.keyboard.press('Enter');
    const log = adminPage.getByRole('grid', { name: staffActionLogLabels.title });
    // The post from the contract page and the reply from /messages: one row each.
    await expect(log.getByRole('row')).toHaveCount(3);
    await expect(log.getByRole('row').nth(1)).toContainText(staffActionLabels.contract_message_posted);
    await expect(log.getByRole('row').nth(1)).toContainText('Demo Support');
    await expect(log.getByRole('row').nth(1)).toContainText(managerAccount.fullName);
    await expect(log.getByRole('row').nth(1)).toContainText(staffActionLogLabels.contractObject(offer.id));
    await axeInBothThemes(adminPage, 'staff actions log');
  } finally {
    await supportContext.close();
    await freelancerContext.close();
    await adminContext.close();
  }
});

const wizardTab = (page: Page, index: number) => page.getByRole('tab', { name: wizard.tabs[index] });
async function nextTab(page: Page, index: number) {
  await page.getByRole('button', { name: wizard.next, exact: true }).click();
  await expect(wizardTab(page, index)).toHaveAttribute('aria-selected', 'true');
}

/**
 * Issue 19's staff on clients' jobs: the demo Coordinator finds a client made in the test, posts a
 * job for them through the manager's wizard, and reads it on the staff view; the client sees it as
 * theirs on /my-jobs; the demo admin sees the post on /reports' Staff actions tab.
 */
test('a coordinator posts a job for a client, the client sees it in My jobs, the admin sees the staff action', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const clientFirst = `Yves${word}`;
  const clientAccount = await createAccount(origin, {
    role: 'project_manager',
    label: 'staff-job-client',
    firstName: clientFirst,
  });
  const clientToken = await apiLogin(origin, clientAccount);
  const title = `Terraform review for ${word}`;

  const coordinatorContext = await browser.newContext();
  const clientContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const page = await coordinatorContext.newPage();
    await signedInWithAxe(page, await apiLogin(origin, demoAccount('coordinator')));
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: shellLabels.staffNav.jobs }).click();
    await expect(page.getByRole('heading', { level: 1, name: staffJobListLabels.title })).toBeVisible();
    await page.getByRole('link', { name: staffPostJobLabels.postJob }).click();
    await expect(page.getByRole('heading', { level: 1, name: staffPostJobLabels.title })).toBeVisible();
    await page.getByRole('searchbox', { name: staffPostJobLabels.clientSearch }).fill(clientFirst);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: staffPostJobLabels.choose(clientAccount.fullName) }).click();
    await expect(page.getByText(staffPostJobLabels.postingFor(clientAccount.fullName), { exact: false })).toBeVisible();
    await axeInBothThemes(page, 'staff post a job');

    // The manager's six tabs, on the client's behalf.
    await page.getByRole('textbox', { name: wizard.jobTitle }).fill(title);
    await nextTab(page, 1);
    await page
      .getByRole('textbox', { name: wizard.description })
      .fill(`Review the ${word} Terraform modules and the state layout before the audit next month.`);
    await nextTab(page, 2);
    await page.getByRole('button', { name: new RegExp(`${wizard.platform}$`) }).click();
    await page.getByRole('option', { name: 'AWS' }).click();
    const skills = page.getByRole('combobox', { name: wizard.skills });
    await skills.fill('Terraform');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('row', { name: 'Terraform' })).toBeVisible();
    await nextTab(page, 3);
    await nextTab(page, 4);
    await nextTab(page, 5);
    await page.getByRole('radio', { name: wizard.payTypes.hourly }).check({ force: true });
    await page.getByRole('textbox', { name: wizard.budget.hourly }).fill('90');
    await page.getByRole('button', { name: wizard.post, exact: true }).click();

    // Posted: the staff view of the job, the client's.
    await expect(page).toHaveURL(/\/job\/\d+\/details$/);
    const jobId = Number(/\/job\/(\d+)\/details$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(staffJobLabels.readOnly)).toBeVisible();
    await expect(page.getByRole('article')).toContainText(clientAccount.fullName);
    await axeInBothThemes(page, 'staff job view');

    // The client: the job is theirs, on /my-jobs.
    const clientPage = await clientContext.newPage();
    await signedInWithAxe(clientPage, clientToken);
    await clientPage.goto('/my-jobs');
    const mine = clientPage.getByRole('list', { name: managerJobLabels.myJobs.listLabel });
    await expect(mine.getByRole('link', { name: title, exact: true })).toBeVisible();

    // The admin: the post on the Staff actions tab, by the client's name.
    const adminPage = await adminContext.newPage();
    await signedInWithAxe(adminPage, await apiLogin(origin, demoAccount('admin')));
    await adminPage.goto('/reports?tab=staff');
    await adminPage.getByRole('searchbox', { name: staffActionLogLabels.search }).fill(clientFirst);
    await adminPage.keyboard.press('Enter');
    const log = adminPage.getByRole('grid', { name: staffActionLogLabels.title });
    const posted = log.getByRole('row').filter({ hasText: staffActionLabels.job_posted });
    await expect(posted).toHaveCount(1);
    await expect(posted).toContainText('Demo Coordinator');
    await expect(posted).toContainText(clientAccount.fullName);
    await expect(posted).toContainText(staffActionLogLabels.jobObject(jobId));
    await axeInBothThemes(adminPage, 'staff actions log with a job');
  } finally {
    await coordinatorContext.close();
    await clientContext.close();
    await adminContext.close();
  }
});

/**
 * Issue 19's Find Experts for staff against the running stack: a freelancer approved in the test
 * (a name no other test uses); the demo Coordinator opens Find Experts from the header, searches the
 * name, and opens the profile: no Save toggle or saved list on the search, no HIRE or Hire me on the
 * profile (those are the client's), axe clean in both themes; the manager's saved tab is not found.
 */
test('a coordinator searches Find Experts and opens a freelancer’s profile, read-only', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const firstName = `Nia${randomLetters()}`;
  const { profileUuid } = await approvedFreelancer(origin, 'staff-search', firstName);

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signedInWithAxe(page, await apiLogin(origin, demoAccount('coordinator')));
    await page.goto('/');
    await page
      .getByRole('navigation', { name: shellLabels.mainNavigation })
      .getByRole('link', { name: publicSiteLabels.header.findExperts })
      .click();
    await expect(page).toHaveURL(/\/freelancer-search$/);
    const form = page.getByRole('search', { name: 'Experts' });
    await form.getByRole('searchbox', { name: 'Search experts' }).fill(firstName);
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/freelancer-search\\?search=${firstName}$`));
    const results = page.getByRole('list', { name: 'Experts' });
    const card = results.getByRole('article').filter({ hasText: firstName });
    await expect(card).toHaveCount(1);
    await expect(results.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: jobCandidatesLabels.save(firstName) })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: findFreelancersLabels.navLabel })).toHaveCount(0);
    await axeInBothThemes(page, 'Find Experts for a coordinator');

    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/user-profile/${profileUuid}$`));
    const profile = page.getByRole('article', { name: new RegExp(`^${firstName}`) });
    await expect(profile.getByRole('heading', { level: 1 })).toContainText(firstName);
    await expect(profile.getByRole('region', { name: expertProfileLabels.skillsTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: expertHireLabels.hire })).toHaveCount(0);
    await expect(page.getByRole('link', { name: expertProfileLabels.hireMe })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /invite/i })).toHaveCount(0);
    await axeInBothThemes(page, 'an expert profile for a coordinator');

    // Their one tab by the spec's second address: the search, the query kept.
    await page.goto(`/find-freelancers2/search?search=${firstName}`);
    await expect(page).toHaveURL(new RegExp(`/find-freelancers/search\\?search=${firstName}$`));
    await expect(page.getByRole('list', { name: 'Experts' }).getByRole('article')).toHaveCount(1);

    // Saved freelancers are a manager's own list: no page for staff, by either address.
    for (const path of ['/find-freelancers/saved', '/find-freelancers2/saved']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  } finally {
    await context.close();
  }
});

/**
 * Issue 19's staff on clients' payment requests: a contract with a funded $400 milestone and the
 * freelancer's request for all of it, made through the API; the demo Support user sees no answer
 * buttons on the staff view; the demo Coordinator approves it there on the client's behalf; the
 * freelancer's transactions and balance show the release less the fee; the demo admin sees the
 * action on /reports' Staff actions tab.
 */
test('a coordinator approves a client’s payment request, the freelancer is paid, the admin sees the action; Support cannot', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const clientFirst = `Pay${word}`;
  const title = `Cost review for ${word}`;
  const { managerAccount, manager, expert, freelancer, offer } = await acceptedOffer(origin, {
    label: 'staff-pay-client',
    clientFirstName: clientFirst,
    title,
    word,
    job: { job_pay_type: 'fixed', budget: '400' },
    coverLetter: 'I review cloud costs.',
    amount: '400',
  });
  const freelancerToken = expert.token;
  await fundedAndRequested(manager, freelancer, offer.id, {
    description: `Savings report ${word}`,
    amount: '400.00',
    message: 'The savings report is done.',
  });
  const contractPath = contractRoutes.details(offer.id);
  const answerGroup = (page: Page) => page.getByRole('group', { name: staffContractLabels.answerFor('400.00') });

  const supportContext = await browser.newContext();
  const coordinatorContext = await browser.newContext();
  const freelancerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    // Support (no staff.payments.approve by default): the request, no buttons to answer it.
    const supportPage = await supportContext.newPage();
    await signedInWithAxe(supportPage, await apiLogin(origin, demoAccount('support')));
    await supportPage.goto(contractPath);
    await expect(supportPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(supportPage.getByText(staffContractLabels.readOnly)).toBeVisible();
    await expect(supportPage.getByRole('list', { name: staffContractLabels.milestonesTitle })).toContainText(
      'Payment Requested',
    );
    await expect(supportPage.getByRole('button', { name: reviewPayLabels.approve })).toHaveCount(0);
    await expect(answerGroup(supportPage)).toHaveCount(0);

    // The Coordinator approves all of it on the client's behalf.
    const coordinatorPage = await coordinatorContext.newPage();
    await signedInWithAxe(coordinatorPage, await apiLogin(origin, demoAccount('coordinator')));
    await coordinatorPage.goto(contractPath);
    await expect(coordinatorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(coordinatorPage.getByText(staffContractLabels.endsContracts)).toBeVisible();
    await axeInBothThemes(coordinatorPage, 'staff contract view with a payment request to answer');
    await answerGroup(coordinatorPage).getByRole('button', { name: reviewPayLabels.approve }).click();
    const approve = coordinatorPage.getByRole('dialog', { name: reviewPayLabels.approveTitle });
    await approve.getByRole('button', { name: reviewPayLabels.confirmApprove }).click();
    await expect(coordinatorPage.getByText(reviewPayMessages.approvedTitle)).toBeVisible();
    const milestones = coordinatorPage.getByRole('list', { name: staffContractLabels.milestonesTitle });
    await expect(milestones).toContainText('Approved');
    await expect(milestones).toContainText('Released');
    await expect(answerGroup(coordinatorPage)).toHaveCount(0);
    // The dialog's pending button announced itself by reference (React Aria's live announcer): axe
    // sees the dangling reference until the announcement expires, about 7 s later.
    await expect(coordinatorPage.locator('[aria-live] [aria-labelledby]')).toHaveCount(0, { timeout: 15_000 });
    await axeInBothThemes(coordinatorPage, 'staff contract view after approving');

    // The client is told staff answered for them.
    const { records: told } = await manager.notifications({});
    expect(told.map((notification) => notification.kind)).toContain('payment_answered_by_staff');

    // The freelancer: the release less the 5% fee on /transactions and in the available balance.
    const net = serviceFeeFor(40_000, 0);
    const freelancerPage = await freelancerContext.newPage();
    await signedInWithAxe(freelancerPage, freelancerToken);
    await freelancerPage.goto('/transactions');
    const release = freelancerPage
      .getByRole('grid', { name: transactionLabels.tableLabel })
      .getByRole('row')
      .filter({ hasText: transactionLabels.kinds.release })
      .filter({ hasText: title })
      .first();
    await expect(release).toContainText(moneyText(net.receiveCents, { signed: true }));
    await freelancerPage.goto('/settings');
    await expect(freelancerPage.getByTestId('available-balance')).toHaveText(moneyText(net.receiveCents));

    // The admin: the approval on /reports' Staff actions tab, found by the client's name.
    const adminPage = await adminContext.newPage();
    await signedInWithAxe(adminPage, await apiLogin(origin, demoAccount('admin')));
    await adminPage.goto('/reports');
    await adminPage.getByRole('tab', { name: reports.tabs.staff }).click();
    await expect(adminPage).toHaveURL(/tab=staff/);
    await adminPage.getByRole('searchbox', { name: staffActionLogLabels.search }).fill(clientFirst);
    await adminPage.keyboard.press('Enter');
    const log = adminPage.getByRole('grid', { name: staffActionLogLabels.title });
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log.getByRole('row').nth(1)).toContainText(staffActionLabels.payment_approved);
    await expect(log.getByRole('row').nth(1)).toContainText('Demo Coordinator');
    await expect(log.getByRole('row').nth(1)).toContainText(managerAccount.fullName);
    await expect(log.getByRole('row').nth(1)).toContainText(staffActionLogLabels.contractObject(offer.id));
  } finally {
    await supportContext.close();
    await coordinatorContext.close();
    await freelancerContext.close();
    await adminContext.close();
  }
});

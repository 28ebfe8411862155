import {
  invitationPageLabels,
  invitationResultMessages,
  jobCandidatesLabels,
  sendInviteLabels,
  staffJobInvitationLabels as labels,
  staffJobLabels,
  staffSendInviteLabels,
  staffWithdrawInvitationLabels,
  withdrawInvitationLabels,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import {
  apiAt,
  apiLogin,
  approvedFreelancer,
  axeInBothThemes,
  createAccount,
  demoAccount,
  hourlyJobForm,
  randomLetters,
  signedInWithAxe,
} from './support.ts';

/**
 * Issue 19's Invitations tab of the staff job page against the running stack: a client's open
 * job (through the API) and a freelancer of the test's own. The demo Coordinator finds the
 * freelancer from the tab and invites them for the client; the freelancer sees the client's
 * invitation on /invited; Support reads it with no Withdraw; the Coordinator withdraws it and the
 * freelancer sees it withdrawn; the client is told of both.
 */
test('a coordinator invites a freelancer to a client’s job from its Invitations tab and withdraws it; the freelancer sees both', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const title = `Invitations platform for ${word}`;
  const clientAccount = await createAccount(origin, { role: 'project_manager', label: 'staff-invite-client' });
  const client = apiAt(origin, await apiLogin(origin, clientAccount));
  const expert = await approvedFreelancer(origin, 'staff-invite-freelancer', `Invi${word}`);
  const { job } = await client.createJob({
    body: { form: hourlyJobForm(title, word), current_tab: 5, status: 'open' },
  });
  const tabPath = `/job/${String(job.id)}/invite`;

  const coordinatorContext = await browser.newContext();
  const freelancerContext = await browser.newContext();
  const supportContext = await browser.newContext();
  try {
    // The Coordinator: the empty tab, then the freelancer found by name and invited for the client.
    const page = await coordinatorContext.newPage();
    await signedInWithAxe(page, await apiLogin(origin, demoAccount('coordinator')));
    await page.goto(tabPath);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('tab', { name: staffJobLabels.tabs.invite })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(labels.empty.title)).toBeVisible();
    await page.getByRole('button', { name: labels.invite }).click();
    const picker = page.getByRole('region', { name: labels.pickerTitle });
    await picker.getByRole('searchbox', { name: labels.search }).fill(`Invi${word}`);
    await picker.getByRole('searchbox', { name: labels.search }).press('Enter');
    const invite = picker.getByRole('button', { name: new RegExp(`^Invite Invi${word} `) });
    await expect(invite).toHaveCount(1);
    await axeInBothThemes(page, 'staff Invitations tab with the freelancer search');
    await invite.click();
    const dialog = page.getByRole('dialog', { name: staffSendInviteLabels.title });
    await expect(dialog.getByRole('button', { name: new RegExp(sendInviteLabels.job) })).toContainText(title);
    await dialog.getByRole('textbox', { name: sendInviteLabels.message }).fill(`Would you look at ${word}?`);
    await dialog.getByRole('button', { name: sendInviteLabels.submit }).click();
    const result = page.getByRole('dialog', { name: invitationResultMessages.sentTitle });
    await expect(result).toContainText(staffSendInviteLabels.sentText);
    await result.getByRole('button', { name: sendInviteLabels.close }).click();
    const list = page.getByRole('list', { name: labels.listLabel });
    const row = list.getByRole('listitem').filter({ hasText: `Invi${word}` });
    await expect(row).toContainText(labels.sentByStaff('Demo Coordinator'));
    await expect(row).toContainText(jobCandidatesLabels.invitationStatuses.pending);
    await expect(page.locator('[aria-live] [aria-labelledby]')).toHaveCount(0, { timeout: 15_000 });
    await axeInBothThemes(page, 'staff Invitations tab with the invitation sent for the client');

    // The freelancer: the client's invitation on /invited, waiting for their answer.
    const freelancerPage = await freelancerContext.newPage();
    await signedInWithAxe(freelancerPage, expert.token);
    await freelancerPage.goto('/invited');
    const invited = freelancerPage
      .getByRole('list', { name: invitationPageLabels.invitationsLabel })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(invited).toContainText(invitationPageLabels.invitationStatuses.pending);

    // Support reads the invitation, with neither Withdraw nor Invite.
    const supportPage = await supportContext.newPage();
    await signedInWithAxe(supportPage, await apiLogin(origin, demoAccount('support')));
    await supportPage.goto(tabPath);
    const supportRow = supportPage.getByRole('list', { name: labels.listLabel }).getByRole('listitem');
    await expect(supportRow).toContainText(labels.sentByStaff('Demo Coordinator'));
    await expect(supportRow.getByRole('button')).toHaveCount(0);
    await expect(supportPage.getByRole('button', { name: labels.invite })).toHaveCount(0);

    // The Coordinator withdraws it for the client.
    await row.getByRole('button', { name: labels.withdrawOf(`Invi${word} T.`) }).click();
    const question = page.getByRole('alertdialog', { name: staffWithdrawInvitationLabels.title });
    await expect(question).toContainText(staffWithdrawInvitationLabels.message(`Invi${word} T.`));
    await question.getByRole('button', { name: withdrawInvitationLabels.confirm }).click();
    await expect(question).toHaveCount(0);
    await expect(row).toContainText(jobCandidatesLabels.invitationStatuses.withdrawal);
    await expect(row.getByRole('button')).toHaveCount(0);
    // The status filter, kept in the address: none pending any more.
    await supportPage.goto(`${tabPath}?status=pending`);
    await expect(supportPage.getByText(labels.noMatch.title)).toBeVisible();

    // The freelancer sees it withdrawn; the client was told of both, as done by staff.
    await freelancerPage.reload();
    await expect(invited).toContainText(invitationPageLabels.invitationStatuses.withdrawal);
    const { records: told } = await client.notifications({});
    expect(told.map((notification) => notification.kind)).toEqual(
      expect.arrayContaining(['invitation_sent_by_staff', 'invitation_withdrawn_by_staff']),
    );
  } finally {
    await coordinatorContext.close();
    await freelancerContext.close();
    await supportContext.close();
  }
});

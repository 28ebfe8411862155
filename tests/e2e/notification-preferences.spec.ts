import { notificationCategoryLabels, notificationKindTexts, notificationPreferenceLabels } from '@cloudexperts/domain';
import { expect, test, type Page } from '@playwright/test';
import {
  apiAt,
  apiLogin,
  approvedFreelancer,
  axeInBothThemes,
  createAccount,
  hourlyJobForm,
  messagesTo,
  randomLetters,
  signedInWithAxe,
  waitForMessage,
} from './support.ts';

/**
 * Notification mail preferences against the running stack (issue 18): a manager turns the email
 * of "Proposals and invitations" off in /settings, a proposal arrives and no mail reaches the
 * development mailbox (the notification still does); turned back on, the next proposal's mail arrives.
 */
const emailSwitch = `${notificationCategoryLabels.proposals.name}: ${notificationPreferenceLabels.email}`;

async function setProposalEmail(page: Page, on: boolean): Promise<void> {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: notificationPreferenceLabels.title });
  const toggle = section.getByRole('switch', { name: emailSwitch });
  await expect(toggle).toBeVisible();
  if ((await toggle.isChecked()) !== on) {
    // By keyboard: Space toggles the focused switch, Enter on Save submits.
    await toggle.focus();
    await page.keyboard.press('Space');
  }
  await expect(toggle).toBeChecked({ checked: on });
  await section.getByRole('button', { name: notificationPreferenceLabels.save }).press('Enter');
  await expect(section.getByText(notificationPreferenceLabels.saved)).toBeVisible();
}

test('a category turned off in /settings sends no mail; turned on again, the mail arrives', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const managerAccount = await createAccount(origin, { role: 'project_manager', label: 'prefs-manager' });
  const managerToken = await apiLogin(origin, managerAccount);
  const manager = apiAt(origin, managerToken);
  const expert = await approvedFreelancer(origin, 'prefs-expert');
  const freelancer = apiAt(origin, expert.token);
  const job = async (title: string) =>
    (
      await manager.createJob({
        body: { form: hourlyJobForm(`${title} ${word}`, word), current_tab: 5, status: 'open' },
      })
    ).job;
  const propose = async (jobId: number) =>
    freelancer.submitProposal({
      body: { job_id: jobId, cover_letter: 'Alerting is what I do.', bid: '90', screening_answers: [] },
    });
  const proposalMails = async () =>
    (await messagesTo(request, managerAccount.email)).filter(
      (message) => message.subject === notificationKindTexts.proposal_received,
    );

  await signedInWithAxe(page, managerToken);
  await setProposalEmail(page, false);
  await axeInBothThemes(page, '/settings with its Notifications section');

  // Off: the proposal is a notification, and no mail. (The mail would be written in the
  // proposal's own transaction, so none can still be on its way once the call has answered.)
  const first = await job('Quiet alerts');
  await propose(first.id);
  const { records } = await manager.notifications();
  expect(records.some((record) => record.kind === 'proposal_received' && record.payload.job_id === first.id)).toBe(
    true,
  );
  expect(await proposalMails()).toHaveLength(0);

  // On again: the next proposal's mail arrives, with its one-click unsubscribe.
  await setProposalEmail(page, true);
  const second = await job('Loud alerts');
  await propose(second.id);
  const mail = await waitForMessage(
    request,
    managerAccount.email,
    new RegExp(`^${notificationKindTexts.proposal_received.replace('.', '\\.')}$`),
  );
  expect(mail.body).toContain(`${origin}/notifications`);
  expect(await proposalMails()).toHaveLength(1);
});

import { messagePageLabels, messagePaths } from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../packages/api/src/db/seed.ts';
import { apiAt, apiLogin, createAccount, hourlyJobForm, randomLetters, signedInWithAxe } from './support.ts';

/**
 * Messages against the running stack (issue 18): the manager and the freelancer in two browser
 * contexts on the same conversation; what one sends appears in the other's open thread with no
 * reload, through the notifications WebSocket, and the reply comes back the same way. The
 * freelancer is the demo expert (the only approved profile an e2e can have propose).
 */
const demoFreelancer = demoAccounts.find((account) => account.role === 'freelancer');

test("a message appears live in the other participant's open thread, and so does the reply", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  if (!demoFreelancer) throw new Error('no demo freelancer');
  const word = randomLetters();
  const managerAccount = await createAccount(origin, { role: 'project_manager', label: 'messages-manager' });
  const managerToken = await apiLogin(origin, managerAccount);
  const manager = apiAt(origin, managerToken);
  const { job } = await manager.createJob({
    body: { form: hourlyJobForm(`Chat about ${word}`, word), current_tab: 5, status: 'open' },
  });
  const freelancerToken = await apiLogin(origin, { ...demoFreelancer, id: 0, fullName: '' });
  const freelancer = apiAt(origin, freelancerToken);
  const profile = (await freelancer.currentUser()).user_profile;
  if (!profile) throw new Error('the demo freelancer has no profile');
  await freelancer.submitProposal({
    body: { job_id: job.id, cover_letter: 'I can help with this.', bid: '80', screening_answers: [] },
  });
  // What the hire card's 'Chat' does.
  const { conversation } = await manager.openConversation({
    body: { job_id: job.id, freelancer_uuid: profile.freelancer_uuid },
  });

  const managerContext = await browser.newContext();
  const freelancerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  const freelancerPage = await freelancerContext.newPage();
  try {
    await signedInWithAxe(managerPage, managerToken);
    await signedInWithAxe(freelancerPage, freelancerToken);
    await managerPage.goto(messagePaths.conversation(conversation.id));
    await freelancerPage.goto(messagePaths.conversation(conversation.id));
    await expect(managerPage.getByText(messagePageLabels.threadEmpty)).toBeVisible();
    await expect(freelancerPage.getByText(messagePageLabels.threadEmpty)).toBeVisible();
    // The feed is open once the bell has its count.
    await expect(freelancerPage.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toBeVisible();
    await freelancerPage.waitForTimeout(500);

    const question = `Could you start on ${word} next Monday?`;
    await managerPage.getByRole('textbox', { name: messagePageLabels.composer }).fill(question);
    await managerPage.getByRole('button', { name: messagePageLabels.send }).click();
    await expect(managerPage.getByRole('main').getByText(question)).toBeVisible();

    // No reload: the freelancer's open thread shows it, and says so politely.
    await expect(freelancerPage.getByRole('main').getByText(question)).toBeVisible({ timeout: 2_000 });
    await expect(freelancerPage.getByRole('status').filter({ hasText: /new message from/ })).toHaveCount(1);

    const answer = `Yes, ${word} Monday works.`;
    await freelancerPage.getByRole('textbox', { name: messagePageLabels.composer }).fill(answer);
    await freelancerPage.getByRole('button', { name: messagePageLabels.send }).click();
    await expect(managerPage.getByRole('main').getByText(answer)).toBeVisible({ timeout: 2_000 });
    // Read in the open thread: the manager's list shows no unread count for it after a reload.
    await managerPage.reload();
    await expect(managerPage.getByRole('list', { name: /^Conversation with/ }).getByText(answer)).toBeVisible();
    await expect(
      managerPage
        .getByRole('list', { name: messagePageLabels.conversations })
        .getByRole('link', { name: new RegExp(`Chat about ${word}`) }),
    ).not.toContainText(messagePageLabels.unread(1));
  } finally {
    await managerContext.close();
    await freelancerContext.close();
  }
});

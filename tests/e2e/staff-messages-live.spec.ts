import { messagePageLabels, staffMessageLabels } from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import {
  acceptedOffer,
  apiAt,
  apiLogin,
  axeInBothThemes,
  demoAccount,
  randomLetters,
  signedInWithAxe,
} from './support.ts';

/**
 * Issue 19's live messages for staff against the running stack: the demo Support user follows a
 * client's conversation (they posted in it); on their /messages the freelancer's new message shows
 * as unread on the list with no reload, opening the conversation reads it, the next one appears in
 * the open thread with no reload (named with its author), and after a reload nothing is unread.
 */
test('a support user sees a party’s messages arrive live, and what they read stays read', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const clientFirst = `Liv${word}`;
  const { freelancer, offer } = await acceptedOffer(origin, {
    label: 'staff-live',
    clientFirstName: clientFirst,
    title: `Live support for ${word}`,
    word,
    coverLetter: 'I answer quickly.',
    amount: '70',
  });
  const support = apiAt(origin, await apiLogin(origin, demoAccount('support')));
  const { message: posted } = await support.staffPostMessage({
    params: { id: offer.id },
    body: { body: `Support is following ${word}.` },
  });
  const conversationId = posted.conversation_id;

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signedInWithAxe(page, await apiLogin(origin, demoAccount('support')));
    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: messagePageLabels.title })).toBeVisible();
    await page.getByRole('searchbox', { name: staffMessageLabels.searchField }).fill(clientFirst);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: staffMessageLabels.found(1) })).toBeVisible();
    const row = page.getByRole('list', { name: staffMessageLabels.results }).getByRole('link', { name: /^Liv/ });
    await expect(row).not.toContainText(staffMessageLabels.unread(1));

    // The freelancer writes: the list's count follows, no reload.
    const first = `First question about ${word}?`;
    await freelancer.sendMessage({ params: { id: conversationId }, body: { body: first, attachment_ids: [] } });
    await expect(row).toContainText(staffMessageLabels.unread(1), { timeout: 15_000 });
    await expect(row).toContainText(first);

    // Opening it reads it: the message is there with its author, and the count goes.
    await row.click();
    const thread = page.getByRole('list', { name: /^Conversation between/ });
    await expect(thread.getByText(first)).toBeVisible();
    await expect(thread).toContainText('(Freelancer)');
    await expect(row).not.toContainText(staffMessageLabels.unread(1));

    // With the thread open, the next message joins it live and is read there.
    const second = `Second question about ${word}?`;
    await freelancer.sendMessage({ params: { id: conversationId }, body: { body: second, attachment_ids: [] } });
    await expect(thread.getByText(second)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: /^New message from .+ \(Freelancer\)$/ })).toBeAttached();
    await expect
      .poll(async () => (await support.staffConversation({ params: { id: conversationId } })).conversation.unread_count)
      .toBe(0);
    await axeInBothThemes(page, 'staff messages with a live arrival');

    // After a reload nothing is unread, and both messages are in the thread.
    await page.reload();
    await expect(thread.getByText(second)).toBeVisible();
    await expect(row).toBeVisible();
    await expect(row).not.toContainText(/unread/);
  } finally {
    await context.close();
  }
});

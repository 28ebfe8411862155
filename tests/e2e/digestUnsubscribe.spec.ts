import { digestUnsubscribeLabels, jobServerMessages } from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { axeInBothThemes, axeScript } from './support.ts';

/**
 * The digest's unsubscribe page against the running stack: opening it changes nothing, and the
 * button's call reaches the API, which refuses a token it did not sign (a forged link) with its
 * message. (A real token is signed with the server's digest key: the API suite covers that path.)
 */
test('the digest unsubscribe page posts the link’s token and shows the API’s refusal of a forged one', async ({
  page,
}) => {
  await page.addInitScript({ path: axeScript });
  const forged = `7.${'0'.repeat(64)}`;
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/job_filters/unsubscribe')) calls.push(`${request.method()} ${request.url()}`);
  });
  await page.goto(`/saved-search-digest/unsubscribe?token=${forged}`);
  await expect(page.getByRole('heading', { level: 1, name: digestUnsubscribeLabels.title })).toBeVisible();
  await axeInBothThemes(page, 'digest unsubscribe');
  expect(calls).toEqual([]);

  await page.getByRole('button', { name: digestUnsubscribeLabels.stop }).click();
  await expect(page.getByRole('alert')).toContainText(jobServerMessages.digestLinkInvalid);
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatch(new RegExp(`^POST .*token=${forged}$`));
  await expect(page.getByRole('button', { name: digestUnsubscribeLabels.stop })).toHaveCount(0);
});

import {
  companyEnquiryLabels as labels,
  projectEnquiryLabels,
  projectModalMessages,
  successMessages,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { axeInBothThemes, axeScript, newEmail, solveCaptcha, tabTo, waitForMessage } from './support.ts';

/**
 * /tell-us-about-company against the running stack: the 'Tell us about your Projects' form on a page
 * of its own (`POST /talk_to_experts`), the confirmation mail in the development mailbox.
 */

test('a company tells us about its project by keyboard, sees the message and gets the mail', async ({
  page,
  request,
}) => {
  await page.context().addInitScript({ path: axeScript });
  await page.goto('/tell-us-about-company');
  await expect(page.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
  await expect(page).toHaveTitle(`${labels.title} | CloudExperts`);
  const card = page.getByRole('region', { name: projectEnquiryLabels.title });
  await expect(card.getByLabel(/^What is \w+ plus \w+\?/)).toBeVisible();
  await axeInBothThemes(page, 'the company enquiry page');

  const email = newEmail('company-enquiry');
  await tabTo(page, card.getByRole('textbox', { name: 'Name' }), { limit: 40 });
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab'); // the phone's country (United States)
  await page.keyboard.press('Tab'); // the phone: optional
  await page.keyboard.press('Tab');
  await page.keyboard.type('Acme Analytics');
  await page.keyboard.press('Tab');
  await page.keyboard.type('We need an AWS architect to review our landing zone next month.');
  await solveCaptcha(page, { byKeyboard: true });
  await tabTo(page, card.getByRole('button', { name: projectEnquiryLabels.submit }));
  await page.keyboard.press('Enter');

  await expect(card.getByRole('status')).toHaveText(successMessages.projectModal);
  await expect(card.getByRole('textbox')).toHaveCount(0);
  const mail = await waitForMessage(request, email, /^Your project with/);
  expect(mail.body).toContain('landing zone next month');
  // The modal reloads the page 2 s after success; the page stays, with its way home.
  await page.waitForTimeout(2_500);
  await expect(card.getByRole('status')).toHaveText(successMessages.projectModal);
  // React Aria announces the pending Submit by reference to the button for ~7 s after it is gone
  // (NOTES, traps): axe checks once that announcement has expired, as it does for a person.
  await expect(page.locator('[data-live-announcer] [aria-labelledby]')).toHaveCount(0, { timeout: 10_000 });
  await axeInBothThemes(page, 'the sent enquiry');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('link', { name: labels.backHome })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
});

test('Submit with nothing typed names what is missing and sends nothing', async ({ page }) => {
  let sent = 0;
  page.on('request', (call) => {
    if (call.url().includes('/api/v1/talk_to_experts')) sent += 1;
  });
  await page.goto('/tell-us-about-company');
  const card = page.getByRole('region', { name: projectEnquiryLabels.title });
  await card.getByRole('button', { name: projectEnquiryLabels.submit }).click();
  await expect(card.getByText(projectModalMessages.nameCharsOnly)).toBeVisible();
  await expect(card.getByText(projectModalMessages.emailInvalid)).toBeVisible();
  await expect(card.getByText(projectModalMessages.captchaRequired)).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Name' })).toBeFocused();
  expect(sent).toBe(0);
});

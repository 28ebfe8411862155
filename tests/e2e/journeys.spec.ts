import {
  accountNotices,
  changePasswordLabels,
  forgotPasswordLabels,
  managerJobLabels,
  phoneSignUpLabels,
  publicSiteLabels,
  resetPasswordLabels,
  roleLabels,
  serverMessages,
  signedInHeaderLabels,
  signUpLabels,
  storageKeys,
  successMessages,
} from '@cloudexperts/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiLogin,
  createAccount,
  logInThroughForm,
  newEmail,
  PASSWORD,
  waitForMessage,
  type Account,
} from './support.ts';

/**
 * The account journey as a new user lives it, against the running stack (`npm start`: the built
 * app, the API on PGlite, the development mailbox). Spec document 1, sections 2, 4, 5 and 8.
 */

const dialog = (page: Page) => page.getByRole('dialog');

/** Presses Tab (and nothing else) until `target` has the focus; fails after 40 presses. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** Opens the mailbox page for one address and follows the link of its newest mail matching `subject`. */
async function openMailLink(page: Page, to: string, subject: RegExp) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const mail = page.getByRole('article').filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link', { name: 'Open the link' }).click();
}

/** Logs in through the open login form (modal or page), answering the captcha as a person does. */
async function openLoginModal(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: publicSiteLabels.header.login, exact: true }).click();
  await expect(dialog(page)).toBeVisible();
}

test.describe('account journeys', () => {
  test('a freelancer signs up in the modal, confirms from the mailbox, logs in and lands on /get-started', async ({
    page,
  }) => {
    const email = newEmail('freelancer');
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: publicSiteLabels.header.signUp, exact: true }).click();
    const modal = dialog(page);
    await modal.getByRole('radio', { name: roleLabels.freelancer }).click();

    await modal.getByRole('textbox', { name: signUpLabels.firstName, exact: true }).fill('Priya');
    await modal.getByRole('textbox', { name: signUpLabels.lastName, exact: true }).fill('Raman');
    await modal.getByRole('textbox', { name: signUpLabels.email, exact: true }).fill(email);
    await modal.getByRole('button', { name: signUpLabels.next }).click();
    await expect(modal.getByRole('combobox', { name: signUpLabels.location })).toHaveValue('United States');
    await modal.getByRole('textbox', { name: signUpLabels.password, exact: true }).fill(PASSWORD);
    await modal.getByRole('textbox', { name: signUpLabels.confirmPassword, exact: true }).fill(PASSWORD);
    await modal.getByText(signUpLabels.terms).click();
    await modal.getByText(signUpLabels.subscribe).click();
    await modal.getByRole('button', { name: signUpLabels.submit, exact: true }).click();

    await expect(page).toHaveURL(/\/confirm-your-email\/\d+$/);
    await expect(page.getByRole('main')).toContainText(email);

    await openMailLink(page, email, /confirm/i);
    await expect(page).toHaveURL(/\/login_page\//);
    await expect(dialog(page).getByText(accountNotices.emailVerifiedDefault)).toBeVisible();

    await logInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL('/get-started');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken)).toBeTruthy();
  });

  test('a project manager signs up with the phone variant and lands where the rules say', async ({ page, request }) => {
    const email = newEmail('manager');
    const phone = '2015550123';
    await page.goto('/?account=signup');
    const modal = dialog(page);
    await expect(modal.getByRole('radio', { name: roleLabels.projectManager })).toBeChecked();
    await modal.getByRole('link', { name: 'Sign up with your phone number instead' }).click();

    await modal.getByRole('textbox', { name: signUpLabels.firstName, exact: true }).fill('Marcus');
    await modal.getByRole('textbox', { name: signUpLabels.lastName, exact: true }).fill('Bell');
    await modal.getByRole('textbox', { name: phoneSignUpLabels.workEmail, exact: true }).fill(email);
    await modal.getByRole('textbox', { name: phoneSignUpLabels.phone, exact: true }).fill(phone);
    await modal.getByRole('textbox', { name: signUpLabels.password, exact: true }).fill(PASSWORD);
    await modal.getByRole('textbox', { name: signUpLabels.confirmPassword, exact: true }).fill(PASSWORD);
    await modal.getByText(signUpLabels.terms).click();
    await modal.getByText(signUpLabels.subscribe).click();
    await modal.getByRole('button', { name: signUpLabels.submit, exact: true }).click();

    // The SMS arrives in the outbox; the code is its only 6-digit number.
    const sms = await waitForMessage(request, `+1${phone}`, /.*/);
    const code = /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '';
    expect(code).toHaveLength(6);
    await modal.getByRole('group', { name: phoneSignUpLabels.code }).getByRole('textbox').first().focus();
    await page.keyboard.type(code);
    await modal.getByRole('button', { name: phoneSignUpLabels.verify }).click();

    // Sign-up success (201) goes to confirm-your-email (spec document 1, section 2).
    await expect(page).toHaveURL(/\/confirm-your-email\/\d+$/);
    await openMailLink(page, email, /confirm/i);
    await expect(dialog(page).getByText(accountNotices.emailVerifiedDefault)).toBeVisible();
    await logInThroughForm(page, email, PASSWORD);
    // A Project Manager with no job yet goes to /post-a-job-progress: the first-job wizard.
    await expect(page).toHaveURL('/post-a-job-progress');
    await expect(page.getByRole('heading', { level: 1, name: managerJobLabels.postJob.firstTitle })).toBeVisible();
  });

  test('forgot password: the reset link from the mailbox sets a new password that logs in', async ({
    page,
    baseURL,
  }) => {
    const account = await createAccount(baseURL ?? '', { role: 'freelancer', label: 'forgot' });
    const newPassword = 'Fresh@2027y';
    await page.goto('/');
    await openLoginModal(page);
    await dialog(page).getByRole('link', { name: forgotPasswordLabels.title }).click();
    const forgot = page.getByRole('dialog', { name: forgotPasswordLabels.title });
    await forgot.getByRole('textbox', { name: forgotPasswordLabels.email, exact: true }).fill(account.email);
    await forgot.getByRole('button', { name: forgotPasswordLabels.submit }).click();
    await expect(page.getByText(accountNotices.forgotPasswordSent)).toBeVisible();

    await openMailLink(page, account.email, /reset/i);
    await expect(page).toHaveURL(/\/reset-password\//);
    await page.getByRole('textbox', { name: signUpLabels.password, exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: signUpLabels.confirmPassword, exact: true }).fill(newPassword);
    await page.getByRole('button', { name: resetPasswordLabels.submit }).click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();

    await page.goto('/login');
    await logInThroughForm(page, account.email, newPassword);
    await expect(page).toHaveURL('/get-started');
  });

  test('changing the password with "all devices must sign in again" signs out a second browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await createAccount(baseURL ?? '', { role: 'project_manager', label: 'devices' });
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      const token = await apiLogin(baseURL ?? '', account);
      await second.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(key, value);
            sessionStorage.setItem('seeded', '1');
          }
        },
        [storageKeys.accessToken, token] as const,
      );
      await second.goto('/settings');
      await expect(second.getByRole('button', { name: account.fullName.slice(0, 12).trim() })).toBeVisible();

      await page.goto('/login');
      await logInThroughForm(page, account.email, account.password);
      // Signed in once the post-login route is reached (a PM without a job: /post-a-job-progress).
      await expect(page).toHaveURL('/post-a-job-progress');
      await page.goto('/settings');
      await page.getByRole('button', { name: changePasswordLabels.title }).click();
      const change = page.getByRole('dialog', { name: changePasswordLabels.title });
      await change
        .getByRole('textbox', { name: changePasswordLabels.currentPassword, exact: true })
        .fill(account.password);
      await change.getByRole('textbox', { name: changePasswordLabels.newPassword, exact: true }).fill('Other@2027z');
      await change.getByRole('textbox', { name: signUpLabels.confirmPassword, exact: true }).fill('Other@2027z');
      await change.getByText(changePasswordLabels.signOutAllDevices).click();
      await change.getByRole('button', { name: changePasswordLabels.submit }).click();
      await expect(page.getByText(successMessages.accountUpdated)).toBeVisible();

      // The second browser hears it on its live feed (closed with 4401 on revocation; a feed still
      // connecting is refused the same way): it forgets the session and goes to / without a reload.
      // A reload here raced that sign-out: reloading /settings just after it had cleared the token
      // gave the signed-out table at /settings ('Page not found'), with nothing left to sign out.
      await expect(second).toHaveURL('/');
      await expect(second.getByRole('banner').getByRole('link', { name: publicSiteLabels.header.login })).toBeVisible();
      expect(await second.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken)).toBeNull();
    } finally {
      await other.close();
    }
  });

  test('Settings lists the signed-in devices, and signing another one out ends its session', async ({
    page,
    baseURL,
  }) => {
    const account = await createAccount(baseURL ?? '', { role: 'project_manager', label: 'sessions' });
    const elsewhere = await apiLogin(baseURL ?? '', account);
    const here = await apiLogin(baseURL ?? '', account);
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [storageKeys.accessToken, here] as const,
    );
    await page.goto('/settings');
    const devices = page.getByRole('region', { name: 'Signed-in devices' });
    const rows = devices.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(devices.getByText('This device')).toBeVisible();
    await devices.getByRole('button', { name: /^Sign out (?!all)/ }).click();
    await expect(devices.getByRole('status')).toHaveText(serverMessages.sessionSignedOut);
    await expect(rows).toHaveCount(1);
    const refused = await page.request.get('/api/v1/current_user_details', {
      headers: { authorization: `Bearer ${elsewhere}` },
    });
    expect(refused.status()).toBe(401);
  });

  test('a wrong password shows the server message on the email field', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL ?? '', { role: 'freelancer', label: 'wrong' });
    await page.goto('/login');
    await logInThroughForm(page, account.email, 'Wrong@2026x');
    await expect(page.getByText(serverMessages.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('an unconfirmed email is sent to confirm-your-email', async ({ page, baseURL }) => {
    const account: Account = await createAccount(baseURL ?? '', {
      role: 'freelancer',
      label: 'unconfirmed',
      confirm: false,
    });
    await page.goto('/login');
    await logInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(`/confirm-your-email/${account.id}`);
    await expect(page.getByRole('main')).toContainText(account.email);
  });

  test('a tampered token is refused: the app forgets it and shows the public site', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL ?? '', { role: 'project_manager', label: 'tampered' });
    const token = await apiLogin(baseURL ?? '', account);
    const [header, payload, signature = ''] = token.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -4)}AAAA`;
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [storageKeys.accessToken, tampered] as const,
    );
    await page.goto('/settings');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: publicSiteLabels.header.login })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken)).toBeNull();
  });

  test('a sign-up completed by keyboard alone', async ({ page }) => {
    const email = newEmail('keyboard');
    await page.goto('/signup');
    const form = page.getByRole('main');
    await tabTo(page, form.getByRole('textbox', { name: signUpLabels.firstName, exact: true }));
    await page.keyboard.type('Kenji');
    await tabTo(page, form.getByRole('textbox', { name: signUpLabels.lastName, exact: true }));
    await page.keyboard.type('Sato');
    await tabTo(page, form.getByRole('textbox', { name: signUpLabels.email, exact: true }));
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await expect(form.getByText(signUpLabels.stepOf(2, 2))).toBeVisible();
    await tabTo(page, form.getByRole('textbox', { name: signUpLabels.password, exact: true }));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, form.getByRole('textbox', { name: signUpLabels.confirmPassword, exact: true }));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, form.getByRole('checkbox', { name: signUpLabels.terms }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('checkbox', { name: signUpLabels.subscribe }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: signUpLabels.submit, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/confirm-your-email\/\d+$/);
    await expect(page.getByRole('main')).toContainText(email);
  });

  test('logOut in the user menu ends the session and goes to /', async ({ page, baseURL }) => {
    const account = await createAccount(baseURL ?? '', { role: 'project_manager', label: 'logout' });
    await page.goto('/login');
    await logInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL('/post-a-job-progress');
    await page.getByRole('button', { name: account.fullName.slice(0, 12).trim() }).click();
    await page.getByRole('menuitem', { name: signedInHeaderLabels.logOut }).click();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken)).toBeNull();
  });
});

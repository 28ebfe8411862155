import {
  codingTestLabels as labels,
  emptyApplicationForm,
  toCreateProfileRequest,
  type ApplicationForm,
} from '@cloudexperts/domain';
import { expect, test, type Page } from '@playwright/test';
import { vettingLabels } from '../../packages/app/src/pages/vetting/labels.ts';
import { apiAt, apiLogin, axeInBothThemes, createAccount, pdf, signedInWithAxe } from './support.ts';

const appProcess = vettingLabels.appProcess;

/**
 * The freelancer coding test against the running stack (issue 13): a freelancer whose application
 * is submitted (set up through the API) starts the test, answers, leaves with Save & Exit, comes
 * back to the answers kept, submits through the modal and sees the result; axe in both themes on
 * every state. Then the same journey by keyboard only. Spec document 1, sections 2 and 4.
 */

/** A freelancer who signed up, confirmed and submitted the application (through the API): their token. */
async function applicant(baseURL: string, label: string): Promise<string> {
  const account = await createAccount(baseURL, { role: 'freelancer', label });
  const api = apiAt(baseURL, await apiLogin(baseURL, account));
  const { upload } = await api.uploadFile({
    query: { kind: 'resume' },
    body: { file: new File([pdf], 'resume.pdf', { type: 'application/pdf' }) },
  });
  const form: ApplicationForm = {
    ...emptyApplicationForm(),
    resume: upload,
    name_or_company: account.fullName,
    current_job_title: 'Cloud Architect',
    about_me: 'I design and run AWS landing zones for regulated companies, end to end.',
    current_location_country: 'United States',
    current_location_city: 'Boston',
    citizenship_country: 'United States',
    english_proficiency: 'Fluent',
    primary_platform: 'Amazon',
    skills: ['AWS Lambda', 'Terraform', 'Kubernetes'],
    hourly_rate: '85',
    availability: '30 to 40 hours',
    start_date: '2026-12-01',
    development_experience: '5-10 years',
    worked_as_expert: true,
  };
  const created = await api.createProfile({ body: toCreateProfileRequest(form) });
  return created.token;
}

const questionHeading = (page: Page, number: number) =>
  page.getByRole('heading', { level: 2, name: labels.question(number, 10) });

test('a freelancer starts the test, leaves with Save & Exit, resumes with the answers kept, submits, and sees the result', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signedInWithAxe(page, await applicant(baseURL ?? '', 'coding-test'));

  await page.goto('/coding-test');
  await expect(page.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
  const start = page.getByRole('button', { name: labels.start });
  await expect(start).toBeVisible();
  await axeInBothThemes(page, 'intro');
  await start.click();

  // Question 1 and 2 answered (the first option each), the answers saved as the user goes.
  await expect(questionHeading(page, 1)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:5\d)$/);
  const chosen: string[] = [];
  for (const number of [1, 2]) {
    await expect(questionHeading(page, number)).toBeVisible();
    const option = page.getByRole('radio').first();
    chosen.push((await option.locator('xpath=ancestor::label').textContent()) ?? '');
    await option.check({ force: true });
    await expect(option).toBeChecked();
    await page.getByRole('button', { name: labels.next, exact: true }).click();
  }
  await expect(page.getByRole('progressbar', { name: labels.answered(2, 10) })).toBeVisible();
  await axeInBothThemes(page, 'a question');

  // Exit Test: Continue Test first, then Save & Exit, which goes on to the application process.
  await page.getByRole('button', { name: labels.exit }).click();
  const exitDialog = page.getByRole('alertdialog', { name: labels.exitTitle });
  await expect(exitDialog).toBeVisible();
  await axeInBothThemes(page, 'the Exit Test modal');
  await exitDialog.getByRole('button', { name: labels.continueTest }).click();
  await expect(exitDialog).toBeHidden();
  await page.getByRole('button', { name: labels.exit }).click();
  await page
    .getByRole('alertdialog', { name: labels.exitTitle })
    .getByRole('button', { name: labels.saveAndExit })
    .click();
  await expect(page).toHaveURL('/app-process');
  // The application process: submitted, the test in progress (Continue), the interview and decision to come.
  await expect(page.getByRole('heading', { level: 1, name: appProcess.title })).toBeVisible();
  const steps = page.getByRole('region', { name: appProcess.stepsTitle }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText(appProcess.submittedTitle);
  await expect(steps.nth(1)).toContainText('In progress. Your time ends at');
  await expect(page.getByRole('link', { name: appProcess.testContinue })).toBeVisible();
  await axeInBothThemes(page, 'the application process');
  // No interview yet.
  await page.goto('/interview-scheduled');
  await expect(page.getByRole('heading', { name: vettingLabels.interviewScheduled.noneTitle })).toBeVisible();
  await axeInBothThemes(page, 'the interview page, none scheduled');

  // Back again: the same test, the two answers kept, the clock still running.
  await page.goto('/coding-test');
  await expect(questionHeading(page, 1)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: labels.answered(2, 10) })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('button', { name: labels.goToQuestion(2, true) })).toBeVisible();

  // Submit Test: the spec's question and warning, then the result.
  await page.getByRole('button', { name: labels.submit }).click();
  const submitDialog = page.getByRole('alertdialog', { name: labels.submitTitle });
  await expect(submitDialog.getByText(labels.submitBody)).toBeVisible();
  await axeInBothThemes(page, 'the Submit Test modal');
  await submitDialog.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByRole('heading', { level: 2, name: labels.resultTitle })).toBeVisible();
  await expect(page.getByText(/You answered [0-2] of 10 questions correctly/)).toBeVisible();
  await axeInBothThemes(page, 'the result');

  // Final: a reload shows the same result.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: labels.resultTitle })).toBeVisible();
  await page.getByRole('button', { name: labels.continue }).click();
  await expect(page).toHaveURL('/app-process');
  await expect(page.getByRole('region', { name: appProcess.stepsTitle }).getByRole('listitem').nth(1)).toContainText(
    /[0-2] of 10 correct: not passed\./,
  );
});

test('the coding test by keyboard only', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signedInWithAxe(page, await applicant(baseURL ?? '', 'coding-test-keys'));
  await page.goto('/coding-test');
  const start = page.getByRole('button', { name: labels.start });
  await expect(start).toBeVisible();

  /** Presses Tab until `target` has focus (at most 60 times). */
  async function tabTo(target: ReturnType<Page['getByRole']>, key: 'Tab' | 'Shift+Tab' = 'Tab') {
    for (let presses = 0; presses < 60; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press(key);
    }
    throw new Error('could not reach the control by keyboard');
  }

  await tabTo(start);
  await page.keyboard.press('Enter');
  await expect(questionHeading(page, 1)).toBeVisible();

  // Question 1: Tab into the options, the arrow keys choose; Next by Tab and Enter (focus moves to
  // the next question's heading).
  await tabTo(page.getByRole('radio').first());
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await tabTo(page.getByRole('button', { name: labels.next, exact: true }));
  await page.keyboard.press('Enter');
  await expect(questionHeading(page, 2)).toBeFocused();
  await tabTo(page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio').first()).toBeChecked();

  // Exit Test by keyboard, then Continue Test (Escape), then Submit Test.
  await tabTo(page.getByRole('button', { name: labels.exit }));
  await page.keyboard.press('Enter');
  const exitDialog = page.getByRole('alertdialog', { name: labels.exitTitle });
  await expect(exitDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(exitDialog).toBeHidden();
  await expect(page.getByRole('button', { name: labels.exit })).toBeFocused();

  await tabTo(page.getByRole('button', { name: labels.submit }));
  await page.keyboard.press('Enter');
  const submitDialog = page.getByRole('alertdialog', { name: labels.submitTitle });
  await expect(submitDialog).toBeVisible();
  await tabTo(submitDialog.getByRole('button', { name: labels.submit }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: labels.resultTitle })).toBeVisible();
  await tabTo(page.getByRole('button', { name: labels.continue }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/app-process');
});

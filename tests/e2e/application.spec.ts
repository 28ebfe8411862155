import { applicationWizardLabels as labels, fileUploadLabels, storageKeys } from '@cloudexperts/domain';
import { expect, test, type Page } from '@playwright/test';
import { accountLabels } from '../../packages/app/src/pages/account/labels.ts';
import { apiAt, apiLogin, axeViolations, createAccount, signedInWithAxe } from './support.ts';

/**
 * The freelancer application against the running stack (issue 13): from /get-started into the
 * wizard, every step filled with real uploads (a PNG photo and a PDF resume, streamed to the API,
 * sniffed and stored), a reload midway that resumes from the server's draft, Review and Submit,
 * axe on every step. Spec document 1, sections 2, 3, 5 and 7.
 */

/** A 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A one-page PDF with a line of text. */
const pdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
    '4 0 obj<</Length 44>>stream',
    'BT /F1 12 Tf 20 100 Td (AWS Terraform) Tj ET',
    'endstream endobj',
    '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
    'trailer<</Root 1 0 R>>',
    '%%EOF',
  ].join('\n'),
);

const stepHeading = (page: Page, step: number) => {
  const current = labels.steps[step - 1];
  return page.getByRole('heading', { level: 2, name: `${current?.title ?? ''}: ${current?.subtitle ?? ''}` });
};

/** Moves on with Next Step and waits for the step's heading; then axe finds nothing on it. */
async function next(page: Page, step: number) {
  await page.getByRole('button', { name: labels.next }).click();
  await expect(stepHeading(page, step)).toBeVisible();
  expect(await axeViolations(page), `step ${String(step)}`).toEqual([]);
}

/** Chooses a radio by keyboard (React Aria keeps the input itself visually hidden). */
async function choose(page: Page, name: string) {
  const radio = page.getByRole('radio', { name, exact: true });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/** Picks `option` in the combobox or select named `name`. */
async function pick(page: Page, name: string, option: string, kind: 'combobox' | 'button' = 'button') {
  if (kind === 'combobox') {
    // Typed as a person types (a key at a time), so the list narrows as it does for them.
    const field = page.getByRole('combobox', { name });
    await field.click();
    await field.pressSequentially(option);
  } else {
    // A select's button is named by its value, then its label ('Select an item Language Proficiency').
    await page.getByRole('button', { name: new RegExp(`${name}$`) }).click();
  }
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a freelancer applies: every step, real uploads, a reload midway, Review and Submit', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(baseURL ?? '', { role: 'freelancer', label: 'application' });
  const token = await apiLogin(baseURL ?? '', account);
  await signedInWithAxe(page, token);

  await page.goto('/get-started');
  await page.getByRole('link', { name: accountLabels.getStarted.start }).click();
  await expect(page).toHaveURL('/application');
  await expect(stepHeading(page, 1)).toBeVisible();
  expect(await axeViolations(page), 'step 1').toEqual([]);

  // Step 1: basic information, the photo and the resume.
  await page.getByRole('textbox', { name: labels.fullName }).fill('Dana Tester');
  await page.getByRole('textbox', { name: labels.currentTitle }).fill('Cloud Solutions Architect');
  await page
    .getByRole('textbox', { name: labels.aboutMe })
    .fill('I design and run secure AWS platforms for fintech teams, from landing zones to serverless APIs.');
  const pickers = page.locator('input[type="file"]');
  await pickers.nth(0).setInputFiles({ name: 'dana.png', mimeType: 'image/png', buffer: png });
  // Once done, the upload field makes way for a new one and the file is named once.
  await expect(page.getByText(`${fileUploadLabels.uploaded}: dana.png`)).toHaveCount(1);
  await pickers.nth(1).setInputFiles({ name: 'dana-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(`${fileUploadLabels.uploaded}: dana-cv.pdf`)).toHaveCount(1);
  await pick(page, labels.country, 'United Kingdom', 'combobox');
  await page.getByRole('textbox', { name: labels.city }).fill('Manchester');
  await pick(page, labels.citizenship, 'United Kingdom', 'combobox');
  await pick(page, labels.language, 'Fluent');
  await next(page, 2);

  // Step 2: a platform tile and three skills, each confirmed with Enter.
  await choose(page, 'AWS');
  const skills = page.getByRole('combobox', { name: labels.skills });
  for (const skill of ['AWS Lambda', 'Terraform', 'Docker']) {
    await skills.fill(skill);
    await skills.press('Enter');
  }
  await next(page, 3);

  // The draft is on the server: a reload resumes at step 3, with step 2 as it was.
  await page.reload();
  await expect(stepHeading(page, 3)).toBeVisible();
  await page.getByRole('button', { name: labels.back }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'AWS' })).toBeChecked();
  await expect(page.getByText('Terraform')).toBeVisible();
  await next(page, 3);

  // Step 3: the rate, the fee and what the freelancer receives.
  await page.getByRole('textbox', { name: labels.hourlyRate }).fill('85');
  await expect(page.getByRole('textbox', { name: labels.serviceFee })).toHaveValue('$4.25');
  await expect(page.getByRole('textbox', { name: labels.youReceive })).toHaveValue('$80.75');
  await next(page, 4);

  // Step 4: availability and the start date (typed into the date's segments).
  await pick(page, labels.availability, '30 to 40 hours');
  await page.getByRole('group', { name: labels.startDate }).getByRole('spinbutton').first().click();
  await page.keyboard.type('12072026');
  await next(page, 5);

  // Step 5: experience, worked as an expert, one portfolio project.
  await pick(page, labels.experience, '5-10 years');
  await choose(page, 'Yes');
  await page.getByRole('button', { name: labels.blocks.portfolio.add }).click();
  await page.getByRole('textbox', { name: labels.blockFields.title }).fill('Payments platform on EKS');
  await next(page, 6);

  // Review, then Submit Application.
  const review = page.getByRole('form', { name: `${labels.steps[5].title}: ${labels.steps[5].subtitle}` });
  await expect(review.getByText('Dana Tester')).toBeVisible();
  await expect(review.getByText('AWS Lambda; Terraform; Docker')).toBeVisible();
  await expect(review.getByText('Payments platform on EKS')).toBeVisible();
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByRole('heading', { name: labels.success })).toBeVisible();
  expect(await axeViolations(page), 'success').toEqual([]);

  // The stored token now carries the profile, and the API has the application as submitted.
  const stored = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  const claims = JSON.parse(Buffer.from((stored ?? '').split('.')[1] ?? '', 'base64url').toString()) as {
    pid?: string;
  };
  expect(claims.pid).toBeTruthy();
  const { application } = await apiAt(baseURL ?? '', stored).getApplication();
  expect(application).toMatchObject({ status: 'submitted', current_step: 7 });

  await page.getByRole('button', { name: labels.continue }).click();
  await expect(page).toHaveURL('/');
});

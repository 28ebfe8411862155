import { aiHelperLabels, applicationWizardLabels as labels, fileUploadLabels, storageKeys } from '@cloudexperts/domain';
import { expect, test, type Page } from '@playwright/test';
import { accountLabels } from '../../packages/app/src/pages/account/labels.ts';
import {
  apiAt,
  apiLogin,
  axeInBothThemes,
  axeViolations,
  createAccount,
  pdf,
  png,
  signedInWithAxe,
} from './support.ts';

/**
 * The freelancer application against the running stack (issue 13): from /get-started into the
 * wizard, every step filled with real uploads (a PNG photo and a PDF resume, streamed to the API,
 * sniffed and stored), the AI helpers of step 1 (a PDF resume read by the server's offline
 * extractor, About Me written from bullet points), a reload midway that resumes from the server's
 * draft, Review and Submit, axe on every step and on both popups in both themes. Spec document 1,
 * sections 2, 3, 5, 7 and 8.
 */

/** A one-page PDF resume: a name, a title and a line naming skills of the catalogue (text, not scanned). */
function resumePdf(lines: readonly string[]): Buffer {
  const content = ['BT /F1 11 Tf 20 160 Td 16 TL', ...lines.map((line) => `(${line}) Tj T*`), 'ET'].join('\n');
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
      `4 0 obj<</Length ${String(content.length)}>>stream`,
      content,
      'endstream endobj',
      '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
      'trailer<</Root 1 0 R>>',
      '%%EOF',
    ].join('\n'),
  );
}

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
    // What the field holds (the country the browser's position gave) is replaced.
    await field.press('ControlOrMeta+a');
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

  // The resume import popup: a real PDF read by the server's offline extractor, the skills and the
  // summary reviewed, then used (the skills go to step 2, the summary into About Me).
  const importButton = page.getByRole('button', { name: aiHelperLabels.resumeImport.open });
  await importButton.click();
  const importDialog = page.getByRole('dialog', { name: aiHelperLabels.resumeImport.title });
  await expect(importDialog).toBeVisible();
  await axeInBothThemes(page, 'resume import');
  await importDialog.locator('input[type="file"]').setInputFiles({
    name: 'dana-resume.pdf',
    mimeType: 'application/pdf',
    buffer: resumePdf([
      'Dana Tester',
      'Senior DevOps Engineer',
      '8 years of experience with AWS Lambda, Terraform and Kubernetes.',
    ]),
  });
  const found = importDialog.getByRole('list', { name: aiHelperLabels.resumeImport.skills });
  await expect(found).toBeVisible();
  const importedSkills = await found.getByRole('listitem').allInnerTexts();
  expect(importedSkills).toEqual(expect.arrayContaining(['AWS Lambda', 'Terraform', 'Kubernetes']));
  const summary = (
    await importDialog
      .getByRole('heading', { name: aiHelperLabels.resumeImport.summary })
      .locator('xpath=following-sibling::p[1]')
      .innerText()
  ).trim();
  expect(summary.length).toBeGreaterThan(0);
  await axeInBothThemes(page, 'resume import, review');
  await importDialog.getByRole('button', { name: aiHelperLabels.resumeImport.use }).click();
  await expect(importDialog).toBeHidden();
  await expect(importButton).toBeFocused();
  const aboutMe = page.getByRole('textbox', { name: labels.aboutMe });
  await expect(aboutMe).toHaveValue(summary);

  // The About Me generator: bullet points in, the text reviewed, then used in place of the summary.
  const writeButton = page.getByRole('button', { name: aiHelperLabels.aboutMe.open });
  await writeButton.click();
  const writeDialog = page.getByRole('dialog', { name: aiHelperLabels.aboutMe.title });
  const points = writeDialog.getByRole('textbox', { name: aiHelperLabels.aboutMe.points });
  await expect(points).toBeFocused();
  await expect(writeDialog.getByRole('button', { name: aiHelperLabels.aboutMe.generate })).toBeDisabled();
  await axeInBothThemes(page, 'About Me generator');
  await points.fill(
    '- 8 years of AWS\n- Designed secure landing zones for fintech teams\n- AWS Certified Solutions Architect',
  );
  await writeDialog.getByRole('button', { name: aiHelperLabels.aboutMe.generate }).click();
  const resultHeading = writeDialog.getByRole('heading', { name: aiHelperLabels.aboutMe.result });
  await expect(resultHeading).toBeFocused();
  const written = (await resultHeading.locator('xpath=following-sibling::p[1]').innerText()).trim();
  expect(written).toContain('I have 8 years of AWS.');
  await axeInBothThemes(page, 'About Me generator, text');
  await writeDialog.getByRole('button', { name: aiHelperLabels.aboutMe.use }).click();
  await expect(writeDialog).toBeHidden();
  await expect(writeButton).toBeFocused();
  await expect(aboutMe).toHaveValue(written);
  // Still editable: the user's own last word.
  await aboutMe.press('Control+End');
  await aboutMe.pressSequentially(' I mentor teams.');
  await expect(aboutMe).toHaveValue(`${written} I mentor teams.`);

  const pickers = page.locator('input[type="file"]');
  await pickers.nth(0).setInputFiles({ name: 'dana.png', mimeType: 'image/png', buffer: png });
  // Once done, the upload field makes way for a new one and the file is named once.
  await expect(page.getByText(`${fileUploadLabels.uploaded}: dana.png`)).toHaveCount(1);
  await pickers.nth(1).setInputFiles({ name: 'dana-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(`${fileUploadLabels.uploaded}: dana-cv.pdf`)).toHaveCount(1);
  // The browser declined to share its position: the country fell back to the United States.
  await expect(page.getByRole('combobox', { name: labels.country })).toHaveValue('United States');
  await pick(page, labels.country, 'United Kingdom', 'combobox');
  await page.getByRole('textbox', { name: labels.city }).fill('Manchester');
  await pick(page, labels.citizenship, 'United Kingdom', 'combobox');
  await pick(page, labels.language, 'Fluent');
  await next(page, 2);

  // Step 2: the imported skills are there; a platform tile and one more skill, confirmed with Enter.
  for (const skill of importedSkills) await expect(page.getByRole('row', { name: skill })).toBeVisible();
  await choose(page, 'AWS');
  const skills = page.getByRole('combobox', { name: labels.skills });
  await skills.fill('Docker');
  await skills.press('Enter');
  await next(page, 3);

  // The draft is on the server: a reload resumes at step 3, with step 2 as it was. The step change
  // started a save; the reload waits for it (on a busy machine it can take a while).
  await expect(page.getByText(labels.draftSaved, { exact: true })).toBeVisible();
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
  await expect(review.getByText([...importedSkills, 'Docker'].join('; '))).toBeVisible();
  await expect(review.getByText(`${written} I mentor teams.`)).toBeVisible();
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

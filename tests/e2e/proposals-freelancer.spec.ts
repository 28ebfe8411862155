import {
  jobDetailsLabels,
  myProposalsLabels,
  proposalDetailsLabels,
  proposalFormLabels,
  proposalResultButtons,
  proposalResultTitles,
  proposalServerMessages,
  submitProposalPageLabels,
  withdrawProposalLabels,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import {
  apiAt,
  apiLogin,
  axeInBothThemes,
  createAccount,
  hourlyJobForm,
  randomLetters,
  signedInWithAxe,
} from './support.ts';

/**
 * A freelancer's proposal against the running stack (spec document 2, sections 2, 4 and 7:
 * /submit-proposal/:id, /my-proposals, /proposal-details/:id): a manager posts a job with a
 * screening question; the demo freelancer (the seed's approved profile: the marketplace is vetted,
 * an unapproved one cannot propose) opens it, applies through the page, finds the proposal on
 * /my-proposals, opens it and withdraws it.
 */

const word = `proposal${randomLetters()}`;
/** The development seed's freelancer (packages/api/src/db/seed.ts: DEMO_PASSWORD), approved. */
const demoFreelancer = {
  id: 0,
  email: 'freelancer@demo.cloudexperts.dev',
  password: 'Demo@2026',
  fullName: 'Demo Freelancer',
};
const question = 'Which AWS landing zones have you built?';

test('a freelancer submits a proposal to a job, finds it on My proposals and withdraws it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const title = `Land our ${word} services on AWS`;

  // The starting point, through the API: a manager's open job with one screening question.
  const manager = await createAccount(origin, { role: 'project_manager', label: 'proposals-manager' });
  const managerApi = apiAt(origin, await apiLogin(origin, manager));
  const { job } = await managerApi.createJob({
    body: {
      form: hourlyJobForm(title, word, { screening_questions: [{ id: null, question }] }),
      current_tab: 5,
      status: 'open',
    },
  });

  // The freelancer opens the job and applies through the page.
  await signedInWithAxe(page, await apiLogin(origin, demoFreelancer));
  await page.goto(`/job-details/${String(job.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: jobDetailsLabels.apply, exact: true }).click();
  await expect(page).toHaveURL(`/submit-proposal/${String(job.id)}`);
  const submit = page.getByRole('button', { name: proposalFormLabels.submit });
  await expect(submit).toBeVisible();

  // Nothing typed: the domain's messages; then the proposal, typed.
  await submit.click();
  await expect(page.getByText(proposalServerMessages.coverLetterRequired)).toBeVisible();
  await expect(page.getByRole('textbox', { name: proposalFormLabels.coverLetter })).toBeFocused();
  await page.getByRole('textbox', { name: proposalFormLabels.coverLetter }).fill('Three AWS landing zones this year.');
  await page.getByRole('textbox', { name: proposalFormLabels.hourlyRate }).fill('85.50');
  await page.getByRole('textbox', { name: question }).fill('Three, for 12 to 60 accounts.');
  await axeInBothThemes(page, '/submit-proposal');
  await submit.click();

  const submitted = page.getByRole('dialog', { name: proposalResultTitles.submitted });
  await expect(submitted).toBeVisible();
  await submitted.getByRole('button', { name: proposalResultButtons.success }).click();
  await expect(page).toHaveURL(/\/proposal-details\/\d+$/);
  const detailsUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('$85.50/hr')).toBeVisible();

  // On My proposals, under Submitted, leading back to it.
  await page.goto('/my-proposals');
  const list = page.getByRole('list', { name: myProposalsLabels.listLabel('submitted') });
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Submitted \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await axeInBothThemes(page, '/my-proposals');
  await list.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(detailsUrl);

  // Withdrawn, behind the confirmation; Superb! leads to the Withdrawn tab, where it now is.
  await page.getByRole('button', { name: proposalDetailsLabels.withdraw }).click();
  const confirm = page.getByRole('alertdialog', { name: withdrawProposalLabels.title });
  await confirm.getByRole('button', { name: withdrawProposalLabels.confirm }).click();
  const withdrawn = page.getByRole('dialog', { name: proposalResultTitles.withdrawn });
  await expect(withdrawn).toBeVisible();
  await expect(page.getByRole('button', { name: proposalDetailsLabels.withdraw })).toHaveCount(0);
  await withdrawn.getByRole('button', { name: proposalResultButtons.success }).click();
  await expect(page).toHaveURL('/my-proposals?tab=withdrawn');
  await expect(
    page.getByRole('list', { name: myProposalsLabels.listLabel('withdrawn') }).getByRole('link', { name: title }),
  ).toBeVisible();

  // The job's proposal page now shows the proposal instead of the form.
  await page.goto(`/submit-proposal/${String(job.id)}`);
  await expect(page.getByRole('link', { name: submitProposalPageLabels.seeProposal })).toHaveAttribute(
    'href',
    new URL(detailsUrl).pathname,
  );
});

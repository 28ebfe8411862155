import {
  emptyJobForm,
  invitationResultMessages,
  jobCandidatesLabels as labels,
  localIsoDate,
  rejectMessages,
  rejectProposalLabels,
  sendInviteLabels,
  type JobForm,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { apiAt, apiLogin, axeInBothThemes, createAccount, signedInWithAxe } from './support.ts';

/**
 * The manager's side of proposals against the running stack (issue 15, spec document 2, sections
 * 2, 3, 5 and 8): a manager's open job gets a proposal from an approved freelancer (the demo
 * seed's: no call approves a profile yet); the manager opens /job/:id/review, sees it, rejects it
 * with 'Other' and a reason of their own, and invites another freelancer from the Invite tab.
 */

/** The demo seed's approved freelancer (packages/api/src/db/seed.ts). */
const demoFreelancer = {
  id: 0,
  email: 'freelancer@demo.cloudexperts.dev',
  password: 'Demo@2026',
  fullName: 'Demo freelancer',
};

const word = `zephyr${Date.now().toString(36)}`;

function jobForm(title: string): JobForm {
  return {
    ...emptyJobForm(localIsoDate(new Date(Date.now() + 30 * 86_400_000))),
    title,
    description: `We run twelve services on a self-managed ${word} cluster and want them on EKS with Terraform.`,
    platform: 'Amazon',
    skills: ['Terraform'],
    job_pay_type: 'hourly',
    budget: '85',
  };
}

test('a manager reviews a proposal on /job/:id/review, rejects it with a reason of their own and invites another freelancer', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';

  // Through the API: the manager's open job and the freelancer's proposal to it.
  const manager = await createAccount(origin, { role: 'project_manager', label: 'proposals-manager' });
  const managerToken = await apiLogin(origin, manager);
  const managerApi = apiAt(origin, managerToken);
  const { job } = await managerApi.createJob({
    body: { form: jobForm(`Move our ${word} platform to AWS EKS`), current_tab: 5, status: 'open' },
  });
  const freelancerApi = apiAt(origin, await apiLogin(origin, demoFreelancer));
  const { proposal } = await freelancerApi.submitProposal({
    body: {
      job_id: job.id,
      cover_letter: `I moved three ${word}-sized platforms to EKS this year.`,
      bid: '90',
      screening_answers: [],
    },
  });
  const name = proposal.freelancer.display_name;

  // Review: the proposal's card.
  await signedInWithAxe(page, managerToken);
  await page.goto(`/job/${String(job.id)}/review`);
  await expect(page.getByRole('tab', { name: labels.tabs.review })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('list', { name: labels.listLabel.review }).getByRole('listitem', { name });
  await expect(card).toContainText(labels.statuses.submitted);
  await expect(card).toContainText(`I moved three ${word}-sized platforms`);
  await axeInBothThemes(page, '/job/:id/review');

  // Reject with 'Other' and a reason of the manager's own.
  await card.getByRole('button', { name: labels.reject, exact: true }).click();
  const popup = page.getByRole('dialog', { name: rejectProposalLabels.title });
  await popup.getByRole('button', { name: rejectProposalLabels.submit }).click();
  await expect(popup.getByText(rejectMessages.reasonRequired)).toBeVisible();
  await popup.getByText('Other', { exact: true }).click();
  await expect(popup.getByRole('radio', { name: 'Other' })).toBeChecked();
  await popup.getByRole('button', { name: rejectProposalLabels.submit }).click();
  await expect(popup.getByText(rejectMessages.customReasonRequired)).toBeVisible();
  await axeInBothThemes(page, 'REJECT_PROPOSAL_POPUP, a custom reason required');
  await popup.getByRole('textbox', { name: rejectProposalLabels.customReason }).fill('We need someone on site');
  await popup.getByRole('textbox', { name: rejectProposalLabels.comment }).fill('Thank you for the proposal.');
  await popup.getByRole('button', { name: rejectProposalLabels.submit }).click();
  const result = page.getByRole('dialog', { name: rejectMessages.rejectedTitle });
  // (No axe on the result: the pending button's announcement names it by id for 7 s after it is gone.)
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: rejectProposalLabels.close }).click();
  await expect(card).toContainText(labels.statuses.rejected);
  await expect(card.getByRole('button', { name: labels.reject, exact: true })).toHaveCount(0);
  const { proposal: rejected } = await managerApi.getProposal({ params: { id: proposal.id } });
  expect(rejected).toMatchObject({
    status: 'rejected',
    reject_reason: 'Other',
    custom_reason: 'We need someone on site',
    reject_comment: 'Thank you for the proposal.',
  });

  // Invite: another listed freelancer with the job's skill. (The tab by keyboard; then a fresh
  // load, so axe does not meet the Reject button's expired announcement.)
  await page.getByRole('tab', { name: labels.tabs.review }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(`/job/${String(job.id)}/invite`);
  await page.reload();
  const candidates = page.getByRole('list', { name: labels.listLabel.invite });
  await expect(candidates.getByRole('listitem', { name })).toContainText(labels.appliedBadge);
  const other = candidates
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: labels.invite, exact: true }) })
    .first();
  const otherName = (await other.getByRole('heading').textContent()) ?? '';
  await other.getByRole('button', { name: labels.invite, exact: true }).click();
  const invite = page.getByRole('dialog', { name: sendInviteLabels.title });
  await expect(invite.getByRole('textbox', { name: sendInviteLabels.message })).toHaveValue(
    sendInviteLabels.defaultMessage(otherName),
  );
  await axeInBothThemes(page, 'SEND_INVITE_POPUP');
  await invite.getByRole('button', { name: sendInviteLabels.submit }).click();
  const sent = page.getByRole('dialog', { name: invitationResultMessages.sentTitle });
  await expect(sent).toContainText(invitationResultMessages.sentText);
  await sent.getByRole('button', { name: sendInviteLabels.close }).click();
  const invited = candidates.getByRole('listitem', { name: otherName });
  await expect(invited).toContainText(labels.invitationStatuses.pending);
  await expect(invited.getByRole('button', { name: labels.withdrawInvitation })).toBeVisible();
  const { records } = await managerApi.invitations({ query: {} });
  expect(records.filter((item) => item.job.id === job.id).map((item) => item.freelancer.display_name)).toEqual([
    otherName,
  ]);
});

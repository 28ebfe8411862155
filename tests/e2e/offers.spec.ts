import {
  answerOfferLabels,
  contractRoutes,
  emptyJobForm,
  invitationPageLabels,
  localIsoDate,
  offerDetailsLabels,
  type JobForm,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../packages/api/src/db/seed.ts';
import { apiAt, apiLogin, axeInBothThemes, createAccount, signedInWithAxe } from './support.ts';

/**
 * Offers and invitations as the freelancer answers them, against the running stack (spec document
 * 2, sections 2 and 5: /invited, /offer-details/:id with CE_ACCEPT_OFFER and CE_DECLINE_OFFER,
 * /invitation-details/:id). The freelancer is the demo expert (an approved profile: only approved
 * experts may propose); each test posts its own job, so the tests share nothing else.
 */
const demoFreelancer = demoAccounts.find((account) => account.role === 'freelancer');
const word = () => Math.random().toString(36).slice(2, 8);

function jobForm(title: string): JobForm {
  return {
    ...emptyJobForm(localIsoDate(new Date(Date.now() + 30 * 86_400_000))),
    title,
    description: 'We run eight services on ECS and want them on EKS with Terraform, blue-green deployments included.',
    platform: 'Amazon',
    skills: ['Terraform'],
    job_pay_type: 'hourly',
    budget: '85',
  };
}

async function managerWithJob(origin: string, title: string) {
  const manager = await createAccount(origin, { role: 'project_manager', label: 'offers-manager' });
  const api = apiAt(origin, await apiLogin(origin, manager));
  const { job } = await api.createJob({ body: { form: jobForm(title), current_tab: 5, status: 'open' } });
  return { api, job };
}

test('a freelancer finds an offer on /invited, is held to the terms, and accepts it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  if (!demoFreelancer) throw new Error('no demo freelancer');
  const title = `Move our ${word()} services to EKS`;
  const { api: manager, job } = await managerWithJob(origin, title);
  const freelancerToken = await apiLogin(origin, { ...demoFreelancer, id: 0, fullName: '' });
  const freelancer = apiAt(origin, freelancerToken);
  const { proposal } = await freelancer.submitProposal({
    body: {
      job_id: job.id,
      cover_letter: 'I have moved twelve services to EKS with Terraform.',
      bid: '90',
      screening_answers: [],
    },
  });
  const { offer } = await manager.makeOffer({
    body: { job_application_id: proposal.id, amount: '88', message: 'Welcome aboard from Monday.' },
  });

  await signedInWithAxe(page, freelancerToken);
  await page.goto('/invited?tab=offers');
  const offers = page.getByRole('list', { name: invitationPageLabels.offersLabel });
  await offers.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/offer-details/${String(offer.id)}`);
  const view = page.getByRole('article', { name: title });
  await expect(view).toContainText('$88/hr');
  await expect(view).toContainText('Welcome aboard from Monday.');
  await axeInBothThemes(page, '/offer-details');

  await view.getByRole('button', { name: offerDetailsLabels.accept }).click();
  const dialog = page.getByRole('dialog', { name: answerOfferLabels.acceptTitle });
  await dialog.getByRole('textbox', { name: answerOfferLabels.message }).fill('Glad to start on Monday.');
  await dialog.getByRole('button', { name: answerOfferLabels.accept }).click();
  await expect(dialog).toContainText(answerOfferLabels.termsRequired);
  // React Aria's box is a visually hidden input under its label: the label is what a person clicks.
  await dialog.getByText(answerOfferLabels.agree).click();
  await expect(dialog.getByRole('checkbox', { name: answerOfferLabels.agree })).toBeChecked();
  await dialog.getByRole('button', { name: answerOfferLabels.accept }).click();
  await expect(dialog).toBeHidden();
  // The spec: "/all-contracts/active after accepting an offer" (contracts.spec.ts follows it there).
  await expect(page).toHaveURL(contractRoutes.freelancerList('active'));

  // The server agrees: the offer is accepted with the message, and the proposal is hired.
  const stored = await manager.getOffer({ params: { id: offer.id } });
  expect(stored.offer).toMatchObject({ status: 'Accepted', response_message: 'Glad to start on Monday.' });
  expect((await manager.getProposal({ params: { id: proposal.id } })).proposal.status).toBe('hired');
});

test('a freelancer declines an invitation from its page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  if (!demoFreelancer) throw new Error('no demo freelancer');
  const title = `Audit our ${word()} landing zone`;
  const { api: manager, job } = await managerWithJob(origin, title);
  const freelancerToken = await apiLogin(origin, { ...demoFreelancer, id: 0, fullName: '' });
  const profile = (await apiAt(origin, freelancerToken).currentUser()).user_profile;
  if (!profile) throw new Error('the demo freelancer has no profile');
  const { invitation } = await manager.sendInvitation({
    body: { job_id: job.id, recipient_id: profile.freelancer_uuid, message: 'Your landing-zone work fits us well.' },
  });

  await signedInWithAxe(page, freelancerToken);
  await page.goto('/invited');
  await page
    .getByRole('list', { name: invitationPageLabels.invitationsLabel })
    .getByRole('link', { name: title })
    .click();
  await expect(page).toHaveURL(`/invitation-details/${String(invitation.id)}`);
  const view = page.getByRole('article', { name: title });
  await expect(view.getByRole('link', { name: invitationPageLabels.details.accept })).toHaveAttribute(
    'href',
    `/submit-proposal/${String(job.id)}`,
  );
  await axeInBothThemes(page, '/invitation-details');
  await view.getByRole('button', { name: invitationPageLabels.details.decline }).click();
  await expect(page.getByText(invitationPageLabels.details.declinedTitle)).toBeVisible();
  expect((await manager.getInvitation({ params: { id: invitation.id } })).invitation.status).toBe('declined');
});

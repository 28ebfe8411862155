import {
  findFreelancersLabels,
  jobCandidatesLabels as labels,
  managerProposalListLabels as lists,
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
 * The manager's finding pages against the running stack (issue 15, spec document 2, sections 2 and
 * 7): a fresh manager saves the demo seed's approved freelancer from a Find Experts card, finds
 * them on /find-freelancers/saved and unsaves them; then sees that freelancer's proposal to their
 * job on /my-proposals, archives it, finds it on /archived and moves it back.
 */

/** The demo seed's approved freelancer (packages/api/src/db/seed.ts). */
const demoFreelancer = {
  id: 0,
  email: 'freelancer@demo.cloudexperts.dev',
  password: 'Demo@2026',
  fullName: 'Demo freelancer',
};

test('a manager saves a freelancer from the search, unsaves them on the Saved tab, and archives and moves back a proposal across jobs', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const word = randomLetters();

  // Through the API: the manager's open job and the demo freelancer's proposal to it.
  const manager = await createAccount(origin, { role: 'project_manager', label: 'find-freelancers' });
  const managerToken = await apiLogin(origin, manager);
  const managerApi = apiAt(origin, managerToken);
  const title = `Move our ${word} platform to AWS EKS`;
  const { job } = await managerApi.createJob({
    body: { form: hourlyJobForm(title, word), current_tab: 5, status: 'open' },
  });
  const freelancerApi = apiAt(origin, await apiLogin(origin, demoFreelancer));
  const { proposal } = await freelancerApi.submitProposal({
    body: { job_id: job.id, cover_letter: `I moved three ${word} platforms to EKS.`, bid: '90', screening_answers: [] },
  });
  const name = proposal.freelancer.display_name;

  // Find Experts as the manager: search by name, save from the card.
  await signedInWithAxe(page, managerToken);
  await page.goto('/find-freelancers/search');
  await page.getByRole('searchbox', { name: 'Search experts' }).fill(name);
  await page.keyboard.press('Enter');
  const results = page.getByRole('list', { name: 'Experts' });
  const card = results.getByRole('article', { name, exact: true });
  const save = card.getByRole('button', { name: labels.save(name) });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  // The API says so too: a fresh search marks the card.
  const search = await managerApi.findFreelancersSignedIn({ query: { search: name } });
  expect(search.records.find((record) => record.uuid === proposal.freelancer.uuid)?.favorited).toBe(true);

  // The advisory pages' top experts carry the toggle for a manager too.
  await page.goto('/advisory-services/google-cloud-service');
  const top = page.getByRole('list', { name: 'Top Google Cloud experts' }).getByRole('article').first();
  await expect(top.getByRole('button', { name: /^Save / })).toHaveAttribute('aria-pressed', /true|false/);
  await page.goBack();

  // The Saved tab (by its link), the card's toggle pressed; unsave it there.
  const nav = page.getByRole('navigation', { name: findFreelancersLabels.navLabel });
  await nav.getByRole('link', { name: findFreelancersLabels.tabs.saved }).click();
  await expect(page).toHaveURL('/find-freelancers/saved');
  const saved = page.getByRole('list', { name: labels.listLabel.saved }).getByRole('listitem', { name });
  const unsave = saved.getByRole('button', { name: labels.save(name) });
  await expect(unsave).toHaveAttribute('aria-pressed', 'true');
  await axeInBothThemes(page, '/find-freelancers/saved');
  await unsave.click();
  await expect(unsave).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByText(labels.empty.saved.title)).toBeVisible();

  // The spec's second address redirects; a tab that is not ours is not found.
  await page.goto('/find-freelancers2/saved');
  await expect(page).toHaveURL('/find-freelancers/saved');
  await page.goto('/find-freelancers/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // /my-proposals: the proposal under New, its job named; archive it.
  await page.goto('/my-proposals');
  await expect(page.getByRole('tab', { name: lists.tab('submitted', 1) })).toHaveAttribute('aria-selected', 'true');
  const received = page.getByRole('list', { name: lists.listLabel('submitted') }).getByRole('listitem', { name });
  await expect(received.getByRole('link', { name: title })).toHaveAttribute('href', `/job/${String(job.id)}/review`);
  await expect(received.getByRole('link', { name: labels.viewProposal })).toHaveAttribute(
    'href',
    `/freelancer-proposal/${String(proposal.id)}/${String(job.id)}`,
  );
  await axeInBothThemes(page, '/my-proposals');
  await received.getByRole('button', { name: labels.archive }).click();
  await expect(page.getByText(lists.emptyTitle('submitted'))).toBeVisible();
  await expect(page.getByRole('tab', { name: lists.tab('submitted', 0) })).toBeVisible();

  // /archived: the proposal, Move back.
  await page.getByRole('link', { name: lists.archivedLink }).click();
  await expect(page).toHaveURL('/archived');
  const archived = page.getByRole('list', { name: lists.archivedListLabel }).getByRole('listitem', { name });
  await expect(archived).toContainText(labels.archivedBadge);
  await expect(archived.getByRole('link', { name: title })).toBeVisible();
  await archived.getByRole('button', { name: labels.unarchive }).click();
  await expect(page.getByText(lists.archivedEmptyTitle)).toBeVisible();
  const { proposal: back } = await managerApi.getProposal({ params: { id: proposal.id } });
  expect(back.archived_at).toBeNull();

  // Back on /my-proposals it is under New again.
  await page.getByRole('link', { name: lists.backToProposals }).click();
  await expect(
    page.getByRole('list', { name: lists.listLabel('submitted') }).getByRole('listitem', { name }),
  ).toBeVisible();
});

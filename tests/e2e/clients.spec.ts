import {
  clientDetailsLabels,
  jobDetailsLabels,
  successMessages,
  topClientsLabels,
  type JobForm,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { accountLabels } from '../../packages/app/src/pages/account/labels.ts';
import { apiAt, apiLogin, axeInBothThemes, createAccount, hourlyJobForm, signedInWithAxe } from './support.ts';

/**
 * Top clients and a client's page against the running stack (spec document 2, sections 2 and 7:
 * /top-clients, /client-details/:client_uuid): a manager posts two jobs and closes one; a
 * freelancer finds the manager on /top-clients by name, opens their page, sees the open job (and
 * opens it, and comes back from its client box) and the closed one in the history.
 */

/** Letters only, so the name is a name: a word no other client has. */
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const firstName = `Quill${letters()}`;
const word = `zephyr${letters()}`;
const settingsLabels = accountLabels.settings;

function jobForm(title: string): JobForm {
  return hourlyJobForm(title, word);
}

test('a freelancer finds the client who posted a job on /top-clients and sees the job on their page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const openTitle = `Migrate our ${word} platform to AWS EKS`;
  const closedTitle = `Review our ${word} landing zone`;

  // The starting point, through the API: a manager with one open and one closed job.
  const manager = await createAccount(origin, { role: 'project_manager', label: 'clients-manager', firstName });
  const managerApi = apiAt(origin, await apiLogin(origin, manager));
  const { job } = await managerApi.createJob({ body: { form: jobForm(openTitle), current_tab: 5, status: 'open' } });
  const closed = await managerApi.createJob({ body: { form: jobForm(closedTitle), current_tab: 5, status: 'open' } });
  await managerApi.updateJob({
    params: { id: closed.job.id },
    body: { form: jobForm(closedTitle), current_tab: 5, status: 'closed' },
  });
  const clientName = `${firstName} T.`;

  // The freelancer searches the top clients by the manager's name.
  const freelancer = await createAccount(origin, { role: 'freelancer', label: 'clients-freelancer' });
  await signedInWithAxe(page, await apiLogin(origin, freelancer));
  await page.goto('/top-clients');
  await expect(page.getByRole('heading', { level: 1, name: topClientsLabels.title })).toBeVisible();
  await page.getByRole('searchbox', { name: topClientsLabels.searchField }).fill(firstName);
  await page.getByRole('button', { name: topClientsLabels.searchButton, exact: true }).click();
  await expect(page).toHaveURL(`/top-clients?search=${firstName}`);
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(topClientsLabels.found(1, firstName));
  const card = page
    .getByRole('list', { name: topClientsLabels.resultsLabel })
    .getByRole('article', { name: clientName });
  await expect(card).toContainText('Jobs posted2');
  await expect(card).toContainText('Open jobs1');
  await axeInBothThemes(page, '/top-clients');

  // Their page: the open job as a card, the closed one in the history.
  await card.getByRole('link', { name: clientName }).click();
  await expect(page).toHaveURL(/\/client-details\/[0-9a-f-]{36}$/);
  const clientUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
  const openJobs = page.getByRole('list', { name: clientDetailsLabels.openJobsLabel });
  await expect(openJobs.getByRole('article')).toHaveCount(1);
  await expect(openJobs.getByRole('link', { name: openTitle })).toHaveAttribute(
    'href',
    `/job-details/${String(job.id)}`,
  );
  const history = page.getByRole('list', { name: clientDetailsLabels.historyLabel });
  await expect(history.getByRole('heading', { level: 3 })).toHaveText([closedTitle]);
  await expect(history).toContainText(clientDetailsLabels.outcomes.closed);
  await axeInBothThemes(page, '/client-details');

  // The job's page, and back to the client from its client box.
  await openJobs.getByRole('link', { name: openTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: openTitle })).toBeVisible();
  await page
    .getByRole('region', { name: jobDetailsLabels.clientTitle })
    .getByRole('link', { name: clientName })
    .click();
  await expect(page).toHaveURL(clientUrl);
  await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();
});

test('a manager names their company in Settings, and freelancers then see the client by it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const company = `Northwind ${letters()}`;
  const manager = await createAccount(origin, { role: 'project_manager', label: 'company-manager' });
  const managerToken = await apiLogin(origin, manager);
  await apiAt(origin, managerToken).createJob({
    body: { form: jobForm(`Harden our ${word} accounts`), current_tab: 5, status: 'open' },
  });

  await signedInWithAxe(page, managerToken);
  await page.goto('/settings');
  const account = page.getByRole('region', { name: settingsLabels.detailsTitle });
  await account.getByRole('button', { name: settingsLabels.edit }).click();
  await account.getByRole('textbox', { name: settingsLabels.companyName }).fill(company);
  await account.getByRole('button', { name: settingsLabels.save }).click();
  await expect(page.getByRole('status').filter({ hasText: successMessages.accountUpdated })).toBeVisible();
  await expect(account).toContainText(company);

  // A reload keeps it (it is the server's), and the freelancers' client search finds it. (Axe after
  // the reload: the pending Save button's announcement refers to it by id for 7 s after it is gone.)
  await page.reload();
  await expect(account).toContainText(company);
  await account.getByRole('button', { name: settingsLabels.edit }).click();
  await expect(account.getByRole('textbox', { name: settingsLabels.companyName })).toHaveValue(company);
  await axeInBothThemes(page, '/settings, editing');
  const freelancer = await createAccount(origin, { role: 'freelancer', label: 'company-freelancer' });
  const found = await apiAt(origin, await apiLogin(origin, freelancer)).projectManagers({
    query: { search: company },
  });
  expect(found.records.map((client) => client.display_name)).toEqual([company]);
});

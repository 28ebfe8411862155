import {
  adminCsvColumns,
  adminDashboardLabels as dashboard,
  adminTransactionLabels as transactions,
  adminReportLabels as reports,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { demoAccounts } from '../../packages/api/src/db/seed.ts';
import {
  acceptedOffer,
  fundedAndRequested,
  apiAt,
  apiLogin,
  axeInBothThemes,
  randomLetters,
  signedInWithAxe,
} from './support.ts';

/**
 * Issue 19's dashboard, transactions and reports in the pages: money moves between a client and a
 * freelancer of this test (through the API: a $400 milestone funded and released), then the demo
 * admin sees the dashboard's figures (as the API counts them), filters /transactions down to that
 * client and downloads the CSV (its rows checked), and opens the reports and the security log.
 */
test('the demo admin sees the dashboard, filters the transactions and downloads them as CSV', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  const word = randomLetters();
  const clientFirst = `Zed${word}`;
  const { managerAccount, manager, freelancer, offer } = await acceptedOffer(origin, {
    label: 'admin-reports',
    clientFirstName: clientFirst,
    title: `Audit for ${word}`,
    word,
    job: { job_pay_type: 'fixed', budget: '400' },
    coverLetter: 'I audit landing zones.',
    amount: '400',
  });
  const { request } = await fundedAndRequested(manager, freelancer, offer.id, {
    description: `Audit ${word}`,
    amount: '400.00',
    message: 'Done.',
  });
  await manager.approvePayment({ body: { payment_request_id: request.id } });

  // The demo admin's home: the dashboard's figures are the API's.
  const demoAdmin = demoAccounts.find((account) => account.role === 'admin');
  if (!demoAdmin) throw new Error('no demo admin');
  const adminToken = await apiLogin(origin, { ...demoAdmin, id: 0, fullName: '' });
  await signedInWithAxe(page, adminToken);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: dashboard.title })).toBeVisible();
  const figures = await apiAt(origin, adminToken).adminDashboard({ query: { zone: 'UTC' } });
  const stat = (label: string) => page.locator('dl').filter({ has: page.getByText(label, { exact: true }) });
  await expect(stat(dashboard.pendingApplications)).toContainText(figures.applications_pending.toLocaleString('en-US'));
  await expect(stat(dashboard.activeContracts)).toContainText(figures.contracts.active.toLocaleString('en-US'));
  await expect(page.getByRole('table', { name: dashboard.signUpsByMonth })).toBeAttached();
  await expect(page.getByRole('table', { name: dashboard.moneyMoved })).toBeAttached();
  await axeInBothThemes(page, 'admin dashboard');

  // /transactions from the dashboard's link, filtered to this client by name and then by type.
  await page.getByRole('link', { name: dashboard.seeTransactions }).click();
  await expect(page.getByRole('heading', { level: 1, name: transactions.title })).toBeVisible();
  await page.getByRole('textbox', { name: transactions.clientName }).fill(clientFirst);
  await page.getByRole('button', { name: transactions.apply }).click();
  await expect(page).toHaveURL(new RegExp(`/transactions\\?client_name=${clientFirst}$`));
  const grid = page.getByRole('grid', { name: transactions.tableLabel });
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: transactions.total(2) })).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toContainText(transactions.kinds.release);
  await expect(grid.getByRole('row').nth(1)).toContainText('$400.00');
  await expect(grid.getByRole('row').nth(1)).toContainText('$20.00');
  await expect(grid.getByRole('row').nth(2)).toContainText(transactions.kinds.fund);
  await axeInBothThemes(page, 'admin transactions');

  // The CSV of the filtered rows: the header, then the release and the funding, newest first.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: transactions.exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('transactions.csv');
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe(adminCsvColumns.transactions.map((column) => `"${column}"`).join(','));
  expect(lines).toHaveLength(1 + 2 + 1);
  expect(lines[1]).toContain('"release","completed"');
  expect(lines[1]).toContain(`"${managerAccount.fullName}"`);
  expect(lines[1]).toContain(`"Audit for ${word}"`);
  expect(lines[1]).toContain('"400.00","20.00"');
  expect(lines[2]).toContain('"fund","completed"');

  // Only releases: one row left; the address keeps both filters.
  await page.getByRole('button', { name: new RegExp(transactions.type) }).click();
  await page.getByRole('option', { name: transactions.kinds.release }).click();
  await expect(page).toHaveURL(/transaction_type=release/);
  await expect(grid.getByRole('row')).toHaveCount(2);

  // /reports: the users report, then the security log, which lists the admin's own sign-in.
  await page.goto('/reports');
  await expect(page.getByRole('grid', { name: reports.usersTitle })).toBeVisible();
  await page.getByRole('tab', { name: reports.tabs.security }).click();
  await expect(page).toHaveURL(/tab=security/);
  await page.getByRole('searchbox', { name: reports.search }).fill(demoAdmin.email);
  await page.keyboard.press('Enter');
  const log = page.getByRole('grid', { name: reports.securityTitle });
  await expect(log.getByRole('row').nth(1)).toContainText(reports.kinds.sign_in);
  await axeInBothThemes(page, 'security log');
});

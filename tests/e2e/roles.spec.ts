import {
  defaultGrants,
  managerJobLabels,
  permissionCatalogue,
  permissionGroups,
  roleListLabels,
  rolePermissionLabels,
  roleServerMessages,
} from '@cloudexperts/domain';
import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../packages/api/src/db/seed.ts';
import { apiAt, apiLogin, axeViolations, createAccount, signedInWithAxe } from './support.ts';

/**
 * Issue 19's roles in the pages: the demo admin opens /roles, takes "Manage jobs" from Project
 * Manager on /roles-permission/project_manager, and a project manager signed in meanwhile (a fresh
 * one) is refused the call at their next request; the admin gives it back and it works again. The
 * demo's grants are restored whatever happens (the specs share the demo database).
 */
const demoAdmin = demoAccounts.find((account) => account.role === 'admin');
const manageJobs = permissionCatalogue['jobs.manage'].label;

test('an admin revokes a permission from Project Manager: their call is refused at once, and allowed once restored', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = baseURL ?? '';
  if (!demoAdmin) throw new Error('no demo admin');
  const adminToken = await apiLogin(origin, { ...demoAdmin, id: 0, fullName: '' });
  const adminApi = apiAt(origin, adminToken);
  const manager = await createAccount(origin, { role: 'project_manager', label: 'roles' });
  const managerApi = apiAt(origin, await apiLogin(origin, manager));
  expect((await managerApi.jobsByStatus({ query: {} })).records).toEqual([]);

  const context = await browser.newContext({ baseURL: origin });
  const admin = await context.newPage();
  await signedInWithAxe(admin, adminToken);
  try {
    await admin.goto('/roles');
    const table = admin.getByRole('grid', { name: roleListLabels.table });
    await expect(table.getByRole('row').filter({ hasText: 'Project Manager' })).toBeVisible();
    expect(await axeViolations(admin), '/roles').toEqual([]);
    await table.getByRole('row').filter({ hasText: 'Project Manager' }).click();
    await expect(
      admin.getByRole('heading', { level: 1, name: rolePermissionLabels.titleOf('Project Manager') }),
    ).toBeVisible();
    await expect(admin).toHaveURL(/\/roles-permission\/project_manager$/);
    expect(await axeViolations(admin), '/roles-permission/project_manager').toEqual([]);

    const jobs = admin.getByRole('group', { name: permissionGroups.jobs });
    const box = jobs.getByRole('checkbox', { name: manageJobs });
    await expect(box).toBeChecked();
    await box.uncheck({ force: true });
    await admin.getByRole('button', { name: rolePermissionLabels.save }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: roleServerMessages.saved('project_manager') }),
    ).toBeVisible();

    // The manager's next request, same session: refused with why; their page shows the failure.
    const refused = await managerApi.jobsByStatus({ query: {} }).then(
      () => undefined,
      (error: unknown) => error as { status: number; message: string },
    );
    expect(refused).toMatchObject({
      status: 403,
      message: roleServerMessages.permissionDenied(manageJobs),
    });
    const managerPage = await (await browser.newContext({ baseURL: origin })).newPage();
    await signedInWithAxe(managerPage, await apiLogin(origin, manager));
    await managerPage.goto('/my-jobs');
    await expect(managerPage.getByText(managerJobLabels.myJobs.loadFailedTitle)).toBeVisible();

    // Given back: allowed again at the next request.
    await box.check({ force: true });
    await admin.getByRole('button', { name: rolePermissionLabels.save }).click();
    await expect(box).toBeChecked();
    await expect
      .poll(async () => (await adminApi.rolePermissions({ params: { id: 'project_manager' } })).role.granted)
      .toBe(defaultGrants('project_manager').length);
    expect((await managerApi.jobsByStatus({ query: {} })).records).toEqual([]);
    await managerPage.reload();
    await expect(managerPage.getByRole('heading', { level: 1, name: managerJobLabels.myJobs.title })).toBeVisible();
    await expect(managerPage.getByText(managerJobLabels.myJobs.loadFailedTitle)).toHaveCount(0);
  } finally {
    // Whatever failed above, the demo's Project Manager keeps its defaults.
    const current = await adminApi.rolePermissions({ params: { id: 'project_manager' } });
    if (current.role.granted !== defaultGrants('project_manager').length) {
      await adminApi.replaceRolePermissions({
        params: { id: 'project_manager' },
        body: { permissions: defaultGrants('project_manager'), version: current.role.version },
      });
    }
  }
});

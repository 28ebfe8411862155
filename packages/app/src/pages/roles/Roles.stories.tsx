import {
  defaultGrants,
  permissionCatalogue,
  permissionGroups,
  roleChangeLabels,
  roleListLabels,
  rolePermissionLabels as labels,
  roleServerMessages,
} from '@cloudexperts/domain';
import { buildAccessToken, buildRoleDetail, buildRoleList, handle, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { RolePages } from './testing.tsx';

/**
 * /roles (`GET /roles`) and /roles-permission/:id (`GET`/`PUT /roles/{id}/permissions`): the
 * Admin's roles and what each may do, saved as a whole set with the version it was edited from.
 */
const meta = {
  title: 'Pages/Admin/Roles',
  component: RolePages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/roles', token: buildAccessToken({ role: 'admin' }) },
  beforeEach({ msw }) {
    msw.use(
      handlers.roles.some,
      handlers.roleChanges.some,
      handlers.rolePermissions.defaults,
      handlers.replaceRolePermissions.saved,
    );
  },
} satisfies Meta<typeof RolePages>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: roleListLabels.table }, LOAD);

/**
 * The five roles with their users and how many of the permissions they may hold they hold; below,
 * the recent changes: when, by whom, which role, the permissions added and removed by their labels.
 */
export const RoleList: Story = {
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await expect(await within(table).findByText('Project Manager', {}, LOAD)).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    const grants = defaultGrants('project_manager').length;
    await expect(within(table).getAllByRole('row')[2]).toHaveTextContent(roleListLabels.granted(grants, grants));
    await expect(within(table).getByText('128')).toBeVisible();

    const changes = await within(canvasElement).findByRole('grid', { name: roleChangeLabels.table }, LOAD);
    const rows = within(changes).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Ada Admin');
    await expect(rows[1]).toHaveTextContent('Project Manager');
    await expect(rows[1]).toHaveTextContent(permissionCatalogue['jobs.manage'].label);
    await expect(rows[1]).toHaveTextContent(roleChangeLabels.nothing);
    await expect(rows[2]).toHaveTextContent(permissionCatalogue['contracts.view'].label);
    await expect(rows[2]).toHaveTextContent(permissionCatalogue['interviews.schedule'].label);
  },
};

/** A row is a link: Enter on the focused Project Manager row opens its permissions. */
export const OpenRoleByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement);
    await within(table).findByText('Project Manager', {}, LOAD);
    const row = within(table).getAllByRole('row')[2] as HTMLElement;
    await expect(row).toHaveTextContent('Project Manager');
    row.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: labels.titleOf('Project Manager') }, LOAD),
    ).toBeVisible();
  },
};

/** No role is set up (a database not migrated yet). */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.roles.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(roleListLabels.empty, {}, LOAD)).toBeVisible();
  },
};

/** While the roles load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('roles'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(roleListLabels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** The list fails; Retry (by keyboard) loads it. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('roles', () => buildRoleList()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(roleListLabels.loadFailed, {}, LOAD)).toBeVisible();
    await tabTo(roleListLabels.retry);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('grid', { name: roleListLabels.table })).toBeVisible(), LOAD);
    await announcementsCleared();
  },
};

const jobs = permissionGroups.jobs;
const postJobs = permissionCatalogue['jobs.post'].label;

/**
 * Project Manager's permissions by group; unticking "Post jobs" by keyboard and saving sends the
 * set without it, the button is pending meanwhile, and the answer's message is announced.
 */
export const EditAndSave: Story = {
  args: { path: '/roles-permission/project_manager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: labels.titleOf('Project Manager') }, LOAD),
    ).toBeVisible();
    const group = canvas.getByRole('group', { name: jobs });
    const box = within(group).getByRole('checkbox', { name: postJobs });
    await expect(box).toBeChecked();
    // Freelancer-only permissions are not offered to Project Manager.
    await expect(canvas.queryByRole('checkbox', { name: permissionCatalogue['proposals.submit'].label })).toBeNull();
    await expect(canvas.getByRole('button', { name: labels.save })).toBeDisabled();
    await tabToElement(box, 60);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(canvas.getByText(labels.unsaved)).toBeVisible();
    await tabTo(labels.save);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(roleServerMessages.saved('project_manager'), {}, LOAD)).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(canvas.queryByText(labels.unsaved)).toBeNull();
    await announcementsCleared();
  },
};

/** While a save runs: the button is pending and the boxes wait. */
export const Saving: Story = {
  args: { path: '/roles-permission/project_manager' },
  beforeEach({ msw }) {
    msw.use(hang('replaceRolePermissions'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: postJobs }, LOAD);
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await waitFor(() => expect(box).toBeDisabled());
    const save = canvas.getByRole('button', { name: new RegExp(labels.save) });
    await expect(save).toHaveAttribute('data-pending', 'true');
    await expect(within(save).getByRole('progressbar', { name: labels.saving })).toBeVisible();
  },
};

/** Someone else saved meanwhile (409): the message says so, the edit is kept, Reload is offered. */
export const StaleSave: Story = {
  args: { path: '/roles-permission/project_manager' },
  beforeEach({ msw }) {
    msw.use(handlers.replaceRolePermissions.stale);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: postJobs }, LOAD);
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(await canvas.findByText(roleServerMessages.staleVersion, {}, LOAD)).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: labels.reload })).toBeVisible();
  },
};

/** A save that fails (500): the failure is shown and nothing the admin ticked is lost. */
export const SaveFailed: Story = {
  args: { path: '/roles-permission/project_manager' },
  beforeEach({ msw }) {
    msw.use(handlers.replaceRolePermissions.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: postJobs }, LOAD);
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await expect(await canvas.findByText(labels.saveFailed, {}, LOAD)).toBeVisible();
    await expect(box).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: labels.save })).toBeEnabled();
  },
};

/** The Admin keeps "Manage role permissions": shown ticked and disabled (no lock-out). */
export const AdminLockedGrants: Story = {
  args: { path: '/roles-permission/admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const locked = await canvas.findByRole('checkbox', { name: permissionCatalogue['roles.manage'].label }, LOAD);
    await expect(locked).toBeChecked();
    await expect(locked).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: permissionCatalogue['admin.users.ban'].label })).toBeEnabled();
  },
};

/** A role with nothing it may be given (as a role whose calls all need no permission would be). */
export const NothingGrantable: Story = {
  args: { path: '/roles-permission/support' },
  beforeEach({ msw }) {
    const detail = buildRoleDetail('support');
    msw.use(
      handle('rolePermissions', () =>
        HttpResponse.json({
          ...detail,
          permissions: detail.permissions.map((permission) => ({ ...permission, grantable: false, granted: false })),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.empty, {}, LOAD)).toBeVisible();
  },
};

/** The permissions fail to load; Retry (by keyboard) loads them. */
export const PermissionsFailedThenRetried: Story = {
  args: { path: '/roles-permission/coordinator' },
  beforeEach({ msw }) {
    msw.use(failOnceThen('rolePermissions', () => buildRoleDetail('coordinator')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailedTitle, {}, LOAD)).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: labels.titleOf('Coordinator') }, LOAD),
    ).toBeVisible();
    await announcementsCleared();
  },
};

/** An address naming no role. */
export const UnknownRole: Story = {
  args: { path: '/roles-permission/superuser' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.notFoundTitle, {}, LOAD)).toBeVisible();
  },
};

/** While the permissions load. */
export const PermissionsLoading: Story = {
  args: { path: '/roles-permission/freelancer' },
  beforeEach({ msw }) {
    msw.use(hang('rolePermissions'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

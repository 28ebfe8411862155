import { managerJobLabels, permissionCatalogue, permissionDeniedTexts } from '@cloudexperts/domain';
import { buildJobList, buildJobSummaries, handlers, permissionDenied } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen, serverError } from '../../testing/mocks.ts';
import { AccountScreens } from '../account/testing.tsx';
import { managerJobRoutes } from './routes.tsx';

const labels = managerJobLabels.myJobs;

/** /my-jobs: the manager's own jobs by status, five a page, with Edit and Delete. */
const meta = {
  title: 'Pages/Jobs/My jobs',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-jobs', routes: managerJobRoutes },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvas: HTMLElement) => {
  const list = await within(canvas).findByRole('list', { name: labels.listLabel }, LOAD);
  return within(list).getAllByRole('listitem');
};

/** Open jobs, first of two pages; the next page by keyboard keeps the tab in the URL. */
export const OpenJobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rowsOf(canvasElement)).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.count(7));
    await expect(canvas.getByRole('tab', { name: labels.tabs.open })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/my-jobs?page=2'));
  },
};

/** Drafts: chosen with the arrow keys; a draft says Continue, not Edit. */
export const Drafts: Story = {
  args: { path: '/my-jobs?status=draft' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvasElement);
    await expect(canvas.getByRole('tab', { name: labels.tabs.draft })).toHaveAttribute('aria-selected', 'true');
    await tabTo(labels.tabs.draft);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/my-jobs?status=closed'),
    );
    // The closed jobs have loaded (the screen the story ends on).
    await expect(await rowsOf(canvasElement)).toHaveLength(5);
  },
};

/** No job of that status: what it means and the way to post one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.jobsByStatus.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.empty.open.title, {}, LOAD)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: labels.postJob })).toHaveLength(2);
  },
};

/** The list could not be loaded: Retry loads it. */
export const LoadFailedRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('jobsByStatus', () => buildJobList(buildJobSummaries(2), 1, 5, 2)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailedTitle, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(await rowsOf(canvasElement)).toHaveLength(2);
    await announcementsCleared();
  },
};

/**
 * An admin revoked Manage jobs from Project Manager (issue 19): the page says which permission its
 * role lacks and who can change it, instead of the generic failure (every page's error state does).
 */
export const PermissionDenied: Story = {
  beforeEach({ msw }) {
    msw.use(permissionDenied('jobsByStatus'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailedTitle, {}, LOAD)).toBeVisible();
    await expect(
      canvas.getByText(permissionDeniedTexts.message(permissionCatalogue['jobs.manage'].label)),
    ).toBeVisible();
    await expect(canvas.queryByText(labels.loadFailedMessage)).not.toBeInTheDocument();
  },
};

/** Delete asks first; confirming deletes the job and reloads the list. */
export const DeleteConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const [first] = await rowsOf(canvasElement);
    if (!first) throw new Error('no job rows');
    const title = within(first).getByRole('heading').textContent;
    await userEvent.click(within(first).getByRole('button', { name: labels.deleteLabel(title) }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(labels.deleteMessage(title));
    await userEvent.click(within(dialog).getByRole('button', { name: labels.deleteConfirm }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(await rowsOf(canvasElement)).toHaveLength(5);
    await announcementsCleared();
  },
};

/** A failed delete keeps the dialog open with the job, and says so. */
export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('deleteJob'));
  },
  play: async ({ canvasElement }) => {
    const [first] = await rowsOf(canvasElement);
    if (!first) throw new Error('no job rows');
    const title = within(first).getByRole('heading').textContent;
    await userEvent.click(within(first).getByRole('button', { name: labels.deleteLabel(title) }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.deleteConfirm }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: labels.deleteConfirm })).toBeEnabled());
    await expect(dialog).toBeVisible();
  },
};

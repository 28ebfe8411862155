import { accountStatusLabels, adminClientListLabels as labels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildAdminClientList,
  FIXTURE_ADMIN_CLIENT_ID,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { AdminPages } from './testing.tsx';

/** /admin-client-listing on `GET /admins/clients`: every client, by a term and the account status. */
const meta = {
  title: 'Pages/Admin/Clients',
  component: AdminPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin-client-listing', token: buildAccessToken({ role: 'admin' }) },
  beforeEach({ msw }) {
    msw.use(handlers.adminClients.some);
  },
} satisfies Meta<typeof AdminPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: labels.results }, LOAD);

/** Clients with their account, jobs and spend, each leading to the profile; a search by keyboard asks the API. */
export const Filled: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle('adminClients', ({ request }) => {
        if (new URL(request.url).searchParams.get('search') === 'nobody') {
          return Response.json(buildAdminClientList([]));
        }
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await listOf(canvasElement);
    await expect(within(list).getByRole('link', { name: 'Dana Whitfield' })).toHaveAttribute(
      'href',
      `/admin-client-profile/${String(FIXTURE_ADMIN_CLIENT_ID)}`,
    );
    await expect(within(list).getByText(accountStatusLabels.banned)).toBeVisible();
    await expect(within(list).getByText(labels.jobs(4, 1))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.found(2));

    canvas.getByRole('searchbox', { name: labels.searchField }).focus();
    await userEvent.keyboard('nobody{Enter}');
    await expect(await canvas.findByText(labels.noMatch, {}, LOAD)).toBeVisible();
    await tabTo(labels.clearFilters);
    await userEvent.keyboard('{Enter}');
    await expect(await listOf(canvasElement)).toBeVisible();
    await announcementsCleared();
  },
};

/** No client yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.adminClients.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.empty, {}, LOAD)).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('adminClients'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** The list fails; Retry (by keyboard) loads it. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('adminClients', () => buildAdminClientList()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('list', { name: labels.results })).toBeVisible(), LOAD);
    await announcementsCleared();
  },
};

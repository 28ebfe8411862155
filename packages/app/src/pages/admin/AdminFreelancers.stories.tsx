import { accountStatusLabels, adminFreelancerListLabels as labels, profileStatusLabels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildAdminFreelancerList,
  FIXTURE_ADMIN_FREELANCER_UUID,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { AdminPages } from './testing.tsx';

/**
 * /all-freelancers (`GET /freelancer_index`) and /cloud-experts (`GET /admins/find_freelancers`):
 * the admin's freelancer lists, filtered by a term and statuses, a page at a time.
 */
const meta = {
  title: 'Pages/Admin/Freelancer lists',
  component: AdminPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/all-freelancers', token: buildAccessToken({ role: 'admin' }) },
  beforeEach({ msw }) {
    msw.use(handlers.freelancerIndex.some, handlers.adminFindFreelancers.some);
  },
} satisfies Meta<typeof AdminPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: labels.results }, LOAD);

/** Every applicant with both statuses, each leading to the review page; a search by keyboard asks the API. */
export const AllFreelancers: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle('freelancerIndex', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        if (search === 'nobody') {
          return Response.json(buildAdminFreelancerList([]));
        }
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await listOf(canvasElement);
    await expect(within(list).getByRole('link', { name: 'Priya Raman' })).toHaveAttribute(
      'href',
      `/freelancer/${FIXTURE_ADMIN_FREELANCER_UUID}`,
    );
    await expect(within(list).getByText(profileStatusLabels.submitted)).toBeVisible();
    await expect(within(list).getByText(accountStatusLabels.banned)).toBeVisible();
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

/** The approved experts, without the review-status filter. */
export const CloudExperts: Story = {
  args: { path: '/cloud-experts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.experts.title }, LOAD)).toBeVisible();
    await listOf(canvasElement);
    await expect(canvas.queryByText(labels.statusField)).not.toBeInTheDocument();
    await expect(canvas.getByText(labels.accountField)).toBeVisible();
  },
};

/** No one has applied yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.freelancerIndex.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.all.empty, {}, LOAD)).toBeVisible();
  },
};

/** While the page loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('freelancerIndex'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** The list fails; Retry (by keyboard) loads it. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('freelancerIndex', () => buildAdminFreelancerList()));
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

import { adminContractLabels, adminJobDetailsLabels as labels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildAdminJobDetails,
  FIXTURE_ADMIN_CLIENT_ID,
  FIXTURE_ADMIN_JOB_ID,
  handlers,
  hang,
  respond,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { AdminPages } from './testing.tsx';

/** /admin-jobs-details/:id on `GET /admins/jobs/{id}`: the job, its client, proposals and contracts. */
const meta = {
  title: 'Pages/Admin/Job details',
  component: AdminPages,
  parameters: { layout: 'fullscreen' },
  args: { path: `/admin-jobs-details/${String(FIXTURE_ADMIN_JOB_ID)}`, token: buildAccessToken({ role: 'admin' }) },
  beforeEach({ msw }) {
    msw.use(handlers.adminJob.found);
  },
} satisfies Meta<typeof AdminPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = buildAdminJobDetails();

/** The job with its client (a link to the client profile), proposals by status and a contract's money. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: details.job.title }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.clientProfile('Dana Whitfield') })).toHaveAttribute(
      'href',
      `/admin-client-profile/${String(FIXTURE_ADMIN_CLIENT_ID)}`,
    );
    const table = canvas.getByRole('table', { name: labels.contracts });
    await expect(within(table).getByRole('link', { name: 'Priya Raman' })).toBeVisible();
    await expect(within(table).getByText('$1,700.00')).toBeVisible();
    await expect(within(table).getByText(adminContractLabels.active)).toBeVisible();
  },
};

/** No one hired yet. */
export const NoContracts: Story = {
  beforeEach({ msw }) {
    msw.use(respond('adminJob', () => buildAdminJobDetails({ contracts: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.noContracts, {}, LOAD)).toBeVisible();
  },
};

/** An unknown job. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.adminJob.notFound);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.notFoundTitle, {}, LOAD)).toBeVisible();
  },
};

/** While the job loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('adminJob'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** The load fails; Retry (by keyboard) shows the job. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('adminJob', () => buildAdminJobDetails()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailedTitle, {}, LOAD)).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: details.job.title })).toBeVisible(), LOAD);
    await announcementsCleared();
  },
};

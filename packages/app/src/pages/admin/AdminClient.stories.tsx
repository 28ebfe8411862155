import {
  adminClientLabels as labels,
  adminFreelancerLabels as actionLabels,
  adminServerMessages,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildAdminClient,
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

/**
 * /admin-client-profile/:id on `GET /admins/clients/{id}` and the client's jobs
 * (`GET /admins/find_jobs?manager_id=`): the account, figures, jobs, contracts, and Ban/Unban and
 * Deactivate through CONFIRMATION_POPUP.
 */
const meta = {
  title: 'Pages/Admin/Client profile',
  component: AdminPages,
  parameters: { layout: 'fullscreen' },
  args: {
    path: `/admin-client-profile/${String(FIXTURE_ADMIN_CLIENT_ID)}`,
    token: buildAccessToken({ role: 'admin' }),
  },
  beforeEach({ msw }) {
    msw.use(handlers.adminClient.found, handlers.adminFindJobs.some, handlers.banUserByPost.banned);
  },
} satisfies Meta<typeof AdminPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Dana Whitfield' }, LOAD);

/** The profile with jobs and a contract; Ban by keyboard, confirmed, announced, Unban offered. */
export const Banned: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    const jobs = await canvas.findByRole('list', { name: labels.jobs }, LOAD);
    await expect(
      within(jobs).getByRole('link', { name: 'Migrate our Kubernetes platform to AWS EKS' }),
    ).toHaveAttribute('href', `/admin-jobs-details/${String(FIXTURE_ADMIN_JOB_ID)}`);
    await expect(canvas.getByRole('table', { name: labels.contracts })).toBeVisible();

    await tabTo(actionLabels.ban);
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog', { name: actionLabels.banTitle }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: actionLabels.ban }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(adminServerMessages.banned), LOAD);
    await expect(canvas.getByRole('button', { name: actionLabels.unban })).toBeVisible();
    await announcementsCleared();
  },
};

/** A new client: no job, no contract, never signed in. */
export const NewClient: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('adminClient', () =>
        buildAdminClient(
          {
            company_name: null,
            jobs_posted: 0,
            open_jobs: 0,
            spend_cents: 0,
            escrow_cents: 0,
            active_contracts: 0,
            last_sign_in_at: null,
            email_confirmed: false,
          },
          [],
        ),
      ),
      handlers.adminFindJobs.empty,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await page(canvasElement);
    await expect(await canvas.findByText(labels.noContracts, {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(labels.never)).toBeVisible();
  },
};

/** No such client: not found, with the way back to the list. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.adminClient.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.notFoundTitle, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.back })).toHaveAttribute('href', '/admin-client-listing');
  },
};

/** While the profile loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('adminClient'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** The load fails; Retry (by keyboard) loads it. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('adminClient', () => buildAdminClient()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailedTitle, {}, LOAD)).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await page(canvasElement);
    await announcementsCleared();
  },
};

import { adminJobListLabels as labels, adminJobStatusLabels, jobsReportLabels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildAdminJobList,
  buildJobsReport,
  FIXTURE_ADMIN_CLIENT_ID,
  FIXTURE_ADMIN_JOB_ID,
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
 * /admin-jobs: the year's report (`GET /admins/jobs_report/`, a chart and its table) and every
 * client's jobs (`GET /admins/find_jobs`), filtered by a term, the status and the platform.
 */
const meta = {
  title: 'Pages/Admin/Jobs',
  component: AdminPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/admin-jobs?year=2026', token: buildAccessToken({ role: 'admin' }) },
  beforeEach({ msw }) {
    msw.use(handlers.adminFindJobs.some, handlers.jobsReport.some);
  },
} satisfies Meta<typeof AdminPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const listOf = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: labels.results }, LOAD);

/** The report and the jobs, each leading to its admin page and its client; a search by keyboard asks the API. */
export const Filled: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle('adminFindJobs', ({ request }) => {
        if (new URL(request.url).searchParams.get('search') === 'nobody') {
          return Response.json(buildAdminJobList([]));
        }
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await listOf(canvasElement);
    await expect(
      within(list).getByRole('link', { name: 'Migrate our Kubernetes platform to AWS EKS' }),
    ).toHaveAttribute('href', `/admin-jobs-details/${String(FIXTURE_ADMIN_JOB_ID)}`);
    await expect(within(list).getAllByRole('link', { name: 'Dana Whitfield' })[0]).toHaveAttribute(
      'href',
      `/admin-client-profile/${String(FIXTURE_ADMIN_CLIENT_ID)}`,
    );
    await expect(within(list).getByText(adminJobStatusLabels.deleted)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.found(3));
    const report = buildJobsReport();
    const table = await canvas.findByRole('table', { name: jobsReportLabels.breakdown(2026) }, LOAD);
    await expect(within(table).getByRole('row', { name: /^Year/ })).toHaveTextContent(String(report.totals.total));

    canvas.getByRole('searchbox', { name: labels.searchField }).focus();
    await userEvent.keyboard('nobody{Enter}');
    await expect(await canvas.findByText(labels.noMatch, {}, LOAD)).toBeVisible();
    await tabTo(labels.clearFilters);
    await userEvent.keyboard('{Enter}');
    await expect(await listOf(canvasElement)).toBeVisible();
    await announcementsCleared();
  },
};

/** No job posted yet, and an empty year. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.adminFindJobs.empty, handlers.jobsReport.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.empty, {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText(jobsReportLabels.none(2026), {}, LOAD)).toBeVisible();
  },
};

/** While the page loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('adminFindJobs'), hang('jobsReport'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
    await expect(within(canvasElement).getByText(jobsReportLabels.loading)).toBeInTheDocument();
  },
};

/** The list fails; Retry (by keyboard) loads it. */
export const FailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('adminFindJobs', () => buildAdminJobList()));
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

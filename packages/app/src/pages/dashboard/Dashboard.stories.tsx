import { dashboardLabels as labels, proposalStatusLabels } from '@cloudexperts/domain';
import { buildAccessToken, buildInterview, buildInterviewList, handlers, respond } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { DashboardPages } from './testing.tsx';

/** The dashboard on the signed-in home: each card loads on its own, links to its page. */
const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/', token: buildAccessToken({ role: 'freelancer' }) },
} satisfies Meta<typeof DashboardPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: HTMLElement, title: string) => within(canvas).findByRole('region', { name: title }, LOAD);

/** The freelancer's: proposals by state, active contracts, the next interviews, the week's hours. */
export const Freelancer: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('allInterviews', () => buildInterviewList([buildInterview({}, 'Europe/London')])),
      handlers.activeContracts.some,
    );
  },
  play: async ({ canvasElement }) => {
    const proposals = await card(canvasElement, labels.proposals);
    await waitFor(() => expect(within(proposals).getByText(proposalStatusLabels.submitted)).toBeVisible(), LOAD);
    await expect(within(proposals).getByRole('link', { name: labels.proposalsLink })).toHaveAttribute(
      'href',
      '/my-proposals',
    );
    const contracts = await card(canvasElement, labels.contracts);
    await waitFor(() => expect(within(contracts).getAllByRole('link').length).toBeGreaterThan(1), LOAD);
    const availability = await card(canvasElement, labels.availability);
    await waitFor(() => expect(within(availability).getByText('43 hrs')).toBeVisible(), LOAD);
    const interviews = await card(canvasElement, labels.interviews);
    await waitFor(() => expect(within(interviews).getAllByRole('listitem').length).toBeGreaterThan(0), LOAD);
  },
};

/** The manager's: jobs by state, proposals to review, interviews, contracts. */
export const ProjectManager: Story = {
  args: { token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handlers.managerDashboard.withJobs, handlers.managerActiveContracts.empty);
  },
  play: async ({ canvasElement }) => {
    const jobs = await card(canvasElement, labels.jobs);
    await waitFor(() => expect(within(jobs).getByText(labels.jobStatuses.open)).toBeVisible(), LOAD);
    await expect(within(jobs).getByRole('link', { name: labels.jobsLink })).toHaveAttribute('href', '/my-jobs');
    await card(canvasElement, labels.toReview);
    const interviews = await card(canvasElement, labels.interviews);
    await waitFor(() => expect(within(interviews).getByText(labels.noInterviews)).toBeVisible(), LOAD);
    const contracts = await card(canvasElement, labels.contracts);
    await waitFor(() => expect(within(contracts).getByText(labels.noContracts)).toBeVisible(), LOAD);
  },
};

/** One card fails: it says so with Retry, the others still show; Retry loads it. */
export const OneCardFailed: Story = {
  args: { token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handlers.managerDashboard.serverError);
  },
  play: async ({ canvasElement }) => {
    const jobs = await card(canvasElement, labels.jobs);
    await waitFor(() => expect(within(jobs).getByText(labels.loadFailed(labels.jobs))).toBeVisible(), LOAD);
    const review = await card(canvasElement, labels.toReview);
    await waitFor(() => expect(within(review).getByText(labels.toReviewHelp)).toBeVisible(), LOAD);
    await expect(within(jobs).getByRole('button', { name: labels.retry })).toBeVisible();
    await userEvent.click(within(jobs).getByRole('button', { name: labels.retry }));
    await announcementsCleared();
  },
};

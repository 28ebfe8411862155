import { analyticsLabels as labels } from '@cloudexperts/domain';
import { buildAccessToken, buildFreelancerAnalytics, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { retryGate } from '../payments/testing.tsx';
import { AnalyticsPages } from './testing.tsx';

/** /analytics: the caller's figures month by month, each chart with its table; 6, 12 or 24 months. */
const meta = {
  title: 'Pages/Analytics',
  component: AnalyticsPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/analytics', token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.analytics.freelancer);
  },
} satisfies Meta<typeof AnalyticsPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvas: HTMLElement, name: string) => within(canvas).findByRole('table', { name }, LOAD);

/** A freelancer's year: earnings, proposals and hires, profile views; the period's totals above. */
export const Freelancer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const earnings = await loaded(canvasElement, labels.earnings);
    await expect(within(earnings).getByRole('rowheader', { name: 'November 2026' })).toBeInTheDocument();
    await expect(within(earnings).getByRole('cell', { name: '$1,567.50' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: labels.proposalsAndHires })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: labels.profileViews })).toBeInTheDocument();
    // The win rate of each month's proposals: November's 0 of 3 is 0%, October's 1 of 6 is 17%.
    const winRate = canvas.getByRole('table', { name: labels.winRateByMonth });
    await expect(within(winRate).getByRole('row', { name: 'November 2026 0%' })).toBeInTheDocument();
    await expect(within(winRate).getByRole('row', { name: 'October 2026 17%' })).toBeInTheDocument();
    await expect(canvas.getByText(labels.freelancerLead)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: labels.periodOption(12) })).toBeChecked();
  },
};

/** A client's year: spend, proposals received and hires, jobs posted, and what escrow holds now. */
export const Manager: Story = {
  args: { token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handlers.analytics.manager);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, labels.spend);
    await expect(canvas.getByRole('table', { name: labels.proposalsReceivedAndHires })).toBeInTheDocument();
    await expect(canvas.getByText(labels.managerLead)).toBeVisible();
    await expect(canvas.getByText(labels.inEscrowHelp)).toBeVisible();
  },
};

/** Nothing yet: zeros everywhere, the charts flat, no error. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.analytics.freelancerEmpty);
  },
  play: async ({ canvasElement }) => {
    const earnings = await loaded(canvasElement, labels.earnings);
    await expect(within(earnings).getAllByRole('cell', { name: '$0.00' })).toHaveLength(12);
    // No proposals is no rate at all, not a 0% one.
    const winRate = within(canvasElement).getByRole('table', { name: labels.winRateByMonth });
    await expect(within(winRate).getAllByRole('cell', { name: labels.noProposals })).toHaveLength(12);
  },
};

/** While the figures load: skeletons under the period switch. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('analytics'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

const gate = retryGate('analytics', () => buildFreelancerAnalytics());

/** The call fails: the error with Retry, which loads the figures. */
export const LoadFailedRetry: Story = {
  beforeEach({ msw }) {
    msw.use(gate.handler());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: labels.retry }, LOAD);
    await expect(canvas.getByText(labels.loadFailed)).toBeVisible();
    gate.open();
    await userEvent.click(retry);
    await loaded(canvasElement, labels.earnings);
    await announcementsCleared();
  },
};

/** By keyboard: the period switch to 6 months (the address keeps it), then a chart's table. */
export const PeriodAndTableByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, labels.earnings);
    const twelve = canvas.getByRole('radio', { name: labels.periodOption(12) });
    twelve.focus();
    await userEvent.keyboard('{ArrowLeft} ');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/analytics?months=6'));
    await expect(canvas.getByRole('radio', { name: labels.periodOption(6) })).toBeChecked();
    await loaded(canvasElement, labels.earnings);
    // Each option is a stop of its own: past the other periods to the first chart's switch.
    await tabTo(labels.table);
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('radio', { name: labels.table })[0]).toBeChecked();
    await expect(canvas.getAllByRole('cell', { name: '$1,567.50' })[0]).toBeVisible();
  },
};

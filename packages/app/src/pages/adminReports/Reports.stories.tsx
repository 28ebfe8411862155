import { adminReportLabels as labels } from '@cloudexperts/domain';
import { buildAccessToken, buildAdminReport, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { retryGate } from '../payments/testing.tsx';
import { AdminReportPages } from './testing.tsx';

/** /reports: users, jobs and revenue for a range (each with its CSV), and the security log. */
const meta = {
  title: 'Pages/Admin/Reports',
  component: AdminReportPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reports', token: buildAccessToken({ role: 'admin' }) },
  beforeEach({ msw }) {
    msw.use(handlers.adminReports.filled, handlers.adminReportCsv.file, handlers.adminSecurityEvents.some);
  },
} satisfies Meta<typeof AdminReportPages>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvas: HTMLElement, name: string) {
  const grid = await within(canvas).findByRole('grid', { name }, LOAD);
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1), LOAD);
  return grid;
}
const location = (canvas: HTMLElement) => within(canvas).getByTestId('location');

/** Sign-ups by role and account status over the stories' year. */
export const Users: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement, labels.usersTitle);
    await expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('Freelancer');
    await expect(within(grid).getAllByRole('row')[1]).toHaveTextContent('108');
    await expect(canvas.getByRole('tab', { name: labels.tabs.users })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: labels.exportCsv })).toBeEnabled();
  },
};

/** Jobs by status and by platform. */
export const Jobs: Story = {
  args: { path: '/reports?tab=jobs' },
  play: async ({ canvasElement }) => {
    await table(canvasElement, labels.jobsByStatus);
    const platforms = await table(canvasElement, labels.jobsByPlatform);
    await expect(within(platforms).getByText(labels.noPlatform)).toBeVisible();
  },
};

/** The platform's fees by month, as a chart with its table. */
export const Revenue: Story = {
  args: { path: '/reports?tab=revenue&start_date=2025-12-01&end_date=2026-11-26' },
  play: async ({ canvasElement }) => {
    const fees = await within(canvasElement).findByRole('table', { name: labels.revenueTitle }, LOAD);
    await expect(within(fees).getByRole('rowheader', { name: 'November 2026' })).toBeInTheDocument();
  },
};

/** The security log: who, what, when, from where. */
export const SecurityLog: Story = {
  args: { path: '/reports?tab=security' },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement, labels.securityTitle);
    const rows = within(grid).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(labels.kinds.banned);
    await expect(rows[2]).toHaveTextContent(labels.unknownUser);
    await expect(rows[2]).toHaveTextContent('nobody@example.test');
  },
};

/** By keyboard: the tabs move with the arrows and the address keeps the tab. */
export const TabsByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement, labels.usersTitle);
    canvas.getByRole('tab', { name: labels.tabs.users }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/reports?tab=jobs'), LOAD);
    await table(canvasElement, labels.jobsByStatus);
  },
};

/** Nothing in the range: zeros, no platforms. */
export const Empty: Story = {
  args: { path: '/reports?tab=jobs' },
  beforeEach({ msw }) {
    msw.use(handlers.adminReports.empty);
  },
  play: async ({ canvasElement }) => {
    await table(canvasElement, labels.jobsByStatus);
    await expect(await within(canvasElement).findByText(labels.empty, {}, LOAD)).toBeVisible();
  },
};

/** An empty security log. */
export const SecurityLogEmpty: Story = {
  args: { path: '/reports?tab=security' },
  beforeEach({ msw }) {
    msw.use(handlers.adminSecurityEvents.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.securityEmpty, {}, LOAD)).toBeVisible();
  },
};

/** While the report loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('adminReports'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

const gate = retryGate('adminReports', () => buildAdminReport());

/** The call fails: the error with Retry, which loads the report. */
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
    await table(canvasElement, labels.usersTitle);
    await announcementsCleared();
  },
};

import { adminDashboardLabels as labels, moneyText } from '@cloudexperts/domain';
import { buildAccessToken, buildAdminDashboard, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { retryGate } from '../payments/testing.tsx';
import { AdminReportPages } from './testing.tsx';

/** The admin's dashboard (`/`): figure cards, three charts with their tables, links to the lists. */
const meta = {
  title: 'Pages/Admin/Dashboard',
  component: AdminReportPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/', token: buildAccessToken({ role: 'admin' }) },
  beforeEach({ msw }) {
    msw.use(handlers.adminDashboard.filled);
  },
} satisfies Meta<typeof AdminReportPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvas: HTMLElement, name: string) => within(canvas).findByRole('table', { name }, LOAD);

/** A year of the marketplace: sign-ups, pending reviews, jobs, contracts, fees and escrow. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signUps = await loaded(canvasElement, labels.signUpsByMonth);
    await expect(within(signUps).getByRole('rowheader', { name: 'November 2026' })).toBeInTheDocument();
    const data = buildAdminDashboard();
    // The figure card's <dl> (a label may also name a chart or a series).
    const stat = (label: string) =>
      canvas
        .getAllByText(label, { exact: true })
        .map((element) => element.closest('dl'))
        .find(Boolean);
    await expect(stat(labels.pendingApplications)).toHaveTextContent(String(data.applications_pending));
    await expect(stat(labels.inEscrow)).toHaveTextContent(moneyText(data.money.in_escrow_cents));
    await expect(stat(labels.fees)).toHaveTextContent(moneyText(data.money.fees_cents));
    await expect(canvas.getByRole('table', { name: labels.moneyMoved })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: labels.seeTransactions })).toHaveAttribute('href', '/transactions');
    await expect(canvas.getByRole('link', { name: labels.reviewApplications })).toHaveAttribute(
      'href',
      '/all-freelancers',
    );
  },
};

/** A new marketplace: nothing counted yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.adminDashboard.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.empty, {}, LOAD)).toBeVisible();
  },
};

/** While the figures load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('adminDashboard'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

const gate = retryGate('adminDashboard', () => buildAdminDashboard());

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
    await loaded(canvasElement, labels.signUpsByMonth);
    await announcementsCleared();
  },
};

/** By keyboard: a link to the lists opens its page. */
export const LinkByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, labels.signUpsByMonth);
    canvas.getByRole('link', { name: labels.seeReports }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/reports'), LOAD);
  },
};

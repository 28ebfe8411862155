import { adminReportServerMessages, adminTransactionLabels as labels } from '@cloudexperts/domain';
import { buildAccessToken, buildAdminTransactionList, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { retryGate } from '../payments/testing.tsx';
import { AdminReportPages } from './testing.tsx';

/** The admin's /transactions: every posting across users, filtered in the address, paged, exported. */
const meta = {
  title: 'Pages/Admin/Transactions',
  component: AdminReportPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/transactions', token: buildAccessToken({ role: 'admin' }) },
  beforeEach({ msw }) {
    msw.use(handlers.adminTransactionHistory.some, handlers.adminTransactionHistoryCsv.file);
  },
} satisfies Meta<typeof AdminReportPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table once its rows are in (the collection renders them after the table itself). */
async function table(canvas: HTMLElement) {
  const grid = await within(canvas).findByRole('grid', { name: labels.tableLabel }, LOAD);
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1), LOAD);
  return grid;
}
const location = (canvas: HTMLElement) => within(canvas).getByTestId('location');

/** Funding, a release with its fee, a held milestone, a withdrawal and its payout; pages below. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    const rows = within(grid).getAllByRole('row');
    await expect(rows).toHaveLength(1 + buildAdminTransactionList().records.length);
    const release = rows[4] as HTMLElement;
    await expect(release).toHaveTextContent(labels.kinds.release);
    await expect(release).toHaveTextContent('Ledgera Payne');
    await expect(release).toHaveTextContent('$400.00');
    await expect(release).toHaveTextContent('$20.00');
    await expect(rows[3]).toHaveTextContent(labels.statuses.held);
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.total(45));
    await expect(canvas.getByRole('button', { name: labels.exportCsv })).toBeEnabled();
    await expect(canvas.getByRole('navigation', { name: labels.pagesLabel })).toBeVisible();
  },
};

/** By keyboard: a client's name, then a type, go into the address; the list asks again. */
export const FilterByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: labels.clientName }));
    await userEvent.keyboard('Ledgera{Enter}');
    await waitFor(
      () => expect(location(canvasElement)).toHaveAttribute('data-location', '/transactions?client_name=Ledgera'),
      LOAD,
    );
    await table(canvasElement);
    canvas.getByRole('button', { name: new RegExp(labels.type) }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const option = await within(document.body).findByRole('option', { name: labels.kinds.release }, LOAD);
    await userEvent.click(option);
    await waitFor(
      () =>
        expect(location(canvasElement)).toHaveAttribute(
          'data-location',
          '/transactions?transaction_type=release&client_name=Ledgera',
        ),
      LOAD,
    );
    await table(canvasElement);
  },
};

/** An end date before the start: the API's own message under the field, nothing asked. */
export const EndBeforeStart: Story = {
  args: { path: '/transactions?start_date=2026-11-20&end_date=2026-11-24' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    const end = canvas.getByRole('group', { name: labels.endDate });
    const day = within(end).getAllByRole('spinbutton')[1] as HTMLElement;
    day.focus();
    await userEvent.keyboard('10');
    await userEvent.click(canvas.getByRole('button', { name: labels.apply }));
    await expect(await canvas.findByText(adminReportServerMessages.endBeforeStart, {}, LOAD)).toBeVisible();
    await expect(location(canvasElement)).toHaveAttribute(
      'data-location',
      '/transactions?start_date=2026-11-20&end_date=2026-11-24',
    );
  },
};

/** No posting matches: the empty state with Clear, no export. */
export const Empty: Story = {
  args: { path: '/transactions?transaction_type=refund' },
  beforeEach({ msw }) {
    msw.use(handlers.adminTransactionHistory.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.emptyTitle, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.exportCsv })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: labels.clear }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/transactions'));
  },
};

/** While the page loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('adminTransactionHistory'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

const gate = retryGate('adminTransactionHistory', () => buildAdminTransactionList());

/** The call fails: the error with Retry, which loads the page. */
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
    await table(canvasElement);
    await announcementsCleared();
  },
};

/** The export fails: a banner says so; the list stays. */
export const ExportFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.adminTransactionHistoryCsv.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.exportCsv }));
    await expect(await canvas.findByText(labels.exportFailed, {}, LOAD)).toBeVisible();
  },
};

import { paymentScheduleLabels, transactionLabels as labels, type ResponseOf } from '@cloudexperts/domain';
import { buildAccessToken, buildTransaction, handle, handlers, hang } from '@cloudexperts/domain/mocks';
import { HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { PaymentPages, retryGate } from './testing.tsx';

const page = (records = [buildTransaction()], totalPages = 1): ResponseOf<'transactionHistory'> => ({
  records,
  current_page: 1,
  per_page: 10,
  total_count: records.length,
  total_pages: totalPages,
});

/** The manager's side: the milestone funded into escrow, then released out of it. */
const managerLines = [
  buildTransaction({ id: 1003, kind: 'release', account: 'escrow', amount_cents: -25_000 }),
  buildTransaction({ id: 1002, kind: 'fund', account: 'escrow', amount_cents: 25_000, payment_request_id: null }),
];

/** /transactions: the user's own ledger lines, newest first, a row opening its details; the CSV export. */
const meta = {
  title: 'Pages/Payments/Transactions',
  component: PaymentPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/transactions', token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.transactionHistory.some, handlers.transactionHistoryCsv.file, handlers.transactionDetails.release);
  },
} satisfies Meta<typeof PaymentPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table once its rows are in (the collection renders them after the table itself). */
async function table(canvas: HTMLElement) {
  const grid = await within(canvas).findByRole('grid', { name: labels.tableLabel }, LOAD);
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1), LOAD);
  return grid;
}
const location = (canvas: HTMLElement) => within(canvas).getByTestId('location');

/** The freelancer's release: signed amount, account, contract; the row opens its details by keyboard. */
export const Freelancer: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    const rows = within(grid).getAllByRole('row');
    const row = rows[1] as HTMLElement;
    await expect(row).toHaveTextContent(labels.kinds.release);
    await expect(row).toHaveTextContent('+$237.50');
    await expect(row).toHaveTextContent(labels.accounts.available);
    await expect(row).toHaveTextContent('AWS landing zone for a fintech');
    row.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/transaction-details/1001'));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: labels.kinds.release }, LOAD),
    ).toBeVisible();
  },
};

/** The manager's escrow: in when funded, out when released. */
export const Manager: Story = {
  args: { token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handle('transactionHistory', () => HttpResponse.json(page(managerLines))));
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(grid).toHaveTextContent('\u2212$250.00');
    await expect(grid).toHaveTextContent('+$250.00');
    await expect(grid).toHaveTextContent(labels.kinds.fund);
    await expect(grid).toHaveTextContent(labels.accounts.escrow);
  },
};

/** The CSV export downloads through the client. */
export const ExportCsv: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.exportCsv }));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: labels.exportCsv })).toBeEnabled());
    await expect(within(canvasElement).queryByText(labels.exportFailed)).toBeNull();
    await announcementsCleared();
  },
};

/** Many lines: the pager, and the page in the address. */
export const Paged: Story = {
  beforeEach({ msw }) {
    msw.use(handle('transactionHistory', () => HttpResponse.json(page(managerLines, 3))));
  },
  play: async ({ canvasElement }) => {
    const pager = await within(canvasElement).findByRole('navigation', { name: labels.pagesLabel }, LOAD);
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/transactions?page=2'));
    await announcementsCleared();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.transactionHistory.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.emptyTitle, {}, LOAD)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: labels.exportCsv })).toBeNull();
    // What is still to come is one link away.
    await expect(within(canvasElement).getByRole('link', { name: paymentScheduleLabels.upcomingLink })).toHaveAttribute(
      'href',
      '/payment-schedule',
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('transactionHistory'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(within(canvasElement).getByText(labels.loading)).toBeInTheDocument();
  },
};

const failing = retryGate('transactionHistory', () => page());

/** The list fails until Retry is pressed, then shows. */
export const LoadFailsThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failing.handler());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    failing.open();
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.retry }));
    await table(canvasElement);
    await announcementsCleared();
  },
};

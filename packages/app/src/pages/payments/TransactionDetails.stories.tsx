import { transactionLabels as labels } from '@cloudexperts/domain';
import { buildAccessToken, buildTransaction, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { PaymentPages, retryGate } from './testing.tsx';

/** /transaction-details/:id: one ledger line with its posting's gross, service fee and net. */
const meta = {
  title: 'Pages/Payments/Transaction details',
  component: PaymentPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/transaction-details/1001', token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.transactionDetails.release, handlers.transactionHistory.some);
  },
} satisfies Meta<typeof PaymentPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvas: HTMLElement, name: string) => within(canvas).findByRole('heading', { level: 1, name }, LOAD);

/** The freelancer's release: $250.00 gross, $12.50 fee, $237.50 net; the way back to the list (its link). */
export const Release: Story = {
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, labels.kinds.release)).toBeVisible();
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveTextContent(`${labels.gross}$250.00`);
    await expect(article).toHaveTextContent(`${labels.serviceFee}\u2212$12.50`);
    await expect(article).toHaveTextContent(`${labels.net}$237.50`);
    await expect(article).toHaveTextContent(`${labels.amount}+$237.50`);
    await expect(article).toHaveTextContent(buildTransaction().posting_uuid);
    await expect(within(canvasElement).getByRole('link', { name: labels.back })).toHaveAttribute(
      'href',
      '/transactions',
    );
  },
};

/** Someone else's id (or none): not found, with the way back. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.transactionDetails.notFound);
  },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, labels.notFoundTitle)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: labels.back })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('transactionDetails'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.detailsLoading)).toBeInTheDocument();
  },
};

const failing = retryGate('transactionDetails', () => ({
  transaction: buildTransaction(),
  gross_cents: 25_000,
  fee_cents: 1_250,
  net_cents: 23_750,
}));

/** The load fails until Retry is pressed, then shows the transaction. */
export const LoadFailsThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failing.handler());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.detailsLoadFailedTitle, {}, LOAD)).toBeVisible();
    failing.open();
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.retry }));
    await expect(await heading(canvasElement, labels.kinds.release)).toBeVisible();
    await announcementsCleared();
  },
};

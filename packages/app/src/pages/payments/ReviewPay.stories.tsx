import { reviewPayLabels as labels, reviewPayMessages as messages } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildPaymentRequestList,
  buildPaymentRequestListItem,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { PaymentPages, retryGate } from './testing.tsx';

/** /review-pay: the manager's payment requests, requested first, each to approve or send back. */
const meta = {
  title: 'Pages/Payments/Review and pay',
  component: PaymentPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/review-pay', token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handlers.paymentRequests.some, handlers.approvePayment.approved, handlers.requestChanges.sentBack);
  },
} satisfies Meta<typeof PaymentPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: HTMLElement) => within(canvas).findByRole('list', { name: labels.listLabel }, LOAD);
const location = (canvas: HTMLElement) => within(canvas).getByTestId('location');

/** Three requests: the one to review with its fee breakdown, document and the two answers; the answered ones without. */
export const Requests: Story = {
  play: async ({ canvasElement }) => {
    const requests = await list(canvasElement);
    const items = within(requests).getAllByRole('listitem');
    const first = items[0] as HTMLElement;
    await expect(first).toHaveTextContent(labels.statuses['Payment Requested']);
    await expect(first).toHaveTextContent(`${labels.gross}$250.00`);
    await expect(first).toHaveTextContent(`${labels.serviceFee}\u2212$12.50`);
    await expect(first).toHaveTextContent(`${labels.receives}$237.50`);
    await expect(within(first).getByRole('button', { name: labels.download('runbook.pdf') })).toBeVisible();
    await expect(within(first).getByRole('button', { name: labels.approve })).toBeVisible();
    await expect(within(requests).getAllByRole('button', { name: labels.approve })).toHaveLength(1);
    await expect(requests).toHaveTextContent(labels.statuses.changes_requested);
    await expect(requests).toHaveTextContent('Please add the network diagram.');
  },
};

/** Approve: the dialog, the release, a success notice that takes focus, the list loaded again. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const requests = await list(canvasElement);
    await userEvent.click(within(requests).getByRole('button', { name: labels.approve }));
    const dialog = await screen.findByRole('dialog', { name: labels.approveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirmApprove }));
    const notice = await within(canvasElement).findByText(messages.approvedTitle, {}, LOAD);
    await expect(notice).toBeVisible();
    await expect(within(canvasElement).getByText(messages.approvedText('$250.00', 'Priya R.'))).toBeVisible();
    await announcementsCleared();
  },
};

/** Request changes with nothing written: the spec's snackbar text is asked for, then the message is sent. */
export const RequestChanges: Story = {
  play: async ({ canvasElement }) => {
    const requests = await list(canvasElement);
    await userEvent.click(within(requests).getByRole('button', { name: labels.requestChanges }));
    const dialog = await screen.findByRole('dialog', { name: labels.changesTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirmChanges }));
    await expect(await within(dialog).findByText(messages.messageRequired)).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: labels.changesMessage }), 'Add the diagram.');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirmChanges }));
    await expect(await within(canvasElement).findByText(messages.changesText('Priya R.'), {}, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** The filter is in the address: only the requests to review. */
export const Filtered: Story = {
  args: { path: '/review-pay?status=Payment+Requested' },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const filter = within(canvasElement).getByRole('button', { name: new RegExp(labels.filterLabel) });
    await expect(filter).toHaveTextContent(labels.filters['Payment Requested']);
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: labels.filters.all }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/review-pay'));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.paymentRequests.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.emptyTitle, {}, LOAD)).toBeVisible();
    await expect(within(canvasElement).getByText(labels.emptyText)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('paymentRequests'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(within(canvasElement).getByText(labels.loading)).toBeInTheDocument();
  },
};

const failing = retryGate('paymentRequests', () => buildPaymentRequestList([buildPaymentRequestListItem()]));

/** The list fails until Retry is pressed, then shows. */
export const LoadFailsThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failing.handler());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    failing.open();
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.retry }));
    await list(canvasElement);
    await announcementsCleared();
  },
};

import {
  adminTransactionLabels,
  contractRoutes,
  paymentScheduleLabels,
  reviewPayLabels,
  reviewPayMessages,
  staffMoneyLinks,
  staffPaymentScheduleLabels,
  staffReviewPayLabels,
  staffTransactionLabels,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildPaymentRequest,
  buildStaffPaymentRequest,
  buildStaffPaymentRequestList,
  buildStaffPaymentSchedule,
  FIXTURE_CONTRACT_ID,
  FIXTURE_PAYMENT_REQUEST_ID,
  handle,
  handlers,
  hang,
  staffMoneyClient,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../../testing/keyboard.ts';
import { failOnceThen } from '../../../testing/mocks.ts';
import { StaffPages } from '../testing.tsx';

const coordinatorToken = buildAccessToken({ role: 'coordinator' });

/**
 * The Coordinator and Support money pages (issue 19) against MSW: every client's payment requests
 * (answered here by a Coordinator), the postings of clients' contracts and one of them, and the
 * milestones still to be paid.
 */
const meta = {
  title: 'Pages/Staff money',
  component: StaffPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/review-pay', token: buildAccessToken({ role: 'support' }) },
  beforeEach({ msw }) {
    msw.use(
      handlers.staffPaymentRequests.readOnly,
      handlers.staffTransactions.some,
      handlers.staffTransactionsCsv.file,
      handlers.staffTransaction.found,
      handlers.staffPaymentSchedule.some,
    );
  },
} satisfies Meta<typeof StaffPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Support (by default not allowed to answer): every client's requests, each to its contract, no answer buttons. */
export const ReviewPayReadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: staffReviewPayLabels.results }, LOAD);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent(staffReviewPayLabels.client(staffMoneyClient.name));
    await expect(within(list).getAllByRole('link', { name: 'AWS landing zone for a fintech' })[0]).toHaveAttribute(
      'href',
      contractRoutes.details(FIXTURE_CONTRACT_ID),
    );
    await expect(canvas.queryByRole('button', { name: reviewPayLabels.approve })).toBeNull();
    await expect(canvas.queryByText(staffReviewPayLabels.onBehalf)).toBeNull();
  },
};

/**
 * A Coordinator approves the waiting request on the client's behalf from the list: the banner
 * takes the focus and the list, read again, shows it approved.
 */
export const ReviewPayCoordinatorApproves: Story = {
  args: { token: coordinatorToken },
  beforeEach({ msw }) {
    let approved = false;
    msw.use(
      handle('staffPaymentRequests', () =>
        Response.json(
          buildStaffPaymentRequestList(true, [
            buildStaffPaymentRequest(
              approved
                ? {
                    status: 'approved',
                    released_cents: 25_000,
                    fee_cents: 1_250,
                    net_cents: 23_750,
                  }
                : {},
            ),
          ]),
        ),
      ),
      handle('staffApprovePayment', () => {
        approved = true;
        return Response.json({
          payment_request: buildPaymentRequest({
            id: FIXTURE_PAYMENT_REQUEST_ID,
            status: 'approved',
            released_cents: 25_000,
            fee_cents: 1_250,
            net_cents: 23_750,
          }),
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: staffReviewPayLabels.results }, LOAD);
    await expect(canvas.getByText(staffReviewPayLabels.onBehalf)).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: reviewPayLabels.approve }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: reviewPayLabels.confirmApprove }));
    const banner = await canvas.findByText(reviewPayMessages.approvedTitle, {}, LOAD);
    await expect(banner).toBeVisible();
    await expect(canvas.getByText(reviewPayMessages.approvedText('$250.00', 'Priya R.'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: reviewPayLabels.approve })).toBeNull());
    // In the list: the status filter's options carry the same word.
    const answered = await canvas.findByRole('list', { name: staffReviewPayLabels.results }, LOAD);
    await expect(await within(answered).findByText(reviewPayLabels.statuses.approved, {}, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** No request matches the client searched: the no-match state with Clear. */
export const ReviewPayNoMatch: Story = {
  args: { path: '/review-pay?search=Nobody' },
  beforeEach({ msw }) {
    msw.use(handlers.staffPaymentRequests.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffReviewPayLabels.noMatch, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: staffReviewPayLabels.clearFilters })).toBeVisible();
  },
};

/** The list fails once: the failure with Retry (by keyboard), then the requests. */
export const ReviewPayFailedThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('staffPaymentRequests', () => buildStaffPaymentRequestList(false)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffReviewPayLabels.loadFailed, {}, LOAD)).toBeVisible();
    await tabTo(staffReviewPayLabels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('list', { name: staffReviewPayLabels.results }, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** Every posting of clients' contracts: no withdrawal among the types; each date opens its details. */
export const Transactions: Story = {
  args: { path: '/transactions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: adminTransactionLabels.tableLabel }, LOAD);
    await expect(canvas.getByRole('heading', { level: 1, name: staffTransactionLabels.title })).toBeVisible();
    await expect(canvas.getByText(staffTransactionLabels.lead)).toBeVisible();
    await expect(table).not.toHaveTextContent(adminTransactionLabels.kinds.withdraw);
    const links = within(table).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/transaction-details\/\d+$/));
    await expect(canvas.getByRole('button', { name: adminTransactionLabels.exportCsv })).toBeVisible();
  },
};

/** One release: who paid whom, the contract, the gross, the fee and the net. */
export const TransactionDetails: Story = {
  args: { path: '/transaction-details/412' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: adminTransactionLabels.kinds.release }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Review our AWS landing zone' })).toHaveAttribute(
      'href',
      contractRoutes.details(88),
    );
    await expect(canvas.getByText('$380.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: staffTransactionLabels.back })).toHaveAttribute(
      'href',
      '/transactions',
    );
  },
};

/** A withdrawal's id or an unknown one: not found, with the way back. */
export const TransactionNotFound: Story = {
  args: { path: '/transaction-details/414' },
  beforeEach({ msw }) {
    msw.use(handlers.staffTransaction.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffTransactionLabels.notFoundTitle, {}, LOAD)).toBeVisible();
  },
};

/** The milestones still to be paid across clients, with both parties, the totals and a stage filter. */
export const PaymentSchedule: Story = {
  args: { path: '/payment-schedule' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: staffPaymentScheduleLabels.results }, LOAD);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(buildStaffPaymentSchedule().records.length);
    await expect(list).toHaveTextContent(staffPaymentScheduleLabels.client(staffMoneyClient.name));
    const totals = canvas.getByRole('region', { name: staffPaymentScheduleLabels.totalsLabel });
    await expect(totals).toHaveTextContent(`${paymentScheduleLabels.totals.in_escrow_cents}$950.00`);
  },
};

/** Nothing to be paid anywhere: the empty state. */
export const PaymentScheduleEmpty: Story = {
  args: { path: '/payment-schedule' },
  beforeEach({ msw }) {
    msw.use(handlers.staffPaymentSchedule.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffPaymentScheduleLabels.empty, {}, LOAD)).toBeVisible();
  },
};

/** Still loading: the list's placeholder. */
export const PaymentScheduleLoading: Story = {
  args: { path: '/payment-schedule' },
  beforeEach({ msw }) {
    msw.use(hang('staffPaymentSchedule'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffPaymentScheduleLabels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** The staff home's card of links to the three money pages. */
export const DashboardMoneyLinks: Story = {
  args: { path: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = await canvas.findByRole('list', { name: staffMoneyLinks.title }, LOAD);
    await expect(within(links).getByRole('link', { name: staffMoneyLinks.reviewPay })).toHaveAttribute(
      'href',
      '/review-pay',
    );
    await expect(within(links).getByRole('link', { name: staffMoneyLinks.transactions })).toHaveAttribute(
      'href',
      '/transactions',
    );
    await expect(within(links).getByRole('link', { name: staffMoneyLinks.paymentSchedule })).toHaveAttribute(
      'href',
      '/payment-schedule',
    );
  },
};

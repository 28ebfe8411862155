import { paymentScheduleLabels as labels, reviewPayLabels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildPaymentRequestList,
  buildPaymentRequestListItem,
  buildPaymentSchedule,
  buildPaymentScheduleItems,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import { HttpResponse } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { PaymentPages, retryGate } from './testing.tsx';

const managerToken = buildAccessToken({ role: 'project_manager' });
const freelancerToken = buildAccessToken({ role: 'freelancer' });

/**
 * /payment-schedule for both roles: the totals, the milestones still to be paid by due date (to
 * fund, funded, in review with the auto-release day, sent back), each with its next step; the
 * freelancer's second tab lists their own payment requests with the client's answer.
 */
const meta = {
  title: 'Pages/Payments/Payment schedule',
  component: PaymentPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/payment-schedule', token: managerToken },
  beforeEach({ msw }) {
    msw.use(handlers.paymentSchedule.manager);
  },
} satisfies Meta<typeof PaymentPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvas: HTMLElement, name: string = labels.listLabel) =>
  within(canvas).findByRole('list', { name }, LOAD);
const location = (canvas: HTMLElement) => within(canvas).getByTestId('location');
/** The list's own items (a request's documents are a list of their own). */
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((element) => element.parentElement === list);
const item = (list: HTMLElement, index: number) => items(list)[index] as HTMLElement;

/** The manager: totals, four milestones by due date, fund and review as links, no fee breakdown. */
export const Manager: Story = {
  play: async ({ canvasElement }) => {
    const schedule = await list(canvasElement);
    const canvas = within(canvasElement);
    const totals = canvas.getByRole('region', { name: labels.totalsLabel });
    await expect(totals).toHaveTextContent(`${labels.totals.in_escrow_cents}$950.00`);
    await expect(totals).toHaveTextContent(`${labels.totals.to_fund_cents}$120.50`);
    await expect(totals).toHaveTextContent(`${labels.totals.in_review_cents}$250.00`);
    await expect(totals).toHaveTextContent(`${labels.totals.due_soon_cents}$770.50`);
    await expect(items(schedule)).toHaveLength(4);
    const toFund = item(schedule, 0);
    await expect(toFund).toHaveTextContent(labels.stages.to_fund);
    await expect(toFund).toHaveTextContent(labels.overdue('Nov 20, 2026'));
    await expect(toFund).toHaveTextContent(labels.freelancer('Priya R.'));
    await expect(within(toFund).getByRole('link', { name: labels.fund('Cost dashboards') })).toHaveAttribute(
      'href',
      '/contract-details/701',
    );
    const inReview = item(schedule, 1);
    await expect(inReview).toHaveTextContent(labels.autoReleaseManager('Dec 9, 2026'));
    await expect(
      within(inReview).getByRole('link', { name: labels.review('Landing zone and VPC design') }),
    ).toHaveAttribute('href', '/review-pay?status=Payment+Requested');
    // Waiting on the freelancer: nothing to do here; the manager sees no fee breakdown.
    await expect(item(schedule, 2)).toHaveTextContent('Please add the network diagram.');
    await expect(within(item(schedule, 3)).getAllByRole('link')).toHaveLength(1);
    await expect(schedule).not.toHaveTextContent(labels.youReceive);
  },
};

/** The freelancer: what they receive after the fee, the auto-release day, submit again after changes. */
export const Freelancer: Story = {
  args: { token: freelancerToken },
  beforeEach({ msw }) {
    msw.use(handlers.paymentSchedule.some);
  },
  play: async ({ canvasElement }) => {
    const schedule = await list(canvasElement);
    const tabs = within(canvasElement).getByRole('tablist', { name: labels.tabsLabel });
    await expect(within(tabs).getByRole('tab', { name: labels.tabs.upcoming })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const inReview = item(schedule, 1);
    await expect(inReview).toHaveTextContent(labels.client('Grace H.'));
    await expect(inReview).toHaveTextContent(`${labels.serviceFee}$12.50`);
    await expect(inReview).toHaveTextContent(`${labels.youReceive}$237.50`);
    await expect(inReview).toHaveTextContent(labels.autoReleaseFreelancer('Dec 9, 2026'));
    await expect(within(inReview).queryByRole('link', { name: /Review/ })).toBeNull();
    const sentBack = item(schedule, 2);
    await expect(sentBack).toHaveTextContent(labels.stages.changes_requested);
    await expect(within(sentBack).getByRole('link', { name: labels.submitAgain('Migration runbook') })).toHaveAttribute(
      'href',
      '/contract-details/701',
    );
    await expect(
      within(item(schedule, 3)).getByRole('link', { name: labels.submitWork('Monitoring and alerts') }),
    ).toHaveAttribute('href', '/contract-details/702');
    // Not funded yet: nothing for the freelancer to do.
    await expect(within(item(schedule, 0)).getAllByRole('link')).toHaveLength(1);
  },
};

const ownRequests = () =>
  buildPaymentRequestList([
    buildPaymentRequestListItem({
      id: 903,
      milestone_description: 'Migration runbook',
      status: 'changes_requested',
      response_message: 'Please add the network diagram.',
      answered_at: '2026-11-26T09:00:00.000Z',
    }),
    buildPaymentRequestListItem({
      id: 902,
      milestone_description: 'Discovery',
      amount_requested: '400.00',
      amount_requested_cents: 40_000,
      status: 'approved',
      released_cents: 40_000,
      fee_cents: 2_000,
      net_cents: 38_000,
      gross_cents: 40_000,
      service_fee_cents: 2_000,
      receive_cents: 38_000,
      document_upload_ids: [],
      documents: [],
      answered_at: '2026-11-26T09:00:00.000Z',
    }),
  ]);

/** The freelancer's own requests: the status, what they received, their message and the client's answer. */
export const FreelancerRequests: Story = {
  args: { token: freelancerToken, path: '/payment-schedule?tab=requests' },
  beforeEach({ msw }) {
    msw.use(handle('paymentRequests', () => HttpResponse.json(ownRequests())));
  },
  play: async ({ canvasElement }) => {
    const requests = await list(canvasElement, labels.requestsListLabel);
    const [sentBack, approved] = items(requests) as [HTMLElement, HTMLElement];
    await expect(sentBack).toHaveTextContent(reviewPayLabels.statuses.changes_requested);
    await expect(sentBack).toHaveTextContent(labels.toClient('Grace H.'));
    await expect(sentBack).toHaveTextContent(`${labels.clientAnswer}Please add the network diagram.`);
    await expect(sentBack).toHaveTextContent(labels.answeredOn('Nov 26, 2026'));
    await expect(within(sentBack).getByRole('button', { name: reviewPayLabels.download('runbook.pdf') })).toBeVisible();
    await expect(approved).toHaveTextContent(`${labels.released}$400.00`);
    await expect(approved).toHaveTextContent(`${labels.youReceive}$380.00`);
  },
};

/** Tabs by keyboard: the requests tab puts itself in the address and loads the requests. */
export const SwitchTabs: Story = {
  args: { token: freelancerToken },
  beforeEach({ msw }) {
    msw.use(
      handlers.paymentSchedule.some,
      handle('paymentRequests', () => HttpResponse.json(ownRequests())),
    );
  },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const upcoming = within(canvasElement).getByRole('tab', { name: labels.tabs.upcoming });
    upcoming.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/payment-schedule?tab=requests'),
    );
    await list(canvasElement, labels.requestsListLabel);
  },
};

/** The stage filter goes in the address; nothing in that stage says so. */
export const FilteredEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle('paymentSchedule', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('stage') === 'funded'
            ? buildPaymentSchedule([], { totals: buildPaymentSchedule().totals })
            : buildPaymentSchedule(buildPaymentScheduleItems('Priya R.')),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const filter = within(canvasElement).getByRole('button', { name: new RegExp(labels.filterLabel) });
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: labels.filters.funded }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/payment-schedule?stage=funded'),
    );
    await expect(await within(canvasElement).findByText(labels.emptyFilteredTitle, {}, LOAD)).toBeVisible();
    // The totals are still all of the schedule's.
    await expect(within(canvasElement).getByRole('region', { name: labels.totalsLabel })).toHaveTextContent('$950.00');
  },
};

/** Many milestones: the pager, and the page in the address. */
export const Paged: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle('paymentSchedule', () =>
        HttpResponse.json(
          buildPaymentSchedule(buildPaymentScheduleItems('Priya R.'), { total_pages: 3, total_count: 25 }),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const pager = await within(canvasElement).findByRole('navigation', { name: labels.pagesLabel }, LOAD);
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/payment-schedule?page=2'));
    await announcementsCleared();
  },
};

export const EmptyManager: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.paymentSchedule.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.emptyTitle, {}, LOAD)).toBeVisible();
    await expect(within(canvasElement).getByText(labels.emptyManager)).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: labels.totalsLabel })).toHaveTextContent('$0.00');
  },
};

export const EmptyFreelancerRequests: Story = {
  args: { token: freelancerToken, path: '/payment-schedule?tab=requests' },
  beforeEach({ msw }) {
    msw.use(handlers.paymentRequests.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.requestsEmptyTitle, {}, LOAD)).toBeVisible();
    await expect(within(canvasElement).getByText(labels.requestsEmptyText)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('paymentSchedule'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(within(canvasElement).getByText(labels.loading)).toBeInTheDocument();
  },
};

const failing = retryGate('paymentSchedule', () => buildPaymentSchedule(buildPaymentScheduleItems('Priya R.')));

/** The schedule fails until Retry is pressed, then shows. */
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

const failingRequests = retryGate('paymentRequests', () => ownRequests());

/** The freelancer's requests fail until Retry is pressed, then show. */
export const RequestsLoadFailsThenRetry: Story = {
  args: { token: freelancerToken, path: '/payment-schedule?tab=requests' },
  beforeEach({ msw }) {
    msw.use(failingRequests.handler());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.requestsLoadFailed, {}, LOAD)).toBeVisible();
    failingRequests.open();
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.retry }));
    await list(canvasElement, labels.requestsListLabel);
    await announcementsCleared();
  },
};

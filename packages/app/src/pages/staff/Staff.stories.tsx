import {
  contractDetailsLabels,
  contractRoutes,
  messageFieldMessages,
  staffContractLabels,
  staffContractListLabels,
  staffDashboardLabels,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildStaffContractList,
  buildStaffContractView,
  FIXTURE_CONTRACT_ID,
  FIXTURE_STAFF_NAME,
  handle,
  handlers,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { StaffPages } from './testing.tsx';

/**
 * The Coordinator and Support pages (issue 19) against MSW: their home, every client's contracts,
 * and the staff view of one contract with a message posted as staff. Their loading, failed and
 * empty states are the shared `ListFallback`/`DetailFallback` ones, shown elsewhere.
 */
const meta = {
  title: 'Pages/Staff',
  component: StaffPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/', token: buildAccessToken({ role: 'support' }) },
  beforeEach({ msw }) {
    msw.use(handlers.staffDashboard.filled, handlers.staffContracts.some, handlers.staffContract.filled);
  },
} satisfies Meta<typeof StaffPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home: contracts by status, the most recent ones (to their staff view) and the member's own actions. */
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = await canvas.findByRole('list', { name: staffDashboardLabels.recentTitle }, LOAD);
    await expect(within(recent).getByRole('link', { name: 'AWS landing zone for a fintech' })).toHaveAttribute(
      'href',
      contractRoutes.details(FIXTURE_CONTRACT_ID),
    );
    const byStatus = canvas.getByRole('region', { name: staffDashboardLabels.byStatusTitle });
    await expect(byStatus).toHaveTextContent(`${contractDetailsLabels.statuses.active}2`);
    const actions = canvas.getByRole('list', { name: staffDashboardLabels.myActionsTitle });
    await expect(
      within(actions).getByRole('link', {
        name: staffDashboardLabels.onContract(FIXTURE_CONTRACT_ID, 'Dana Whitfield'),
      }),
    ).toBeVisible();
  },
};

/** Every client's contracts with their parties and status; a search by keyboard asks the API. */
export const AllContracts: Story = {
  args: { path: '/all-contracts' },
  beforeEach({ msw }) {
    msw.use(
      handle('staffContracts', ({ request }) => {
        if (new URL(request.url).searchParams.get('search') === 'nobody') {
          return Response.json(buildStaffContractList([]));
        }
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: staffContractListLabels.results }, LOAD);
    await expect(within(list).getByText(staffContractListLabels.client('Omar Haddad'))).toBeVisible();
    await expect(within(list).getByText(staffContractListLabels.freelancer('Kenji Watanabe'))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(staffContractListLabels.found(3));
    canvas.getByRole('searchbox', { name: staffContractListLabels.searchField }).focus();
    await userEvent.keyboard('nobody{Enter}');
    await expect(await canvas.findByText(staffContractListLabels.noMatch, {}, LOAD)).toBeVisible();
    await tabTo(staffContractListLabels.clearFilters);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('list', { name: staffContractListLabels.results }, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/**
 * The staff view of a contract: read-only terms, milestones with their requests, the conversation
 * with each author (the staff member's as "Priya Shah (Support)"); a blank message is refused, then
 * one typed by keyboard is posted as staff.
 */
export const ContractWithStaffMessage: Story = {
  args: { path: contractRoutes.details(FIXTURE_CONTRACT_ID) },
  beforeEach({ msw }) {
    msw.use(handlers.staffPostMessage.sent);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = buildStaffContractView();
    const article = await canvas.findByRole('article', { name: view.contract.job.title }, LOAD);
    await expect(article).toHaveTextContent(staffContractLabels.readOnly);
    const milestones = within(article).getByRole('list', { name: staffContractLabels.milestonesTitle });
    await expect(milestones).toHaveTextContent('Landing zone and VPC design');
    await expect(milestones).toHaveTextContent('Payment Requested');
    const thread = within(article).getByRole('list', { name: staffContractLabels.conversationTitle });
    await expect(thread).toHaveTextContent(`${FIXTURE_STAFF_NAME} (Support)`);
    await expect(thread).toHaveTextContent('Dana Whitfield (Project Manager)');
    await expect(within(article).queryByRole('button', { name: /^(approve|fund|end)/i })).toBeNull();

    await tabTo(staffContractLabels.send);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(messageFieldMessages.blank)).toBeVisible();
    canvas.getByRole('textbox', { name: staffContractLabels.messageField }).focus();
    await userEvent.keyboard('The client has approved the first milestone.');
    await tabTo(staffContractLabels.send);
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(thread).findByText('The client has approved the first milestone.', {}, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(staffContractLabels.sent);
    await expect(canvas.getByRole('textbox', { name: staffContractLabels.messageField })).toHaveValue('');
    await announcementsCleared();
  },
};

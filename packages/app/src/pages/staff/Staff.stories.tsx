import {
  contractDetailsLabels,
  contractRoutes,
  messageFieldMessages,
  staffContractLabels,
  staffContractListLabels,
  staffDashboardLabels,
  staffJobLabels,
  staffJobListLabels,
  adminJobDetailsLabels,
  jobCandidatesLabels,
  postJobWizardLabels,
  reviewPayLabels,
  reviewPayMessages,
  roleNames,
  showRatingLabels,
  staffEndContractLabels,
  staffPostJobLabels,
  staffServerMessages,
  staffMessageLabels,
  messagePageLabels,
  messagePaths,
  contractPaths,
  staffAnalyticsLabels,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildStaffContractList,
  buildPaymentRequest,
  buildStaffContractView,
  buildStaffConversationList,
  buildStaffLiveMessage,
  buildStaffContractViewApproved,
  buildStaffContractViewWithPaymentAnswers,
  buildStaffContractRatings,
  buildStaffContractViewCanEnd,
  FIXTURE_END_REASON,
  buildStaffJobList,
  buildStaffJob,
  buildProposalList,
  FIXTURE_ADMIN_JOB_ID,
  FIXTURE_CONTRACT_ID,
  FIXTURE_CONVERSATION_ID,
  FIXTURE_STAFF_NAME,
  handle,
  handlers,
  hang,
  respond,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, ws } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { feedUrl } from '../../auth/notificationStore.ts';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { staffClientAnalyticsPath } from './schedule/paths.ts';
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
    msw.use(
      handlers.staffDashboard.filled,
      handlers.staffContracts.some,
      handlers.staffContract.filled,
      handlers.staffJobs.some,
      handlers.staffJob.found,
      handlers.staffJobProposals.some,
      handlers.staffClients.some,
      handlers.staffCreateJob.saved,
      handlers.staffJobForm.open,
      handlers.staffUpdateJob.saved,
      handlers.staffConversations.some,
      handlers.staffConversation.found,
      handlers.staffConversationMessages.some,
      handlers.staffPostMessage.sent,
      handlers.staffMarkConversationRead.done,
    );
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
 * The staff view of a contract as Support (no `staff.payments.approve`): read-only terms,
 * milestones with their requests (no Approve or Request changes), the conversation with each
 * author (the staff member's as "Priya Shah (Support)"); a blank message is refused, then one
 * typed by keyboard is posted as staff.
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
    await expect(within(article).getByRole('link', { name: staffMessageLabels.openInMessages })).toHaveAttribute(
      'href',
      messagePaths.conversation(FIXTURE_CONVERSATION_ID),
    );
    // The client's figures on /analytics (reading a contract needs what /analytics needs).
    await expect(
      within(article).getByRole('link', { name: staffAnalyticsLabels.clientFiguresOf(view.client.name) }),
    ).toHaveAttribute('href', staffClientAnalyticsPath(view.client.id));
    await expect(within(article).queryByRole('button', { name: reviewPayLabels.requestChanges })).toBeNull();

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

const coordinatorToken = buildAccessToken({ role: 'coordinator' });
const REQUEST = { id: 901, amount: '250.00', freelancer: 'Milestonia Vasquez' };

/** Opens the dialog of the waiting request's `button` by keyboard. */
async function openAnswer(canvasElement: HTMLElement, button: string, title: string) {
  const canvas = within(canvasElement);
  const view = buildStaffContractView();
  const article = await canvas.findByRole('article', { name: view.contract.job.title }, LOAD);
  const group = within(article).getByRole('group', { name: staffContractLabels.answerFor(REQUEST.amount) });
  within(group).getByRole('button', { name: button }).focus();
  await userEvent.keyboard('{Enter}');
  return { article, dialog: await screen.findByRole('dialog', { name: title }) };
}

/**
 * A Coordinator (holding `staff.payments.approve`) approves the waiting request in full on the
 * client's behalf, by keyboard: the success banner takes the focus, the request shows Approved
 * and the milestone Released (the contract read again), no answer buttons left.
 */
export const CoordinatorApprovesPayment: Story = {
  args: { path: contractRoutes.details(FIXTURE_CONTRACT_ID), token: coordinatorToken },
  beforeEach({ msw }) {
    let approved = false;
    msw.use(
      handle('staffContract', () =>
        Response.json(approved ? buildStaffContractViewApproved() : buildStaffContractViewWithPaymentAnswers()),
      ),
      handle('staffApprovePayment', () => {
        approved = true;
        return Response.json({
          payment_request: buildPaymentRequest({
            id: REQUEST.id,
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
    const { article, dialog } = await openAnswer(canvasElement, reviewPayLabels.approve, reviewPayLabels.approveTitle);
    await expect(article).toHaveTextContent(staffContractLabels.endsContracts);
    await expect(article).toHaveTextContent(staffContractLabels.onBehalf);
    await expect(dialog).toHaveTextContent(reviewPayLabels.approveLead(`$${REQUEST.amount}`, REQUEST.freelancer));
    await userEvent.click(within(dialog).getByRole('button', { name: reviewPayLabels.confirmApprove }));
    const banner = await canvas.findByText(reviewPayMessages.approvedTitle, {}, LOAD);
    await expect(banner).toBeVisible();
    await expect(article).toHaveTextContent(reviewPayMessages.approvedText('$250.00', REQUEST.freelancer));
    const milestones = within(article).getByRole('list', { name: staffContractLabels.milestonesTitle });
    await waitFor(() => expect(milestones).toHaveTextContent('Released'));
    await expect(milestones).toHaveTextContent('Approved');
    await expect(within(article).queryByRole('button', { name: reviewPayLabels.approve })).toBeNull();
    await announcementsCleared();
  },
};

/** The Coordinator's approve dialog, a partial amount typed (the client's own dialog, the staff call). */
export const ApprovePaymentDialog: Story = {
  args: { path: contractRoutes.details(FIXTURE_CONTRACT_ID), token: coordinatorToken },
  beforeEach({ msw }) {
    msw.use(handlers.staffContract.withPaymentAnswers, handlers.staffApprovePayment.approved);
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openAnswer(canvasElement, reviewPayLabels.approve, reviewPayLabels.approveTitle);
    await userEvent.type(within(dialog).getByRole('textbox', { name: reviewPayLabels.partialAmount }), '100');
    await expect(within(dialog).getByRole('textbox', { name: reviewPayLabels.partialAmount })).toHaveValue('100');
    await expect(within(dialog).getByRole('button', { name: reviewPayLabels.confirmApprove })).toBeEnabled();
  },
};

/** The approval fails (500): the dialog stays open with the error; the request still waits. */
export const ApprovePaymentFails: Story = {
  args: { path: contractRoutes.details(FIXTURE_CONTRACT_ID), token: coordinatorToken },
  beforeEach({ msw }) {
    msw.use(handlers.staffContract.withPaymentAnswers, handlers.staffApprovePayment.serverError);
  },
  play: async ({ canvasElement }) => {
    const { article, dialog } = await openAnswer(canvasElement, reviewPayLabels.approve, reviewPayLabels.approveTitle);
    await userEvent.click(within(dialog).getByRole('button', { name: reviewPayLabels.confirmApprove }));
    await expect(await within(dialog).findByText(reviewPayMessages.failedTitle, {}, LOAD)).toBeVisible();
    const milestones = within(article).getByRole('list', { name: staffContractLabels.milestonesTitle });
    await expect(milestones).toHaveTextContent('Payment Requested');
    await announcementsCleared();
  },
};

/** The Coordinator sends the request back with a message: the request shows Changes requested. */
export const CoordinatorRequestsChanges: Story = {
  args: { path: contractRoutes.details(FIXTURE_CONTRACT_ID), token: coordinatorToken },
  beforeEach({ msw }) {
    let sentBack = false;
    const view = buildStaffContractViewWithPaymentAnswers();
    const answered = {
      ...view,
      milestones: view.milestones.map((milestone) => ({
        ...milestone,
        payment_requested: milestone.payment_requested.map((request) => ({
          ...request,
          status: 'changes_requested' as const,
        })),
      })),
    };
    msw.use(
      handle('staffContract', () => Response.json(sentBack ? answered : view)),
      handle('staffRequestPaymentChanges', () => {
        sentBack = true;
        return Response.json({
          payment_request: buildPaymentRequest({
            id: REQUEST.id,
            status: 'changes_requested',
            response_message: 'Please attach the runbook.',
          }),
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { article, dialog } = await openAnswer(
      canvasElement,
      reviewPayLabels.requestChanges,
      reviewPayLabels.changesTitle,
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: reviewPayLabels.changesMessage }),
      'Please attach the runbook.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: reviewPayLabels.confirmChanges }));
    await expect(await canvas.findByText(reviewPayMessages.changesTitle, {}, LOAD)).toBeVisible();
    await expect(article).toHaveTextContent(reviewPayMessages.changesText(REQUEST.freelancer));
    await expect(
      within(article).queryByRole('group', { name: staffContractLabels.answerFor(REQUEST.amount) }),
    ).toBeNull();
    await announcementsCleared();
  },
};

/** Opens the End contract dialog of the Coordinator's contract page by keyboard. */
async function openEnd(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const view = buildStaffContractViewCanEnd();
  const article = await canvas.findByRole('article', { name: view.contract.job.title }, LOAD);
  await expect(article).toHaveTextContent(staffContractLabels.endsContracts);
  within(article).getByRole('button', { name: staffEndContractLabels.open }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: staffEndContractLabels.title });
  return { article, dialog, reason: within(dialog).getByRole('textbox', { name: staffEndContractLabels.reason }) };
}

const endedDay = 'Dec 9, 2026';

/**
 * A Coordinator (holding `staff.contracts.end`) on an active contract: "End contract" opens the
 * dialog saying what ending does, with the $250.00 no payment request waits for (the second
 * milestone's; the first one's waits for the request), and the reason typed.
 */
export const ContractCanEnd: Story = {
  args: { path: contractRoutes.details(FIXTURE_CONTRACT_ID), token: coordinatorToken },
  beforeEach({ msw }) {
    msw.use(handlers.staffContract.canEnd, handlers.staffEndContract.ended);
  },
  play: async ({ canvasElement }) => {
    const { dialog, reason } = await openEnd(canvasElement);
    await expect(dialog).toHaveTextContent(staffEndContractLabels.refund('$250.00'));
    await expect(dialog).toHaveTextContent(staffEndContractLabels.lead('Dana Whitfield', REQUEST.freelancer));
    await userEvent.type(reason, FIXTURE_END_REASON);
    await expect(reason).toHaveValue(FIXTURE_END_REASON);
  },
};

/**
 * The Coordinator ends it with a reason (a short one refused first, on the field): the banner
 * takes the focus; the contract shows Completed, who ended it, when and why, both ratings not
 * given yet, and the reason in the conversation; no End contract left.
 */
export const CoordinatorEndsContract: Story = {
  args: { path: contractRoutes.details(FIXTURE_CONTRACT_ID), token: coordinatorToken },
  beforeEach({ msw }) {
    msw.use(handlers.staffContract.canEnd, handlers.staffEndContract.ended);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { article, dialog, reason } = await openEnd(canvasElement);
    await userEvent.type(reason, 'Too short');
    await userEvent.click(within(dialog).getByRole('button', { name: staffEndContractLabels.confirm }));
    await expect(await within(dialog).findByText(staffServerMessages.endReasonRequired)).toBeVisible();
    await userEvent.clear(reason);
    await userEvent.type(reason, FIXTURE_END_REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: staffEndContractLabels.confirm }));
    const banner = await canvas.findByText(staffContractLabels.endedTitle, {}, LOAD);
    await expect(banner).toBeVisible();
    await waitFor(() => expect(banner.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(article).toHaveTextContent(contractDetailsLabels.statuses.completed);
    await expect(article).toHaveTextContent(
      staffContractLabels.endedByStaff(FIXTURE_STAFF_NAME, roleNames.coordinator, endedDay, FIXTURE_END_REASON),
    );
    const ratings = within(article).getByRole('list', { name: staffContractLabels.ratingsTitle });
    await expect(within(ratings).getAllByText(showRatingLabels.notYet)).toHaveLength(2);
    const thread = within(article).getByRole('list', { name: staffContractLabels.conversationTitle });
    await expect(thread).toHaveTextContent(FIXTURE_END_REASON);
    await expect(within(article).queryByRole('button', { name: staffEndContractLabels.open })).toBeNull();
    await announcementsCleared();
  },
};

/**
 * Support reads a contract staff ended, then rated by both parties: who ended it, when and why,
 * and each party's stars, comment and day.
 */
export const ContractEndedByStaffRated: Story = {
  args: { path: contractRoutes.details(FIXTURE_CONTRACT_ID) },
  beforeEach({ msw }) {
    msw.use(handlers.staffContract.endedByStaffRated);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = buildStaffContractView();
    const article = await canvas.findByRole('article', { name: view.contract.job.title }, LOAD);
    await expect(article).toHaveTextContent(staffContractLabels.readOnly);
    await expect(article).toHaveTextContent(
      staffContractLabels.endedByStaff(FIXTURE_STAFF_NAME, roleNames.coordinator, endedDay, FIXTURE_END_REASON),
    );
    const ratings = within(article).getByRole('list', { name: staffContractLabels.ratingsTitle });
    const { client, freelancer } = buildStaffContractRatings();
    await expect(ratings).toHaveTextContent(staffContractLabels.clientRating('Dana Whitfield', REQUEST.freelancer));
    await expect(ratings).toHaveTextContent(client?.feedback ?? '');
    await expect(ratings).toHaveTextContent(freelancer?.feedback ?? '');
    await expect(within(ratings).getByRole('img', { name: showRatingLabels.stars(5) })).toBeVisible();
    await expect(within(ratings).getByRole('img', { name: showRatingLabels.stars(4) })).toBeVisible();
    await expect(within(article).queryByRole('button', { name: staffEndContractLabels.open })).toBeNull();
  },
};

/** A contract the client's rating ended: the rating, the freelancer's not given yet, no staff ending. */
export const ContractEndedByRating: Story = {
  args: { path: contractRoutes.details(FIXTURE_CONTRACT_ID), token: coordinatorToken },
  beforeEach({ msw }) {
    msw.use(handlers.staffContract.endedByRating);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const view = buildStaffContractView();
    const article = await canvas.findByRole('article', { name: view.contract.job.title }, LOAD);
    const ratings = within(article).getByRole('list', { name: staffContractLabels.ratingsTitle });
    await expect(within(ratings).getAllByText(showRatingLabels.notYet)).toHaveLength(1);
    await expect(within(article).queryByRole('heading', { name: staffContractLabels.endingTitle })).toBeNull();
    await expect(within(article).queryByRole('button', { name: staffEndContractLabels.open })).toBeNull();
    await expect(article).toHaveTextContent(staffContractLabels.answersPayments);
  },
};

/** The ending fails (500): the dialog keeps the reason with the error and Retry; the contract stays active. */
export const ContractEndFails: Story = {
  args: { path: contractRoutes.details(FIXTURE_CONTRACT_ID), token: coordinatorToken },
  beforeEach({ msw }) {
    msw.use(handlers.staffContract.canEnd, handlers.staffEndContract.serverError);
  },
  play: async ({ canvasElement }) => {
    const { article, dialog, reason } = await openEnd(canvasElement);
    await userEvent.type(reason, FIXTURE_END_REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: staffEndContractLabels.confirm }));
    await expect(await within(dialog).findByText(staffEndContractLabels.failedTitle, {}, LOAD)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: staffEndContractLabels.retry })).toBeEnabled();
    await expect(reason).toHaveValue(FIXTURE_END_REASON);
    await expect(article).toHaveTextContent(contractDetailsLabels.statuses.active);
    await announcementsCleared();
  },
};

/**
 * Every client's jobs (drafts too, never a deleted one) with the client and company; the status
 * filter and a search by keyboard ask the API; a job leads to its staff view.
 */
export const AllJobPostings: Story = {
  args: { path: '/all-job-postings' },
  beforeEach({ msw }) {
    msw.use(
      handle('staffJobs', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('search') === 'nobody') return Response.json(buildStaffJobList([]));
        if (query.get('status') === 'draft') {
          return Response.json(buildStaffJobList(buildStaffJobList().records.filter((job) => job.status === 'draft')));
        }
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: staffJobListLabels.results }, LOAD);
    await expect(canvas.getByRole('status')).toHaveTextContent(staffJobListLabels.found(3));
    await expect(
      within(list).getByRole('link', { name: 'Migrate our Kubernetes platform to AWS EKS' }),
    ).toHaveAttribute('href', `/job/${String(FIXTURE_ADMIN_JOB_ID)}/details`);
    await expect(list).toHaveTextContent('Dana Whitfield (Northwind Labs)');
    canvas.getByRole('searchbox', { name: staffJobListLabels.searchField }).focus();
    await userEvent.keyboard('nobody{Enter}');
    await expect(await canvas.findByText(staffJobListLabels.noMatch, {}, LOAD)).toBeVisible();
    await tabTo(staffJobListLabels.clearFilters);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('list', { name: staffJobListLabels.results }, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** The staff view of a client's job: read-only, its details, client, proposals counted and contracts. */
export const JobDetails: Story = {
  args: { path: `/job/${String(FIXTURE_ADMIN_JOB_ID)}/details` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', { name: 'Migrate our Kubernetes platform to AWS EKS' }, LOAD);
    await expect(article).toHaveTextContent(staffJobLabels.readOnly);
    await expect(within(article).getByRole('tab', { name: staffJobLabels.tabs.details })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(article).getByRole('heading', { name: adminJobDetailsLabels.client })).toBeVisible();
    await expect(article).toHaveTextContent('Dana Whitfield · Northwind Labs');
    await expect(within(article).queryByRole('button', { name: /^(edit|delete|reject|archive|save)/i })).toBeNull();
    // The client's figures on /analytics, for a role that may read them.
    await expect(
      within(article).getByRole('link', { name: staffAnalyticsLabels.clientFiguresOf('Dana Whitfield') }),
    ).toHaveAttribute('href', staffClientAnalyticsPath(buildStaffJob().job.manager.id));
  },
};

/** Read by a role without the analytics permission (changed on /roles): no link to the client's figures. */
export const JobWithoutAnalytics: Story = {
  args: { path: `/job/${String(FIXTURE_ADMIN_JOB_ID)}/details` },
  beforeEach({ msw }) {
    msw.use(respond('staffJob', () => buildStaffJob({ can_read_analytics: false })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = await canvas.findByRole('article', { name: 'Migrate our Kubernetes platform to AWS EKS' }, LOAD);
    await expect(within(article).getByRole('link', { name: staffPostJobLabels.editJob })).toBeVisible();
    await expect(within(article).queryByRole('link', { name: staffAnalyticsLabels.clientFigures })).toBeNull();
    await expect(
      within(article).queryByRole('link', { name: staffAnalyticsLabels.clientFiguresOf('Dana Whitfield') }),
    ).toBeNull();
  },
};

/**
 * The Proposals tab: the job's proposals as its client's Review tab lists them, with no Save,
 * Reject or Archive; the tab is reached by keyboard from the Details tab.
 */
export const JobProposals: Story = {
  args: { path: `/job/${String(FIXTURE_ADMIN_JOB_ID)}/details` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Migrate our Kubernetes platform to AWS EKS' }, LOAD);
    await tabTo(staffJobLabels.tabs.details);
    await userEvent.keyboard('{ArrowRight}');
    const list = await canvas.findByRole('list', { name: jobCandidatesLabels.listLabel.review }, LOAD);
    await expect(canvas.getByRole('status')).toHaveTextContent(jobCandidatesLabels.count.review(3));
    const first = buildProposalList(3).records[0];
    if (!first) throw new Error('the fixture has proposals');
    await expect(within(list).getByRole('link', { name: first.freelancer.display_name })).toBeVisible();
    await expect(within(list).queryByRole('button')).toBeNull();
    await announcementsCleared();
  },
};

/** A deleted or unknown job: not found, with the way back to every job. */
export const JobNotFound: Story = {
  args: { path: '/job/987654/details' },
  beforeEach({ msw }) {
    msw.use(handlers.staffJob.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(adminJobDetailsLabels.notFoundTitle, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: staffJobLabels.back })).toHaveAttribute('href', '/all-job-postings');
  },
};

/** The bodies the post story's first saves sent. */
const staffJobSaves: Array<{ client_id?: number }> = [];

/**
 * Posting a job for a client: the client is searched and chosen by keyboard, then the manager's
 * wizard opens for them; its first save is the staff call naming that client.
 */
export const PostJobForClient: Story = {
  args: { path: '/post-a-job' },
  beforeEach({ msw }) {
    staffJobSaves.length = 0;
    msw.use(
      handle('staffCreateJob', async ({ request }) => {
        staffJobSaves.push((await request.clone().json()) as { client_id?: number });
        return undefined;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: staffPostJobLabels.title }, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: postJobWizardLabels.jobTitle })).toBeNull();
    canvas.getByRole('searchbox', { name: staffPostJobLabels.clientSearch }).focus();
    await userEvent.keyboard('dana{Enter}');
    await canvas.findByRole('list', { name: staffPostJobLabels.clientResults }, LOAD);
    await tabTo(staffPostJobLabels.choose('Dana Whitfield'));
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(staffPostJobLabels.postingFor('Dana Whitfield (Northwind Labs)'), {}, LOAD),
    ).toBeVisible();
    const title = await canvas.findByRole('textbox', { name: postJobWizardLabels.jobTitle }, LOAD);
    title.focus();
    await userEvent.keyboard('Migrate our data platform to BigQuery');
    await waitFor(() => expect(staffJobSaves[0]?.client_id).toBe(21), { timeout: 10_000 });
  },
};

/** Editing a client's posted job: the wizard opens with the client's own form, on its last tab. */
export const EditClientJob: Story = {
  args: { path: '/edit-a-job-progress/42' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: staffPostJobLabels.editTitle }, LOAD),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(canvas.getByRole('tab', { name: postJobWizardLabels.tabs[5] })).toHaveAttribute('aria-selected', 'true'),
      LOAD,
    );
  },
};

const inboxThread = staffMessageLabels.thread('Dana Whitfield', 'Milestonia Vasquez');

/**
 * /messages of staff: the conversations they follow (one with a reply unread), the open thread with every author named and a link to the contract; a reply typed by
 * keyboard is posted as staff and joins the thread.
 */
export const Messages: Story = {
  args: { path: messagePaths.conversation(FIXTURE_CONVERSATION_ID) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: staffMessageLabels.results }, LOAD);
    await expect(within(list).getByRole('link', { name: /^Dana Whitfield and Milestonia Vasquez/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(list).getByText(staffMessageLabels.unread(1))).toBeVisible();
    await expect(canvas.getByText(staffMessageLabels.found(3))).toBeVisible();
    const thread = await canvas.findByRole('list', { name: inboxThread }, LOAD);
    await expect(thread).toHaveTextContent(`${FIXTURE_STAFF_NAME} (Support)`);
    await expect(thread).toHaveTextContent('Dana Whitfield (Project Manager)');
    await expect(thread).toHaveTextContent('Milestonia Vasquez (Freelancer)');
    await expect(canvas.getByRole('link', { name: staffMessageLabels.contractLink })).toHaveAttribute(
      'href',
      contractRoutes.details(FIXTURE_CONTRACT_ID),
    );
    await expect(canvas.queryByText(messagePageLabels.attach)).toBeNull();

    canvas.getByRole('textbox', { name: staffContractLabels.messageField }).focus();
    await userEvent.keyboard('The invoice is fixed, thank you both.');
    await tabTo(staffContractLabels.send);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(thread).getByText('The invoice is fixed, thank you both.')).toBeVisible(), LOAD);
    await expect(canvas.getByText(staffContractLabels.sent)).toBeInTheDocument();
    await announcementsCleared();
  },
};

/** Without `staff.messages.post`: the thread is read-only, with the line saying why. */
export const MessagesReadOnly: Story = {
  args: { path: messagePaths.conversation(FIXTURE_CONVERSATION_ID), token: buildAccessToken({ role: 'coordinator' }) },
  beforeEach({ msw }) {
    msw.use(handlers.staffConversation.readOnly);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: inboxThread }, LOAD);
    await expect(canvas.getByText(staffMessageLabels.readOnly)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: staffContractLabels.messageField })).toBeNull();
  },
};

/** No conversation yet: the empty state says how one starts and links to every contract. */
export const MessagesEmpty: Story = {
  args: { path: messagePaths.messages },
  beforeEach({ msw }) {
    msw.use(handlers.staffConversations.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffMessageLabels.emptyDescription, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: staffMessageLabels.allContracts })).toHaveAttribute(
      'href',
      contractPaths.managerList,
    );
    await expect(canvas.queryByText(staffMessageLabels.chooseConversation)).toBeNull();
  },
};

/** The list fails once: the failure with Retry (by keyboard), then the conversations. */
export const MessagesFailedThenRetried: Story = {
  args: { path: messagePaths.messages },
  beforeEach({ msw }) {
    msw.use(failOnceThen('staffConversations', () => buildStaffConversationList()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffMessageLabels.loadFailed, {}, LOAD)).toBeVisible();
    await tabTo(staffMessageLabels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('list', { name: staffMessageLabels.results }, LOAD)).toBeVisible();
    await expect(canvas.getByText(staffMessageLabels.chooseConversation)).toBeVisible();
    await announcementsCleared();
  },
};

/** A conversation that is not a contract's (or no longer exists): the thread's failure with Retry. */
export const MessagesThreadNotFound: Story = {
  args: { path: messagePaths.conversation(999) },
  beforeEach({ msw }) {
    msw.use(handlers.staffConversation.notFound, handlers.staffConversationMessages.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffMessageLabels.threadFailed, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: staffMessageLabels.retry })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: staffMessageLabels.results }, LOAD)).toBeVisible();
  },
};

/** Both still loading: the list's and the thread's placeholders. */
export const MessagesLoading: Story = {
  args: { path: messagePaths.conversation(FIXTURE_CONVERSATION_ID) },
  beforeEach({ msw }) {
    msw.use(hang('staffConversations'), hang('staffConversationMessages'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(staffMessageLabels.loading, {}, LOAD)).toBeInTheDocument();
    await expect(canvas.getByText(staffMessageLabels.loadingThread)).toBeInTheDocument();
  },
};

/** The `up_to` of each read call the current story's page made. */
let reads: number[] = [];
/** Records the read calls (afresh for each story), answered with the counts given. */
function readCalls(answer: { conversation_unread_count: number; unread_count: number }) {
  const calls: number[] = [];
  reads = calls;
  return handle('staffMarkConversationRead', async ({ request }) => {
    calls.push(((await request.json()) as { up_to: number }).up_to);
    return HttpResponse.json(answer);
  });
}

const openRow = /^Dana Whitfield and Milestonia Vasquez/;

/**
 * Unread counts: the open conversation has 2 unread and the second 1, each a badge inside its
 * link (so a screen reader hears it with the conversation's name); the read is still on its way.
 */
export const MessagesUnread: Story = {
  args: { path: messagePaths.conversation(FIXTURE_CONVERSATION_ID) },
  beforeEach({ msw }) {
    msw.use(handlers.staffConversations.unread, handlers.staffConversation.unread, hang('staffMarkConversationRead'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: staffMessageLabels.results }, LOAD);
    await expect(within(list).getByRole('link', { name: openRow })).toHaveAccessibleName(
      new RegExp(staffMessageLabels.unread(2)),
    );
    await expect(within(list).getByRole('link', { name: /^Omar Haddad and/ })).toHaveAccessibleName(
      new RegExp(staffMessageLabels.unread(1)),
    );
    await canvas.findByRole('list', { name: inboxThread }, LOAD);
  },
};

/**
 * Opening a conversation with unread messages reads it: the staff member's own read point moves to
 * its newest message by someone else (8103; 8104 is their own), and its count leaves the list.
 */
export const MessagesReadWhenOpened: Story = {
  args: { path: messagePaths.conversation(FIXTURE_CONVERSATION_ID) },
  beforeEach({ msw }) {
    msw.use(
      handlers.staffConversations.unread,
      handlers.staffConversation.unread,
      readCalls({ conversation_unread_count: 0, unread_count: 1 }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: staffMessageLabels.results }, LOAD);
    await canvas.findByRole('list', { name: inboxThread }, LOAD);
    const open = within(list).getByRole('link', { name: openRow });
    await waitFor(() => expect(open).not.toHaveTextContent(staffMessageLabels.unread(2)), LOAD);
    await expect(reads).toEqual([8103]);
    await expect(within(list).getByText(staffMessageLabels.unread(1))).toBeVisible();
  },
};

/** The staff member's live feed in the story: `ready`, then these messages. */
function liveFeed(frames: ReadonlyArray<ReturnType<typeof buildStaffLiveMessage>>) {
  const link = ws.link(feedUrl(window.location));
  return link.addEventListener('connection', ({ client }) => {
    client.send(
      JSON.stringify({ type: 'ready', unread_count: 0, unread_messages: 1, resume_after: 0, messages_resume_after: 0 }),
    );
    for (const frame of frames) client.send(JSON.stringify(frame));
  });
}

const liveArrivals = [
  buildStaffLiveMessage(
    {
      id: 9001,
      conversation_id: FIXTURE_CONVERSATION_ID,
      body: 'Support, is the payment approved now?',
      created_at: '2026-11-26T12:00:00.000Z',
    },
    { name: 'Milestonia Vasquez', role: 'freelancer' },
    { conversation: 1, total: 2 },
  ),
  buildStaffLiveMessage(
    {
      id: 9002,
      conversation_id: 802,
      body: 'One more question about the invoice.',
      created_at: '2026-11-26T12:01:00.000Z',
    },
    { name: 'Omar Haddad', role: 'project_manager' },
    { conversation: 2, total: 3 },
  ),
  buildStaffLiveMessage(
    { id: 9003, conversation_id: 899, body: 'Hello?', created_at: '2026-11-26T12:02:00.000Z' },
    { name: 'Kenji Watanabe', role: 'freelancer' },
    { conversation: 1, total: 4 },
  ),
];

/**
 * Live: a party's message arrives in the open thread (named with its author, said politely, then
 * read), another listed conversation's count and last line follow, and one not on the list shows
 * as a banner whose Show reloads the list.
 */
export const MessagesLiveArrival: Story = {
  args: { path: messagePaths.conversation(FIXTURE_CONVERSATION_ID) },
  beforeEach({ msw }) {
    msw.use(readCalls({ conversation_unread_count: 0, unread_count: 3 }), liveFeed(liveArrivals));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: staffMessageLabels.results }, LOAD);
    const thread = await canvas.findByRole('list', { name: inboxThread }, LOAD);
    await waitFor(() => expect(within(thread).getByText('Support, is the payment approved now?')).toBeVisible(), LOAD);
    await expect(within(thread).getAllByText(/Milestonia Vasquez \(Freelancer\)/).length).toBeGreaterThan(1);
    await expect(
      canvas.getByText(staffMessageLabels.arrived('Milestonia Vasquez (Freelancer)', 1)),
    ).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual([9001]), LOAD);
    const other = within(list).getByRole('link', { name: /^Omar Haddad and/ });
    await expect(other).toHaveAccessibleName(new RegExp(staffMessageLabels.unread(2)));
    await expect(other).toHaveTextContent('Omar Haddad: One more question about the invoice.');
    await waitFor(
      () => expect(within(list).getByRole('link', { name: openRow })).not.toHaveTextContent(/unread/),
      LOAD,
    );
    await expect(canvas.getByText(messagePageLabels.arrivedElsewhere(1))).toBeVisible();
    await expect(canvas.getByRole('button', { name: messagePageLabels.showNew })).toBeVisible();
    await announcementsCleared();
  },
};

import { jobCandidatesLabels, managerProposalListLabels as labels, type Proposal } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildJobRef,
  buildProposalList,
  FIXTURE_PROPOSAL_ID,
  handlers,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { ManagerProposalPages, proposalListsBoard } from './testing.tsx';

/**
 * The manager's proposals across all their jobs: /my-proposals (a tab per state with its count,
 * `GET /proposal_based_on_status`, `/proposal_tabs_count`) and /archived (`GET /get_all_proposals
 * ?archived=true`), over one board so Archive and Move back show in both.
 */
const meta = {
  title: 'Pages/Proposals/Manager lists',
  component: ManagerProposalPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-proposals', token: buildAccessToken({ role: 'project_manager' }) },
} satisfies Meta<typeof ManagerProposalPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const otherJob = buildJobRef({ id: 43, title: 'Azure data platform migration', job_pay_type: 'fixed' });

/** Four proposals on two jobs: two new, one rejected, one new but archived. */
function proposalsOnTwoJobs(): Proposal[] {
  const [priya, jessica, third, fourth] = buildProposalList(4).records as [Proposal, Proposal, Proposal, Proposal];
  return [
    priya,
    { ...jessica, job: otherJob, bid_cents: 480_000 },
    { ...third, status: 'rejected', reject_reason: 'Budget too high' },
    { ...fourth, job: otherJob, bid_cents: 350_000, archived_at: '2026-11-24T09:00:00.000Z' },
  ];
}

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const cardsOf = async (canvasElement: HTMLElement, list: string) =>
  within(await within(canvasElement).findByRole('list', { name: list }, LOAD)).getAllByRole('listitem', {
    name: /./,
  });

/**
 * The New tab: each card names its job (linked to the job's candidates) and links the proposal;
 * the tabs carry their counts; the arrow keys change the tab and the query follows.
 */
export const MyProposals: Story = {
  beforeEach({ msw }) {
    msw.use(...proposalListsBoard(proposalsOnTwoJobs()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await cardsOf(canvasElement, labels.listLabel('submitted'));
    await expect(cards).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    const jessica = canvas.getByRole('listitem', { name: 'Jessica T.' });
    await expect(within(jessica).getByRole('link', { name: otherJob.title })).toHaveAttribute('href', '/job/43/review');
    await expect(within(jessica).getByRole('link', { name: jobCandidatesLabels.viewProposal })).toHaveAttribute(
      'href',
      `/freelancer-proposal/${String(FIXTURE_PROPOSAL_ID + 1)}/43`,
    );
    const newTab = await canvas.findByRole('tab', { name: labels.tab('submitted', 2) }, LOAD);
    await expect(newTab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: labels.tab('rejected', 1) })).toBeVisible();

    await userEvent.click(newTab);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/my-proposals?tab=rejected'));
    const [rejected] = await cardsOf(canvasElement, labels.listLabel('rejected'));
    await expect(within(rejected as HTMLElement).getByText(jobCandidatesLabels.statuses.rejected)).toBeVisible();
  },
};

/**
 * Archive on /my-proposals moves the proposal out of its tab (list and count reload); /archived
 * has it, and Move back returns it.
 */
export const ArchiveAndMoveBack: Story = {
  beforeEach({ msw }) {
    msw.use(...proposalListsBoard(proposalsOnTwoJobs()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardsOf(canvasElement, labels.listLabel('submitted'));
    const priya = canvas.getByRole('listitem', { name: 'Priya R.' });
    await userEvent.click(within(priya).getByRole('button', { name: jobCandidatesLabels.archive }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(labels.count(1)));
    await expect(await canvas.findByRole('tab', { name: labels.tab('submitted', 1) }, LOAD)).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: labels.archivedLink }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/archived'));
    const archived = await cardsOf(canvasElement, labels.archivedListLabel);
    await expect(archived).toHaveLength(2);
    const moved = canvas.getByRole('listitem', { name: 'Priya R.' });
    await expect(within(moved).getByText(jobCandidatesLabels.archivedBadge)).toBeVisible();
    await userEvent.click(within(moved).getByRole('button', { name: jobCandidatesLabels.unarchive }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(labels.count(1)));
    await expect(canvas.queryByRole('listitem', { name: 'Priya R.' })).toBeNull();
    await announcementsCleared();
  },
};

/** The archive across jobs, with Move back on each card. */
export const Archived: Story = {
  args: { path: '/archived' },
  beforeEach({ msw }) {
    msw.use(...proposalListsBoard(proposalsOnTwoJobs()));
  },
  play: async ({ canvasElement }) => {
    const [card] = await cardsOf(canvasElement, labels.archivedListLabel);
    await expect(
      within(card as HTMLElement).getByRole('button', { name: jobCandidatesLabels.unarchive }),
    ).toBeVisible();
    await expect(within(card as HTMLElement).getByRole('link', { name: otherJob.title })).toBeVisible();
  },
};

/** Nothing archived yet. */
export const ArchivedEmpty: Story = {
  args: { path: '/archived' },
  beforeEach({ msw }) {
    msw.use(handlers.allProposals.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.archivedEmptyTitle, {}, LOAD)).toBeVisible();
  },
};

/** No proposal in the tab (the counts still load). */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.proposalsByStatus.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.emptyTitle('submitted'), {}, LOAD)).toBeVisible();
  },
};

/** The proposals could not be loaded: Retry loads them. */
export const LoadFailedRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('proposalsByStatus', () => buildProposalList(2)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailedTitle, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(await cardsOf(canvasElement, labels.listLabel('submitted'))).toHaveLength(2);
    await announcementsCleared();
  },
};

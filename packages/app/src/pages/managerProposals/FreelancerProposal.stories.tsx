import {
  freelancerProposalLabels as labels,
  jobCandidatesLabels,
  rejectMessages,
  rejectProposalLabels,
} from '@cloudexperts/domain';
import { buildAccessToken, buildProposal, FIXTURE_PROPOSAL_ID, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { ManagerProposalPages, proposalBoard } from './testing.tsx';

/** /freelancer-proposal/:id/:jobId?: one proposal on the manager's job (`GET /job_applications/{id}`). */
const meta = {
  title: 'Pages/Proposals/Freelancer proposal',
  component: ManagerProposalPages,
  parameters: { layout: 'fullscreen' },
  args: {
    path: `/freelancer-proposal/${String(FIXTURE_PROPOSAL_ID)}/42`,
    token: buildAccessToken({ role: 'project_manager' }),
  },
} satisfies Meta<typeof ManagerProposalPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = labels.titleOf('Priya R.');
const page = (canvasElement: HTMLElement) => within(canvasElement).findByRole('article', { name: title }, LOAD);

/** The proposal: the freelancer, bid, cover letter, screening answers; Save, Archive and Reject. */
export const Submitted: Story = {
  beforeEach({ msw }) {
    msw.use(...proposalBoard());
  },
  play: async ({ canvasElement }) => {
    const article = await page(canvasElement);
    await expect(within(article).getByRole('heading', { name: labels.answersTitle })).toBeVisible();
    await expect(within(article).getByRole('button', { name: jobCandidatesLabels.reject })).toBeVisible();
    await expect(within(article).getByRole('button', { name: jobCandidatesLabels.archive })).toBeVisible();
    await expect(within(article).getByRole('link', { name: labels.backToCandidates })).toHaveAttribute(
      'href',
      '/job/42/review',
    );
  },
};

/**
 * Reject by keyboard from the page: the popup opens with Enter, 'Budget too high' is chosen; the
 * page reloads behind the result and shows why, with Reject gone (canTransition).
 */
export const RejectByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...proposalBoard());
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await page(canvasElement);
    await tabTo(jobCandidatesLabels.reject);
    await userEvent.keyboard('{Enter}');
    const popup = await body.findByRole('dialog', { name: rejectProposalLabels.title }, LOAD);
    const budget = within(popup).getByRole('radio', { name: 'Budget too high' });
    for (let step = 0; step < 10 && document.activeElement?.getAttribute('type') !== 'radio'; step += 1)
      await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(budget).toBeChecked());
    await tabTo(rejectProposalLabels.submit);
    await userEvent.keyboard('{Enter}');
    const result = await body.findByRole('dialog', { name: rejectMessages.rejectedTitle }, LOAD);
    await waitFor(() => expect(within(result).getByRole('button', { name: rejectProposalLabels.close })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const article = await page(canvasElement);
    await expect(await within(article).findByRole('heading', { name: labels.rejectionTitle })).toBeVisible();
    await expect(within(article).getByText('Budget too high')).toBeVisible();
    await expect(within(article).queryByRole('button', { name: jobCandidatesLabels.reject })).toBeNull();
    await announcementsCleared();
  },
};

/** A rejected proposal: why (the custom reason of 'Other', and the comment); no Reject. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...proposalBoard([
        buildProposal({
          status: 'rejected',
          reject_reason: 'Other',
          custom_reason: 'Works in another time zone',
          reject_comment: 'Thank you for the proposal.',
        }),
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const article = await page(canvasElement);
    await expect(within(article).getByText('Works in another time zone')).toBeVisible();
    await expect(within(article).getByText('Thank you for the proposal.')).toBeVisible();
    await expect(within(article).queryByRole('button', { name: jobCandidatesLabels.reject })).toBeNull();
  },
};

/** Archive from the page: it reloads and offers Move back. */
export const Archive: Story = {
  beforeEach({ msw }) {
    msw.use(...proposalBoard());
  },
  play: async ({ canvasElement }) => {
    const article = await page(canvasElement);
    await userEvent.click(within(article).getByRole('button', { name: jobCandidatesLabels.archive }));
    await expect(
      await within(await page(canvasElement)).findByRole('button', { name: jobCandidatesLabels.unarchive }, LOAD),
    ).toBeVisible();
    await announcementsCleared();
  },
};

/** Loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('getProposal'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: labels.title }, LOAD)).toBeInTheDocument();
  },
};

/** Not one of the manager's (404, as a missing one): not found. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getProposal.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.notFoundTitle }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.backToJobs })).toHaveAttribute('href', '/my-jobs');
  },
};

/** A proposal that is not on the job the path names: not found. */
export const OtherJob: Story = {
  args: { path: `/freelancer-proposal/${String(FIXTURE_PROPOSAL_ID)}/43` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: labels.notFoundTitle }, LOAD)).toBeVisible();
  },
};

/** The proposal could not be loaded: Retry loads it. */
export const LoadFailedRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('getProposal', () => ({ proposal: buildProposal() })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailedTitle, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await page(canvasElement);
    await announcementsCleared();
  },
};

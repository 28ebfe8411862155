import {
  interviewListLabels,
  interviewServerMessages,
  myProposalsLabels,
  proposalDetailsLabels as labels,
  proposalFormLabels,
  proposalResultButtons,
  proposalResultTitles,
  withdrawProposalLabels,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildInterview,
  buildInterviewList,
  buildProposal,
  FIXTURE_PROPOSAL_ID,
  handlers,
  hang,
  respond,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { ProposalPages } from './testing.tsx';

/** /proposal-details/:id on `GET /job_applications/{id}`, with UPDATE_JOB_PROPOSAL and WITHDRAW_JOB_PROPOSAL. */
const meta = {
  title: 'Pages/Proposals/Proposal details',
  component: ProposalPages,
  parameters: { layout: 'fullscreen' },
  args: { path: `/proposal-details/${String(FIXTURE_PROPOSAL_ID)}`, token: buildAccessToken({ role: 'freelancer' }) },
  // No interview unless a story schedules one.
  beforeEach({ msw }) {
    msw.use(handlers.allInterviews.empty);
  },
} satisfies Meta<typeof ProposalPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const proposal = buildProposal();
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const articleOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('article', { name: proposal.job.title }, LOAD);
const actions = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('group', { name: labels.actionsLabel });
const actionsShown = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: labels.actionsLabel });

/** A submitted proposal: its job, state, bid, letter and answers; Update and Withdraw offered. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const view = within(await articleOf(canvasElement));
    await expect(view.getByText('Submitted')).toBeVisible();
    await expect(view.getByText('$90/hr')).toBeVisible();
    await expect(view.getByRole('link', { name: labels.seeJob })).toHaveAttribute(
      'href',
      `/job-details/${String(proposal.job.id)}`,
    );
    for (const answer of proposal.screening_answers) await expect(view.getByText(answer.answer)).toBeVisible();
    const group = within(actionsShown(canvasElement));
    await expect(group.getByRole('button', { name: labels.update })).toBeVisible();
    await expect(group.getByRole('button', { name: labels.withdraw })).toBeVisible();
  },
};

/** Rejected: the lifecycle allows nothing more, so nothing is offered. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getProposal.rejected);
  },
  play: async ({ canvasElement }) => {
    const view = within(await articleOf(canvasElement));
    await expect(view.getByText('Not selected')).toBeVisible();
    await expect(actions(canvasElement)).not.toBeInTheDocument();
  },
};

/** An offer waits: neither update nor withdraw (the table's 'offered' row). */
export const Offered: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getProposal.offered);
  },
  play: async ({ canvasElement }) => {
    const view = within(await articleOf(canvasElement));
    await expect(view.getByText('Offer received')).toBeVisible();
    await expect(actions(canvasElement)).not.toBeInTheDocument();
  },
};

/** Update by keyboard: the popup with the proposal's content, 'Proposal updated successfully.', focus back. */
export const UpdateByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(respond('changeProposal', () => ({ proposal: buildProposal({ bid_cents: 9_500 }) })));
  },
  play: async ({ canvasElement }) => {
    await articleOf(canvasElement);
    const update = await tabTo(labels.update);
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: proposalFormLabels.updateTitle }, LOAD);
    const bid = within(modal).getByRole('textbox', { name: /^Your hourly rate/ });
    await userEvent.clear(bid);
    await userEvent.type(bid, '95');
    await userEvent.click(within(modal).getByRole('button', { name: proposalFormLabels.update }));
    const result = await screen.findByRole('dialog', { name: proposalResultTitles.updated }, LOAD);
    await waitFor(() =>
      expect(within(result).getByRole('button', { name: proposalResultButtons.success })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByText('$95/hr')).toBeVisible(), LOAD);
    await waitFor(() => expect(update).toHaveFocus());
  },
};

/** Withdraw: the confirmation, 'Proposal withdrawal successfully.', Superb! to the Withdrawn tab. */
export const Withdraw: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changeProposal.withdrawn);
  },
  play: async ({ canvasElement }) => {
    await articleOf(canvasElement);
    await userEvent.click(within(actionsShown(canvasElement)).getByRole('button', { name: labels.withdraw }));
    const confirm = await screen.findByRole('alertdialog', { name: withdrawProposalLabels.title }, LOAD);
    await userEvent.click(within(confirm).getByRole('button', { name: withdrawProposalLabels.confirm }));
    const result = await screen.findByRole('dialog', { name: proposalResultTitles.withdrawn }, LOAD);
    await waitFor(() => expect(within(canvasElement).getByText('Withdrawn')).toBeInTheDocument());
    await userEvent.click(within(result).getByRole('button', { name: proposalResultButtons.success }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/my-proposals?tab=withdrawn'),
    );
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: myProposalsLabels.title }, LOAD),
    ).toBeVisible();
  },
};

/** Withdrawn, the result popup closed by Escape: the Withdraw button is gone, so the page's heading takes the focus. */
export const WithdrawThenEscape: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changeProposal.withdrawn);
  },
  play: async ({ canvasElement }) => {
    await articleOf(canvasElement);
    await tabTo(labels.withdraw);
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: withdrawProposalLabels.title }, LOAD);
    await userEvent.keyboard('{Tab}{Enter}');
    await screen.findByRole('dialog', { name: proposalResultTitles.withdrawn }, LOAD);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('heading', { level: 1, name: proposal.job.title })).toHaveFocus(),
    );
    await expect(location(canvasElement)).toHaveAttribute(
      'data-location',
      `/proposal-details/${String(FIXTURE_PROPOSAL_ID)}`,
    );
  },
};

/** While the proposal loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('getProposal'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** It fails to load; Retry (by keyboard) loads it. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('getProposal', () => ({ proposal: buildProposal() })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LOAD)).toHaveTextContent(labels.loadFailedTitle);
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await articleOf(canvasElement);
    await announcementsCleared();
  },
};

/** Not the freelancer's, or not there (404). */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getProposal.notFound);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: labels.notFoundTitle }, LOAD),
    ).toBeVisible();
  },
};

/**
 * The client scheduled an interview: the time in the browser's own zone, named, and the
 * organiser's; Accept (the list reloads: Accepted), Join (JOIN_INTERVIEW_POPUP, off an hour
 * ahead), and Ask for another time (RESCHEDULE_INTERVIEW_REQUEST).
 */
export const WithInterview: Story = {
  beforeEach({ msw }) {
    let status: 'scheduled' | 'accepted' = 'scheduled';
    const interview = () =>
      buildInterview(
        { status, meeting_url: 'http://127.0.0.1:4000/meet/4d4d?k=abc' },
        Intl.DateTimeFormat().resolvedOptions().timeZone,
      );
    msw.use(
      respond('allInterviews', () => buildInterviewList([interview()])),
      respond('cloudExpertResponse', () => {
        status = 'accepted';
        return { interview: interview(), message: interviewServerMessages.accepted };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await articleOf(canvasElement);
    const card = await within(canvasElement).findByRole('listitem', { name: /Interview for/ }, LOAD);
    await expect(within(card).getByText(interviewListLabels.statuses.scheduled)).toBeVisible();
    await expect(within(card).getByText(/GMT\+5:30 \(Asia\/Kolkata\)/)).toBeVisible();
    await expect(within(card).getByRole('button', { name: interviewListLabels.askAnotherTime })).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: interviewListLabels.accept }));
    await waitFor(() => expect(within(card).getByText(interviewListLabels.statuses.accepted)).toBeVisible(), LOAD);
    await expect(within(card).queryByRole('button', { name: interviewListLabels.accept })).toBeNull();
    await announcementsCleared();
  },
};

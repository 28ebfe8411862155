import {
  expertHireLabels,
  interviewListLabels,
  interviewScheduleLabels,
  invitationResultMessages,
  jobCandidatesLabels as labels,
  rejectMessages,
  rejectProposalLabels,
  sendInviteLabels,
  withdrawInvitationLabels,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildCandidateList,
  buildJobResponse,
  buildProposal,
  buildProposalList,
  FIXTURE_PROPOSAL_ID,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen, serverError } from '../../testing/mocks.ts';
import { hireFreelancerPath } from '../hire/paths.ts';
import { inviteBoard, ManagerProposalPages, proposalBoard } from './testing.tsx';

/**
 * /job/:id/:tab: the manager's own job with its candidate tabs (Review, Hire, Saved, Invite) on
 * `GET /jobs/{id}` and each tab's call.
 */
const meta = {
  title: 'Pages/Proposals/Job candidates',
  component: ManagerProposalPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/job/42/review', token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handlers.getJob.open);
  },
} satisfies Meta<typeof ManagerProposalPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const cardsOf = async (canvasElement: HTMLElement, list: string) =>
  within(await within(canvasElement).findByRole('list', { name: list }, LOAD)).getAllByRole('listitem', {
    name: /./,
  });
const cardOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('listitem', { name }, LOAD);

/** Review: every proposal on the job, newest first, with status, bid, date and cover letter. */
export const Review: Story = {
  beforeEach({ msw }) {
    msw.use(...proposalBoard());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await cardsOf(canvasElement, labels.listLabel.review)).toHaveLength(4);
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.count.review(4));
    await expect(canvas.getByRole('tab', { name: labels.tabs.review })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: labels.reviewViews.active })).toHaveAttribute('aria-selected', 'true');
    const priya = await cardOf(canvasElement, 'Priya R.');
    await expect(within(priya).getByText(labels.statuses.submitted)).toBeVisible();
    await expect(within(priya).getByText('$90.00/hr')).toBeVisible();
    await expect(within(priya).getByRole('button', { name: labels.save('Priya R.') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A proposal the lifecycle lets take an offer: Hire goes on to the offer, with the job's rate type.
    await expect(within(priya).getByRole('link', { name: expertHireLabels.hire })).toHaveAttribute(
      'href',
      hireFreelancerPath(buildProposal().freelancer.uuid, 42, 'hourly'),
    );
  },
};

/** Archive moves a proposal out of the list (the list reloads); the Archived view has it, with Move back. */
export const ArchiveAndMoveBack: Story = {
  beforeEach({ msw }) {
    msw.use(...proposalBoard());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jessica = await cardOf(canvasElement, 'Jessica T.');
    await userEvent.click(within(jessica).getByRole('button', { name: labels.archive }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(labels.count.review(3)));
    await expect(canvas.queryByRole('listitem', { name: 'Jessica T.' })).toBeNull();

    await userEvent.click(canvas.getByRole('tab', { name: labels.reviewViews.archived }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/job/42/review?view=archived'),
    );
    const archived = await cardOf(canvasElement, 'Jessica T.');
    await expect(within(archived).getByText(labels.archivedBadge)).toBeVisible();
    await userEvent.click(within(archived).getByRole('button', { name: labels.unarchive }));
    await waitFor(() => expect(canvas.getByText(labels.empty.archived.title)).toBeVisible());
    await announcementsCleared();
  },
};

/** A refused archive says so on the card and keeps it. */
export const ArchiveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('archiveProposal'), ...proposalBoard());
  },
  play: async ({ canvasElement }) => {
    const priya = await cardOf(canvasElement, 'Priya R.');
    await userEvent.click(within(priya).getByRole('button', { name: labels.archive }));
    await expect(await within(priya).findByRole('alert')).toHaveTextContent(labels.archiveFailed);
    await announcementsCleared();
  },
};

/** Save (or unsave) a freelancer from their card: the toggle says so with aria-pressed. */
export const SaveFreelancer: Story = {
  beforeEach({ msw }) {
    msw.use(...proposalBoard());
  },
  play: async ({ canvasElement }) => {
    const jessica = await cardOf(canvasElement, 'Jessica T.');
    const save = within(jessica).getByRole('button', { name: labels.save('Jessica T.') });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** A refused save goes back and says why. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.addFavorite.serverError, ...proposalBoard());
  },
  play: async ({ canvasElement }) => {
    const jessica = await cardOf(canvasElement, 'Jessica T.');
    const save = within(jessica).getByRole('button', { name: labels.save('Jessica T.') });
    await userEvent.click(save);
    await expect(await within(jessica).findByRole('alert')).toHaveTextContent(labels.saveAddFailed);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The rejected proposals (the spec's sub tab 'Rejected'), from the query. */
export const Rejected: Story = {
  args: { path: '/job/42/review?view=rejected' },
  beforeEach({ msw }) {
    msw.use(
      ...proposalBoard([
        buildProposal({ status: 'rejected', reject_reason: 'Budget too high' }),
        buildProposal({ id: FIXTURE_PROPOSAL_ID + 1 }),
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const cards = await cardsOf(canvasElement, labels.listLabel.review);
    await expect(cards).toHaveLength(1);
    await expect(within(cards[0] as HTMLElement).getByText(labels.statuses.rejected)).toBeVisible();
  },
};

/**
 * The review candidate's `interview_*` fields: each card names its latest interview's state and
 * time in the browser's zone; Schedule interview is offered again only once none is open.
 */
export const ReviewWithInterviews: Story = {
  beforeEach({ msw }) {
    const [first, second, third] = buildProposalList(3).records;
    if (!first || !second || !third) throw new Error('no proposals');
    const interview = {
      interview_id: 7,
      interview_platform: 'google_meet',
      interview_duration: 30,
      interview_start_time: '2026-12-01T04:30:00.000Z',
      interview_end_time: '2026-12-01T05:00:00.000Z',
      interview_agenda: 'Your landing zones.',
      interview_meet_link: '/meet/7b0e4c1e-3c1a-4f7e-9a55-0d3f0a1b2c3d?k=manager',
    } as const;
    msw.use(
      ...proposalBoard([
        { ...first, ...interview, interview_status: 'scheduled' },
        { ...second, ...interview, interview_id: 8, interview_status: 'completed', interview_feedback_given: true },
        third,
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const [scheduled, completed, none] = await Promise.all(
      ['Priya R.', 'Jessica T.', 'Kenji W.'].map((name) => cardOf(canvasElement, name)),
    );
    if (!scheduled || !completed || !none) throw new Error('no cards');
    await expect(scheduled).toHaveTextContent(
      `${interviewListLabels.interviewsOfProposal}${interviewListLabels.statuses.scheduled}: `,
    );
    await expect(within(scheduled).getByText(/Dec 1, 2026/)).toHaveAttribute('datetime', '2026-12-01T04:30:00.000Z');
    await expect(
      within(scheduled).queryByRole('button', { name: interviewListLabels.scheduleInterview }),
    ).not.toBeInTheDocument();
    await expect(completed).toHaveTextContent(interviewListLabels.statuses.completed);
    await expect(within(completed).getByRole('button', { name: interviewListLabels.scheduleInterview })).toBeVisible();
    await expect(within(none).queryByText(/Dec 1, 2026/)).toBeNull();
    await expect(within(none).getByRole('button', { name: interviewListLabels.scheduleInterview })).toBeVisible();
  },
};

/** No proposal yet. */
export const ReviewEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.jobProposals.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.empty.active.title, {}, LOAD)).toBeVisible();
  },
};

/** The proposals could not be loaded: Retry loads them. */
export const ReviewLoadFailedRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('jobProposals', () => buildProposalList(2)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.listFailedTitle.review, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(await cardsOf(canvasElement, labels.listLabel.review)).toHaveLength(2);
    await announcementsCleared();
  },
};

/** The tabs by keyboard: the arrow keys move between them and the path follows. */
export const TabsByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...proposalBoard());
  },
  play: async ({ canvasElement }) => {
    await cardsOf(canvasElement, labels.listLabel.review);
    await tabTo(labels.viewJob);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('tab', { name: labels.tabs.review })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/job/42/hire'));
    await expect(await cardsOf(canvasElement, labels.listLabel.hire)).toHaveLength(1);
    // The page stays (the job is not loaded again): the focus is still on the tabs.
    await expect(within(canvasElement).getByRole('tab', { name: labels.tabs.hire })).toHaveFocus();
  },
};

/** Hire: the job's hired freelancers. */
export const Hire: Story = {
  args: { path: '/job/42/hire' },
  play: async ({ canvasElement }) => {
    const [card] = await cardsOf(canvasElement, labels.listLabel.hire);
    await expect(within(card as HTMLElement).getByText(labels.statuses.hired)).toBeVisible();
  },
};

export const HireEmpty: Story = {
  args: { path: '/job/42/hire' },
  beforeEach({ msw }) {
    msw.use(handlers.hiredFreelancers.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.empty.hire.title, {}, LOAD)).toBeVisible();
  },
};

/** Saved: the manager's saved freelancers, each toggle pressed. */
export const Saved: Story = {
  args: { path: '/job/42/saved' },
  play: async ({ canvasElement }) => {
    const cards = await cardsOf(canvasElement, labels.listLabel.saved);
    await expect(cards).toHaveLength(4);
    await expect(within(cards[0] as HTMLElement).getByRole('button', { pressed: true })).toBeVisible();
  },
};

export const SavedEmpty: Story = {
  args: { path: '/job/42/saved' },
  beforeEach({ msw }) {
    msw.use(handlers.favoritedFreelancers.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.empty.saved.title, {}, LOAD)).toBeVisible();
  },
};

/** The saved freelancers could not be loaded: Retry loads them. */
export const SavedLoadFailedRetry: Story = {
  args: { path: '/job/42/saved' },
  beforeEach({ msw }) {
    msw.use(failOnceThen('favoritedFreelancers', () => buildCandidateList(2, 2)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.listFailedTitle.saved, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(await cardsOf(canvasElement, labels.listLabel.saved)).toHaveLength(2);
    await announcementsCleared();
  },
};

/** Invite: freelancers with the job's skills, with their invitation and whether they applied; one skill from the filter. */
export const Invite: Story = {
  args: { path: '/job/42/invite' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await cardsOf(canvasElement, labels.listLabel.invite);
    await expect(cards).toHaveLength(6);
    await expect(within(cards[0] as HTMLElement).getByText(labels.invitationStatuses.pending)).toBeVisible();
    await expect(within(cards[1] as HTMLElement).getByText(labels.appliedBadge)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(labels.skillFilter) }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Terraform' }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/job/42/invite?skill=Terraform'),
    );
    await cardsOf(canvasElement, labels.listLabel.invite);
  },
};

export const InviteEmpty: Story = {
  args: { path: '/job/42/invite' },
  beforeEach({ msw }) {
    msw.use(handlers.freelancersBySkills.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.empty.invite.title, {}, LOAD)).toBeVisible();
  },
};

export const InviteLoadFailed: Story = {
  args: { path: '/job/42/invite' },
  beforeEach({ msw }) {
    msw.use(handlers.freelancersBySkills.serverError);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.listFailedTitle.invite, {}, LOAD)).toBeVisible();
  },
};

/** The job is loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('getJob'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: labels.title }, LOAD)).toBeInTheDocument();
  },
};

/** Someone else's job: not found, as a missing one. */
export const NotYourJob: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getJob.notOwner);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.notFoundTitle }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.backToJobs })).toHaveAttribute('href', '/my-jobs');
  },
};

/** A job that does not exist, or a tab that is not one of the four: not found. */
export const NotFound: Story = {
  args: { path: '/job/42/interviews' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: labels.notFoundTitle }, LOAD)).toBeVisible();
    await expect(within(canvasElement).getByText(labels.notFoundMessage)).toBeVisible();
  },
};

/** A job that does not exist (404): the same not-found state. */
export const JobMissing: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getJob.notFound);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: labels.notFoundTitle }, LOAD)).toBeVisible();
  },
};

/** The job could not be loaded: Retry loads it. */
export const LoadFailedRetry: Story = {
  beforeEach({ msw }) {
    msw.use(
      failOnceThen('getJob', () => buildJobResponse({ status: 'open' })),
      ...proposalBoard(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailedTitle, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(await cardsOf(canvasElement, labels.listLabel.review)).toHaveLength(4);
    await announcementsCleared();
  },
};

/**
 * Reject (REJECT_PROPOSAL_POPUP) from a card, by keyboard: 'Other' with a custom reason; the list
 * reloads behind the result, and the proposal moves to the rejected ones (no Reject there).
 */
export const RejectFromReview: Story = {
  beforeEach({ msw }) {
    msw.use(...proposalBoard());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const kenji = await cardOf(canvasElement, 'Kenji W.');
    within(kenji).getByRole('button', { name: labels.reject }).focus();
    await userEvent.keyboard('{Enter}');
    const popup = await body.findByRole('dialog', { name: rejectProposalLabels.title }, LOAD);
    await userEvent.click(within(popup).getByRole('radio', { name: 'Other' }));
    await userEvent.type(within(popup).getByRole('textbox', { name: rejectProposalLabels.customReason }), 'Time zone');
    await userEvent.click(within(popup).getByRole('button', { name: rejectProposalLabels.submit }));
    const result = await body.findByRole('dialog', { name: rejectMessages.rejectedTitle }, LOAD);
    await waitFor(() => expect(within(kenji).queryByRole('button', { name: labels.reject })).not.toBeInTheDocument());
    await userEvent.click(within(result).getByRole('button', { name: rejectProposalLabels.close }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: labels.reviewViews.rejected }));
    const [rejected] = await cardsOf(canvasElement, labels.listLabel.review);
    await expect(within(rejected as HTMLElement).getByText(labels.statuses.rejected)).toBeVisible();
    await announcementsCleared();
  },
};

/**
 * Invite (SEND_INVITE_POPUP) from a card: the job is this one, the message is sent; the tab reloads
 * and the card says Invited, with Withdraw (WITHDRAW_JOB_INVITATION) behind a confirmation.
 */
export const InviteAndWithdraw: Story = {
  args: { path: '/job/42/invite' },
  beforeEach({ msw }) {
    msw.use(...inviteBoard());
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const [, , third] = await cardsOf(canvasElement, labels.listLabel.invite);
    const name = within(third as HTMLElement).getByRole('heading').textContent;
    // The tab reloads after each action: find the card again each time.
    const card = () => cardOf(canvasElement, name);
    await userEvent.click(within(await card()).getByRole('button', { name: labels.invite }));
    const popup = await body.findByRole('dialog', { name: sendInviteLabels.title }, LOAD);
    await within(popup).findByRole('textbox', { name: sendInviteLabels.message }, LOAD);
    await userEvent.click(within(popup).getByRole('button', { name: sendInviteLabels.submit }));
    const result = await body.findByRole('dialog', { name: invitationResultMessages.sentTitle }, LOAD);
    await waitFor(async () => expect(within(await card()).getByText(labels.invitationStatuses.pending)).toBeVisible());
    await userEvent.click(within(result).getByRole('button', { name: sendInviteLabels.close }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(await card()).getByRole('button', { name: labels.withdrawInvitation }));
    const question = await body.findByRole('alertdialog', { name: withdrawInvitationLabels.title }, LOAD);
    await userEvent.click(within(question).getByRole('button', { name: withdrawInvitationLabels.confirm }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(async () =>
      expect(within(await card()).getByText(labels.invitationStatuses.withdrawal)).toBeVisible(),
    );
    await expect(within(await card()).getByRole('button', { name: labels.invite })).toBeVisible();
    await announcementsCleared();
  },
};

/**
 * The Interviews sub tab: the job's interviews split upcoming and past by their end, each in the
 * manager's zone with the organiser's; Reschedule opens INTERVIEW_RESCHEDULE. A submitted
 * proposal's card offers Schedule interview (INTERVIEW_SCHEDULE).
 */
export const Interviews: Story = {
  args: { path: '/job/42/review?view=interviews' },
  beforeEach({ msw }) {
    msw.use(handlers.allInterviews.some, ...proposalBoard());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: labels.reviewViews.interviews }, LOAD)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const upcoming = await canvas.findByRole('region', { name: interviewListLabels.upcoming }, LOAD);
    const past = canvas.getByRole('region', { name: interviewListLabels.past });
    const card = within(upcoming).getByRole('listitem', { name: interviewListLabels.interviewWith('Priya Raman') });
    await expect(within(card).getByText(interviewListLabels.statuses.scheduled)).toBeVisible();
    await expect(within(past).getByText(interviewListLabels.statuses.completed)).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: interviewListLabels.reschedule }));
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: interviewScheduleLabels.rescheduleTitle },
      LOAD,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: interviewScheduleLabels.cancel }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: labels.reviewViews.active }));
    const priya = await cardOf(canvasElement, 'Priya R.');
    await userEvent.click(within(priya).getByRole('button', { name: interviewListLabels.scheduleInterview }));
    await within(document.body).findByRole('dialog', { name: interviewScheduleLabels.scheduleTitle }, LOAD);
  },
};

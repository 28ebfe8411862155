import {
  hirePageLabels,
  interviewResultTitles,
  interviewListLabels,
  interviewScheduleLabels,
  jobCandidatesLabels,
  staffArrangeInterviewLabels as interviewLabels,
  staffJobLabels,
  staffProposalLabels as labels,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildOffer,
  buildProposal,
  buildProposalList,
  buildStaffInterview,
  buildStaffProposalOffered,
  buildStaffProposalView,
  FIXTURE_ADMIN_JOB_ID,
  FIXTURE_HIRING_CLIENT,
  FIXTURE_INTERVIEW_ID,
  FIXTURE_PROPOSAL_ID,
  handle,
  handlers,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../../testing/keyboard.ts';
import { failOnceThen } from '../../../testing/mocks.ts';
import { StaffPages } from '../testing.tsx';
import { staffInterviewPath } from '../schedule/paths.ts';
import { staffProposalPath } from './paths.ts';

const proposal = buildProposal();
const name = proposal.freelancer.display_name;
const path = staffProposalPath(FIXTURE_PROPOSAL_ID, proposal.job.id);
const coordinatorToken = buildAccessToken({ role: 'coordinator' });

/**
 * Staff hiring on a client's behalf (issue 19) against MSW: one proposal on a client's job as
 * staff read it, and the client's offer made on it by a role holding `staff.hiring.manage`.
 */
const meta = {
  title: 'Pages/Staff/Hiring',
  component: StaffPages,
  parameters: { layout: 'fullscreen' },
  args: { path, token: coordinatorToken },
  beforeEach({ msw }) {
    msw.use(
      handlers.staffProposal.canHire,
      handlers.staffMakeOffer.made,
      handlers.staffJob.found,
      handlers.staffJobProposals.some,
    );
  },
} satisfies Meta<typeof StaffPages>;

export default meta;
type Story = StoryObj<typeof meta>;

async function proposalPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const article = await canvas.findByRole('article', { name: labels.titleOf(name) }, LOAD);
  return { canvas, article };
}

/** The Coordinator reads the proposal: letter, bid, answers, the job and its client, and the client's offer form. */
export const CoordinatorReadsProposal: Story = {
  play: async ({ canvasElement }) => {
    const { article } = await proposalPage(canvasElement);
    await expect(article).toHaveTextContent(proposal.cover_letter);
    await expect(article).toHaveTextContent(proposal.job.title);
    await expect(article).toHaveTextContent(FIXTURE_HIRING_CLIENT.name);
    await expect(article).toHaveTextContent(FIXTURE_HIRING_CLIENT.email);
    for (const answer of proposal.screening_answers) {
      await expect(article).toHaveTextContent(answer.question);
      await expect(article).toHaveTextContent(answer.answer);
    }
    const interview = within(article).getByRole('region', { name: interviewListLabels.interviewsOfProposal });
    await expect(interview).toHaveTextContent(interviewLabels.scheduleLead(FIXTURE_HIRING_CLIENT.name));
    await expect(within(interview).getByRole('button', { name: interviewListLabels.scheduleInterview })).toBeEnabled();
    const offer = within(article).getByRole('region', { name: labels.offerTitle });
    await expect(offer).toHaveTextContent(labels.offerLead(FIXTURE_HIRING_CLIENT.name));
    await expect(within(offer).getByRole('textbox', { name: hirePageLabels.amountHourly })).toHaveValue('90');
    await expect(within(offer).getByRole('button', { name: hirePageLabels.submit })).toBeVisible();
    await expect(within(article).getByRole('link', { name: labels.backToProposals })).toHaveAttribute(
      'href',
      `/job/${String(proposal.job.id)}/review`,
    );
    await announcementsCleared();
  },
};

/** Support (no `staff.hiring.manage`) reads the same proposal: no offer form, no hire button. */
export const SupportReadsProposal: Story = {
  args: { token: buildAccessToken({ role: 'support' }) },
  beforeEach({ msw }) {
    msw.use(handlers.staffProposal.readOnly);
  },
  play: async ({ canvasElement }) => {
    const { article } = await proposalPage(canvasElement);
    await expect(article).toHaveTextContent(proposal.cover_letter);
    await expect(within(article).queryByRole('region', { name: labels.offerTitle })).toBeNull();
    await expect(within(article).queryByRole('region', { name: interviewListLabels.interviewsOfProposal })).toBeNull();
    await expect(within(article).queryByRole('button')).toBeNull();
    await announcementsCleared();
  },
};

/** The Coordinator sends the client's offer by keyboard: the success banner takes focus, the proposal shows offered. */
export const CoordinatorMakesOffer: Story = {
  beforeEach({ msw }) {
    let offered = false;
    msw.use(
      handle('staffProposal', () => Response.json(offered ? buildStaffProposalOffered() : buildStaffProposalView())),
      handle('staffMakeOffer', async ({ request, params }) => {
        const body = (await request.json()) as { amount: string; message: string };
        if (body.amount !== '95' || body.message !== 'Welcome aboard, from Grace.') {
          return Response.json({ error: { code: 'validation_failed', message: 'Unexpected body.' } }, { status: 422 });
        }
        offered = true;
        return Response.json(
          { offer: buildOffer({ proposal_id: Number(params.id), amount_cents: 9_500, message: body.message }) },
          { status: 201 },
        );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { article } = await proposalPage(canvasElement);
    const offer = within(article).getByRole('region', { name: labels.offerTitle });
    const amount = within(offer).getByRole('textbox', { name: hirePageLabels.amountHourly });
    await userEvent.clear(amount);
    await userEvent.type(amount, '95');
    await userEvent.type(
      within(offer).getByRole('textbox', { name: hirePageLabels.message }),
      'Welcome aboard, from Grace.',
    );
    await tabTo(hirePageLabels.submit);
    await userEvent.keyboard('{Enter}');
    const banner = await within(article).findByText(labels.sentTitle, {}, LOAD);
    await expect(banner).toBeVisible();
    await expect(article).toHaveTextContent(labels.sentText(name, FIXTURE_HIRING_CLIENT.name));
    await waitFor(() => expect(article).toHaveTextContent(labels.offerPendingTitle), LOAD);
    await expect(within(article).queryByRole('button', { name: hirePageLabels.submit })).toBeNull();
    await announcementsCleared();
  },
};

/** The offer fails: the form says so and offers Try again, nothing typed is lost; the retry sends it. */
export const OfferFails: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.staffMakeOffer.serverError);
  },
  play: async ({ canvasElement }) => {
    const { article } = await proposalPage(canvasElement);
    const offer = within(article).getByRole('region', { name: labels.offerTitle });
    await userEvent.click(within(offer).getByRole('button', { name: hirePageLabels.submit }));
    await expect(await within(offer).findByText(hirePageLabels.failed, {}, LOAD)).toBeVisible();
    await expect(within(offer).getByRole('textbox', { name: hirePageLabels.amountHourly })).toHaveValue('90');
    await expect(within(offer).getByRole('button', { name: hirePageLabels.retry })).toBeVisible();
    await expect(within(article).queryByText(labels.sentTitle)).toBeNull();
    await announcementsCleared();
  },
};

/** Fills the schedule popup for the client: Google Meet, 2 June 2031 at 10:00, an agenda. */
async function fillSchedule(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Google' }));
  await userEvent.click(within(dialog).getAllByRole('spinbutton', { name: /month/ })[0] as HTMLElement);
  await userEvent.keyboard('06022031');
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: interviewScheduleLabels.agenda }),
    'A walk through your last landing zone.',
  );
}

async function openSchedule(article: HTMLElement) {
  await userEvent.click(within(article).getByRole('button', { name: interviewListLabels.scheduleInterview }));
  return screen.findByRole('dialog', { name: interviewLabels.scheduleTitle }, LOAD);
}

/**
 * The Coordinator schedules the client's interview (`staff.interviews.manage`): the client's
 * INTERVIEW_SCHEDULE on their behalf (the client named, no file); the result names the client,
 * then the page reloads with the interview arranged and a link to it.
 */
export const CoordinatorSchedulesInterview: Story = {
  beforeEach({ msw }) {
    let scheduled = false;
    msw.use(
      handle('staffProposal', () =>
        Response.json(
          buildStaffProposalView(
            scheduled ? { interview_id: FIXTURE_INTERVIEW_ID, interview_status: 'scheduled' } : {},
          ),
        ),
      ),
      handle('staffScheduleInterview', async ({ request }) => {
        const body = (await request.json()) as { agenda?: string; file_id?: string };
        if (body.agenda !== 'A walk through your last landing zone.' || body.file_id !== undefined) {
          return Response.json({ error: { code: 'validation_failed', message: 'Unexpected body.' } }, { status: 422 });
        }
        scheduled = true;
        return Response.json(
          { interview: buildStaffInterview(), can_manage_interviews: true, message: interviewResultTitles.scheduled },
          { status: 201 },
        );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { article } = await proposalPage(canvasElement);
    const dialog = await openSchedule(article);
    await expect(dialog).toHaveTextContent(interviewLabels.lead(name, FIXTURE_HIRING_CLIENT.name));
    await fillSchedule(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: interviewScheduleLabels.sendInvite }));
    const result = await screen.findByRole('dialog', { name: new RegExp(interviewResultTitles.scheduled) }, LOAD);
    await expect(result).toHaveTextContent(interviewLabels.scheduledText(name, FIXTURE_HIRING_CLIENT.name));
    await userEvent.click(within(result).getByRole('button', { name: interviewScheduleLabels.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const section = within(article).getByRole('region', { name: interviewListLabels.interviewsOfProposal });
    await waitFor(() => expect(section).toHaveTextContent(interviewLabels.openInterview), LOAD);
    await expect(within(section).getByRole('link', { name: interviewLabels.seeInterview })).toHaveAttribute(
      'href',
      staffInterviewPath(FIXTURE_INTERVIEW_ID),
    );
    await expect(within(article).queryByRole('button', { name: interviewListLabels.scheduleInterview })).toBeNull();
    await announcementsCleared();
  },
};

/** Scheduling for the client fails (a server error): 'Failed to Schedule Interview'; Try again keeps the form. */
export const ScheduleInterviewFails: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.staffScheduleInterview.serverError);
  },
  play: async ({ canvasElement }) => {
    const { article } = await proposalPage(canvasElement);
    const dialog = await openSchedule(article);
    await fillSchedule(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: interviewScheduleLabels.sendInvite }));
    const result = await screen.findByRole('dialog', { name: new RegExp(interviewResultTitles.scheduleFailed) }, LOAD);
    await userEvent.click(within(result).getByRole('button', { name: interviewScheduleLabels.tryAgain }));
    const form = await screen.findByRole('dialog', { name: interviewLabels.scheduleTitle }, LOAD);
    await expect(within(form).getByRole('textbox', { name: interviewScheduleLabels.agenda })).toHaveValue(
      'A walk through your last landing zone.',
    );
    await announcementsCleared();
  },
};

/** A proposal the client rejected: their reason, and no offer form. */
export const RejectedProposal: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.staffProposal.rejected);
  },
  play: async ({ canvasElement }) => {
    const { article } = await proposalPage(canvasElement);
    const why = within(article).getByRole('region', { name: labels.rejectionTitle });
    await expect(why).toHaveTextContent('Budget too high');
    await expect(why).toHaveTextContent('Maybe next time.');
    await expect(within(article).getByRole('region', { name: labels.closedTitle })).toBeVisible();
    // No interview for a closed proposal (the client's rule).
    await expect(within(article).queryByRole('region', { name: interviewListLabels.interviewsOfProposal })).toBeNull();
    await expect(within(article).queryByRole('button', { name: hirePageLabels.submit })).toBeNull();
    await announcementsCleared();
  },
};

/** An unknown proposal (or one on a deleted job): not found, with the way back to every job. */
export const ProposalNotFound: Story = {
  args: { path: staffProposalPath(987_654) },
  beforeEach({ msw }) {
    msw.use(handlers.staffProposal.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.notFoundTitle, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.backToJobs })).toHaveAttribute('href', '/all-job-postings');
  },
};

/** The proposal fails to load once: the error with Try again, which loads it. */
export const ProposalLoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('staffProposal', () => buildStaffProposalView()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: labels.retry }, LOAD);
    await expect(canvas.getByText(labels.loadFailedTitle)).toBeVisible();
    await userEvent.click(retry);
    await proposalPage(canvasElement);
    await announcementsCleared();
  },
};

/** The job's Proposals tab links each proposal to its staff page. */
export const JobProposalsLinkToProposal: Story = {
  args: { path: `/job/${String(FIXTURE_ADMIN_JOB_ID)}/review` },
  beforeEach({ msw }) {
    const first = buildProposalList(3).records[0];
    if (!first) throw new Error('the fixture has proposals');
    msw.use(
      handle('staffProposal', () =>
        Response.json(buildStaffProposalView({ ...first, job: { ...first.job, id: FIXTURE_ADMIN_JOB_ID } })),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: jobCandidatesLabels.listLabel.review }, LOAD);
    const first = buildProposalList(3).records[0];
    if (!first) throw new Error('the fixture has proposals');
    const link = within(list).getByRole('link', { name: labels.viewProposalOf(first.freelancer.display_name) });
    await expect(link).toHaveAttribute('href', staffProposalPath(first.id, FIXTURE_ADMIN_JOB_ID));
    const sections = canvas.getByRole('tablist', { name: staffJobLabels.tabsLabel });
    await expect(within(sections).getByRole('tab', { name: staffJobLabels.tabs.review })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(link);
    await canvas.findByRole('article', { name: labels.titleOf(first.freelancer.display_name) }, LOAD);
    await announcementsCleared();
  },
};

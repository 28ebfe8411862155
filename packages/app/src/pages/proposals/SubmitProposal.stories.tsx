import {
  feeBreakdownLabels as feeLabels,
  proposalDetailsLabels,
  proposalFailureText,
  proposalFormLabels as formLabels,
  proposalResultButtons,
  proposalResultTitles,
  proposalServerMessages,
  submitProposalPageLabels as labels,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildFreelancerJob,
  FIXTURE_JOB_ID,
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

/** /submit-proposal/:id on `GET /jobs/{id}/freelancer_api_call` and `POST /job_applications`. */
const meta = {
  title: 'Pages/Proposals/Submit proposal',
  component: ProposalPages,
  parameters: { layout: 'fullscreen' },
  args: { path: `/submit-proposal/${String(FIXTURE_JOB_ID)}`, token: buildAccessToken({ role: 'freelancer' }) },
} satisfies Meta<typeof ProposalPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const { job } = buildFreelancerJob();
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const form = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('heading', { level: 2, name: job.title }, LOAD);
  return within(canvasElement).getByRole('button', { name: formLabels.submit });
};
const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });

/** Types the whole proposal from the cover letter on, going field to field by Tab. */
async function fillByKeyboard(canvasElement: HTMLElement) {
  await userEvent.click(field(canvasElement, formLabels.coverLetter));
  await userEvent.keyboard('Three AWS landing zones this year.');
  await userEvent.tab();
  await userEvent.keyboard('85.50');
  for (const question of job.screening_questions) {
    await userEvent.tab();
    await userEvent.keyboard(`On ${question.question.slice(0, 10)}: yes.`);
  }
}

/** The job's summary and the form: cover letter, hourly rate, one answer per screening question. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.backToJob })).toHaveAttribute(
      'href',
      `/job-details/${String(FIXTURE_JOB_ID)}`,
    );
    await expect(field(canvasElement, formLabels.hourlyRate)).toBeVisible();
    for (const question of job.screening_questions) await expect(field(canvasElement, question.question)).toBeVisible();
  },
};

/** Sent by keyboard: 'Proposal Submitted', and Superb! leads to the proposal. */
export const SubmittedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await fillByKeyboard(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const result = await screen.findByRole('dialog', { name: proposalResultTitles.submitted }, LOAD);
    const superb = within(result).getByRole('button', { name: proposalResultButtons.success });
    await waitFor(() => expect(superb).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        `/proposal-details/${String(FIXTURE_PROPOSAL_ID)}`,
      ),
    );
    await expect(
      await within(canvasElement).findByRole('link', { name: proposalDetailsLabels.backToProposals }, LOAD),
    ).toBeVisible();
  },
};

/** Nothing typed: every field's message from the domain, focus on the first. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await form(canvasElement));
    await waitFor(() => expect(field(canvasElement, formLabels.coverLetter)).toHaveFocus());
    const canvas = within(canvasElement);
    await expect(canvas.getByText(proposalServerMessages.coverLetterRequired)).toBeVisible();
    await expect(canvas.getByText(proposalServerMessages.bidInvalid)).toBeVisible();
    await expect(canvas.getAllByText(proposalServerMessages.answerRequired)).toHaveLength(
      job.screening_questions.length,
    );
  },
};

/**
 * The rate as typed with its fee breakdown: nothing billed with this client yet (the job's
 * `billed_cents`), so the 5% fee, per hour.
 */
export const BidFeeBreakdown: Story = {
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: feeLabels.title })).toBeNull();
    await userEvent.type(field(canvasElement, formLabels.hourlyRate), '85.50');
    const fees = await canvas.findByRole('region', { name: feeLabels.title });
    await expect(fees).toHaveTextContent(`${feeLabels.amount}$85.50/hr`);
    await expect(fees).toHaveTextContent(`${feeLabels.serviceFeeAt('5%')}\u2212$4.28/hr`);
    await expect(fees).toHaveTextContent(`${feeLabels.youReceive}$81.22/hr`);
  },
};

/** While it is sent: read-only fields, Submit waiting, the status. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('submitProposal'));
  },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await fillByKeyboard(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: formLabels.submit }));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent(formLabels.submitting));
    await expect(within(canvasElement).getByRole('button', { name: formLabels.submit })).toBeDisabled();
  },
};

/** A technical failure: the spec's popup; Try again returns to the form with everything typed. */
export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.submitProposal.serverError);
  },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await fillByKeyboard(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: formLabels.submit }));
    const failed = await screen.findByRole('dialog', { name: proposalResultTitles.failed }, LOAD);
    await expect(failed).toHaveTextContent(proposalFailureText);
    await userEvent.click(within(failed).getByRole('button', { name: proposalResultButtons.failure }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(field(canvasElement, formLabels.hourlyRate)).toHaveValue('85.50');
    await expect(field(canvasElement, formLabels.coverLetter)).toHaveValue('Three AWS landing zones this year.');
  },
};

/** Applied meanwhile (409): the domain's message above the form; the draft stays. */
export const AlreadyAppliedConflict: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.submitProposal.alreadyApplied);
  },
  play: async ({ canvasElement }) => {
    await form(canvasElement);
    await fillByKeyboard(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: formLabels.submit }));
    await expect(await within(canvasElement).findByText(proposalServerMessages.alreadyApplied, {}, LOAD)).toBeVisible();
    await expect(field(canvasElement, formLabels.hourlyRate)).toHaveValue('85.50');
  },
};

/** A job already applied to: its proposal's state and the way to it, no form. */
export const AlreadyApplied: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.freelancerJob.applied);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.alreadyAppliedTitle }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.seeProposal })).toHaveAttribute(
      'href',
      `/proposal-details/${String(FIXTURE_PROPOSAL_ID)}`,
    );
    await expect(canvas.queryByRole('button', { name: formLabels.submit })).not.toBeInTheDocument();
  },
};

/** A job that stopped taking proposals: no form. */
export const JobClosed: Story = {
  beforeEach({ msw }) {
    msw.use(respond('freelancerJob', () => ({ ...buildFreelancerJob(), job: { ...job, status: 'closed' } })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.closedTitle, {}, LOAD)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: formLabels.submit })).not.toBeInTheDocument();
  },
};

/** While the job loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('freelancerJob'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** The job fails to load; Retry (by keyboard) loads it. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('freelancerJob', () => buildFreelancerJob()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(labels.loadFailedTitle);
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await form(canvasElement);
    await announcementsCleared();
  },
};

/** No such job (404). */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.freelancerJob.notFound);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: labels.notFoundTitle }, LOAD),
    ).toBeVisible();
  },
};

import {
  feeBreakdownLabels as feeLabels,
  proposalFailureText,
  proposalFormLabels as labels,
  proposalResultButtons,
  proposalResultTitles,
  proposalServerMessages,
  withdrawProposalLabels,
} from '@cloudexperts/domain';
import { buildFreelancerJob, buildProposal, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { SubmitProposalPopup, UpdateProposalPopup } from './ProposalPopup.tsx';
import { WithdrawProposalPopup } from './WithdrawProposalPopup.tsx';

const { job } = buildFreelancerJob();
const proposal = buildProposal();

/** One of the proposal popups, open, as the host shows it; `onDone` hears what it reports. */
function ProposalPopupDemo({
  popup,
  onDone,
  billedBeforeCents,
}: {
  popup: 'submit' | 'update' | 'withdraw';
  onDone: (what: string) => void;
  billedBeforeCents?: number;
}) {
  const [isOpen, setOpen] = useState(true);
  const common = { isOpen, onOpenChange: setOpen, autoCloseMs: 60_000 };
  if (popup === 'update') {
    return (
      <UpdateProposalPopup {...common} proposal={proposal} onUpdated={(sent) => onDone(`updated ${sent.status}`)} />
    );
  }
  if (popup === 'withdraw') {
    return (
      <WithdrawProposalPopup
        isOpen={isOpen}
        onOpenChange={setOpen}
        proposal={proposal}
        onWithdrawn={(sent) => onDone(`withdrawn ${sent.status}`)}
      />
    );
  }
  return (
    <SubmitProposalPopup
      {...common}
      job={job}
      billedBeforeCents={billedBeforeCents}
      onSubmitted={(sent) => onDone(`submitted ${String(sent.id)}`)}
    />
  );
}

const meta = {
  title: 'Flows/Proposal popups',
  component: ProposalPopupDemo,
  decorators: [withFlowInspector],
  args: { popup: 'submit', onDone: fn() },
  parameters: { docs: { story: { inline: false, height: '48rem' } } },
} satisfies Meta<typeof ProposalPopupDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 8000 };
async function dialog(name: string, role = 'dialog') {
  const modal = await screen.findByRole(role, { name }, LOAD);
  await waitFor(() => expect(modal).toBeVisible());
  return modal;
}
const field = (modal: HTMLElement, name: string) =>
  within(modal).getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
const flowState = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('flow-state');

/** Types a whole proposal, by keyboard from the cover letter. */
async function fill(modal: HTMLElement, bid = '85.50') {
  await userEvent.click(field(modal, labels.coverLetter));
  await userEvent.keyboard('Three AWS landing zones this year.');
  await userEvent.tab();
  await userEvent.keyboard(bid);
  for (const question of job.screening_questions) {
    await userEvent.tab();
    await userEvent.keyboard(`About: ${question.question.slice(0, 12)}`);
  }
}
const submit = (modal: HTMLElement) => userEvent.click(within(modal).getByRole('button', { name: labels.submit }));

/** SUBMIT_JOB_PROPOSAL: the cover letter, the hourly rate (an hourly job) and one field per screening question. */
export const SubmitDefault: Story = {
  play: async () => {
    const modal = await dialog(labels.submitTitle);
    await expect(field(modal, labels.coverLetter)).toHaveValue('');
    await expect(field(modal, labels.hourlyRate)).toBeVisible();
    for (const question of job.screening_questions) await expect(field(modal, question.question)).toBeVisible();
  },
};

/**
 * A rate typed for a client billed more than $500 with already: its breakdown at 2.5% follows the
 * rate as typed, and goes while the rate is not one the API would take.
 */
export const SubmitFeeBreakdown: Story = {
  args: { billedBeforeCents: 600_00 },
  play: async () => {
    const modal = await dialog(labels.submitTitle);
    await expect(within(modal).queryByRole('region', { name: feeLabels.title })).toBeNull();
    await userEvent.type(field(modal, labels.hourlyRate), '85.50');
    const fees = await within(modal).findByRole('region', { name: feeLabels.title });
    await expect(fees).toHaveTextContent(`${feeLabels.amount}$85.50/hr`);
    await expect(fees).toHaveTextContent(`${feeLabels.serviceFeeAt('2.5%')}\u2212$2.14/hr`);
    await expect(fees).toHaveTextContent(`${feeLabels.youReceive}$83.36/hr`);
    await userEvent.clear(field(modal, labels.hourlyRate));
    await userEvent.type(field(modal, labels.hourlyRate), '100.001');
    await waitFor(() => expect(within(modal).queryByRole('region', { name: feeLabels.title })).toBeNull());
  },
};

/** Submit with nothing typed: every field's domain message, focus on the first. */
export const SubmitRequiredFields: Story = {
  play: async ({ args }) => {
    const modal = await dialog(labels.submitTitle);
    await submit(modal);
    await waitFor(() => expect(field(modal, labels.coverLetter)).toHaveFocus());
    await expect(modal).toHaveTextContent(proposalServerMessages.coverLetterRequired);
    await expect(modal).toHaveTextContent(proposalServerMessages.bidInvalid);
    await expect(within(modal).getAllByText(proposalServerMessages.answerRequired)).toHaveLength(
      job.screening_questions.length,
    );
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** A bid with three decimals, then one over $1,000,000: the domain's two amount messages. */
export const SubmitBidErrors: Story = {
  play: async () => {
    const modal = await dialog(labels.submitTitle);
    await fill(modal, '12.345');
    await submit(modal);
    await waitFor(() => expect(field(modal, labels.hourlyRate)).toHaveFocus());
    await expect(field(modal, labels.hourlyRate)).toHaveAccessibleDescription(
      expect.stringContaining(proposalServerMessages.bidInvalid) as string,
    );
    await userEvent.clear(field(modal, labels.hourlyRate));
    await userEvent.keyboard('2000000');
    await submit(modal);
    await expect(await within(modal).findByText(proposalServerMessages.bidTooHigh)).toBeVisible();
  },
};

/** While it is sent: the fields are read-only, Submit waits, the status says so. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('submitProposal'));
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog(labels.submitTitle);
    await fill(modal);
    await submit(modal);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('sending'));
    await expect(within(modal).getByRole('status')).toHaveTextContent(labels.submitting);
    await expect(within(modal).getByRole('button', { name: labels.submit })).toBeDisabled();
    await expect(field(modal, labels.coverLetter)).toHaveAttribute('readonly');
  },
};

/** Sent: the popup reports the proposal to its opener (which shows 'Proposal Submitted') and closes. */
export const SubmitSuccess: Story = {
  play: async ({ args }) => {
    const modal = await dialog(labels.submitTitle);
    await fill(modal);
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(`submitted ${String(proposal.id)}`), LOAD);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A technical failure: "Proposal couldn't be Submitted", the spec's text; Try again brings the draft back. */
export const SubmitFailure: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.submitProposal.serverError);
  },
  play: async () => {
    const modal = await dialog(labels.submitTitle);
    await fill(modal);
    await submit(modal);
    const failed = await dialog(proposalResultTitles.failed);
    await expect(failed).toHaveTextContent(proposalFailureText);
    const retry = within(failed).getByRole('button', { name: proposalResultButtons.failure });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await dialog(labels.submitTitle);
    await expect(field(again, labels.coverLetter)).toHaveValue('Three AWS landing zones this year.');
    await expect(field(again, labels.hourlyRate)).toHaveValue('85.50');
  },
};

/** Already applied (409): the domain's message above the form, focused; the draft stays. */
export const SubmitAlreadyApplied: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.submitProposal.alreadyApplied);
  },
  play: async () => {
    const modal = await dialog(labels.submitTitle);
    await fill(modal);
    await submit(modal);
    const banner = await within(modal).findByText(proposalServerMessages.alreadyApplied, {}, LOAD);
    await expect(banner).toBeVisible();
    await expect(field(modal, labels.hourlyRate)).toHaveValue('85.50');
  },
};

/** The job stopped taking proposals (409): the domain's message. */
export const SubmitJobNotOpen: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.submitProposal.jobNotOpen);
  },
  play: async () => {
    const modal = await dialog(labels.submitTitle);
    await fill(modal);
    await submit(modal);
    await expect(await within(modal).findByText(proposalServerMessages.jobNotOpen, {}, LOAD)).toBeVisible();
  },
};

/** UPDATE_JOB_PROPOSAL: the proposal's content, changed and sent (PUT, status 'submitted'). */
export const UpdateSuccess: Story = {
  args: { popup: 'update' },
  play: async ({ args }) => {
    const modal = await dialog(labels.updateTitle);
    await expect(field(modal, labels.hourlyRate)).toHaveValue('90');
    await userEvent.clear(field(modal, labels.hourlyRate));
    await userEvent.keyboard('95');
    await userEvent.click(within(modal).getByRole('button', { name: labels.update }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('updated submitted'), LOAD);
  },
};

/** UPDATE_JOB_PROPOSAL with a blank answer: its message. */
export const UpdateValidation: Story = {
  args: { popup: 'update' },
  play: async () => {
    const modal = await dialog(labels.updateTitle);
    const first = proposal.screening_answers[0];
    if (first) await userEvent.clear(field(modal, first.question));
    await userEvent.click(within(modal).getByRole('button', { name: labels.update }));
    await expect(await within(modal).findByText(proposalServerMessages.answerRequired)).toBeVisible();
  },
};

/** WITHDRAW_JOB_PROPOSAL: the question, Keep proposal focused (the safe answer). */
export const WithdrawDefault: Story = {
  args: { popup: 'withdraw' },
  play: async () => {
    const modal = await dialog(withdrawProposalLabels.title, 'alertdialog');
    await expect(modal).toHaveTextContent(withdrawProposalLabels.message(proposal.job.title));
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: withdrawProposalLabels.cancel })).toHaveFocus(),
    );
  },
};

/** While it is withdrawn: both answers wait, the status says so. */
export const Withdrawing: Story = {
  args: { popup: 'withdraw' },
  beforeEach({ msw }) {
    msw.use(hang('changeProposal'));
  },
  play: async () => {
    const modal = await dialog(withdrawProposalLabels.title, 'alertdialog');
    await userEvent.click(within(modal).getByRole('button', { name: withdrawProposalLabels.confirm }));
    await waitFor(() =>
      expect(within(modal).getByRole('status')).toHaveTextContent(withdrawProposalLabels.withdrawing),
    );
    await expect(within(modal).getByRole('button', { name: withdrawProposalLabels.confirm })).toBeDisabled();
  },
};

/** Withdrawn (by keyboard): reported to the opener (which shows 'Proposal withdrawal successfully.'). */
export const WithdrawSuccess: Story = {
  args: { popup: 'withdraw' },
  beforeEach({ msw }) {
    msw.use(handlers.changeProposal.withdrawn);
  },
  play: async ({ args }) => {
    await dialog(withdrawProposalLabels.title, 'alertdialog');
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith('withdrawn withdrawn'), LOAD);
  },
};

/** The lifecycle refuses (409, already withdrawn): its message, and it can be confirmed again. */
export const WithdrawRefused: Story = {
  args: { popup: 'withdraw' },
  beforeEach({ msw }) {
    msw.use(handlers.changeProposal.alreadyWithdrawn);
  },
  play: async () => {
    const modal = await dialog(withdrawProposalLabels.title, 'alertdialog');
    await userEvent.click(within(modal).getByRole('button', { name: withdrawProposalLabels.confirm }));
    await expect(
      await within(modal).findByText('This proposal cannot be withdrawn: it has already been withdrawn.', {}, LOAD),
    ).toBeVisible();
    await expect(within(modal).getByRole('button', { name: withdrawProposalLabels.confirm })).toBeEnabled();
  },
};

import { errorMessages, rejectMessages, rejectProposalLabels as labels, serverMessages } from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { RejectProposal } from './RejectProposal.tsx';

/** The popup as a proposal's card opens it, with a way to open it again after it closes. */
function RejectProposalDemo() {
  const [isOpen, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {labels.title}
      </Button>
      <output data-testid="outcome">{outcome}</output>
      <RejectProposal
        isOpen={isOpen}
        onOpenChange={setOpen}
        proposalId={501}
        freelancerName="Priya R."
        onDone={(output) => setOutcome(output.result)}
      />
    </>
  );
}

const meta = {
  title: 'Flows/Reject proposal',
  component: RejectProposalDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
  beforeEach({ msw }) {
    msw.use(handlers.changeProposal.rejected);
  },
} satisfies Meta<typeof RejectProposalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: labels.title });
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const submit = async (modal: HTMLElement) => {
  await userEvent.click(within(modal).getByRole('button', { name: labels.submit }));
};

/** The five reasons of section 5, none chosen, and the optional comment. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await expect(within(modal).getAllByRole('radio')).toHaveLength(5);
    await expect(within(modal).queryByRole('radio', { checked: true })).toBeNull();
    await waitFor(() => expect(within(modal).getByRole('textbox', { name: labels.comment })).toBeVisible());
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** No reason: 'Please select a reason for rejection.', and no call. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await submit(modal);
    await expect(await within(modal).findByText(rejectMessages.reasonRequired)).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** 'Other' with no reason written: 'Please enter a custom reason.', focus on that field. */
export const CustomReasonRequired: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('radio', { name: 'Other' }));
    await submit(modal);
    await expect(await within(modal).findByText(rejectMessages.customReasonRequired)).toBeVisible();
    await waitFor(() => expect(within(modal).getByRole('textbox', { name: labels.customReason })).toHaveFocus());
  },
};

/** While the call is on its way the button is pending and the flow accepts nothing. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('changeProposal'));
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('radio', { name: 'Budget too high' }));
    await submit(modal);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('submitting'));
    await expect(within(canvasElement).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/**
 * By keyboard only: the arrow keys choose 'Other', a custom reason and a comment are typed, Enter
 * on Reject; 'Proposal Rejected Successfully' shows with Close focused, Enter closes it.
 */
export const Rejected: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    const radios = within(modal).getAllByRole('radio');
    for (let step = 0; step < 10 && document.activeElement !== radios[0]; step += 1) await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(modal).getByRole('radio', { name: 'Other' })).toBeChecked();
    await userEvent.tab();
    await expect(within(modal).getByRole('textbox', { name: labels.customReason })).toHaveFocus();
    await userEvent.keyboard('Works in another time zone');
    await userEvent.tab();
    await userEvent.keyboard('Thank you for the proposal.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(modal).getByRole('button', { name: labels.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const result = await screen.findByRole('dialog', { name: rejectMessages.rejectedTitle });
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('rejected');
    await waitFor(() => expect(within(result).getByRole('button', { name: labels.close })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await announcementsCleared();
  },
};

/** A refusal (the proposal was withdrawn meanwhile): 'Failed to Reject Proposal' with why; the choice stays. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changeProposal.alreadyWithdrawn);
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('radio', { name: 'Skills mismatch' }));
    await submit(modal);
    const alert = await within(modal).findByRole('alert');
    await expect(alert).toHaveTextContent(rejectMessages.failedTitle);
    await expect(within(modal).getByRole('radio', { name: 'Skills mismatch' })).toBeChecked();
  },
};

/** The server failed: its message under the failure title. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changeProposal.serverError);
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('radio', { name: 'Lack of experience' }));
    await submit(modal);
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.internalError);
  },
};

/** No answer at all: 'Something went wrong. Please try again.' */
export const NetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('changeProposal'));
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('radio', { name: 'Communication concerns' }));
    await submit(modal);
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(errorMessages.somethingWentWrong);
  },
};

/** Cancel closes it without a call. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: labels.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('cancelled');
  },
};

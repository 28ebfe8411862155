import {
  feeBreakdownLabels as feeLabels,
  paymentServerMessages,
  submitWorkLabels as labels,
  type Milestone,
} from '@cloudexperts/domain';
import { buildFundedMilestone, buildMilestone, handlers, hang } from '@cloudexperts/domain/mocks';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { SubmitWork } from './SubmitWork.tsx';

const landingZone = buildFundedMilestone();
const cutOver = buildFundedMilestone({
  id: 803,
  description: 'Cut-over',
  escrow_cents: 10_000,
  deposite_amount: '100.00',
});
const runbook = buildMilestone({ id: 802, description: 'Migration runbook', due_date: '2027-01-10' });
const handOver = buildFundedMilestone({
  id: 804,
  description: 'Hand-over',
  payment_requested: [
    { id: 905, status: 'Payment Requested', amount_requested: '250.00', created_at: landingZone.created_at },
  ],
});

/** The popup as the contract page opens it, with a way to open it again after it closes. */
function SubmitWorkDemo({
  milestones,
  billedBeforeCents = 0,
}: {
  milestones: Milestone[];
  billedBeforeCents?: number;
}) {
  const [isOpen, setOpen] = useState(true);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {labels.title}
      </Button>
      <output data-testid="outcome">{outcome}</output>
      <SubmitWork
        isOpen={isOpen}
        onOpenChange={setOpen}
        contractId={landingZone.contract_id}
        milestones={milestones}
        billedBeforeCents={billedBeforeCents}
        onDone={(output) => setOutcome(output.result)}
      />
    </>
  );
}

const meta = {
  title: 'Flows/Submit work',
  component: SubmitWorkDemo,
  decorators: [withFlowInspector],
  args: { milestones: [landingZone, cutOver, runbook, handOver] },
  parameters: { docs: { story: { inline: false, height: '48rem' } } },
} satisfies Meta<typeof SubmitWorkDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: labels.title });
/** The flow's state (the upload field's own flow is inspected too: this is the popup's). */
const flowStates = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByTestId('flow-state')
    .map((element) => element.textContent);
const field = (modal: HTMLElement, name: string) => within(modal).findByRole('textbox', { name });
const submit = async (modal: HTMLElement) => {
  await userEvent.click(within(modal).getByRole('button', { name: labels.submit }));
};
const picker = (modal: HTMLElement) => within(modal).getByRole('button', { name: new RegExp(labels.milestone) });

/** Fills the form by keyboard: the milestone (the list's first), an amount and a message. */
async function fill(modal: HTMLElement, amount = '100') {
  const chooser = picker(modal);
  chooser.focus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('listbox');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(chooser).toHaveTextContent(landingZone.description));
  const amountField = await field(modal, labels.amount);
  await userEvent.clear(amountField);
  await userEvent.type(amountField, amount);
  await userEvent.type(await field(modal, labels.message), 'The landing zone is deployed.');
}

/**
 * The milestones: those funded and free to request show what they hold; one not funded yet and
 * one whose latest request is 'Payment Requested' are listed but cannot be chosen.
 */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(flowStates(canvasElement).join(' ')).toContain('editing'));
    await waitFor(() => expect(within(modal).getByText('0 words, 5000 max')).toBeVisible());
    picker(modal).focus();
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('listbox');
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.getAttribute('aria-disabled') === 'true')).toEqual([
      false,
      false,
      true,
      true,
    ]);
    await expect(options[3]).toHaveTextContent('Hand-over (Payment Requested)');
    await userEvent.keyboard('{Escape}');
  },
};

/** Nothing chosen, nothing typed: section 5's three messages. */
export const FieldsRequired: Story = {
  play: async () => {
    const modal = await dialog();
    await submit(modal);
    await expect(await within(modal).findByText(labels.selectMilestone)).toBeVisible();
    await expect(within(modal).getByText(labels.amountInvalid)).toBeVisible();
    await expect(within(modal).getByText(labels.messageRequired)).toBeVisible();
  },
};

/** More than the milestone holds: the API's own words, before any call. */
export const AboveEscrow: Story = {
  play: async () => {
    const modal = await dialog();
    await fill(modal, '300');
    await submit(modal);
    await expect(await within(modal).findByText(paymentServerMessages.amountAboveEscrow)).toBeVisible();
  },
};

/** The only milestone free to request is chosen with its whole escrow; the fee breakdown shows (5% of a new client's). */
export const FeeBreakdown: Story = {
  args: { milestones: [landingZone, handOver] },
  play: async () => {
    const modal = await dialog();
    await expect(picker(modal)).toHaveTextContent(landingZone.description);
    await expect(await field(modal, labels.amount)).toHaveValue('250.00');
    const breakdown = within(modal).getByRole('region', { name: feeLabels.title });
    await expect(breakdown).toHaveTextContent(`${labels.gross}$250.00`);
    await expect(breakdown).toHaveTextContent(`${feeLabels.serviceFeeAt('5%')}\u2212$12.50`);
    await expect(breakdown).toHaveTextContent(`${feeLabels.youReceive}$237.50`);
    await userEvent.type(await field(modal, labels.message), 'Done and documented');
    await expect(within(modal).getByText('3 words, 5000 max')).toBeVisible();
  },
};

/**
 * $400 already billed with this client: of the $250, $100 is at 5% and $150 at 2.5% (the fee the
 * release will charge, from the contract's `billed_cents`).
 */
export const FeeCrossesThreshold: Story = {
  args: { milestones: [landingZone, handOver], billedBeforeCents: 400_00 },
  play: async () => {
    const modal = await dialog();
    const breakdown = await within(modal).findByRole('region', { name: feeLabels.title });
    await expect(breakdown).toHaveTextContent(`${feeLabels.serviceFeeAt('5% on $100.00, 2.5% on $150.00')}\u2212$8.75`);
    await expect(breakdown).toHaveTextContent(`${feeLabels.youReceive}$241.25`);
  },
};

/** A work document goes up through the upload capability and is listed; Remove takes it off. */
export const Attachments: Story = {
  play: async () => {
    const modal = await dialog();
    const input = modal.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The document picker is missing');
    await userEvent.upload(input, new File(['%PDF-1.7 runbook'], 'runbook.pdf', { type: 'application/pdf' }));
    const list = await within(modal).findByRole('list', { name: labels.attached }, { timeout: 5000 });
    await expect(list).toHaveTextContent('runbook.pdf');
    await userEvent.click(within(list).getByRole('button', { name: labels.removeAttachment('runbook.pdf') }));
    await waitFor(() => expect(within(modal).queryByRole('list', { name: labels.attached })).not.toBeInTheDocument());
  },
};

/** While it is sent, Submit is pending and the fields are read-only. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('requestPayment'));
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await fill(modal);
    await submit(modal);
    await waitFor(() => expect(flowStates(canvasElement).join(' ')).toContain('submitting'));
  },
};

/** A refusal's message (invalid_request) at the top; everything typed is kept. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.requestPayment.alreadyRequested);
  },
  play: async () => {
    const modal = await dialog();
    await fill(modal);
    await submit(modal);
    await expect(await within(modal).findByText(paymentServerMessages.alreadyRequested)).toBeVisible();
    await expect(await field(modal, labels.message)).toHaveValue('The landing zone is deployed.');
    await announcementsCleared();
  },
};

/** The network failed: our message at the top; Submit again replays the same attempt. */
export const NetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.requestPayment.networkDown);
  },
  play: async () => {
    const modal = await dialog();
    await fill(modal);
    await submit(modal);
    await expect(await within(modal).findByText(labels.failed)).toBeVisible();
    await announcementsCleared();
  },
};

/** Sent: the caller's follow-up runs and the popup closes. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await fill(modal);
    await submit(modal);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByTestId('outcome')).toHaveTextContent('requested');
    await announcementsCleared();
  },
};

/** No milestone can be requested: it says so and Submit is off. */
export const NothingToRequest: Story = {
  args: { milestones: [runbook, handOver] },
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(within(modal).getByText(labels.noMilestones)).toBeVisible());
    await expect(within(modal).getByRole('button', { name: labels.submit })).toBeDisabled();
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

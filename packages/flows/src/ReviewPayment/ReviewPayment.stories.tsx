import { paymentServerMessages, reviewPayLabels as labels, reviewPayMessages as messages } from '@cloudexperts/domain';
import { handlers, hang } from '@cloudexperts/domain/mocks';
import { ToastRegion, createToastQueue } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { ReviewPayment } from './ReviewPayment.tsx';

/** The two answers as a /review-pay row shows them, with a toast region of its own (the app shell has one). */
function ReviewPaymentDemo() {
  const [queue] = useState(() => createToastQueue());
  const [outcome, setOutcome] = useState('');
  useEffect(() => () => queue.clear(), [queue]);
  return (
    <>
      <ReviewPayment
        requestId={901}
        requestedCents={25_000}
        freelancerName="Priya R."
        onDone={(output) => setOutcome(`${output.result} ${output.paymentRequest.status}`)}
        toastQueue={queue}
        newKey={() => 'story-key'}
      />
      <output data-testid="outcome">{outcome}</output>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Flows/Review payment',
  component: ReviewPaymentDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
  beforeEach({ msw }) {
    msw.use(handlers.approvePayment.approved, handlers.requestChanges.sentBack);
  },
} satisfies Meta<typeof ReviewPaymentDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const outcome = (canvas: HTMLElement) => within(canvas).getByTestId('outcome');
const press = async (canvas: HTMLElement, name: string) => {
  await userEvent.click(within(canvas).getByRole('button', { name }));
};

/** The two choices, nothing asked yet. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: labels.approve })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: labels.requestChanges })).toBeVisible();
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('idle'));
  },
};

/** Approve, by keyboard: the dialog names the amount; confirmed with nothing typed, all of it is released. */
export const ApproveAll: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: labels.approve }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: labels.approveTitle });
    await expect(dialog).toHaveTextContent(labels.approveLead('$250.00', 'Priya R.'));
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirmApprove }));
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent('approved approved'));
    await expect(flowState(canvasElement)).toHaveTextContent('done');
    await announcementsCleared();
  },
};

/** A partial amount above what was requested is refused in the dialog; no call. */
export const PartialTooMuch: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, labels.approve);
    const dialog = await screen.findByRole('dialog', { name: labels.approveTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: labels.partialAmount }), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirmApprove }));
    await expect(await within(dialog).findByText(paymentServerMessages.amountAboveEscrow)).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('confirming');
  },
};

/** Request changes with no message: the spec's error snackbar and the field's message. */
export const ChangesMessageRequired: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, labels.requestChanges);
    const dialog = await screen.findByRole('dialog', { name: labels.changesTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirmChanges }));
    await expect(await within(dialog).findByText(messages.messageRequired)).toBeVisible();
    await expect(await screen.findByText(messages.fillRequired)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: labels.changesMessage })).toHaveFocus());
  },
};

/** The message sent: the request goes back to the freelancer. */
export const ChangesSent: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, labels.requestChanges);
    const dialog = await screen.findByRole('dialog', { name: labels.changesTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: labels.changesMessage }), 'Add the diagram.');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirmChanges }));
    await waitFor(() => expect(outcome(canvasElement)).toHaveTextContent('changesRequested changes_requested'));
    await announcementsCleared();
  },
};

/** Already answered elsewhere (409): the API's words in the dialog. */
export const AlreadyAnswered: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.approvePayment.answered);
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, labels.approve);
    const dialog = await screen.findByRole('dialog', { name: labels.approveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirmApprove }));
    await expect(await within(dialog).findByText(paymentServerMessages.requestAnswered)).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('failed');
    await announcementsCleared();
  },
};

/** On its way: the confirm button is pending and Cancel is off. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('approvePayment'));
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, labels.approve);
    const dialog = await screen.findByRole('dialog', { name: labels.approveTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: labels.confirmApprove }));
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('submitting'));
    await expect(within(dialog).getByRole('button', { name: labels.cancel })).toBeDisabled();
    await announcementsCleared();
  },
};

import { acceptOfferMessages, answerOfferLabels as labels, serverMessages } from '@cloudexperts/domain';
import { buildOffer, handlers, hang } from '@cloudexperts/domain/mocks';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { announcementsCleared } from '../testing/announcements.ts';
import { AnswerOffer } from './AnswerOffer.tsx';
import type { OfferAnswer } from './answerOffer.machine.ts';

/**
 * The modal as the offer page opens it, with a way to open it again after it closes; the demo
 * says what was answered.
 */
function AnswerOfferDemo({ answer }: { answer: OfferAnswer }) {
  const [isOpen, setOpen] = useState(true);
  const [answered, setAnswered] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {answer === 'Accepted' ? labels.accept : labels.decline}
      </Button>
      {answered ? <p role="status">{answered}</p> : null}
      <AnswerOffer
        offer={buildOffer()}
        answer={answer}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onDone={(output) => {
          if (output.result === 'answered') setAnswered(output.offer.status);
        }}
        termsHref="/terms-of-Service"
      />
    </>
  );
}

/** CE_ACCEPT_OFFER and CE_DECLINE_OFFER (`PUT /contract/{id}`). */
const meta = {
  title: 'Flows/Answer offer',
  component: AnswerOfferDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
  args: { answer: 'Accepted' },
  beforeEach({ msw }) {
    msw.use(handlers.answerOffer.accepted);
  },
} satisfies Meta<typeof AnswerOfferDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string = labels.acceptTitle) => screen.findByRole('dialog', { name });
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const message = (modal: HTMLElement, name: string = labels.message) => within(modal).getByRole('textbox', { name });

/** CE_ACCEPT_OFFER as it opens: the offer's job and amount, the message focused. */
export const Accept: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(modal).toHaveTextContent('$90/hr');
    await expect(message(modal)).toHaveFocus();
    // The link's name also says it opens a new tab.
    await expect(within(modal).getByText(labels.termsLink).closest('a')).toHaveAttribute('href', '/terms-of-Service');
  },
};

/** Both rules of section 5 at once: the message and the agree box. */
export const AcceptInvalid: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: labels.accept }));
    await expect(await within(modal).findByText(acceptOfferMessages.messageRequired)).toBeVisible();
    await expect(within(modal).getByText(acceptOfferMessages.termsRequired)).toBeVisible();
    await waitFor(() => expect(message(modal)).toHaveFocus());
  },
};

/** While the answer is sent the fields are locked and the button pending. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('answerOffer'));
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await userEvent.type(message(modal), 'Glad to start');
    await userEvent.click(within(modal).getByRole('checkbox', { name: labels.agree }));
    await userEvent.click(within(modal).getByRole('button', { name: labels.accept }));
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('saving'));
    await expect(message(modal)).toHaveAttribute('readonly');
  },
};

/** Accepted by keyboard: the modal closes. */
export const AcceptedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await userEvent.keyboard('Glad to start');
    await userEvent.tab();
    await expect(within(modal).getByRole('checkbox', { name: labels.agree })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(within(modal).getByRole('button', { name: labels.accept }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The answer shown and the modal's exit animation over: the story's last frame, the same every time.
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
    await waitFor(() => expect(document.querySelector('[data-exiting]')).toBeNull());
    await announcementsCleared();
  },
};

/** A server failure: its message on top, what was typed kept. */
export const Failure: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.answerOffer.serverError);
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.type(message(modal), 'Glad to start');
    await userEvent.click(within(modal).getByRole('checkbox', { name: labels.agree }));
    await userEvent.click(within(modal).getByRole('button', { name: labels.accept }));
    await expect(await within(modal).findByText(serverMessages.internalError)).toBeVisible();
    await expect(message(modal)).toHaveValue('Glad to start');
  },
};

/** CE_DECLINE_OFFER: the message optional, no agree box. */
export const Decline: Story = {
  args: { answer: 'Declined' },
  beforeEach({ msw }) {
    msw.use(handlers.answerOffer.declined);
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog(labels.declineTitle);
    await expect(within(modal).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: labels.decline }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The answer shown and the modal's exit animation over: the story's last frame, the same every time.
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
    await waitFor(() => expect(document.querySelector('[data-exiting]')).toBeNull());
    await announcementsCleared();
  },
};

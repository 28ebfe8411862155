import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Dialog, DialogTrigger, Modal, type DialogProps, type ModalProps } from './Dialog.tsx';
import { modalSizes } from './Dialog.css.ts';

type StoryArgs = DialogProps & Pick<ModalProps, 'size' | 'isDismissable' | 'onOpenChange'>;

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  subcomponents: { Modal, DialogTrigger },
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '36rem' } } },
  args: {
    title: 'Book an introductory call',
    children: (
      <p>
        A 30-minute video call with the expert to talk through your migration before you post the job. You can
        reschedule up to a day before.
      </p>
    ),
    size: 'md',
    isDismissable: true,
    closeLabel: 'Close',
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: modalSizes },
    children: { control: false },
    actions: { control: false },
  },
  render: ({ size, isDismissable, onOpenChange, ...args }) => (
    <Modal defaultOpen size={size} isDismissable={isDismissable} onOpenChange={onOpenChange}>
      <Dialog
        actions={({ close }) => (
          <>
            <Button variant="secondary" slot="close">
              Not now
            </Button>
            <Button onPress={close}>Book the call</Button>
          </>
        )}
        {...args}
      />
    </Modal>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The product's forgot-password modal uses the `narrow` size (35rem). */
export const Narrow: Story = {
  args: {
    size: 'narrow',
    title: 'Reset your password',
    children: (
      <TextField
        label="Email"
        type="email"
        description="We will email you a link to choose a new password."
        defaultValue="ada@example.com"
      />
    ),
    actions: (
      <>
        <Button variant="secondary" slot="close">
          Cancel
        </Button>
        <Button>Send the link</Button>
      </>
    ),
  },
};

/** A long body scrolls (the dialog takes focus, so the arrow keys scroll it); header and footer stay in view. */
export const LongContent: Story = {
  args: {
    title: 'Terms of the engagement',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Clause {index + 1}. The expert delivers each milestone as agreed in the contract, and the client reviews
            each delivery before its payment is released.
          </p>
        ))}
      </>
    ),
    actions: (
      <>
        <Button variant="secondary" slot="close">
          Decline
        </Button>
        <Button>Accept the terms</Button>
      </>
    ),
  },
};

/**
 * Worked by keyboard alone: Tab to the trigger, Enter opens the dialog with focus inside it,
 * Escape closes it and focus returns to the trigger.
 */
export const OpenWithKeyboard: Story = {
  render: ({ size, isDismissable, onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Book a call</Button>
      <Modal size={size} isDismissable={isDismissable}>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Book a call' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Book an introductory call' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The header's close button is the first stop for Tab, named 'Close'; Enter closes the dialog. */
export const CloseButton: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Book an introductory call' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

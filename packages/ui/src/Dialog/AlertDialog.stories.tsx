import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { AlertDialog, alertDialogTones } from './AlertDialog.tsx';
import { DialogTrigger } from './Dialog.tsx';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '24rem' } } },
  args: {
    title: 'Withdraw your proposal?',
    children: 'The client will no longer see it. You can send a new proposal while the job is open.',
    confirmLabel: 'Withdraw',
    cancelLabel: 'Keep it',
    tone: 'default',
    defaultOpen: true,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: alertDialogTones } },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A destructive action: a warning icon and the danger confirm button. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete this job post?',
    children: 'Proposals you have received are deleted with it. This cannot be undone.',
    confirmLabel: 'Delete job',
  },
};

/** While the caller works, confirm shows a spinner and ignores presses, and cancel is disabled. */
export const Pending: Story = {
  args: {
    tone: 'danger',
    title: 'Delete this job post?',
    children: 'Proposals you have received are deleted with it. This cannot be undone.',
    confirmLabel: 'Delete job',
    isPending: true,
    pendingLabel: 'Deleting the job',
    closeOnConfirm: false,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this job post?' });
    await expect(within(dialog).getByRole('progressbar', { name: 'Deleting the job' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeDisabled();
    await waitFor(() => expect(dialog).toHaveFocus());
    // Escape does not dismiss while the work is under way; Enter on confirm is ignored.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: /Delete job/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * Worked by keyboard alone: open from the trigger, Tab to the confirm button, Enter confirms,
 * the dialog closes and focus goes back to the trigger.
 */
export const ConfirmWithKeyboard: Story = {
  args: { defaultOpen: undefined },
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary">Withdraw proposal</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Withdraw proposal' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your proposal?' });
    await expect(dialog).toHaveAccessibleDescription(/no longer see it/);
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape cancels: the dialog closes without calling onConfirm. */
export const CancelWithEscape: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

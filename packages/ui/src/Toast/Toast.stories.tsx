import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastRegion, createToastQueue, type ToastQueue, type ToastRegionProps } from './Toast.tsx';

/** Each story gets a queue of its own, emptied when the story goes away. */
function useStoryQueue(): ToastQueue {
  const [queue] = useState(() => createToastQueue());
  useEffect(() => () => queue.clear(), [queue]);
  return queue;
}

const onSavedClose = fn();

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  args: { closeLabel: 'Dismiss' },
  argTypes: { queue: { control: false } },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons that add one toast of each tone (success and info leave after 2 s, errors stay). */
export const Playground: Story = {
  render: function Render(args: ToastRegionProps) {
    const queue = useStoryQueue();
    return (
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <Button onPress={() => queue.success('Profile saved')}>Success</Button>
        <Button variant="secondary" onPress={() => queue.info('New proposal', { description: 'From Dana, $90/h' })}>
          Info
        </Button>
        <Button
          variant="danger"
          onPress={() => queue.error('Payment failed', { description: 'Your card was declined.' })}
        >
          Error
        </Button>
        <ToastRegion {...args} queue={queue} />
      </div>
    );
  },
};

/**
 * Worked by keyboard alone: Enter on a button adds a toast; Tab reaches the toast and its close
 * button; Enter closes it and focus goes back to the button.
 */
export const AddByKeyboard: Story = {
  render: function Render(args: ToastRegionProps) {
    const queue = useStoryQueue();
    return (
      <>
        <Button onPress={() => queue.success('Profile saved', { onClose: onSavedClose })}>Save profile</Button>
        <ToastRegion {...args} queue={queue} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    onSavedClose.mockClear();
    const page = within(canvasElement.ownerDocument.body);
    const save = within(canvasElement).getByRole('button', { name: 'Save profile' });
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const shown = await page.findByRole('alertdialog', { name: 'Profile saved' });
    await expect(shown).toHaveAttribute('data-tone', 'success');
    await expect(page.getByRole('region', { name: /^1 notification/ })).toContainElement(shown);

    // Focus inside the region pauses the 2 s timeout, so there is time to reach the close button.
    await userEvent.tab();
    await expect(shown).toHaveFocus();
    await userEvent.tab();
    await expect(within(shown).getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(onSavedClose).toHaveBeenCalledTimes(1);
    await expect(save).toHaveFocus();
  },
};

/**
 * One toast per tone, with a second line, kept on screen (`timeout: 0`) for the screenshot.
 * Newest first.
 */
export const Tones: Story = {
  render: function Render(args: ToastRegionProps) {
    const queue = useStoryQueue();
    useEffect(() => {
      queue.info('New proposal', { timeout: 0, description: 'Dana Reyes applied to “Migrate to EKS”.' });
      queue.error('Payment failed', { description: 'Your card was declined. Try another card.' });
      queue.success('Milestone approved', { timeout: 0, description: '$1,200 is on its way to the expert.' });
      return () => queue.clear();
    }, [queue]);
    return <ToastRegion {...args} queue={queue} />;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const toasts = await page.findAllByRole('alertdialog');
    await expect(toasts.map((shown) => shown.dataset.tone)).toEqual(['success', 'error', 'info']);
    await expect(page.getByRole('alertdialog', { name: 'Payment failed' })).toHaveAccessibleDescription(
      'Your card was declined. Try another card.',
    );
  },
};

/**
 * Timeouts: a success toast with the default 2 s leaves by itself; an error toast without a
 * timeout stays until dismissed.
 */
export const Timeouts: Story = {
  render: function Render(args: ToastRegionProps) {
    const queue = useStoryQueue();
    return (
      <>
        <Button
          onPress={() => {
            queue.error('Upload failed');
            queue.success('Draft saved');
          }}
        >
          Save draft
        </Button>
        <ToastRegion {...args} queue={queue} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByRole('alertdialog', { name: 'Draft saved' })).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'Upload failed' })).toBeVisible();
    await waitFor(() => expect(page.queryByRole('alertdialog', { name: 'Draft saved' })).toBeNull(), {
      timeout: 4000,
    });
    await expect(page.getByRole('alertdialog', { name: 'Upload failed' })).toBeVisible();
  },
};

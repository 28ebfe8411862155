import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: {
    title: 'Couldn’t load your contracts',
    message: 'Check your connection and try again.',
    onRetry: fn(),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Retry by keyboard: Tab reaches the button, Enter calls `onRetry` once. The text is an alert. */
export const KeyboardRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Couldn’t load your contracts');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While retrying the button is pending: focusable, announced as busy, presses ignored. */
export const Retrying: Story = {
  args: { isRetrying: true, retryingLabel: 'Loading contracts again' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: /Try again/ });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).not.toHaveBeenCalled();
    await expect(canvas.getByRole('progressbar', { name: 'Loading contracts again' })).toBeInTheDocument();
  },
};

/** Without `onRetry` there is nothing to press; the default title is generic. */
export const NoRetry: Story = {
  args: { title: undefined, onRetry: undefined, message: 'This invoice is no longer available.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

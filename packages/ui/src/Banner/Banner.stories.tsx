import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner } from './Banner.tsx';
import { bannerTones } from './Banner.css.ts';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    tone: 'success',
    title: 'Proposal sent',
    children: 'The client has been notified. You will hear back within 3 working days.',
    onHide: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: bannerTones },
    autoHideMs: { control: { type: 'number', min: 0, step: 500 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const examples = {
  success: ['Payment released', 'The milestone is approved and the expert is paid.'],
  error: ['Payment failed', 'Your card was declined. Use another card or contact your bank.'],
  info: ['Profile under review', 'We check new expert profiles within one working day.'],
  warning: ['Certificate expires soon', 'Upload a renewed certificate to keep your badge.'],
} as const;

/** Errors and warnings are alerts, read at once; success and info are polite status messages. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone} title={examples[tone][0]}>
          {examples[tone][1]}
        </Banner>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.dataset.tone)).toEqual(['error', 'warning']);
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((status) => status.dataset.tone)).toEqual(['success', 'info']);
  },
};

/** Without a title: the body alone. */
export const BodyOnly: Story = {
  args: { tone: 'info', title: undefined, children: 'Rates are shown in your local currency.' },
};

/** Dismissed by keyboard: Tab reaches the close button, Enter hides the banner and calls `onHide`. */
export const Dismissable: Story = {
  args: { isDismissable: true, dismissLabel: 'Dismiss message' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Proposal sent');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss message' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await expect(args.onHide).toHaveBeenCalledWith('dismiss');
  },
};

/**
 * Hides itself after `autoHideMs`, then calls `onHide('timeout')`. The count waits while focus is
 * inside the banner and resumes when focus leaves.
 */
export const AutoHide: Story = {
  args: { tone: 'info', title: 'Draft saved', children: undefined, autoHideMs: 800, isDismissable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    // Focus inside: well past the duration, the banner is still there.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(canvas.getByRole('status')).toHaveTextContent('Draft saved');
    await expect(args.onHide).not.toHaveBeenCalled();
    // Focus leaves: the rest of the count runs out.
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
    await expect(args.onHide).toHaveBeenCalledTimes(1);
    await expect(args.onHide).toHaveBeenCalledWith('timeout');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';
import { progressSizes } from './ProgressBar.css.ts';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Uploading certificate', value: 60 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    size: { control: 'inline-radio', options: progressSizes },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the bar; the percentage is both shown and announced. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading certificate' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveAttribute('aria-valuetext', '60%');
    await expect(within(canvasElement).getByText('60%')).toBeVisible();
  },
};

/** `valueLabel` replaces the percentage, on screen and for screen readers. */
export const ValueLabel: Story = {
  args: { label: 'Uploading files', value: 3, maxValue: 10, valueLabel: '3 of 10 files' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading files' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 10 files');
    await expect(within(canvasElement).getByText('3 of 10 files')).toBeVisible();
  },
};

/** No end known: no value, a moving segment (a still bar under reduced motion). */
export const Indeterminate: Story = {
  args: { label: 'Checking your payout account', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Checking your payout account' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** Without a visible label: `aria-label` names it and the value text can be hidden. */
export const Compact: Story = {
  args: { label: undefined, 'aria-label': 'Profile photo upload', value: 25, showValueText: false, size: 'sm' },
};

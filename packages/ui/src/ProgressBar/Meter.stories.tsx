import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter } from './Meter.tsx';
import { meterTones, progressSizes } from './ProgressBar.css.ts';

const meta = {
  title: 'Components/Meter',
  component: Meter,
  tags: ['autodocs'],
  args: { label: 'Profile completeness', value: 70 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100 } },
    tone: { control: 'inline-radio', options: meterTones },
    size: { control: 'inline-radio', options: progressSizes },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Profile completeness' });
    await expect(meter).toHaveAttribute('aria-valuenow', '70');
    await expect(within(canvasElement).getByText('70%')).toBeVisible();
  },
};

/** The caller picks the tone from what the value means. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {meterTones.map((tone, index) => (
        <Meter key={tone} {...args} tone={tone} label={`Tone ${tone}`} value={40 + index * 20} />
      ))}
    </div>
  ),
};

/** A currency range with its own value text. */
export const BudgetUsed: Story = {
  args: {
    label: 'Budget used',
    value: 1800,
    maxValue: 2000,
    valueLabel: '$1,800 of $2,000',
    tone: 'warning',
  },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Budget used' });
    await expect(meter).toHaveAttribute('aria-valuetext', '$1,800 of $2,000');
  },
};

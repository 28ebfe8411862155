import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge.tsx';
import { badgeTones } from './Badge.css.ts';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Verified expert', tone: 'neutral' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every tone; the text says what the colour means. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of badgeTones) {
      await expect(canvas.getByText(tone).parentElement).toHaveAttribute('data-tone', tone);
    }
  },
};

/** A label longer than its space is cut with an ellipsis; the full text stays in the page. */
export const Truncated: Story = {
  args: { children: 'AWS Certified Solutions Architect – Professional', tone: 'info' },
  render: (args) => (
    <div style={{ width: '12rem' }}>
      <Badge {...args} />
    </div>
  ),
};

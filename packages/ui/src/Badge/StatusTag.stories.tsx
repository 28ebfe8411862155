import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusTag } from './StatusTag.tsx';
import { badgeTones } from './Badge.css.ts';

const meta = {
  title: 'Components/StatusTag',
  component: StatusTag,
  tags: ['autodocs'],
  args: { children: 'In review', tone: 'info' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
  },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const examples = {
  neutral: 'Draft',
  info: 'In review',
  success: 'Approved',
  warning: 'Changes requested',
  danger: 'Disputed',
} as const;

/** Milestone states in every tone. The dot is decorative: the label alone names the state. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <StatusTag key={tone} {...args} tone={tone}>
          {examples[tone]}
        </StatusTag>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const tone of badgeTones) {
      const tag = canvas.getByText(examples[tone]).parentElement;
      await expect(tag).toHaveAttribute('data-tone', tone);
      await expect(tag).toHaveTextContent(new RegExp(`^${examples[tone]}$`));
    }
  },
};

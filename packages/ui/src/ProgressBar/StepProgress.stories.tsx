import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepProgress } from './StepProgress.tsx';
import { progressSizes } from './ProgressBar.css.ts';

const meta = {
  title: 'Components/StepProgress',
  component: StepProgress,
  tags: ['autodocs'],
  args: { label: 'Post a job', step: 2, totalSteps: 5 },
  argTypes: {
    step: { control: { type: 'number', min: 1 } },
    totalSteps: { control: { type: 'number', min: 1 } },
    size: { control: 'inline-radio', options: progressSizes },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 2 of 5: the bar is 40% full and announces the step text. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Post a job' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(within(canvasElement).getByText('Step 2 of 5')).toBeVisible();
  },
};

export const LastStep: Story = {
  args: { step: 5 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Post a job' });
    await expect(bar).toHaveAttribute('aria-valuetext', 'Step 5 of 5');
  },
};

/** The step text comes from the app (translated, or worded by the spec). */
export const CustomWording: Story = {
  args: {
    label: undefined,
    'aria-label': 'Expert onboarding',
    step: 1,
    totalSteps: 3,
    formatStep: (step, total) => `${step}/${total} · Verify your identity`,
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Expert onboarding' });
    await expect(bar).toHaveAttribute('aria-valuetext', '1/3 · Verify your identity');
  },
};

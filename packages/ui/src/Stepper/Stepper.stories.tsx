import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper.tsx';

const steps = [
  { id: 'basics', label: 'Basics' },
  { id: 'skills', label: 'Skills' },
  { id: 'budget', label: 'Budget' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'review', label: 'Review' },
] as const;

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps, currentStep: 'budget', label: 'Post a job', progressLabel: 'Job post progress' },
  argTypes: { currentStep: { control: 'select', options: steps.map((step) => step.id) } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The earlier steps count as done: two of five, 40%. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Post a job' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(list.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('Basics (completed)');
    await expect(items[3]).not.toHaveTextContent('completed');
    const progress = canvas.getByRole('progressbar', { name: 'Job post progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    await expect(progress).toHaveTextContent('40%');
  },
};

export const FirstStep: Story = {
  args: { currentStep: 'basics' },
};

/** Steps done out of order, with a percentage the product computes itself. */
export const CustomProgress: Story = {
  args: { currentStep: 'schedule', completedSteps: ['basics', 'budget'], percentComplete: 55 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]).not.toHaveTextContent('completed');
    await expect(items[2]).toHaveTextContent('Budget (completed)');
    await expect(canvas.getByRole('progressbar', { name: 'Job post progress' })).toHaveAttribute('aria-valuenow', '55');
  },
};

/** Without a current step every step is done. */
export const AllComplete: Story = {
  args: { currentStep: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Job post progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

/** In a side panel: the steps one under another, each marker beside its label. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '14rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    // Each step sits below the one before it.
    await expect((second?.top ?? 0) > (first?.bottom ?? 0) - 1).toBe(true);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
  },
};

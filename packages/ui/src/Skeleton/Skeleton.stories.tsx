import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';
import { skeletonShapes } from './Skeleton.css.ts';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'text', lines: 3 },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    lines: { control: { type: 'number', min: 1, max: 8 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <SkeletonGroup>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
};

/** Text lines, a circle and a rectangle. */
export const Shapes: Story = {
  render: () => (
    <SkeletonGroup label="Loading shapes">
      <Skeleton shape="text" lines={2} />
      <Skeleton shape="circle" />
      <Skeleton shape="rectangle" height="4rem" />
    </SkeletonGroup>
  ),
};

/**
 * An expert card while it loads: the placeholders are hidden, the group is busy and says
 * 'Loading expert profile' once.
 */
export const ExpertCard: Story = {
  render: () => (
    <SkeletonGroup label="Loading expert profile">
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <Skeleton shape="circle" width="3rem" height="3rem" />
        <div style={{ flex: 1 }}>
          <Skeleton width="60%" height="1rem" />
          <Skeleton width="40%" />
        </div>
      </div>
      <Skeleton lines={3} />
      <Skeleton shape="rectangle" height="2.5rem" width="8rem" />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('Loading expert profile');
    const group = label.parentElement;
    await expect(group).toHaveAttribute('aria-busy', 'true');
    const shapes = canvasElement.querySelectorAll('[data-shape]');
    await expect(shapes.length).toBeGreaterThan(0);
    for (const shape of shapes) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

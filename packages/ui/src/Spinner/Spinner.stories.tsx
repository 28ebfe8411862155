import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';
import { spinnerSizes } from './Spinner.css.ts';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  args: { label: 'Loading proposals' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only announced: the label is the progressbar's accessible name, and it has no value. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading proposals' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(within(canvasElement).queryByText('Loading proposals')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
};

/** The label shown beside the spinner, and still its accessible name. */
export const VisibleLabel: Story = {
  args: { isLabelVisible: true, label: 'Matching experts…' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Matching experts…' })).toBeInTheDocument();
    await expect(canvas.getByText('Matching experts…')).toBeVisible();
  },
};

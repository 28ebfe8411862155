import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button/Button.css.ts';
import { iconNames } from '../Icon/Icon.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { icon: 'close', label: 'Close', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {buttonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Close (${variant})`} />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  args: { icon: 'search', label: 'Search', variant: 'secondary' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Search (${size})`} />
      ))}
    </div>
  ),
};

/** While pending the icon gives way to the spinner; the button keeps its name and ignores presses. */
export const Pending: Story = {
  args: { icon: 'refresh', label: 'Refresh', isPending: true, pendingLabel: 'Refreshing', variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // RAC names a pending button by its label and the progress bar's, so both are announced.
    await expect(canvas.getByRole('button', { name: 'Refresh Refreshing' })).toHaveAttribute('aria-label', 'Refresh');
    await expect(canvas.getByRole('progressbar', { name: 'Refreshing' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'secondary' },
};

/** Worked by keyboard alone: the label is the accessible name; Enter and Space press it. */
export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toHaveAttribute('aria-label', 'Close');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

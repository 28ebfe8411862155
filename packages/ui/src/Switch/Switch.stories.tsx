import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Available for new projects', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const On: Story = {
  args: { defaultSelected: true, description: 'Clients can invite you to their projects.' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
};

export const Invalid: Story = {
  args: {
    children: 'Share my profile publicly',
    isInvalid: true,
    errorMessage: 'Verify your identity before going public',
  },
};

/** Reached with Tab and flipped with Space, by keyboard alone. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Available for new projects' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

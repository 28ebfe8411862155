import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Email me new matching projects', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Selected: Story = {
  args: { defaultSelected: true, description: 'At most one email a day.' },
};

export const Indeterminate: Story = {
  args: { children: 'All regions', isIndeterminate: true },
};

export const Invalid: Story = {
  args: {
    children: 'I accept the terms of service',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Accept the terms to continue',
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
};

/** Reached with Tab and toggled with Space, by keyboard alone. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Email me new matching projects' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

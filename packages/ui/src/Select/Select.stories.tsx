import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem, type PickerOption } from './Select.tsx';

const budgets: PickerOption[] = [
  { id: 'hourly', label: 'Hourly rate' },
  { id: 'fixed', label: 'Fixed price' },
  { id: 'milestones', label: 'Milestone payments' },
  { id: 'retainer', label: 'Monthly retainer', isDisabled: true },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Budget type', items: budgets, placeholder: 'Choose a budget type', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem', minHeight: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open, with a chosen option (check mark) and a disabled one. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'fixed' },
};

export const WithDescription: Story = {
  args: { description: 'You can change this until an expert accepts.', defaultValue: 'hourly' },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose how you want to pay' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'milestones' },
};

/** Options given as children instead of `items`. */
export const StaticChildren: Story = {
  args: { label: 'Seniority', items: undefined, placeholder: 'Any seniority' },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="junior">Junior</SelectItem>
      <SelectItem id="mid">Mid-level</SelectItem>
      <SelectItem id="senior">Senior</SelectItem>
    </Select>
  ),
};

/** Worked by keyboard alone: Tab focuses, ArrowDown opens, the disabled option is skipped, Enter picks. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Budget type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Monthly retainer' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Focus starts on the first option; three more presses stop on the last enabled one.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('milestones');
    await expect(trigger).toHaveTextContent('Milestone payments');
    // The list closes and focus returns to the trigger after the exit transition: wait for both,
    // or the next key races the closing popover.
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Type-to-select while closed.
    await userEvent.keyboard('h');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('hourly'));
    await expect(trigger).toHaveTextContent('Hourly');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup.tsx';
import { radioGroupOrientations } from './RadioGroup.css.ts';

const engagements = [
  { value: 'hourly', label: 'Hourly', description: 'Billed weekly for tracked hours.' },
  { value: 'fixed', label: 'Fixed price', description: 'Paid per approved milestone.' },
  { value: 'retainer', label: 'Monthly retainer', description: 'A set number of hours each month.' },
] as const;

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Engagement type',
    onChange: fn(),
    children: engagements.map((option) => (
      <Radio key={option.value} value={option.value}>
        {option.label}
      </Radio>
    )),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'fixed' },
};

export const WithOptionDescriptions: Story = {
  args: {
    defaultValue: 'hourly',
    description: 'You can change this before the contract starts.',
    children: engagements.map((option) => (
      <Radio key={option.value} value={option.value} description={option.description}>
        {option.label}
      </Radio>
    )),
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose how the expert is paid' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'retainer' },
};

/** One tab stop; the arrow keys move the selection, by keyboard alone. */
export const KeyboardSelection: Story = {
  args: { defaultValue: 'hourly' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hourly = canvas.getByRole('radio', { name: 'Hourly' });
    const fixed = canvas.getByRole('radio', { name: 'Fixed price' });
    const retainer = canvas.getByRole('radio', { name: 'Monthly retainer' });

    await userEvent.tab();
    await expect(hourly).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(fixed).toHaveFocus();
    await expect(fixed).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('fixed');
    await userEvent.keyboard('{ArrowDown}');
    await expect(retainer).toBeChecked();
    await expect(hourly).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('retainer');

    // The group is a single tab stop: Tab leaves it rather than visiting the next option.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radiogroup', { name: 'Engagement type' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

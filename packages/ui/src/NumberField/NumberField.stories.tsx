import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Hours per week', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithRange: Story = {
  args: { minValue: 1, maxValue: 60, defaultValue: 20, description: 'Between 1 and 60 hours.' },
};

export const Percentage: Story = {
  args: { label: 'Platform fee', formatOptions: { style: 'percent' }, defaultValue: 0.1, step: 0.01 },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Enter the weekly hours' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 40 },
};

/** Stepped with the arrow keys and typed into, by keyboard alone; the range holds. */
export const KeyboardStepping: Story = {
  args: { minValue: 1, maxValue: 60, defaultValue: 59 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Hours per week' });
    await userEvent.tab();
    await expect(input).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('60');
    await expect(args.onChange).toHaveBeenLastCalledWith(60);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('60');

    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);

    await userEvent.keyboard('{Control>}a{/Control}35');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('35');
    await expect(args.onChange).toHaveBeenLastCalledWith(35);
  },
};

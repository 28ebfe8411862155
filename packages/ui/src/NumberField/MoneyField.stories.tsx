import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyField } from './MoneyField.tsx';

const meta = {
  title: 'Components/MoneyField',
  component: MoneyField,
  tags: ['autodocs'],
  args: { label: 'Milestone amount', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = {
  args: { defaultValue: 1250, description: 'Released when you approve the milestone.' },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, defaultValue: 0, errorMessage: 'Enter an amount above $0.00' },
};

/** Typed by keyboard: shown with two decimals on blur, never below zero. */
export const KeyboardEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Milestone amount' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1250.5');
    await userEvent.tab();
    await expect(input).toHaveValue('$1,250.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1250.5);

    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('$0.00');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('$0.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Work email', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithDescription: Story = {
  args: { description: 'We send the confirmation link here.' },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'name@company.com', type: 'email' },
};

export const Required: Story = {
  args: { isRequired: true },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'not-an-email', errorMessage: 'Enter a valid email address' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'pm@example.com' },
};

/** Typed into by keyboard; the error appears on blur and is wired to the input for screen readers. */
export const KeyboardEntry: Story = {
  args: {
    isRequired: true,
    validationBehavior: 'aria',
    validate: (value) => (value.includes('@') ? null : 'Enter a valid email address'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Work email/ });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('expert');
    await expect(args.onChange).toHaveBeenLastCalledWith('expert');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
    await userEvent.keyboard('@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

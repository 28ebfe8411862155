import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithDescription: Story = {
  args: { description: 'At least 12 characters.', autoComplete: 'new-password' },
};

export const Revealed: Story = {
  args: { defaultRevealed: true, defaultValue: 'correct horse' },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, defaultValue: 'short', errorMessage: 'Use at least 12 characters' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret-value' },
};

/** Typed into, then revealed and hidden again with the toggle, by keyboard alone. */
export const KeyboardReveal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('hunter2');
    await expect(args.onChange).toHaveBeenLastCalledWith('hunter2');

    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('hunter2');

    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

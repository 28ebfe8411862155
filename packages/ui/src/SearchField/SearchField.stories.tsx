import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { label: 'Search experts', onChange: fn(), onSubmit: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithQuery: Story = {
  args: { defaultValue: 'Terraform', description: 'Search by skill, certification or name.' },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Kubernetes, AWS Lambda…' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Terraform' },
};

/** Typed, submitted with Enter and cleared with Escape, by keyboard alone. */
export const KeyboardSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search experts' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('terraform');
    await expect(args.onChange).toHaveBeenLastCalledWith('terraform');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('terraform');

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
  },
};

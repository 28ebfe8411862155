import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToggleButtonGroup, ToggleButtonGroupItem } from './ToggleButtonGroup.tsx';
import { toggleButtonGroupSizes } from './ToggleButtonGroup.css.ts';

const meta = {
  title: 'Components/ToggleButtonGroup',
  component: ToggleButtonGroup,
  tags: ['autodocs'],
  args: { 'aria-label': 'Account type', defaultSelectedKey: 'client', onSelectionChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: toggleButtonGroupSizes } },
  render: (args) => (
    <ToggleButtonGroup {...args}>
      <ToggleButtonGroupItem id="client">Client</ToggleButtonGroupItem>
      <ToggleButtonGroupItem id="expert">Expert</ToggleButtonGroupItem>
    </ToggleButtonGroup>
  ),
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {toggleButtonGroupSizes.map((size) => (
        <ToggleButtonGroup key={size} {...args} size={size} aria-label={`Account type (${size})`}>
          <ToggleButtonGroupItem id="client">Client</ToggleButtonGroupItem>
          <ToggleButtonGroupItem id="expert">Expert</ToggleButtonGroupItem>
        </ToggleButtonGroup>
      ))}
    </div>
  ),
};

/** Options may carry a decorative icon; stretched to the width of a form. */
export const WithIconsFullWidth: Story = {
  args: { 'aria-label': 'Show steps for', isFullWidth: true },
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <ToggleButtonGroup {...args}>
        <ToggleButtonGroupItem id="client" icon="user">
          Client
        </ToggleButtonGroupItem>
        <ToggleButtonGroupItem id="expert" icon="star">
          Expert
        </ToggleButtonGroupItem>
      </ToggleButtonGroup>
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

/**
 * Worked by keyboard alone: Tab reaches the options, the arrow key moves to the next one, Space
 * selects it. Selecting the selected option again keeps it selected (the switch is never empty).
 */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Account type' })).toBeInTheDocument();
    const client = canvas.getByRole('radio', { name: 'Client' });
    const expert = canvas.getByRole('radio', { name: 'Expert' });
    await expect(client).toBeChecked();

    await userEvent.tab();
    await expect(client).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(expert).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(expert).toBeChecked();
    await expect(client).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('expert');

    await userEvent.keyboard('{Enter}');
    await expect(expert).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

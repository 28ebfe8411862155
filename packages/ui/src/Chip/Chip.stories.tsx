import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from './Chip.tsx';
import { chipTones } from './Chip.css.ts';

const meta = {
  title: 'Components/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: { label: 'Kubernetes', tone: 'neutral' },
  argTypes: {
    tone: { control: 'inline-radio', options: chipTones },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {chipTones.map((tone) => (
        <Chip key={tone} {...args} tone={tone} label={tone} />
      ))}
    </div>
  ),
};

/** Worked by keyboard alone: Tab reaches the close button, named after the chip; Enter and Space press it. */
export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove Kubernetes' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

function FilterChips() {
  const [skills, setSkills] = useState(['AWS', 'Terraform', 'Kubernetes']);
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {skills.map((skill) => (
        <Chip
          key={skill}
          label={skill}
          tone="brand"
          onRemove={() => {
            setSkills((current) => current.filter((item) => item !== skill));
          }}
        />
      ))}
    </div>
  );
}

/** Removable filters: removing one by keyboard takes it out of the set. */
export const Filters: Story = {
  render: () => <FilterChips />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Terraform' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('Terraform')).toBeNull();
    await expect(canvas.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove AWS',
      'Remove Kubernetes',
    ]);
  },
};

/** A disabled chip's close button is out of the tab order and ignores presses. */
export const Disabled: Story = {
  args: { isDisabled: true, onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove Kubernetes' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';

const clouds = [
  { value: 'aws', label: 'Amazon Web Services' },
  { value: 'azure', label: 'Microsoft Azure' },
  { value: 'gcp', label: 'Google Cloud' },
] as const;

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: {
    label: 'Clouds you work with',
    onChange: fn(),
    children: clouds.map((cloud) => (
      <Checkbox key={cloud.value} value={cloud.value}>
        {cloud.label}
      </Checkbox>
    )),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithDescription: Story = {
  args: { defaultValue: ['aws'], description: 'Pick every cloud you have shipped production work on.' },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Pick at least one cloud' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['gcp'] },
};

/** Options are separate tab stops: Tab moves between them, Space selects. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Clouds you work with' });
    const aws = canvas.getByRole('checkbox', { name: 'Amazon Web Services' });
    const gcp = canvas.getByRole('checkbox', { name: 'Google Cloud' });
    await expect(group).toBeInTheDocument();

    await userEvent.tab();
    await expect(aws).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(gcp).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['aws', 'gcp']);
    await expect(aws).toBeChecked();
    await expect(gcp).toBeChecked();
  },
};

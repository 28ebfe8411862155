import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { PickerOption } from '../Select/Select.tsx';
import { TagField, type TagFieldProps } from './TagField.tsx';

const skills: PickerOption[] = [
  { id: 'aws', label: 'AWS' },
  { id: 'azure', label: 'Azure' },
  { id: 'gcp', label: 'Google Cloud' },
  { id: 'kubernetes', label: 'Kubernetes' },
  { id: 'terraform', label: 'Terraform' },
  { id: 'ansible', label: 'Ansible' },
  { id: 'finops', label: 'FinOps' },
  { id: 'security', label: 'Cloud security' },
];

/** Holds the value as an app would, and reports each change to the story's spy. */
function ControlledTagField(props: TagFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TagField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/TagField',
  component: TagField,
  tags: ['autodocs'],
  args: {
    label: 'Skills',
    items: skills,
    value: ['aws', 'kubernetes'],
    placeholder: 'Add a skill',
    onChange: fn(),
  },
  render: (args) => <ControlledTagField {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem', minHeight: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing filters the options by "contains", ignoring case. */
export const Open: Story = {
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Skills/ });
    await userEvent.click(input);
    await userEvent.keyboard('a');
    const listbox = await within(document.body).findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(['AWS', 'Azure', 'Terraform', 'Ansible']);
  },
};

/** At `maxTags` the input stops offering options and says why; chips can still be removed. */
export const AtLimit: Story = {
  args: { value: ['aws', 'azure', 'gcp'], maxTags: 3, description: 'Your strongest platforms.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: /Skills/ });
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveAccessibleDescription(/up to 3/);
  },
};

export const Invalid: Story = {
  args: { value: [], isRequired: true, isInvalid: true, errorMessage: 'Add at least one skill' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

/**
 * Worked by keyboard alone: Enter adds the highlighted option, Backspace in the empty input
 * moves to the last chip, Delete removes it, and removing the last chip returns to the input.
 */
export const KeyboardWorkflow: Story = {
  args: { value: ['aws'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /Skills/ });
    await userEvent.tab();
    await expect(input).toHaveFocus();

    // A chosen value leaves the list.
    await userEvent.keyboard('a');
    await within(document.body).findByRole('option', { name: 'Azure' });
    await expect(within(document.body).queryByRole('option', { name: 'AWS' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Backspace}terr');
    await within(document.body).findByRole('option', { name: 'Terraform' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['aws', 'terraform']);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('row', { name: 'Terraform' })).toBeInTheDocument();
    await expect(canvas.getByText('Terraform added')).toBeInTheDocument();

    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('row', { name: 'Terraform' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['aws']);
    await waitFor(() => expect(canvas.getByRole('row', { name: 'AWS' })).toHaveFocus());
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** With `allowsCustomValue`, Enter adds typed text that matches no option. */
export const CustomValues: Story = {
  args: {
    value: ['terraform'],
    allowsCustomValue: true,
    emptyMessage: (text: string) => `Press Enter to add “${text}”`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /Skills/ });
    await userEvent.tab();
    await userEvent.keyboard('Pulumi');
    await expect(await within(document.body).findByRole('listbox')).toHaveTextContent('Press Enter to add “Pulumi”');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['terraform', 'Pulumi']);
    // Typing a whole option label adds the option itself, not a look-alike custom value.
    await userEvent.keyboard('finops{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['terraform', 'Pulumi', 'finops']);
    await expect(input).toHaveValue('');
  },
};

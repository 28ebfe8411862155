import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form, type FormProps } from './Form.tsx';

/** Stories never navigate: the submit is recorded (`args.onSubmit`), then stopped. */
function StoryForm({ onSubmit, ...args }: FormProps) {
  return (
    <Form
      {...args}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event);
      }}
    />
  );
}

const meta = {
  title: 'Components/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  argTypes: {
    validationBehavior: { control: 'inline-radio', options: ['native', 'aria'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <StoryForm {...args}>
      <TextField name="title" label="Project title" isRequired />
      <TextArea name="brief" label="Brief" maxLength={500} description="What should the expert deliver?" />
      <Checkbox name="terms" value="accepted" isRequired errorMessage="Accept the terms to post">
        I accept the terms of service
      </Checkbox>
      <div>
        <Button type="submit">Post project</Button>
      </div>
    </StoryForm>
  ),
};

export const ServerErrors: Story = {
  args: { validationErrors: { email: 'An account already uses this email' } },
  render: (args) => (
    <StoryForm {...args}>
      <TextField name="name" label="Full name" defaultValue="Dana Expert" />
      <TextField name="email" label="Work email" type="email" defaultValue="dana@example.com" />
      <div>
        <Button type="submit">Create account</Button>
      </div>
    </StoryForm>
  ),
};

const twoRequiredFields = (args: FormProps) => (
  <StoryForm {...args}>
    <TextField name="name" label="Full name" isRequired errorMessage="Enter your name" />
    <TextField name="email" label="Work email" type="email" isRequired errorMessage="Enter your work email" />
    <div>
      <Button type="submit">Create account</Button>
    </div>
  </StoryForm>
);

/**
 * Submitted empty by keyboard: nothing is sent, both fields turn invalid and focus lands on the
 * first; once both are filled the form submits.
 */
export const FocusesFirstInvalidField: Story = {
  render: twoRequiredFields,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /Full name/ });
    const email = canvas.getByRole('textbox', { name: /Work email/ });
    const submit = canvas.getByRole('button', { name: 'Create account' });

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Enter your name');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Fix the first field and submit again from it: focus moves on to the one still invalid.
    await userEvent.keyboard('Dana Expert{Enter}');
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.keyboard('dana@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/** With `validationBehavior="aria"` errors show while typing; a submit still stops at the first. */
export const AriaValidation: Story = {
  args: { validationBehavior: 'aria' },
  render: (args) => (
    <StoryForm {...args}>
      <TextField name="name" label="Full name" defaultValue="Dana Expert" />
      <TextField
        name="email"
        label="Work email"
        defaultValue="dana-at-example"
        validate={(value) => (value.includes('@') ? null : 'Enter a valid email address')}
      />
      <div>
        <Button type="submit">Create account</Button>
      </div>
    </StoryForm>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Work email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Project brief', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithCounter: Story = {
  args: {
    maxLength: 500,
    description: 'What should the expert deliver, and by when?',
    defaultValue: 'Move our staging environment from EC2 to ECS Fargate.',
  },
};

export const NearLimit: Story = {
  args: { maxLength: 60, defaultValue: 'Audit our IAM policies and tighten least privilege rules.' },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Describe the project' },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'This brief is locked while the contract is signed.' },
};

/** Typed into by keyboard: the counter follows, speaks only near the limit, and the limit holds. */
export const KeyboardTypingToTheLimit: Story = {
  args: { label: 'Headline', maxLength: 20 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textbox = canvas.getByRole('textbox', { name: 'Headline' });
    const counter = canvas.getByText('0 / 20');
    await expect(counter).toHaveAttribute('aria-live', 'off');

    await userEvent.tab();
    await expect(textbox).toHaveFocus();
    await userEvent.keyboard('Kubernetes');
    await expect(counter).toHaveTextContent('10 / 20');
    await expect(counter).toHaveAttribute('aria-live', 'off');

    await userEvent.keyboard(' migration');
    await expect(counter).toHaveTextContent('20 / 20');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(counter).toHaveAttribute('data-at-limit', 'true');

    await userEvent.keyboard('!!');
    await expect(textbox).toHaveValue('Kubernetes migration');
    await expect(args.onChange).toHaveBeenLastCalledWith('Kubernetes migration');
  },
};

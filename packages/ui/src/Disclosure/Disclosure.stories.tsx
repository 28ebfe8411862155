import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure, disclosureHeadingLevels } from './Disclosure.tsx';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  args: {
    title: 'What does the fee cover?',
    children: 'The fee covers payment protection, dispute support and the contract paperwork.',
    onExpandedChange: fn(),
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: disclosureHeadingLevels } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Expanded: Story = {
  args: { defaultExpanded: true },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

/** Worked by keyboard alone: Tab reaches the trigger in the heading; Enter opens, Space closes. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3, name: 'What does the fee cover?' });
    const trigger = within(heading).getByRole('button', { name: 'What does the fee cover?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/payment protection/)).not.toBeVisible();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    const panel = canvas.getByText(/payment protection/);
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-controls', panel.id);

    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

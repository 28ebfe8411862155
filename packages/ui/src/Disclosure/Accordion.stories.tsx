import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, Disclosure } from './Disclosure.tsx';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { onExpandedChange: fn(), children: null },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <Accordion {...args}>
      <Disclosure id="vetting" title="How are experts vetted?">
        Every expert passes a skills interview and an identity check before taking on work.
      </Disclosure>
      <Disclosure id="payment" title="When is an expert paid?">
        Payment is held safely and released when you approve a finished milestone.
      </Disclosure>
      <Disclosure id="cancel" title="Can I cancel a contract?">
        Yes. Unstarted milestones are refunded; finished ones are paid as agreed.
      </Disclosure>
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One answer open from the start. */
export const OneExpanded: Story = {
  args: { defaultExpandedKeys: ['payment'] },
};

/** With `allowsMultipleExpanded`, several answers stay open together. */
export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['vetting', 'cancel'] },
};

/**
 * Worked by keyboard alone: Enter opens the first answer; opening the second with Space closes
 * the first, because only one may be open.
 */
export const KeyboardSingleExpansion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How are experts vetted?' });
    const second = canvas.getByRole('button', { name: 'When is an expert paid?' });

    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['vetting']));

    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['payment']));
    await expect(canvas.getByText(/released when you approve/)).toBeVisible();
    await expect(canvas.queryByText(/skills interview/)).not.toBeVisible();
  },
};

/** With `allowsMultipleExpanded`, opening a second answer by keyboard leaves the first open. */
export const KeyboardMultipleExpansion: Story = {
  args: { allowsMultipleExpanded: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How are experts vetted?' });
    const second = canvas.getByRole('button', { name: 'When is an expert paid?' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(new Set(['vetting', 'payment']));
  },
};

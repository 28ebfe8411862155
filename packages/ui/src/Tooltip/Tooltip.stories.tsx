import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

const placements = ['top', 'bottom', 'start', 'end'] as const;

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  subcomponents: { TooltipTrigger },
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '10rem' } } },
  args: {
    children: 'Only you can see saved drafts',
    placement: 'top',
    showArrow: true,
    defaultOpen: true,
    onOpenChange: fn(),
  },
  argTypes: { placement: { control: 'inline-radio', options: placements } },
  render: ({ defaultOpen, onOpenChange, ...args }) => (
    <div style={{ paddingBlockStart: '3rem' }}>
      <TooltipTrigger defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <Button variant="secondary">Save draft</Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Bottom: Story = {
  args: { placement: 'bottom' },
};

/** On an icon-only button the label names it; the tooltip shows that name to sighted users. */
export const IconButtonHint: Story = {
  args: { children: 'Notifications' },
  render: ({ defaultOpen, onOpenChange, ...args }) => (
    <div style={{ paddingBlockStart: '3rem' }}>
      <TooltipTrigger defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <IconButton icon="bell" label="Notifications" />
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
};

/**
 * Worked by keyboard alone: Tab to the trigger shows the tooltip at once and the trigger is
 * described by it; Escape hides it.
 */
export const ShowsOnKeyboardFocus: Story = {
  args: { defaultOpen: undefined },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Save draft' });
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Only you can see saved drafts');
    await expect(trigger).toHaveAccessibleDescription('Only you can see saved drafts');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

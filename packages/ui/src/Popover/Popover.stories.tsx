import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Popover } from './Popover.tsx';

const placements = ['bottom', 'top', 'start', 'end'] as const;

const meta = {
  title: 'Components/Popover',
  component: Popover,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '16rem' } } },
  args: {
    title: 'Verified expert',
    placement: 'bottom',
    showArrow: true,
    onOpenChange: fn(),
    children: (
      <>
        <p style={{ margin: 0 }}>We checked this expert’s identity and at least one cloud certification.</p>
        <div>
          <Button size="sm" variant="secondary" slot="close">
            Got it
          </Button>
        </div>
      </>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: placements },
    children: { control: false },
  },
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger defaultOpen onOpenChange={onOpenChange}>
      <Button variant="ghost">
        <Icon name="checkCircle" />
        Verified
      </Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Without a title, `aria-label` names the popover's dialog. */
export const Untitled: Story = {
  args: {
    title: undefined,
    'aria-label': 'About response times',
    children: <p style={{ margin: 0 }}>Most experts reply within a working day.</p>,
  },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'About response times' })).toBeInTheDocument();
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
};

/**
 * Worked by keyboard alone: Enter opens the popover and focus moves in, Tab reaches its button and
 * Enter closes it; Escape closes it too. Each time focus returns to the trigger.
 */
export const KeyboardInteraction: Story = {
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button variant="ghost">
        <Icon name="checkCircle" />
        Verified
      </Button>
      <Popover {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Verified' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Verified expert' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Verified expert' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

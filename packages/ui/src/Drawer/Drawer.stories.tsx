import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Link } from '../Link/Link.tsx';
import { Drawer } from './Drawer.tsx';
import { drawerSides } from './Drawer.css.ts';

const links = ['Find experts', 'Post a job', 'How it works', 'Pricing', 'Sign in'];

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
        {links.map((label) => (
          <li key={label}>
            <Link variant="standalone" href={`#${label.toLowerCase().replaceAll(' ', '-')}`} onPress={onNavigate}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '30rem' } } },
  args: {
    title: 'Cloud Experts',
    side: 'start',
    isDismissable: true,
    closeLabel: 'Close',
    defaultOpen: true,
    onOpenChange: fn(),
    children: <Navigation />,
  },
  argTypes: {
    side: { control: 'inline-radio', options: drawerSides },
    children: { control: false },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** From the end edge (the right in left-to-right languages). */
export const EndSide: Story = {
  args: { side: 'end' },
};

/**
 * Worked by keyboard alone: Enter on the menu button opens the drawer, Tab reaches its close
 * button then the links; Escape closes it and focus returns to the menu button.
 */
export const KeyboardOpenAndEscape: Story = {
  args: { defaultOpen: undefined },
  render: ({ onOpenChange, ...args }) => (
    <div style={{ padding: '1rem' }}>
      <DialogTrigger onOpenChange={onOpenChange}>
        <IconButton icon="menu" label="Open navigation" />
        <Drawer {...args} />
      </DialogTrigger>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open navigation' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const drawer = await screen.findByRole('dialog', { name: 'Cloud Experts' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(drawer).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Find experts' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The close button closes it: Tab to it and press Enter. */
export const CloseButton: Story = {
  play: async ({ args }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Cloud Experts' });
    await waitFor(() => expect(drawer).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider, type Key } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, type MenuTriggerProps } from './Menu.tsx';

interface StoryArgs extends MenuTriggerProps {
  /** The Menu's onAction: called with the chosen item's id. */
  onAction: (key: Key) => void;
  /** The router's navigate (RAC RouterProvider): called with a link item's href. */
  navigate: (href: string) => void;
}

function UserMenu({ onAction, minSpaceBelow, defaultOpen, onOpenChange }: StoryArgs) {
  return (
    <MenuTrigger minSpaceBelow={minSpaceBelow} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button variant="ghost">
        <Icon name="user" />
        Ada Lovelace
        <Icon name="chevronDown" />
      </Button>
      <Menu
        onAction={(key) => {
          onAction(key);
        }}
      >
        <MenuItem id="profile" icon="user">
          Your profile
        </MenuItem>
        <MenuItem id="notifications" icon="bell">
          Notifications
        </MenuItem>
        <MenuItem id="contracts" icon="file">
          Contracts
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="sign-out">Sign out</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

const meta = {
  title: 'Components/Menu',
  component: MenuTrigger,
  subcomponents: { Menu, MenuItem, MenuSection, MenuSeparator },
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '20rem' } } },
  // The stories render their own trigger and menu; `children` is set only to satisfy the type.
  args: { children: null, onAction: fn(), navigate: fn(), onOpenChange: fn() },
  argTypes: { children: { table: { disable: true } } },
  render: (args) => <UserMenu {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user menu, open: items with icons, a separator, and sign-out set apart. */
export const Playground: Story = {
  args: { defaultOpen: true },
};

/**
 * Worked by keyboard alone: Enter opens the menu on its first item, End moves to the last, Enter
 * chooses it; the menu closes and focus returns to the trigger.
 */
export const UserMenuKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Ada Lovelace/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', { name: /Ada Lovelace/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Your profile' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onAction).toHaveBeenCalledWith('sign-out');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * The 'Services' dropdown: sections of links. Items with `href` are links, handed to the app's
 * router (RAC RouterProvider). Worked by keyboard: ArrowDown opens it, ArrowDown moves, Enter follows.
 */
export const ServicesLinks: Story = {
  render: ({ navigate, defaultOpen, onOpenChange }) => (
    <RouterProvider
      navigate={(href) => {
        navigate(href);
      }}
    >
      <MenuTrigger defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <Button variant="ghost">
          Services
          <Icon name="chevronDown" />
        </Button>
        <Menu>
          <MenuSection title="Migrate">
            <MenuItem href="/services/cloud-migration" icon="upload">
              Cloud migration
            </MenuItem>
            <MenuItem href="/services/kubernetes" icon="refresh">
              Kubernetes
            </MenuItem>
          </MenuSection>
          <MenuSeparator />
          <MenuSection title="Operate">
            <MenuItem href="/services/cost-review" icon="search">
              Cost review
            </MenuItem>
            <MenuItem href="/services/on-call" icon="clock">
              On-call support
            </MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>
    </RouterProvider>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Services' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');

    const menu = await screen.findByRole('menu', { name: 'Services' });
    await expect(within(menu).getByRole('group', { name: 'Migrate' })).toBeInTheDocument();
    const first = within(menu).getByRole('menuitem', { name: 'Cloud migration' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('href', '/services/cloud-migration');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Kubernetes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.navigate).toHaveBeenCalledTimes(1);
    await expect(args.navigate).toHaveBeenCalledWith('/services/kubernetes');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * `minSpaceBelow`: both triggers have room below for their menu, but the first asks for more room
 * than is left (20rem), so it opens upward; the second, without the prop, opens below.
 */
export const OpensUpward: Story = {
  render: (args) => (
    <div
      style={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: '2rem',
        height: 'calc(100vh - 14rem)',
      }}
    >
      <UserMenu {...args} minSpaceBelow={20 * 16} />
      <MenuTrigger>
        <Button variant="secondary">More</Button>
        <Menu>
          <MenuItem id="share">Share</MenuItem>
          <MenuItem id="report">Report</MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('button', { name: /Ada Lovelace/ });
    const more = canvas.getByRole('button', { name: 'More' });

    await userEvent.tab();
    await userEvent.tab();
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const moreMenu = await screen.findByRole('menu', { name: 'More' });
    await waitFor(() => expect(moreMenu.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());

    await userEvent.tab({ shift: true });
    await expect(account).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const accountMenu = await screen.findByRole('menu', { name: /Ada Lovelace/ });
    await waitFor(() => expect(accountMenu.closest('[data-placement]')).toHaveAttribute('data-placement', 'top'));
  },
};

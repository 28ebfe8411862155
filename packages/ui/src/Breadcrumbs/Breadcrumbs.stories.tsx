import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

/** Stands in for the app's router, so following a crumb in a story never leaves the story. */
const navigate = fn();

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { onAction: fn() },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="home" href="/">
        Home
      </Breadcrumb>
      <Breadcrumb id="experts" href="/experts">
        Experts
      </Breadcrumb>
      <Breadcrumb id="architects" href="/experts/cloud-architects">
        Cloud architects
      </Breadcrumb>
      <Breadcrumb id="profile">Jordan Lee</Breadcrumb>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A long trail wraps in a narrow column. */
export const Wrapping: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '14rem' }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * Worked by keyboard alone: Tab walks the links and skips the current page, which is marked
 * `aria-current="page"`; Enter follows a link.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Breadcrumbs' });
    const home = await within(nav).findByRole('link', { name: 'Home' });
    const experts = within(nav).getByRole('link', { name: 'Experts' });
    const architects = within(nav).getByRole('link', { name: 'Cloud architects' });
    const current = within(nav).getByText('Jordan Lee');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);

    navigate.mockClear();
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.tab();
    await expect(experts).toHaveFocus();
    await userEvent.tab();
    await expect(architects).toHaveFocus();
    await userEvent.tab();
    await expect(current).not.toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(experts).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/experts', undefined);
    await expect(args.onAction).toHaveBeenCalledWith('experts');
  },
};

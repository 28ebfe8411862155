import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link.tsx';
import { linkVariants } from './Link.css.ts';

/** Stands in for the app's router, so following a link in a story never leaves the story. */
const navigate = fn();

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'Browse experts', href: '/experts', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Inside running text the link is always underlined, so it is not told apart by colour alone. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: '32rem' }}>
      Not sure what you need? <Link {...args}>Browse experts</Link> by skill, or post a job and let experts come to you.
    </p>
  ),
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'See all reviews' },
};

/** `target="_blank"` adds `rel="noopener noreferrer"` and a hidden note that a new tab opens. */
export const OpensInNewTab: Story = {
  args: { href: 'https://example.com/guide', target: '_blank', rel: 'help', children: 'Hiring guide' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Hiring guide (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'help noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
};

/** Worked by keyboard alone: Tab reaches the link and Enter follows it through the router. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse experts' });
    await expect(link).not.toHaveAttribute('rel');
    navigate.mockClear();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/experts', undefined);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

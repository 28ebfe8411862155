import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar.tsx';
import { avatarSizes } from './Avatar.css.ts';

/** A local picture (a head and shoulders, drawn translucent over the avatar's own tint). */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g fill-opacity=".45">' +
    '<circle cx="32" cy="24" r="12"/><path d="M8 64c0-14 11-22 24-22s24 8 24 22Z"/></g></svg>',
)}`;
/** Bytes that are not an image: the browser reports an error without touching the network. */
const broken = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Ada Lovelace', size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: avatarSizes },
    src: { control: 'text' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { src: picture } };

/** Without a picture the initials stand in, named for assistive technology. */
export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

/** The picture covers the initials once it has loaded; its alternative text is the name. */
export const Picture: Story = {
  args: { src: picture },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(image).toHaveAttribute('data-loaded'));
    await expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded');
    await expect(canvasElement).not.toHaveTextContent('AL');
  },
};

/** A picture that fails to load falls back to the initials, still named. */
export const BrokenPicture: Story = {
  args: { name: 'Grace Brewster Hopper', src: broken },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByRole('img', { name: 'Grace Brewster Hopper' })).toHaveTextContent('GH');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`${size}-picture`} {...args} size={size} src={picture} />
      ))}
    </div>
  ),
};

/** Beside the visible name the avatar is decorative, so the name is read once. */
export const Decorative: Story = {
  args: { isDecorative: true, src: picture },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Avatar {...args} />
      <span>{args.name}</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
  },
};

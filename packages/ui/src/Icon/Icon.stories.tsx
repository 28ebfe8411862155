import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from './Icon.tsx';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'search' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every glyph, with its name. */
export const Gallery: Story = {
  render: () => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: '1rem', listStyle: 'none', padding: 0 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.25rem' }}>
          <Icon name={name} style={{ fontSize: '1.5rem' }} />
          <span style={{ fontSize: '0.75rem' }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
};

/** Decorative by default; with a label it is an image with that name. */
export const Labelled: Story = {
  args: { name: 'star', label: 'Top rated', filled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Top rated' })).toBeInTheDocument();
  },
};

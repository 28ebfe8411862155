import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOAD } from '../testing/keyboard.ts';
import { PublicSite } from '../testing/PublicSite.tsx';

const meta = {
  title: 'Pages/Not found',
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  args: { path: '/no-such-page' },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, LOAD)).toBeInTheDocument();
    await expect(canvas.getByText('/no-such-page')).toBeInTheDocument();
  },
};

/** The home link is reached by keyboard and leads back to the home page. */
export const BackHomeByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = await canvas.findByRole('link', { name: 'Go to the home page' }, LOAD);
    home.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Hire vetted cloud experts' }),
    ).toBeInTheDocument();
  },
};

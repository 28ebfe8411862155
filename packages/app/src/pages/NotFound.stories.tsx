import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { publicRoutes } from '../routes.tsx';

function PublicSite({ path }: { path: string }) {
  const router = createMemoryRouter(publicRoutes, { initialEntries: [path] });
  return <RouterProvider router={router} />;
}

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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await expect(canvas.getByText('/no-such-page')).toBeInTheDocument();
  },
};

/** The home link is reached by keyboard and leads back to the home page. */
export const BackHomeByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: 'Go to the home page' });
    home.focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Hire vetted cloud experts' }),
    ).toBeInTheDocument();
  },
};

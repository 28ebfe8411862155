import { handlers, hang } from '@cloudexperts/domain/mocks';
import { Modal } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, tabTo } from '../../testing/keyboard.ts';
import { serverError } from '../../testing/mocks.ts';
import { PublicSite } from '../../testing/PublicSite.tsx';
import { CatalogPopup } from './CatalogPopup.tsx';

/** The roles and skills popups (SEE_MORE_ROLES_POPUP, SEE_MORE_SKILLS_POPUP), opened from Find Experts. */
const meta = {
  title: 'Pages/Roles and skills popups',
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  args: { path: '/freelancer-search' },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPopup(canvasElement: HTMLElement, button: string, title: string) {
  await within(canvasElement).findByRole('list', { name: 'Experts' }, LOAD);
  await tabTo(button);
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: title }, LOAD);
}

/**
 * "See all roles" lists every role with its image; choosing one opens the expert search with the
 * role as the term (navigation state) and closes the popup.
 */
export const Roles: Story = {
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement, 'See all roles', 'Browse experts by role');
    const role = await within(popup).findByRole('link', { name: 'Cloud Architect' }, LOAD);
    await expect(role).toHaveAttribute('href', '/find-freelancers/search');
    await expect(within(popup).getAllByRole('link')).toHaveLength(5);
    await tabTo('Cloud Architect');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const canvas = within(canvasElement);
    // The route's code loads before the navigation completes.
    await waitFor(
      () => expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/find-freelancers/search'),
      LOAD,
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('found for “Cloud Architect”'), LOAD);
    await expect(canvas.getByRole('searchbox', { name: 'Search experts' })).toHaveValue('Cloud Architect');
  },
};

/** "See all skills": every skill, alphabetically, each with its image. */
export const Skills: Story = {
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement, 'See all skills', 'Browse experts by skill');
    await within(popup).findByRole('link', { name: 'Terraform' }, LOAD);
    const names = within(popup)
      .getAllByRole('link')
      .map((link) => link.textContent);
    await expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await expect(popup.querySelectorAll('img[alt=""], [aria-hidden="true"]').length).toBeGreaterThan(0);
  },
};

/** While the list loads, placeholders stand in for it. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('techRoles'));
  },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement, 'See all roles', 'Browse experts by role');
    await expect(within(popup).getByText('Loading roles…')).toBeInTheDocument();
  },
};

/** No skills in the catalogue yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.skills.empty);
  },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement, 'See all skills', 'Browse experts by skill');
    const empty = await within(popup).findByRole('heading', { name: 'No skills yet' }, LOAD);
    // The modal fades in.
    await waitFor(() => expect(empty).toBeVisible(), LOAD);
  },
};

/** The list fails: the error offers Retry. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('techRoles'));
  },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement, 'See all roles', 'Browse experts by role');
    await expect(await within(popup).findByRole('alert', {}, LOAD)).toHaveTextContent('The roles could not be loaded');
    // The modal fades in.
    await waitFor(() => expect(within(popup).getByRole('button', { name: 'Try again' })).toBeVisible(), LOAD);
  },
};

function UnknownPopup() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <Modal isOpen>
          <CatalogPopup type="SEE_MORE_PLANETS_POPUP" />
        </Modal>
      ),
    },
  ]);
  return <RouterProvider router={router} />;
}

/** A popup type nobody registered shows a placeholder for developers. */
export const UnknownType: StoryObj<typeof UnknownPopup> = {
  render: () => <UnknownPopup />,
  play: async () => {
    const popup = await screen.findByRole('dialog', { name: 'Unknown popup' }, LOAD);
    await expect(popup).toHaveTextContent('no popup is registered for the type SEE_MORE_PLANETS_POPUP');
  },
};

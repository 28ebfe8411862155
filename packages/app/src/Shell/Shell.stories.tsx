import { COPYRIGHT_YEAR, jobSearchLabels, publicSiteLabels } from '@cloudexperts/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, tabTo } from '../testing/keyboard.ts';
import { PublicSite } from '../testing/PublicSite.tsx';

const { header } = publicSiteLabels;

const meta = {
  title: 'Pages/Site frame',
  // The header's theme switch names the other theme: its dark screen is screenshotted too.
  tags: ['visual-dark'],
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  // The header's links sit in a row from the wide breakpoint (1280 px) up.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // The frame around a short page: around the landing page each story rendered and screenshotted all
  // of it (4x a story's cost); the landing page's own stories show it in its frame.
  args: { path: '/how-it-works' },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageHeading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'How it works' }, LOAD);

/** Desktop: the header's links in a row, the Services button, Login and Sign up; the footer's columns. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const name of [header.home, header.findExperts, header.findWork, header.howItWorks, header.helpCenter]) {
      await expect(within(nav).getByRole('link', { name })).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: header.howItWorks })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: header.home })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('button', { name: header.services })).toHaveAttribute('aria-haspopup', 'menu');
    // The site's header: testing-library also counts the page's own <header> in <main> as a banner.
    const banner = nav.closest('header');
    if (!banner) throw new Error('The main navigation is outside the site header');
    // Login and Sign up open the login and sign-up modal over the page.
    await expect(within(banner).getByRole('link', { name: header.login })).toHaveAttribute(
      'href',
      '/how-it-works?account=login',
    );
    await expect(within(banner).getByRole('link', { name: header.signUp })).toHaveAttribute(
      'href',
      '/how-it-works?account=signup',
    );
    await expect(within(banner).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    const footer = canvas.getByRole('contentinfo');
    for (const title of ['Company', 'Opportunities', 'Services']) {
      await expect(within(footer).getByRole('list', { name: title })).toBeVisible();
    }
    await expect(within(footer).getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(within(footer).getByRole('link', { name: 'X (opens in a new tab)' })).toBeVisible();
    await expect(within(footer).getByRole('link', { name: 'YouTube (opens in a new tab)' })).toBeVisible();
    await expect(footer).toHaveTextContent(`© ${COPYRIGHT_YEAR}`);
  },
};

/**
 * The Services menu by keyboard alone: Tab to Services, ArrowDown opens it on AWS, the arrows move,
 * Enter opens the Microsoft Azure advisory page.
 */
export const ServicesMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement);
    await tabTo(header.services);
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', {}, LOAD);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'AWS' })).toHaveFocus(), LOAD);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Microsoft Azure' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Microsoft Azure services' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveAttribute(
      'data-location',
      '/advisory-services/microsoft-azure-service',
    );
  },
};

/** Enter opens the menu too; Escape closes it and gives focus back to the Services button. */
export const ServicesMenuEscape: Story = {
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement);
    await tabTo(header.services);
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, LOAD);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'AWS' })).toHaveFocus(), LOAD);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: header.services })).toHaveFocus());
  },
};

/**
 * Small screens: the links move into a drawer. By keyboard alone: Tab to Menu, Enter opens the
 * drawer, Tab reaches Find Experts, Enter follows it and closes the drawer.
 */
export const SmallScreenDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement);
    // Nothing wider than the small phone's 320 px: no sideways scrolling (WCAG 1.4.10, reflow).
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await tabTo('Menu');
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, LOAD);
    // The drawer slides and fades in.
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'AWS' })).toBeVisible(), LOAD);
    await expect(within(drawer).getByRole('link', { name: header.signUp })).toBeVisible();
    await tabTo(header.findExperts);
    await expect(within(drawer).getByRole('link', { name: header.findExperts })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(await canvas.findByRole('heading', { level: 1, name: header.findExperts }, LOAD)).toBeVisible();
  },
};

/** Escape closes the drawer and gives focus back to the menu button. */
export const SmallScreenDrawerEscape: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await pageHeading(canvasElement);
    await tabTo('Menu');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Menu' }, LOAD);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveFocus());
  },
};

/** The header's Find Work opens the public job search; an unknown path is the not-found page. */
export const FindWorkOpensJobSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pageHeading(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: header.findWork }));
    await expect(await canvas.findByRole('heading', { level: 1, name: jobSearchLabels.title }, LOAD)).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/job-search');
  },
};

import { notificationBellLabel, publicSiteLabels, signedInHeaderLabels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildCompleteFreelancerDetails,
  buildProjectManagerDetails,
  fixtureAccounts,
  handlers,
  hang,
  respond,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../testing/keyboard.ts';
import { failOnceThen } from '../testing/mocks.ts';
import { PublicSite } from '../testing/PublicSite.tsx';
import { shellLabels } from '../Shell/labels.ts';
import { homeLabels } from './labels.ts';
import { dashboardSettled } from '../pages/dashboard/testing.tsx';

const projectManagerToken = buildAccessToken({ sub: fixtureAccounts.projectManager.uuid, role: 'project_manager' });
const freelancerToken = buildAccessToken({ sub: fixtureAccounts.freelancer.uuid, role: 'freelancer' });
const adminToken = buildAccessToken({ sub: fixtureAccounts.admin.uuid, role: 'admin' });

/** The frame and home page of a signed-in role: the token in storage picks the role's route table. */
const meta = {
  title: 'Pages/Signed-in shell',
  // The header's theme switch names the other theme: its dark screen is screenshotted too.
  tags: ['visual-dark'],
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { path: '/', token: projectManagerToken },
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.projectManager);
  },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
/** The signed-in header once its code has loaded (until then a banner with the logo only stands in). */
const banner = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('link', { name: new RegExp(`^${signedInHeaderLabels.notifications}`) }, LOAD);
  return within(within(canvasElement).getByRole('banner'));
};

/**
 * A Project Manager's home: the greeting by name, the account's state (email, role, security
 * question, phone) with links to settings; the header's bell and user menu with the name.
 */
export const ProjectManagerHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Grace' }, LOAD)).toBeVisible();
    const status = canvas.getByRole('region', { name: homeLabels.accountTitle });
    await expect(status).toHaveTextContent(fixtureAccounts.projectManager.email);
    await expect(status).toHaveTextContent('Project Manager');
    await expect(status).toHaveTextContent(homeLabels.securityQuestionAdded);
    await expect(status).toHaveTextContent(homeLabels.noPhone);
    await expect(within(status).getByRole('link', { name: homeLabels.settings })).toHaveAttribute('href', '/settings');
    await expect(within(status).getByRole('link', { name: homeLabels.changeSecurityQuestion })).toHaveAttribute(
      'href',
      '/security-questions',
    );
    const header = await banner(canvasElement);
    await expect(header.getByRole('link', { name: signedInHeaderLabels.notifications })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expect(header.getByRole('button', { name: 'Grace Hopper' })).toBeVisible();
    await expect(header.queryByRole('link', { name: publicSiteLabels.header.login })).not.toBeInTheDocument();
    await dashboardSettled(canvasElement);
  },
};

/** Unread notifications: the bell's badge shows the count and its name says it. */
export const UnreadNotifications: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.notifications.some);
  },
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    const bell = await header.findByRole('link', { name: notificationBellLabel(1) }, LOAD);
    await expect(bell).toHaveAttribute('href', '/notifications');
    await expect(within(bell).getByTestId('notification-count')).toHaveTextContent('1');
    await dashboardSettled(canvasElement);
  },
};

/** A freelancer's home: no security question yet (a link to add one), a verified phone. */
export const FreelancerHome: Story = {
  args: { token: freelancerToken },
  beforeEach({ msw }) {
    msw.use(respond('currentUser', () => buildCompleteFreelancerDetails({ is_security_ques_added: false })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Alan' }, LOAD)).toBeVisible();
    const status = canvas.getByRole('region', { name: homeLabels.accountTitle });
    await expect(status).toHaveTextContent('Freelancer');
    await expect(status).toHaveTextContent(homeLabels.securityQuestionMissing);
    await expect(status).toHaveTextContent(buildCompleteFreelancerDetails().phone_number ?? '');
    await expect(status).toHaveTextContent(homeLabels.phoneVerified);
    await expect(within(status).getByRole('link', { name: homeLabels.addSecurityQuestion })).toBeVisible();
    await dashboardSettled(canvasElement);
  },
};

/** While the details load: the greeting without a name and a loading placeholder. */
export const HomeLoading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('currentUser'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: signedInHeaderLabels.welcome }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText(homeLabels.loading)).toBeInTheDocument();
    // The request is pending: the thin loading bar shows (found, not got: it shows after a short delay).
    await expect(await canvas.findByTestId('loading-bar', undefined, LOAD)).toBeInTheDocument();
  },
};

/** The details fail to load: the error with Retry; Retry by keyboard loads them. */
export const HomeErrorRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('currentUser', () => buildProjectManagerDetails()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: homeLabels.loadFailedTitle }, LOAD)).toBeVisible();
    await tabToElement(canvas.getByRole('button', { name: homeLabels.retry }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome, Grace' }, LOAD)).toBeVisible();
    await announcementsCleared();
    await dashboardSettled(canvasElement);
  },
};

/** A long name: the user menu shows its first 12 characters (spec document 1, section 9). */
export const LongNameInMenu: Story = {
  beforeEach({ msw }) {
    msw.use(
      respond('currentUser', () =>
        buildProjectManagerDetails({ first_name: 'Alexandria', last_name: 'Ocasio', full_name: 'Alexandria Ocasio' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const header = await banner(canvasElement);
    await expect(await header.findByRole('button', { name: 'Alexandria O' }, LOAD)).toBeVisible();
    await dashboardSettled(canvasElement);
  },
};

/** The user menu by keyboard: Enter opens it on Welcome; ArrowDown, Enter on logOut: DELETE /logout, then /. */
export const LogOutByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Welcome, Grace' }, LOAD);
    await tabTo('Grace Hopper');
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, LOAD);
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: signedInHeaderLabels.welcome })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: signedInHeaderLabels.logOut })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Signed out on the landing page: the public header with Login and Sign up.
    await expect(await canvas.findByRole('link', { name: publicSiteLabels.header.login }, LOAD)).toBeVisible();
    await expect(location(canvasElement)).toHaveAttribute('data-location', '/');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Hire vetted cloud experts' }, LOAD),
    ).toBeVisible();
  },
};

/** The session ended on the server ('Signature has expired'): the app signs out and goes to /. */
export const SessionEnded: Story = {
  args: { path: '/faq' },
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.expired);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: publicSiteLabels.header.login }, LOAD),
    ).toBeVisible();
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/'));
    // The landing page's code loads after the redirect: the screen settles once the bar has gone.
    await waitFor(() => expect(within(canvasElement).queryByTestId('loading-bar')).not.toBeInTheDocument(), LOAD);
  },
};

/** A path of the freelancer's set whose page is not built yet is the not-found page, signed in too. */
export const NotBuiltPathSignedIn: Story = {
  args: { path: '/my-work', token: freelancerToken },
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.freelancerComplete);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, LOAD)).toBeVisible();
    await expect(await (await banner(canvasElement)).findByRole('button', { name: 'Alan Turing' }, LOAD)).toBeVisible();
  },
};

/** The Admin on /roles. */
const adminOnRoles = {
  args: { path: '/roles', token: adminToken },
  beforeEach({ msw }) {
    msw.use(handlers.currentUser.admin);
  },
} satisfies Story;

/**
 * /roles once it and the frame's header are there (the page has a header of its own: the frame's is
 * the one with the bell).
 */
async function rolesWithFrame(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Roles' }, LOAD)).toBeVisible();
  await canvas.findByRole('link', { name: new RegExp(`^${signedInHeaderLabels.notifications}`) }, LOAD);
  return canvas;
}

/**
 * The Admin's header (issue 19): their lists, Transactions, Reports, Roles and Settings in one row
 * at the wide breakpoint; on /roles, Roles is the current page.
 */
export const AdminHeader: Story = {
  ...adminOnRoles,
  play: async ({ canvasElement }) => {
    const canvas = await rolesWithFrame(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: shellLabels.mainNavigation }));
    const { adminNav } = shellLabels;
    const expected = [
      [adminNav.freelancers, '/all-freelancers'],
      [adminNav.jobs, '/admin-jobs'],
      [adminNav.clients, '/admin-client-listing'],
      [adminNav.executives, '/execs'],
      [adminNav.transactions, '/transactions'],
      [adminNav.reports, '/reports'],
      [adminNav.roles, '/roles'],
      [adminNav.settings, '/setting'],
    ] as const;
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: adminNav.roles })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('button', { name: fixtureAccounts.admin.full_name }, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('grid', { name: 'Roles' }, LOAD)).toBeVisible();
  },
};

/**
 * On a phone the main navigation is hidden: the header's Menu holds the same links, and choosing
 * one goes there.
 */
export const AdminMenuOnAPhone: Story = {
  ...adminOnRoles,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await rolesWithFrame(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: shellLabels.mainNavigation })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: shellLabels.menu }));
    const menu = await screen.findByRole('menu', { name: shellLabels.menu });
    const { adminNav } = shellLabels;
    await expect(within(menu).getByRole('menuitem', { name: adminNav.roles })).toHaveAttribute('href', '/roles');
    await userEvent.click(within(menu).getByRole('menuitem', { name: adminNav.executives }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/execs'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Executives' }, LOAD)).toBeVisible();
    // The theme switch is in the menu too (the row has no room for it); the menu is left open.
    await userEvent.click(canvas.getByRole('button', { name: shellLabels.menu }));
    const again = await screen.findByRole('menu', { name: shellLabels.menu });
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: /theme$/ })).toBeVisible());
    await expect(within(again).getByRole('menuitem', { name: adminNav.executives })).toHaveAttribute('href', '/execs');
  },
};

/** Information pages stay reachable signed in. */
export const InformationPageSignedIn: Story = {
  args: { path: '/faq' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, LOAD)).not.toHaveTextContent(
      'Page not found',
    );
    await expect(location(canvasElement)).toHaveAttribute('data-location', '/faq');
  },
};

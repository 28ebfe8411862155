import { findFreelancersLabels, jobCandidatesLabels } from '@cloudexperts/domain';
import { buildAccessToken, buildFindFreelancersResponse, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { PublicSite } from '../../testing/PublicSite.tsx';

/** Find Experts: the public listing on `GET /welcome/find_freelancers` (no token). */
const meta = {
  title: 'Pages/Find Experts',
  component: PublicSite,
  parameters: { layout: 'fullscreen' },
  args: { path: '/freelancer-search' },
} satisfies Meta<typeof PublicSite>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

/** A page of results: name, title, location, rate, rating and skills on each card, and the pager. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Find Experts' }, LOAD)).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Experts' }, LOAD);
    await expect(within(list).getAllByRole('article')).toHaveLength(12);
    const priya = within(list).getByRole('article', { name: 'Priya R.' });
    await expect(priya).toHaveTextContent('AWS Solutions Architect');
    await expect(priya).toHaveTextContent('Bengaluru, India');
    await expect(priya).toHaveTextContent('$95.00/hr');
    await expect(within(priya).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(within(priya).getByRole('list', { name: 'Skills of Priya R.' })).toHaveTextContent('Terraform');
    await expect(canvas.getByRole('status')).toHaveTextContent('30 experts found');
    await expect(canvas.getByRole('navigation', { name: 'Pages of experts' })).toBeVisible();
    // Visitors save no one.
    await expect(within(priya).queryByRole('button', { name: /^Save / })).toBeNull();
  },
};

/**
 * A signed-in Project Manager searches through `GET /find_freelancers`: each card has a Save
 * toggle pressed for those already saved, and the page links their saved freelancers.
 */
export const ManagerSaves: Story = {
  args: { token: buildAccessToken({ role: 'project_manager' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Experts' }, LOAD);
    await expect(within(list).getAllByRole('article')).toHaveLength(12);
    const nav = await canvas.findByRole('navigation', { name: findFreelancersLabels.navLabel }, LOAD);
    await expect(within(nav).getByRole('link', { name: findFreelancersLabels.tabs.saved })).toHaveAttribute(
      'href',
      '/find-freelancers/saved',
    );
    const priya = within(list).getByRole('article', { name: 'Priya R.' });
    await expect(
      await within(priya).findByRole('button', { name: jobCandidatesLabels.save('Priya R.') }, LOAD),
    ).toHaveAttribute('aria-pressed', 'true');
    const [, , third] = within(list).getAllByRole('article');
    const name = within(third as HTMLElement).getByRole('heading').textContent;
    const save = within(third as HTMLElement).getByRole('button', { name: jobCandidatesLabels.save(name) });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await tabToElement(save);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
  },
};

/**
 * A Coordinator (Support the same) searches on a client's behalf (issue 19): the same listing and
 * filters, Find Experts current in the header, and nothing of the manager's (no Save toggles, no
 * saved freelancers tab: hiring, inviting and saving are the client's).
 */
export const StaffSearch: Story = {
  args: { token: buildAccessToken({ role: 'coordinator' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Experts' }, LOAD);
    await expect(within(list).getAllByRole('article')).toHaveLength(12);
    // The header links Find Experts for staff (its wide-screen row; narrow screens have the menu).
    await waitFor(() =>
      expect(canvasElement.querySelector('nav[aria-label="Main"] a[href="/freelancer-search"]')).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await expect(canvas.queryByRole('navigation', { name: findFreelancersLabels.navLabel })).not.toBeInTheDocument();
    await expect(within(list).queryAllByRole('button')).toEqual([]);
    await expect(canvas.getByText('30 experts found')).toBeVisible();
  },
};

/** A manager's saved freelancers are no page for staff: not found. */
export const StaffSavedTabNotFound: Story = {
  args: { path: '/find-freelancers/saved', token: buildAccessToken({ role: 'coordinator' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, LOAD)).toBeVisible();
  },
};

/**
 * The search by keyboard alone: Tab to the field, type, Enter. The term goes into the URL, the
 * platform filter too, and paging keeps both.
 */
export const SearchByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Experts' }, LOAD);
    await tabToElement(canvas.getByRole('searchbox', { name: 'Search experts' }));
    await userEvent.keyboard('terraform{Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/freelancer-search?search=terraform'),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('found for “terraform”'), LOAD);

    // The platform filter: Tab to it, open it with the arrow keys, choose Oracle.
    await tabToElement(canvas.getByRole('button', { name: /Platform$/ }));
    await userEvent.keyboard('{ArrowDown}');
    const options = await screen.findByRole('listbox', {}, LOAD);
    await userEvent.keyboard('Oracle');
    await expect(within(options).getByRole('option', { name: 'Oracle' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        '/freelancer-search?search=terraform&platform=Oracle',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    // Page 2 keeps the search.
    const pager = await canvas.findByRole('navigation', { name: 'Pages of experts' }, LOAD);
    await tabToElement(within(pager).getByRole('button', { name: 'Page 2' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        '/freelancer-search?search=terraform&platform=Oracle&page=2',
      ),
    );
  },
};

/** A search from the URL fills the form: a shared or reloaded link shows the same results. */
export const FromTheUrl: Story = {
  args: { path: '/freelancer-search?search=apex&platform=Salesforce&sort=rating&page=2' },
  beforeEach({ msw }) {
    msw.use(handlers.findFreelancers.secondPage);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Experts' }, LOAD);
    await expect(canvas.getByRole('searchbox', { name: 'Search experts' })).toHaveValue('apex');
    await expect(canvas.getByRole('button', { name: /Platform$/ })).toHaveTextContent('Salesforce');
    await expect(canvas.getByRole('button', { name: /Sort by$/ })).toHaveTextContent('Highest rated');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Opened from the roles or skills popup: the term comes in navigation state. */
export const OpenedWithATerm: Story = {
  args: { path: '/find-freelancers/search', state: { search: 'Cloud Architect' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Experts' }, LOAD);
    await expect(canvas.getByRole('searchbox', { name: 'Search experts' })).toHaveValue('Cloud Architect');
    await expect(canvas.getByRole('status')).toHaveTextContent('found for “Cloud Architect”');
  },
};

/** Nothing matches: the empty state offers to clear the search. */
export const Empty: Story = {
  args: { path: '/freelancer-search?search=cobol' },
  beforeEach({ msw }) {
    msw.use(handlers.findFreelancers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No experts match your search' }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 experts found for “cobol”');
    await expect(canvas.queryByRole('navigation', { name: 'Pages of experts' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/freelancer-search'));
  },
};

/** The listing fails: the error says so, and Retry (by keyboard) loads it. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('findFreelancers', () => buildFindFreelancersResponse()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent('The experts could not be loaded');
    await tabTo('Try again');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('list', { name: 'Experts' }, LOAD)).toBeVisible();
    await announcementsCleared();
  },
};

/** The listing fails every time: the error stays, with Retry. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.findFreelancers.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent('Check your connection and try again.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** While the listing loads, card placeholders hold its place. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('findFreelancers'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Find Experts' }, LOAD);
    await expect(canvas.getByText('Loading experts…')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
  },
};

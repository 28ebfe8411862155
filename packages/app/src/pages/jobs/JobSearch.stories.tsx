import {
  errorCodes,
  jobCardLabels,
  jobSearchLabels as labels,
  saveFilterRequestSchema,
  serverMessages,
  type EndpointName,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildJobSearchPage,
  buildSavedFilter,
  errorBody,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { JobPages } from './testing.tsx';

/**
 * The job search: visitors on `GET /find_jobs` (no token) with the counts of `GET
 * /jobs/available_filters_for_jobs`; a freelancer on `GET /jobs/fetch_all_jobs` (counts and
 * filters_count), with saved filters and favorites.
 */
const meta = {
  title: 'Pages/Jobs/Job search',
  component: JobPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/job-search' },
} satisfies Meta<typeof JobPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const freelancer = buildAccessToken({ role: 'freelancer' });

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const resultsOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: labels.resultsLabel }, LOAD);
const resultsRegion = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: labels.resultsLabel });
const summaryOf = (canvasElement: HTMLElement) => within(resultsRegion(canvasElement)).getByRole('status');
const filtersOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: labels.filtersTitle });
const savedOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: labels.savedTitle }, LOAD);

/** The queries a call was sent with, in order (the call still answers with the handlers after it). */
const sent: Partial<Record<EndpointName, URLSearchParams[]>> = {};
function spy(name: EndpointName) {
  const calls: URLSearchParams[] = [];
  sent[name] = calls;
  return handle(name, ({ request }) => {
    calls.push(new URL(request.url).searchParams);
  });
}
const lastQuery = (name: EndpointName) => sent[name]?.at(-1);

/** A visitor's page of results: each card with its budget, platform, age, client and skills; no favorites. */
export const PublicResults: Story = {
  beforeEach({ msw }) {
    msw.use(spy('findJobs'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.title }, LOAD)).toBeVisible();
    const list = await resultsOf(canvasElement);
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    const rails = within(list).getByRole('article', { name: 'Migrate a Rails monolith to AWS ECS with Terraform' });
    await expect(rails).toHaveTextContent('$95/hr');
    await expect(rails).toHaveTextContent('PlatformAWS');
    await expect(rails).toHaveTextContent('Posted Nov 25, 2026');
    await expect(rails).toHaveTextContent('Client in United States');
    await expect(within(rails).getByRole('list', { name: /^Skills for/ })).toHaveTextContent('Terraform');
    await expect(within(rails).getByRole('link', { name: /Migrate a Rails monolith/ })).toHaveAttribute(
      'href',
      '/job-details/101/public',
    );
    await expect(within(list).getByRole('article', { name: /Azure landing zone/ })).toHaveTextContent(
      '$4,800 fixed price',
    );
    await expect(canvas.queryByRole('button', { name: jobCardLabels.favorite })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: labels.savedTitle })).not.toBeInTheDocument();
    await expect(summaryOf(canvasElement)).toHaveTextContent('4 jobs found');
    // The counts come from available_filters_for_jobs; the search itself asks without a token.
    await expect(await canvas.findByRole('radio', { name: 'AWS (12)' }, LOAD)).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Any platform' })).toBeChecked();
    await expect(lastQuery('findJobs')?.get('authorize')).toBe('false');
    await expect(lastQuery('findJobs')?.get('per_page')).toBe('10');
  },
};

/**
 * By keyboard alone: the term, a pay type (arrow keys), page 2, then a skill (Space). Each goes
 * into the URL; a new filter starts again from page 1.
 */
export const FiltersByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.findJobs.manyPages);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsOf(canvasElement);
    await tabToElement(canvas.getByRole('searchbox', { name: labels.searchField }));
    await userEvent.keyboard('terraform{Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/job-search?search=terraform'),
    );
    await waitFor(() => expect(summaryOf(canvasElement)).toHaveTextContent('1,500 jobs found for “terraform”'), LOAD);

    await tabToElement(canvas.getByRole('radio', { name: labels.anyPayType }));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Hourly (17)' })).toBeChecked(), LOAD);
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        '/job-search?search=terraform&job_pay_type=hourly',
      ),
    );

    const pager = await canvas.findByRole('navigation', { name: labels.pages }, LOAD);
    await tabToElement(within(pager).getByRole('button', { name: 'Page 2' }), 60);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        '/job-search?search=terraform&job_pay_type=hourly&page=2',
      ),
    );
    await waitFor(
      () => expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
      LOAD,
    );

    // A skill (Space ticks it): the page starts again at 1.
    const terraform = canvas.getByRole('checkbox', { name: 'Terraform (9)' });
    terraform.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        '/job-search?search=terraform&skills=Terraform&job_pay_type=hourly',
      ),
    );
    await expect(terraform).toHaveFocus();
    await waitFor(() => expect(within(filtersOf(canvasElement)).getByText('2 filters')).toBeVisible(), LOAD);
  },
};

/** A search that matches more than 100 pages offers the first 100, and says so. */
export const PageLimit: Story = {
  args: { path: '/job-search?page=100' },
  beforeEach({ msw }) {
    msw.use(handlers.findJobs.manyPages);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsOf(canvasElement);
    const pager = canvas.getByRole('navigation', { name: labels.pages });
    await expect(within(pager).getByRole('button', { name: 'Page 100' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pager).queryByRole('button', { name: 'Page 101' })).not.toBeInTheDocument();
    await expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByText(labels.pageLimit)).toBeVisible();
  },
};

/**
 * A search from the URL (a shared link, Back): every control shows it, and the API is asked for
 * exactly it.
 */
export const FilterFromTheUrl: Story = {
  args: {
    path:
      '/job-search?search=lambda&skills=Terraform,Lambda&job_pay_type=fixed&country=Germany&min_budget=100' +
      '&max_budget=5000&posted_within=7&sort=newest',
  },
  beforeEach({ msw }) {
    msw.use(spy('findJobs'), spy('availableJobFilters'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsOf(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: labels.searchField })).toHaveValue('lambda');
    await expect(await canvas.findByRole('checkbox', { name: 'Terraform (9)' }, LOAD)).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Kubernetes (6)' })).not.toBeChecked();
    // A skill the counts do not list is still shown, ticked, so it can be turned off.
    await expect(canvas.getByRole('checkbox', { name: 'Lambda' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Fixed price (10)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Last 7 days (15)' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: labels.country })).toHaveValue('Germany');
    await expect(canvas.getByRole('textbox', { name: labels.minBudget })).toHaveValue('$100');
    await expect(canvas.getByRole('textbox', { name: labels.maxBudget })).toHaveValue('$5,000');
    await expect(canvas.getByRole('button', { name: /Sort by$/ })).toHaveTextContent(labels.sorts.newest);
    await expect(within(filtersOf(canvasElement)).getByText('7 filters')).toBeVisible();

    const query = lastQuery('findJobs');
    await expect(Object.fromEntries(query ?? [])).toEqual({
      search: 'lambda',
      skills: 'Terraform,Lambda',
      job_pay_type: 'fixed',
      country: 'Germany',
      min_budget: '100',
      max_budget: '5000',
      posted_within: '7',
      page: '1',
      per_page: '10',
      sort_by: 'newest',
      authorize: 'false',
    });
    const counts = Object.fromEntries(lastQuery('availableJobFilters') ?? []);
    await expect(counts).toMatchObject({ skills: 'Terraform,Lambda', country: 'Germany', posted_within: '7' });
    await expect(counts).not.toHaveProperty('page');
  },
};

/** A typed skill and the country and budget form: a minimum above the maximum is refused. */
export const TypedFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsOf(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: labels.addSkill }), 'Go, Gin{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/job-search?skills=Go+Gin'));
    // The filters redraw with the new search's answer.
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Go Gin' })).toBeChecked(), LOAD);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: labels.addSkill })).toHaveValue(''), LOAD);

    await userEvent.type(canvas.getByRole('textbox', { name: labels.country }), 'Canada');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.minBudget }), '500');
    await userEvent.type(canvas.getByRole('textbox', { name: labels.maxBudget }), '50');
    await userEvent.click(canvas.getByRole('button', { name: labels.apply }));
    await expect(await canvas.findByText(labels.budgetOrder)).toBeVisible();
    await expect(location(canvasElement)).toHaveAttribute('data-location', '/job-search?skills=Go+Gin');

    await userEvent.clear(canvas.getByRole('textbox', { name: labels.maxBudget }));
    await userEvent.type(canvas.getByRole('textbox', { name: labels.maxBudget }), '5000{Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        '/job-search?skills=Go+Gin&country=Canada&min_budget=500&max_budget=5000',
      ),
    );
    await expect(canvas.queryByText(labels.budgetOrder)).not.toBeInTheDocument();
  },
};

/**
 * A freelancer's search: fetch_all_jobs's counts and filters_count ('2 filters'), saved filters,
 * a favorite toggle on each card. A saved filter runs in one press; Clear filters keeps the term.
 */
export const FreelancerWithCounts: Story = {
  args: { path: '/find-work?search=cloud&skills=Terraform&platform=Amazon', token: freelancer },
  beforeEach({ msw }) {
    msw.use(handlers.fetchAllJobs.matchingQuery);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await resultsOf(canvasElement);
    await expect(within(list).getAllByRole('article')).toHaveLength(10);
    await expect(within(list).getAllByRole('button', { name: jobCardLabels.favorite })[0]).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/job-details/101');
    await expect(summaryOf(canvasElement)).toHaveTextContent('27 jobs found for “cloud”');
    const filters = filtersOf(canvasElement);
    await waitFor(() => expect(within(filters).getByText('2 filters')).toBeVisible(), LOAD);
    await expect(within(filters).getByRole('checkbox', { name: 'Terraform (9)' })).toBeChecked();
    await expect(within(filters).getByRole('radio', { name: 'AWS (12)' })).toBeChecked();
    await expect(canvas.getByRole('navigation', { name: labels.pages })).toBeVisible();

    const saved = await savedOf(canvasElement);
    const apply = await within(saved).findByRole('button', { name: labels.savedApplyLabel('AWS hourly') }, LOAD);
    await expect(saved).toHaveTextContent('Terraform · AWS · Hourly');
    await userEvent.click(apply);
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute(
        'data-location',
        '/find-work?skills=Terraform&platform=Amazon&job_pay_type=hourly',
      ),
    );
    await waitFor(() => expect(within(filters).getByText('3 filters')).toBeVisible(), LOAD);
    await expect(apply).toHaveAttribute('aria-current', 'true');

    await userEvent.click(within(filters).getByRole('button', { name: labels.clearFilters }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/find-work'));
    await expect(within(filters).getByRole('heading', { name: labels.filtersTitle })).toHaveFocus();
    // The count goes once the unfiltered search has answered.
    await waitFor(() => expect(within(filters).queryByText(/^\d+ filters?$/)).not.toBeInTheDocument(), LOAD);
  },
};

/** While the search loads, card placeholders hold its place. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('findJobs'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: labels.title }, LOAD);
    await expect(canvas.getByText(labels.loading)).toBeInTheDocument();
    await expect(summaryOf(canvasElement)).toHaveTextContent(labels.searching);
  },
};

/** The search fails: the error says so, and Retry (by keyboard) loads it. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('findJobs', () => buildJobSearchPage(1, 4)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(labels.loadFailedTitle);
    await expect(canvas.queryByRole('navigation', { name: labels.pages })).not.toBeInTheDocument();
    await tabTo(labels.retry, 60);
    await userEvent.keyboard('{Enter}');
    const list = await resultsOf(canvasElement);
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    await announcementsCleared();
  },
};

/** Nothing matches: the empty state clears the search and the filters, and puts focus on the field. */
export const Empty: Story = {
  args: { path: '/job-search?search=cobol&platform=Oracle' },
  beforeEach({ msw }) {
    msw.use(handlers.findJobs.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.emptyTitle }, LOAD)).toBeVisible();
    await expect(summaryOf(canvasElement)).toHaveTextContent('0 jobs found for “cobol”');
    await userEvent.click(canvas.getByRole('button', { name: labels.clearAll }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/job-search'));
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: labels.searchField })).toHaveValue(''), LOAD);
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: labels.searchField })).toHaveFocus(), LOAD);
    await waitFor(() => expect(canvas.getByRole('radio', { name: labels.anyPlatform })).toBeChecked(), LOAD);
  },
};

/**
 * Save this search: a name is required; the filter is saved with the search as filters_json and
 * the daily digest, then listed.
 */
export const SaveSearch: Story = {
  args: { path: '/find-work?search=terraform&job_pay_type=hourly', token: freelancer },
  beforeEach({ msw }) {
    msw.use(
      handlers.jobFilters.empty,
      handle('saveJobFilter', async ({ request }) => {
        const body = saveFilterRequestSchema.parse(await request.json());
        return HttpResponse.json({ filter: buildSavedFilter({ id: 9, ...body }) }, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const saved = await savedOf(canvasElement);
    await expect(await within(saved).findByText(labels.savedNone, {}, LOAD)).toBeVisible();
    await userEvent.click(within(saved).getByRole('button', { name: labels.saveSearch }));
    const dialog = await screen.findByRole('dialog', { name: labels.saveTitle }, LOAD);
    const name = within(dialog).getByRole('textbox', { name: labels.saveName });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: labels.saveConfirm }));
    await waitFor(() => expect(within(dialog).getByText(labels.saveNameRequired)).toBeVisible());
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(name, 'Hourly terraform');
    await userEvent.click(within(dialog).getByRole('switch', { name: labels.saveDigest }));
    await userEvent.click(within(dialog).getByRole('button', { name: labels.saveConfirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const entry = await within(saved).findByRole('button', { name: labels.savedApplyLabel('Hourly terraform') });
    await expect(entry.closest('li')).toHaveTextContent('“terraform” · Hourly');
    await expect(entry.closest('li')).toHaveTextContent(labels.savedDigest);
    await expect(entry).toHaveAttribute('aria-current', 'true');
    await expect(within(saved).getByRole('status')).toHaveTextContent('Search saved as “Hourly terraform”.');
    await waitFor(() => expect(within(saved).getByRole('button', { name: labels.saveSearch })).toHaveFocus());
    await announcementsCleared();
  },
};

/** A name already taken (409): the name field says so, and keeps focus; the dialog stays open. */
export const SaveSearchNameTaken: Story = {
  args: { path: '/find-work?platform=Amazon', token: freelancer },
  beforeEach({ msw }) {
    msw.use(handlers.saveJobFilter.nameTaken);
  },
  play: async ({ canvasElement }) => {
    const saved = await savedOf(canvasElement);
    await userEvent.click(within(saved).getByRole('button', { name: labels.saveSearch }));
    const dialog = await screen.findByRole('dialog', { name: labels.saveTitle }, LOAD);
    const name = within(dialog).getByRole('textbox', { name: labels.saveName });
    await userEvent.type(name, 'AWS hourly{Enter}');
    await waitFor(() => expect(within(dialog).getByText(labels.nameTaken)).toBeVisible(), LOAD);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue('AWS hourly');
    // Typing again clears the message.
    await userEvent.type(name, ' 2');
    await expect(within(dialog).queryByText(labels.nameTaken)).not.toBeInTheDocument();
    await announcementsCleared();
  },
};

/** Twenty saved filters already (409): the dialog says to delete one first. */
export const SaveSearchTooMany: Story = {
  args: { path: '/find-work?platform=Amazon', token: freelancer },
  beforeEach({ msw }) {
    msw.use(handlers.saveJobFilter.tooMany);
  },
  play: async ({ canvasElement }) => {
    const saved = await savedOf(canvasElement);
    await userEvent.click(within(saved).getByRole('button', { name: labels.saveSearch }));
    const dialog = await screen.findByRole('dialog', { name: labels.saveTitle }, LOAD);
    await userEvent.type(within(dialog).getByRole('textbox', { name: labels.saveName }), 'Azure{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(labels.tooManyFilters), LOAD);
    await expect(within(dialog).getByRole('textbox', { name: labels.saveName })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await announcementsCleared();
  },
};

/** Deleting a saved filter asks first; Cancel keeps it, Delete filter removes it and says so. */
export const DeleteSavedFilter: Story = {
  args: { path: '/find-work', token: freelancer },
  play: async ({ canvasElement }) => {
    const saved = await savedOf(canvasElement);
    const remove = await within(saved).findByRole('button', { name: labels.savedDelete('AWS hourly') }, LOAD);
    await userEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: labels.deleteTitle }, LOAD);
    await expect(dialog).toHaveTextContent('“AWS hourly” will no longer be listed');
    await userEvent.click(within(dialog).getByRole('button', { name: labels.saveCancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());

    await userEvent.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: labels.deleteTitle }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: labels.deleteConfirm }));
    await waitFor(() => expect(within(saved).getByRole('status')).toHaveTextContent('“AWS hourly” was deleted.'));
    await expect(within(saved).queryByRole('button', { name: labels.savedApplyLabel('AWS hourly') })).toBeNull();
    await expect(within(saved).getByText(labels.savedNone)).toBeVisible();
    await waitFor(() => expect(within(saved).getByRole('heading', { name: labels.savedTitle })).toHaveFocus());
  },
};

/** The favorite toggle: pressed at once, and again to take the job out of the favorites. */
export const FavoriteToggle: Story = {
  args: { path: '/find-work', token: freelancer },
  play: async ({ canvasElement }) => {
    const list = await resultsOf(canvasElement);
    const card = within(list).getAllByRole('article')[0] as HTMLElement;
    const toggle = within(card).getByRole('button', { name: jobCardLabels.favorite });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    await expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The API refuses the favorite: the toggle shows it at once, then goes back and says why. */
export const FavoriteFailure: Story = {
  args: { path: '/find-work', token: freelancer },
  beforeEach({ msw }) {
    msw.use(
      handle('addFavorite', async () => {
        await delay(400);
        return HttpResponse.json(errorBody(errorCodes.internal, serverMessages.internalError), { status: 500 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await resultsOf(canvasElement);
    const card = within(list).getAllByRole('article')[1] as HTMLElement;
    const toggle = within(card).getByRole('button', { name: jobCardLabels.favorite });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(await within(card).findByRole('alert', {}, LOAD)).toHaveTextContent(jobCardLabels.favoriteAddFailed);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAccessibleDescription(jobCardLabels.favoriteAddFailed);
  },
};

/** The Favorites tab (in the URL, so Back returns to the search): the freelancer's favorite jobs. */
export const Favorites: Story = {
  args: { path: '/find-work?skills=Terraform', token: freelancer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await resultsOf(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: labels.favoritesTab }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/find-work?skills=Terraform&tab=favorites'),
    );
    const list = await canvas.findByRole('list', { name: labels.favoritesTitle }, LOAD);
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(2);
    for (const card of cards) {
      await expect(within(card).getByRole('button', { name: jobCardLabels.favorite })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await expect(canvas.getByText('2 favorite jobs')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: labels.searchTab }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/find-work?skills=Terraform'),
    );
    await expect(await canvas.findByRole('checkbox', { name: 'Terraform (9)' }, LOAD)).toBeChecked();
  },
};

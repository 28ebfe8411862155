import {
  clientDetailsLabels as labels,
  jobCardLabels,
  topClientsLabels,
  type EndpointName,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildClientDetails,
  buildClientHistory,
  FIXTURE_CLIENT_UUID,
  handle,
  handlers,
  hang,
  respondClient,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { ClientPages } from './testing.tsx';

/**
 * /client-details/:client_uuid on `GET /project_managers/{id}` (the card and open jobs) and
 * `GET /client_history/` (past jobs, a page at a time).
 */
const meta = {
  title: 'Pages/Clients/Client details',
  component: ClientPages,
  parameters: { layout: 'fullscreen' },
  args: { path: `/client-details/${FIXTURE_CLIENT_UUID}`, token: buildAccessToken({ role: 'freelancer' }) },
} satisfies Meta<typeof ClientPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const clientOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('article', { name: 'Grace H.' }, LOAD);
const historyOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: labels.historyLabel }, LOAD);
const historyRegion = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: labels.historyTitle });
const pastTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The calls each endpoint was sent, in order (the handlers after the spy answer). */
const sent: Partial<Record<EndpointName, URL[]>> = {};
function spy(name: EndpointName) {
  const calls: URL[] = [];
  sent[name] = calls;
  return handle(name, ({ request }) => {
    calls.push(new URL(request.url));
  });
}

/** The client's name, numbers, open jobs (to their pages, with the favorite toggle) and past jobs. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(spy('clientHistory'));
  },
  play: async ({ canvasElement }) => {
    const client = await clientOf(canvasElement);
    const view = within(client);
    await expect(view.getByRole('heading', { level: 1, name: 'Grace H.' })).toBeVisible();
    const facts = view.getByRole('region', { name: labels.factsTitle });
    for (const fact of ['CountryUnited States', 'Member sinceJanuary 2026', 'Jobs posted12', 'Open jobs3']) {
      await expect(facts).toHaveTextContent(fact);
    }
    await expect(view.getByRole('link', { name: labels.backToClients })).toHaveAttribute('href', '/top-clients');

    const open = view.getByRole('region', { name: labels.openJobsTitle });
    await expect(open).toHaveTextContent(labels.openJobsCount(3));
    const jobs = within(open).getByRole('list', { name: labels.openJobsLabel });
    await expect(within(jobs).getAllByRole('article')).toHaveLength(3);
    await expect(
      within(jobs).getByRole('link', { name: 'Migrate a Rails monolith to AWS ECS with Terraform' }),
    ).toHaveAttribute('href', '/job-details/101');
    await expect(within(jobs).getAllByRole('button', { name: jobCardLabels.favorite })).toHaveLength(3);

    const history = await historyOf(canvasElement);
    await expect(pastTitles(history)).toHaveLength(9);
    // The history's own items (each holds a list of skills too).
    const [first, , third] = Array.from(history.children);
    await expect(first).toHaveTextContent('Set up AWS Control Tower for three business units');
    await expect(first).toHaveTextContent('Posted Nov 11, 2026');
    await expect(first).toHaveTextContent('Closed Nov 21, 2026');
    await expect(first).toHaveTextContent('$3,200 fixed price');
    await expect(third).toHaveTextContent('Expired Oct 24, 2026');
    await expect(within(historyRegion(canvasElement)).getByRole('status')).toHaveTextContent('9 past jobs');
    await expect(Object.fromEntries(sent.clientHistory?.at(-1)?.searchParams ?? [])).toEqual({
      user_id: FIXTURE_CLIENT_UUID,
      page: '1',
      per_page: '10',
    });
  },
};

/** By keyboard: the history's page 2 (into the URL), then a job's page from its card. */
export const HistoryPagesByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.clientHistory.manyPages);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await historyOf(canvasElement);
    const pager = canvas.getByRole('navigation', { name: labels.historyPages });
    await tabToElement(within(pager).getByRole('button', { name: 'Page 2' }), 60);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', `/client-details/${FIXTURE_CLIENT_UUID}?page=2`),
    );
    await waitFor(
      () => expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
      LOAD,
    );
    // Page 2 starts at the eleventh past job.
    await waitFor(
      async () =>
        expect(pastTitles(await historyOf(canvasElement))[0]).toBe('Oracle Autonomous Database migration plan'),
      LOAD,
    );
    await expect(within(historyRegion(canvasElement)).getByRole('status')).toHaveTextContent('23 past jobs');
  },
};

/** Every job of this client is closed or expired, and none is in the history yet either. */
export const NothingOpenNoHistory: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.projectManager.noOpenJobs, handlers.clientHistory.empty);
  },
  play: async ({ canvasElement }) => {
    const client = await clientOf(canvasElement);
    await expect(within(client).getByRole('region', { name: labels.openJobsTitle })).toHaveTextContent(
      labels.openJobsNone,
    );
    await waitFor(() => expect(historyRegion(canvasElement)).toHaveTextContent(labels.historyNone), LOAD);
    await expect(within(client).queryByRole('list', { name: labels.openJobsLabel })).not.toBeInTheDocument();
  },
};

/** More open jobs than a client page lists: the newest, and how many there are. */
export const ManyOpenJobs: Story = {
  beforeEach({ msw }) {
    msw.use(respondClient(() => buildClientDetails({ open_jobs: 26, jobs_posted: 35 })));
  },
  play: async ({ canvasElement }) => {
    const client = await clientOf(canvasElement);
    const open = within(client).getByRole('region', { name: labels.openJobsTitle });
    await expect(open).toHaveTextContent(labels.openJobsShown(20, 26));
    await expect(within(open).getAllByRole('article')).toHaveLength(20);
  },
};

/** While the client loads: placeholders. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('projectManager'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeInTheDocument();
  },
};

/** The client fails to load: the error says so, and Retry (by keyboard) loads them. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('projectManager', () => buildClientDetails()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(labels.loadFailedTitle);
    await expect(canvas.getByRole('heading', { level: 1, name: labels.title })).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(await clientOf(canvasElement)).toBeVisible();
    await historyOf(canvasElement);
    await announcementsCleared();
  },
};

/** The history fails on its own: the rest of the page stays, and Retry (by keyboard) loads it. */
export const HistoryErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('clientHistory', () => buildClientHistory(1)));
  },
  play: async ({ canvasElement }) => {
    const client = await clientOf(canvasElement);
    const region = historyRegion(canvasElement);
    await expect(await within(region).findByRole('alert', {}, LOAD)).toHaveTextContent(labels.historyLoadFailedTitle);
    await expect(within(client).getByRole('list', { name: labels.openJobsLabel })).toBeVisible();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(pastTitles(await historyOf(canvasElement))).toHaveLength(9), LOAD);
    await announcementsCleared();
  },
};

/** No such client (404): the page says so and leads back to the top clients. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.projectManager.notFound);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.notFoundTitle }, LOAD)).toBeVisible();
    await expect(canvas.getByText(labels.notFoundMessage)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: labels.backToClients }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/top-clients'));
    await expect(await canvas.findByRole('heading', { level: 1, name: topClientsLabels.title }, LOAD)).toBeVisible();
  },
};

/** A link that cannot be a client's is not found without asking the API. */
export const NotAClientId: Story = {
  args: { path: '/client-details/latest' },
  beforeEach({ msw }) {
    msw.use(spy('projectManager'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.notFoundTitle }, LOAD)).toBeVisible();
    await expect(sent.projectManager).toEqual([]);
  },
};

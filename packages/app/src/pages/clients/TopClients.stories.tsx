import { clientCardLabels, clientDetailsLabels, topClientsLabels as labels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildClientSearchPage,
  FIXTURE_CLIENT_UUID,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { ClientPages } from './testing.tsx';

/** /top-clients on `GET /project_managers`: 24 fixture clients, ten a page, top first. */
const meta = {
  title: 'Pages/Clients/Top clients',
  component: ClientPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/top-clients', token: buildAccessToken({ role: 'freelancer' }) },
} satisfies Meta<typeof ClientPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const cardsOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: labels.resultsLabel }, LOAD);
const summaryOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: labels.resultsLabel })).getByRole('status');
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

/** The queries the list was asked with, in order (the handlers after the spy answer). */
const queries: URLSearchParams[] = [];
const listSpy = handle('projectManagers', ({ request }) => {
  queries.push(new URL(request.url).searchParams);
});

/** The first page: each card names the client, links to their page and shows their numbers. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    queries.length = 0;
    msw.use(listSpy);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: labels.title }, LOAD)).toBeVisible();
    const list = await cardsOf(canvasElement);
    await expect(cardNames(list)).toEqual([
      'Grace H.',
      'Northwind Cloud',
      'Kofi M.',
      'Lena S.',
      'Tailspin Analytics',
      'Priya R.',
      'Mateo G.',
      'Aiko T.',
      'Blue Yonder Labs',
      'Sofia L.',
    ]);
    const grace = within(list).getByRole('article', { name: 'Grace H.' });
    for (const fact of ['CountryUnited States', 'Member sinceJanuary 2026', 'Jobs posted12', 'Open jobs3']) {
      await expect(grace).toHaveTextContent(fact);
    }
    await expect(within(grace).getByRole('link', { name: 'Grace H.' })).toHaveAttribute(
      'href',
      `/client-details/${FIXTURE_CLIENT_UUID}`,
    );
    await expect(summaryOf(canvasElement)).toHaveTextContent('24 clients found');
    const pager = canvas.getByRole('navigation', { name: labels.pages });
    await expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeVisible();
    await expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ page: '1', per_page: '10' });
  },
};

/** By keyboard alone: page 2 from the pager, then a search (Enter); both go into the URL. */
export const SearchByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardsOf(canvasElement);
    const pager = canvas.getByRole('navigation', { name: labels.pages });
    await tabToElement(within(pager).getByRole('button', { name: 'Page 2' }), 60);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/top-clients?page=2'));
    await waitFor(async () => expect(cardNames(await cardsOf(canvasElement))[0]).toBe('Omar F.'), LOAD);

    await tabToElement(canvas.getByRole('searchbox', { name: labels.searchField }), 60);
    await userEvent.keyboard('united{Enter}');
    // A new search starts again from page 1.
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/top-clients?search=united'));
    await waitFor(() => expect(summaryOf(canvasElement)).toHaveTextContent('3 clients found for “united”'), LOAD);
    await expect(cardNames(await cardsOf(canvasElement))).toEqual(['Grace H.', 'Northwind Cloud', 'Contoso Health']);
    await expect(canvas.queryByRole('navigation', { name: labels.pages })).not.toBeInTheDocument();
  },
};

/** A search from the URL (a shared link, Back) fills the field and asks for exactly it. */
export const SearchFromTheUrl: Story = {
  args: { path: '/top-clients?search=cloud' },
  beforeEach({ msw }) {
    queries.length = 0;
    msw.use(listSpy);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cardNames(await cardsOf(canvasElement))).toEqual(['Northwind Cloud']);
    await expect(canvas.getByRole('searchbox', { name: labels.searchField })).toHaveValue('cloud');
    await expect(Object.fromEntries(queries.at(-1) ?? [])).toEqual({ page: '1', per_page: '10', search: 'cloud' });
  },
};

/** Nothing matches: the page says so, and clearing the search (by keyboard) lists everyone again. */
export const NoMatch: Story = {
  args: { path: '/top-clients?search=zeppelin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: labels.noMatchTitle }, LOAD)).toBeVisible();
    await expect(summaryOf(canvasElement)).toHaveTextContent('0 clients found for “zeppelin”');
    await tabTo(labels.clearSearch);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/top-clients'));
    await waitFor(() => expect(summaryOf(canvasElement)).toHaveTextContent('24 clients found'), LOAD);
    await expect(canvas.getByRole('searchbox', { name: labels.searchField })).toHaveFocus();
    await expect(canvas.getByRole('searchbox', { name: labels.searchField })).toHaveValue('');
  },
};

/** No client has posted a job yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.projectManagers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: labels.emptyTitle }, LOAD)).toBeVisible();
    await expect(canvas.getByText(labels.emptyDescription)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: labels.clearSearch })).not.toBeInTheDocument();
  },
};

/** A page past the last one (an old link): the way back to the first page. */
export const PastTheLastPage: Story = {
  args: { path: '/top-clients?page=9' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: labels.pastLastPage }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.firstPage }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/top-clients'));
    await waitFor(async () => expect(cardNames(await cardsOf(canvasElement))[0]).toBe('Grace H.'), LOAD);
  },
};

/** While the list loads: placeholders for the cards. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('projectManagers'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: labels.title }, LOAD);
    await expect(canvas.getByText(labels.loading)).toBeInTheDocument();
    await expect(summaryOf(canvasElement)).toHaveTextContent(labels.searching);
  },
};

/** The list fails: the error says so, and Retry (by keyboard) loads it. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('projectManagers', () => buildClientSearchPage(1)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(labels.loadFailedTitle);
    await expect(canvas.queryByRole('navigation', { name: labels.pages })).not.toBeInTheDocument();
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(cardNames(await cardsOf(canvasElement))).toHaveLength(10), LOAD);
    await expect(summaryOf(canvasElement)).toHaveTextContent('24 clients found');
    await announcementsCleared();
  },
};

/** A card's name leads to the client's page. */
export const OpenAClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await cardsOf(canvasElement);
    await userEvent.click(within(list).getByRole('link', { name: 'Grace H.' }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', `/client-details/${FIXTURE_CLIENT_UUID}`),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Grace H.' }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('region', { name: clientDetailsLabels.factsTitle })).toHaveTextContent(
      `${clientCardLabels.jobsPosted}12`,
    );
    await expect(await canvas.findByRole('list', { name: clientDetailsLabels.historyLabel }, LOAD)).toBeVisible();
  },
};

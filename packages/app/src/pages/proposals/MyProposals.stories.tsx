import { myProposalsLabels as labels, proposalDetailsLabels } from '@cloudexperts/domain';
import { buildAccessToken, buildProposalList, handlers, hang, respond } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen, recordCalls } from '../../testing/mocks.ts';
import { ProposalPages } from './testing.tsx';

/** /my-proposals on `GET /proposal_tabs_count` and `GET /proposal_based_on_status`. */
const meta = {
  title: 'Pages/Proposals/My proposals',
  component: ProposalPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-proposals', token: buildAccessToken({ role: 'freelancer' }) },
} satisfies Meta<typeof ProposalPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const listOf = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('list', { name }, LOAD);

/** The proposal lists asked for, by the story running (its URL's query). */
let listCalls: URL[] = [];
function recordLists() {
  const recorded = recordCalls('proposalsByStatus');
  listCalls = recorded.calls;
  return recorded.handler;
}

/** The Submitted tab: its count in every tab, each proposal leading to its page. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(recordLists());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await listOf(canvasElement, labels.listLabel('submitted'));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Submitted (3)' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(canvas.getByRole('tab', { name: 'Not selected (1)' })).toBeVisible();
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/proposal-details/501');
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.count(3));
    await expect(Object.fromEntries(listCalls.at(-1)?.searchParams ?? [])).toEqual({
      status: 'submitted',
      page: '1',
      per_page: '10',
    });
  },
};

/** By keyboard: the arrow keys move to another tab; the tab goes into the URL and its list loads. */
export const TabsByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(recordLists());
  },
  play: async ({ canvasElement }) => {
    await listOf(canvasElement, labels.listLabel('submitted'));
    await tabTo('Submitted (3)');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/my-proposals?tab=offered'));
    await listOf(canvasElement, labels.listLabel('offered'));
    await expect(listCalls.at(-1)?.searchParams.get('status')).toBe('offered');
  },
};

/** Many proposals: pages, the page in the URL. */
export const Pages: Story = {
  beforeEach({ msw }) {
    msw.use(respond('proposalsByStatus', () => ({ ...buildProposalList(3), total_count: 23, total_pages: 3 })));
  },
  play: async ({ canvasElement }) => {
    await listOf(canvasElement, labels.listLabel('submitted'));
    const pager = within(canvasElement).getByRole('navigation', { name: labels.pages });
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/my-proposals?page=2'));
    // The list (and its pager) load again for page 2.
    await waitFor(
      () =>
        expect(
          within(within(canvasElement).getByRole('navigation', { name: labels.pages })).getByRole('button', {
            name: 'Page 2',
          }),
        ).toHaveAttribute('aria-current', 'page'),
      LOAD,
    );
  },
};

/** A tab with nothing in it: what goes there, and the way to find work. */
export const Empty: Story = {
  args: { path: '/my-proposals?tab=withdrawn' },
  beforeEach({ msw }) {
    msw.use(handlers.proposalsByStatus.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.emptyTitle('withdrawn') }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: labels.findWork })).toHaveAttribute('href', '/find-work');
  },
};

/** While the list loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('proposalsByStatus'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading, {}, LOAD)).toBeInTheDocument();
  },
};

/** The list fails; Retry (by keyboard) loads it. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('proposalsByStatus', () => buildProposalList()));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LOAD)).toHaveTextContent(labels.loadFailedTitle);
    await tabTo(labels.retry);
    await userEvent.keyboard('{Enter}');
    await listOf(canvasElement, labels.listLabel('submitted'));
    await announcementsCleared();
  },
};

/** The counts fail: the tabs still work, without their numbers. */
export const CountsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.proposalTabsCount.serverError);
  },
  play: async ({ canvasElement }) => {
    await listOf(canvasElement, labels.listLabel('submitted'));
    await expect(within(canvasElement).getByRole('tab', { name: 'Submitted' })).toBeVisible();
    const [first] = within(await listOf(canvasElement, labels.listLabel('submitted'))).getAllByRole('link');
    if (first) await userEvent.click(first);
    await expect(
      await within(canvasElement).findByRole('link', { name: proposalDetailsLabels.backToProposals }, LOAD),
    ).toBeVisible();
  },
};

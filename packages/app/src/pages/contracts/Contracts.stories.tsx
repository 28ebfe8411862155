import { contractListLabels as labels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildContract,
  buildContractList,
  buildContracts,
  FIXTURE_CONTRACT_ID,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { ContractPages } from './testing.tsx';

/** /all-contracts/:tab (freelancer) and /all-contracts (manager, tab in the query). */
const meta = {
  title: 'Pages/Contracts/Contracts',
  component: ContractPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/all-contracts/active', token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.activeContracts.some, handlers.managerActiveContracts.some);
  },
} satisfies Meta<typeof ContractPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const listOf = (canvasElement: HTMLElement, tab: 'Active' | 'Completed') =>
  within(canvasElement).findByRole('list', { name: labels.listLabel(tab) }, LOAD);
const [hourly, fixed, completed] = buildContracts();

/** The freelancer's active contracts ('/hr' unless fixed), each leading to its page; Completed by click. */
export const Freelancer: Story = {
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement, 'Active');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(list).toHaveTextContent('$90/hr');
    await expect(list).toHaveTextContent('$2,500');
    await expect(list).not.toHaveTextContent('$2,500/hr');
    await expect(list).toHaveTextContent(labels.client('Northwind Cloud'));
    await expect(within(list).getByRole('link', { name: hourly?.job.title ?? '' })).toHaveAttribute(
      'href',
      `/contract-details/${String(FIXTURE_CONTRACT_ID)}`,
    );
    await userEvent.click(within(canvasElement).getByRole('tab', { name: labels.tabs.completed }));
    const done = await listOf(canvasElement, 'Completed');
    await expect(done).toHaveTextContent(completed?.job.title ?? '');
    await expect(done).toHaveTextContent(labels.ended('Nov 10, 2026'));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/all-contracts/completed'));
  },
};

/** By keyboard: a search (Enter) narrows the list and lands in the address; nothing found says so. */
export const SearchByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await listOf(canvasElement, 'Active');
    const field = within(canvasElement).getByRole('searchbox', { name: labels.searchLabel });
    await userEvent.click(field);
    await userEvent.keyboard('northwind{Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/all-contracts/active?search=northwind'),
    );
    await waitFor(async () =>
      expect(within(await listOf(canvasElement, 'Active')).getAllByRole('listitem')).toHaveLength(1),
    );
    await expect(await listOf(canvasElement, 'Active')).toHaveTextContent(fixed?.job.title ?? '');
    await userEvent.clear(field);
    await userEvent.keyboard('terraform{Enter}');
    await expect(await within(canvasElement).findByText(labels.noMatchesTitle, {}, LOAD)).toBeVisible();
    await expect(within(canvasElement).getByText(labels.noMatchesText('terraform'))).toBeVisible();
  },
};

/** The manager's /all-contracts on its Completed tab (the tab in the query), naming the freelancers. */
export const Manager: Story = {
  args: { path: '/all-contracts?tab=completed', token: buildAccessToken({ role: 'project_manager' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.managerLead)).toBeVisible();
    const list = await listOf(canvasElement, 'Completed');
    await expect(list).toHaveTextContent(labels.freelancer(completed?.freelancer.display_name ?? ''));
    await userEvent.click(within(canvasElement).getByRole('tab', { name: labels.tabs.active }));
    await listOf(canvasElement, 'Active');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/all-contracts'));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.activeContracts.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.emptyTitle.active, {}, LOAD)).toBeVisible();
    await expect(within(canvasElement).getByText(labels.emptyFreelancer.active)).toBeVisible();
  },
};

export const LoadFailsThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('activeContracts', () => buildContractList([buildContract()])));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.retry }));
    await listOf(canvasElement, 'Active');
    await announcementsCleared();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('activeContracts'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading)).toBeInTheDocument();
  },
};

/** A tab that does not exist is not found. */
export const UnknownTab: Story = {
  args: { path: '/all-contracts/paused' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' }, LOAD),
    ).toBeVisible();
  },
};

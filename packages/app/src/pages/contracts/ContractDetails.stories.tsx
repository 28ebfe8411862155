import { contractDetailsLabels as labels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildContract,
  FIXTURE_CLIENT_UUID,
  FIXTURE_CONTRACT_ID,
  FIXTURE_PROPOSAL_ID,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { ContractPages } from './testing.tsx';

const contract = buildContract();

/** /contract-details/:id: a contract as either of its parties sees it. */
const meta = {
  title: 'Pages/Contracts/Contract details',
  component: ContractPages,
  parameters: { layout: 'fullscreen' },
  args: { path: `/contract-details/${String(FIXTURE_CONTRACT_ID)}`, token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.getContract.active);
  },
} satisfies Meta<typeof ContractPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const articleOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('article', { name: contract.job.title }, LOAD);

/** The freelancer's active hourly contract: the rate with '/hr', the client and the messages, with links. */
export const Freelancer: Story = {
  play: async ({ canvasElement }) => {
    const article = await articleOf(canvasElement);
    await expect(article).toHaveTextContent(labels.statuses.active);
    await expect(article).toHaveTextContent(`${labels.rate}$90/hr`);
    await expect(article).toHaveTextContent(labels.payTypes.hourly);
    await expect(article).toHaveTextContent(contract.offer_message);
    await expect(article).toHaveTextContent(contract.acceptance_message);
    await expect(article).not.toHaveTextContent(labels.ended);
    await expect(within(article).getByRole('link', { name: contract.job.client_name })).toHaveAttribute(
      'href',
      `/client-details/${FIXTURE_CLIENT_UUID}`,
    );
    await expect(within(article).getByRole('link', { name: labels.viewProposal })).toHaveAttribute(
      'href',
      `/proposal-details/${String(FIXTURE_PROPOSAL_ID)}`,
    );
    await expect(within(article).getByRole('link', { name: labels.back })).toHaveAttribute(
      'href',
      '/all-contracts/active',
    );
  },
};

/** The manager's completed fixed-price contract: the price without '/hr', the end date, the freelancer. */
export const ManagerCompleted: Story = {
  args: { token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    msw.use(handlers.getContract.completed);
  },
  play: async ({ canvasElement }) => {
    const article = await articleOf(canvasElement);
    await expect(article).toHaveTextContent(labels.statuses.completed);
    await expect(article).toHaveTextContent(`${labels.price}$2,500`);
    await expect(article).not.toHaveTextContent('/hr');
    await expect(article).toHaveTextContent(labels.ended);
    await expect(within(article).getByRole('link', { name: contract.freelancer.display_name })).toHaveAttribute(
      'href',
      `/user-profile/${contract.freelancer.uuid}`,
    );
    await expect(within(article).getByRole('link', { name: labels.back })).toHaveAttribute(
      'href',
      '/all-contracts?tab=completed',
    );
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.getContract.notFound);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: labels.notFoundTitle }, LOAD),
    ).toBeVisible();
  },
};

export const LoadFailsThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('getContract', () => ({ contract: buildContract() })));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Retry' }, LOAD));
    await articleOf(canvasElement);
    await announcementsCleared();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('getContract'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.loading)).toBeInTheDocument();
  },
};

import { contractDetailsLabels as labels, feeBreakdownLabels as feeLabels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildContract,
  FIXTURE_CLIENT_UUID,
  handle,
  FIXTURE_CONTRACT_ID,
  FIXTURE_PROPOSAL_ID,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
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
    // What the freelancer receives of the rate: a new client's 5%.
    const fees = within(article).getByRole('region', { name: feeLabels.title });
    await expect(fees).toHaveTextContent(`${labels.rate}$90.00/hr`);
    await expect(fees).toHaveTextContent(`${feeLabels.serviceFeeAt('5%')}\u2212$4.50/hr`);
    await expect(fees).toHaveTextContent(`${feeLabels.youReceive}$85.50/hr`);
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
    // The fee breakdown is the freelancer's.
    await expect(within(article).queryByRole('region', { name: feeLabels.title })).toBeNull();
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

/**
 * A fixed price of $1,000 with this client: $700 billed in all, $400 of it on this contract, so
 * the price's fee starts from the $300 billed before it: $200 at 5% and $800 at 2.5%.
 */
export const FreelancerFixedFee: Story = {
  beforeEach({ msw }) {
    msw.use(
      handle('getContract', () =>
        HttpResponse.json({
          contract: buildContract({
            job_pay_type: 'fixed',
            amount_cents: 1_000_00,
            billed_cents: 700_00,
            released_cents: 400_00,
          }),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const article = await articleOf(canvasElement);
    const fees = within(article).getByRole('region', { name: feeLabels.title });
    await expect(fees).toHaveTextContent(`${labels.price}$1,000.00`);
    await expect(fees).toHaveTextContent(`${feeLabels.serviceFeeAt('5% on $200.00, 2.5% on $800.00')}\u2212$30.00`);
    await expect(fees).toHaveTextContent(`${feeLabels.youReceive}$970.00`);
    await expect(fees).not.toHaveTextContent('/hr');
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

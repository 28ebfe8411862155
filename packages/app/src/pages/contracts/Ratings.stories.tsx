import {
  contractDetailsLabels,
  contractServerMessages,
  endContractLabels,
  showRatingLabels as labels,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildContract,
  buildRatings,
  FIXTURE_CONTRACT_ID,
  handle,
  handlers,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { ContractPages } from './testing.tsx';

const id = String(FIXTURE_CONTRACT_ID);
const managerToken = buildAccessToken({ role: 'project_manager' });

/** Ending a contract with a rating, and a contract's ratings, for either party. */
const meta = {
  title: 'Pages/Contracts/Ending and ratings',
  component: ContractPages,
  parameters: { layout: 'fullscreen' },
  args: { path: `/end-contract/${id}`, token: managerToken },
  beforeEach({ msw }) {
    msw.use(handlers.getContract.active, handlers.getRatings.none);
  },
} satisfies Meta<typeof ContractPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');

/** The manager ends the active contract with a rating, then lands on the ratings. */
export const ManagerEnds: Story = {
  beforeEach({ msw }) {
    msw.use(handle('createRating', () => HttpResponse.json(buildRatings(false), { status: 201 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(endContractLabels.endLead(buildContract().freelancer.display_name), {}, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('article', { name: endContractLabels.endTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: endContractLabels.end }));
    await waitFor(
      () => expect(location(canvasElement)).toHaveAttribute('data-location', `/manager-show-rating/${id}`),
      LOAD,
    );
    await announcementsCleared();
  },
};

/** A party who has rated already is told so, with the way to the ratings. */
export const AlreadyRated: Story = {
  args: { path: `/freelancer-end-contract/${id}`, token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.getContract.completed, handlers.getRatings.both);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(endContractLabels.alreadyRatedTitle, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: contractDetailsLabels.viewRatings })).toHaveAttribute(
      'href',
      `/freelancer-show-rating/${id}`,
    );
    await expect(canvas.queryByRole('button', { name: endContractLabels.rate })).not.toBeInTheDocument();
  },
};

/** The freelancer's view of the ratings: the client's is in, theirs not yet, with the way to give it. */
export const FreelancerSeesRatings: Story = {
  args: { path: `/freelancer-show-rating/${id}`, token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.getContract.completed, handlers.getRatings.managerOnly);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const byManager = await canvas.findByRole('region', { name: labels.byManager }, LOAD);
    await expect(within(byManager).getByRole('img', { name: labels.stars(5) })).toBeVisible();
    await expect(byManager).toHaveTextContent(buildRatings().manager_rating?.feedback ?? '');
    await expect(canvas.getByRole('region', { name: labels.byFreelancer })).toHaveTextContent(labels.notYet);
    await expect(
      canvas.getByRole('link', { name: contractDetailsLabels.rateParty(buildContract().job.client_name) }),
    ).toHaveAttribute('href', `/freelancer-end-contract/${id}`);
  },
};

export const NotFound: Story = {
  args: { path: `/manager-show-rating/${id}` },
  beforeEach({ msw }) {
    msw.use(handlers.getContract.notFound, handlers.getRatings.notFound);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: contractDetailsLabels.notFoundTitle }, LOAD),
    ).toBeVisible();
    await expect(within(canvasElement).queryByText(contractServerMessages.alreadyRated)).not.toBeInTheDocument();
  },
};

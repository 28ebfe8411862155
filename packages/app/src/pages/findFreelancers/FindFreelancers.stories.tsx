import { findFreelancersLabels, jobCandidatesLabels as labels } from '@cloudexperts/domain';
import { buildAccessToken, buildCandidateList, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabToElement } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { FindFreelancersPages } from './testing.tsx';

/**
 * /find-freelancers/:tab for a Project Manager: the Saved freelancers tab on
 * `GET /project_managers/favorited_freelancers` (Search is Find Experts at /find-freelancers/search);
 * /find-freelancers2/:tab is the same tabs by a redirect.
 */
const meta = {
  title: 'Pages/Find freelancers',
  component: FindFreelancersPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/find-freelancers/saved', token: buildAccessToken({ role: 'project_manager' }) },
} satisfies Meta<typeof FindFreelancersPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: labels.listLabel.saved }, LOAD)).getAllByRole(
    'listitem',
    { name: /./ },
  );

/**
 * The saved freelancers, each toggle pressed; unsaving one by keyboard (Tab, Space) keeps the card
 * with its toggle released, so pressing again saves them back.
 */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.favoritedFreelancers.some);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await cardsOf(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 1, name: findFreelancersLabels.savedTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.count.saved(4));
    const nav = canvas.getByRole('navigation', { name: findFreelancersLabels.navLabel });
    await expect(within(nav).getByRole('link', { name: findFreelancersLabels.tabs.saved })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: findFreelancersLabels.tabs.search })).toHaveAttribute(
      'href',
      '/find-freelancers/search',
    );
    const priya = canvas.getByRole('listitem', { name: 'Priya R.' });
    const save = within(priya).getByRole('button', { name: labels.save('Priya R.') });
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await tabToElement(save);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    await expect(canvas.getByRole('listitem', { name: 'Priya R.' })).toBeVisible();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** No saved freelancer yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.favoritedFreelancers.empty);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.empty.saved.title, {}, LOAD)).toBeVisible();
  },
};

/** While the saved freelancers load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('favoritedFreelancers'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(labels.listLoading.saved, {}, LOAD)).toBeInTheDocument();
  },
};

/** The saved freelancers could not be loaded: Retry loads them. */
export const LoadFailedRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('favoritedFreelancers', () => buildCandidateList(2, 2)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.listFailedTitle.saved, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await expect(await cardsOf(canvasElement)).toHaveLength(2);
    await announcementsCleared();
  },
};

/** A tab that is not one of ours is the not-found page. */
export const UnknownTab: Story = {
  args: { path: '/find-freelancers/hired' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' }, LOAD),
    ).toBeVisible();
  },
};

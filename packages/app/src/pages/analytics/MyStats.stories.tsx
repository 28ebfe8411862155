import { analyticsLabels as labels } from '@cloudexperts/domain';
import { buildAccessToken, handlers } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD } from '../../testing/keyboard.ts';
import { AnalyticsPages } from './testing.tsx';

/** /my-stats: the freelancer's figures since joining, with a link to the months. */
const meta = {
  title: 'Pages/My stats',
  component: AnalyticsPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-stats', token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(handlers.analytics.freelancer);
  },
} satisfies Meta<typeof AnalyticsPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A year in: earnings, win rate, contracts, rating and views; the link opens /analytics. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.ratingOutOf(4.75), {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('19%')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: labels.seeAnalytics }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/analytics'));
  },
};

/** New: no proposal, no rating yet, said so instead of 0% and 0 of 5. */
export const New: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.analytics.freelancerEmpty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.noRating, {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(labels.noWinRate)).toBeVisible();
  },
};

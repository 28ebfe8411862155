import { handlers } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, tabTo } from '../../testing/keyboard.ts';
import { AccountScreens } from '../account/testing.tsx';
import { vettingLabels } from './labels.ts';
import { signedInVettingRoutes } from './routes.tsx';

const labels = vettingLabels.interviewScheduled;

/** /interview-scheduled: the vetting interview a reviewer scheduled, or why there is none. */
const meta = {
  title: 'Pages/Vetting/Interview scheduled',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/interview-scheduled', routes: signedInVettingRoutes },
  beforeEach({ msw }) {
    msw.use(handlers.applicationStatus.interviewScheduled);
  },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scheduled: when (the browser's time and the reviewer's zone), how long, the link; the calendar file by keyboard. */
export const Scheduled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.with('Grace') }, LOAD)).toBeVisible();
    await expect(canvas.getByText(/December 3, 2026 at 3:30\s?PM, in Europe\/London/)).toBeVisible();
    await expect(canvas.getByText(labels.minutes(45))).toBeVisible();
    const join = canvas.getByRole('link', { name: labels.join });
    await expect(join).toHaveAttribute('href', 'https://meet.example.test/abc-defg-hij');
    await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    await tabTo(labels.addToCalendar);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: labels.addToCalendar })).not.toHaveAttribute('aria-disabled'),
    );
    await expect(canvas.queryByText(labels.downloadFailed)).toBeNull();
  },
};

/** The calendar file could not be had: a message, and the button to try again. */
export const CalendarFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.vettingInterviewCalendar.serverError);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: labels.addToCalendar }, LOAD));
    await expect(await canvas.findByText(labels.downloadFailed)).toBeVisible();
  },
};

/** None yet: what comes, and the way back to the application's steps. */
export const NoneYet: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.applicationStatus.underReview);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.noneTitle }, LOAD)).toBeVisible();
    await tabTo(labels.back);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/app-process'));
  },
};

/** Cancelled by the reviewer. */
export const Cancelled: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.applicationStatus.interviewCancelled);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: labels.cancelledTitle }, LOAD),
    ).toBeVisible();
  },
};

/** The status could not be loaded: the message and Try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.applicationStatus.networkDown);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.loadFailed }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

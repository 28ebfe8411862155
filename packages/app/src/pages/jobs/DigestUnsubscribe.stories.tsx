import { digestUnsubscribeLabels as labels, jobServerMessages, serverMessages } from '@cloudexperts/domain';
import { buildAccessToken, handle, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { JobPages } from './testing.tsx';

const TOKEN = `42.${'a'.repeat(64)}`;

/** The tokens the story's calls carried in their query. */
const posted: Array<string | null> = [];
const spy = handle('unsubscribeDigest', ({ request }) => {
  posted.push(new URL(request.url).searchParams.get('token'));
});

/** /saved-search-digest/unsubscribe?token=: the daily digest's body links here (ours). */
const meta = {
  title: 'Pages/Jobs/Digest unsubscribe',
  component: JobPages,
  parameters: { layout: 'fullscreen' },
  args: { path: `/saved-search-digest/unsubscribe?token=${TOKEN}` },
  beforeEach({ msw }) {
    posted.length = 0;
    msw.use(spy, handlers.unsubscribeDigest.stopped);
  },
} satisfies Meta<typeof JobPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: labels.title }, LOAD);

/** Opening the page calls nothing: link scanners open mailed links. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: labels.stop })).toBeEnabled();
    await expect(within(canvasElement).getByRole('link', { name: labels.jobSearch })).toHaveAttribute(
      'href',
      '/job-search',
    );
    await expect(posted).toEqual([]);
  },
};

/** By keyboard: the button posts the link's token, and the page says the email is stopped. */
export const StoppedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await tabTo(labels.stop);
    await userEvent.keyboard('{Enter}');
    const done = await within(canvasElement).findByRole('status', {}, LOAD);
    await expect(done).toHaveTextContent(labels.stoppedTitle);
    await expect(done).toHaveTextContent(jobServerMessages.digestStopped);
    await expect(posted).toEqual([TOKEN]);
    await expect(within(canvasElement).queryByRole('button', { name: labels.stop })).not.toBeInTheDocument();
    await announcementsCleared();
  },
};

/** Signed in as the freelancer: the way back is Find Work, where the saved searches are. */
export const SignedInFreelancer: Story = {
  args: { token: buildAccessToken({ role: 'freelancer' }) },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: labels.jobSearch })).toHaveAttribute(
      'href',
      '/find-work',
    );
  },
};

/** A refused link (forged, or its saved search deleted): said once, and no button to try again. */
export const LinkRefused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.unsubscribeDigest.invalidLink);
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.stop }));
    const alert = await within(canvasElement).findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(labels.failedTitle);
    await expect(alert).toHaveTextContent(jobServerMessages.digestLinkInvalid);
    await expect(within(canvasElement).queryByRole('button', { name: labels.stop })).not.toBeInTheDocument();
    await announcementsCleared();
  },
};

/** No token in the address: nothing to post, the same refusal at once. */
export const NoToken: Story = {
  args: { path: '/saved-search-digest/unsubscribe' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      jobServerMessages.digestLinkInvalid,
    );
    await expect(within(canvasElement).queryByRole('button', { name: labels.stop })).not.toBeInTheDocument();
    await expect(posted).toEqual([]);
  },
};

/** A server failure keeps the button: the second press stops the email. */
export const FailsThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('unsubscribeDigest', () => ({ message: jobServerMessages.digestStopped })));
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const stop = within(canvasElement).getByRole('button', { name: labels.stop });
    await userEvent.click(stop);
    await expect(await within(canvasElement).findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.internalError,
    );
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.stop }));
    await expect(await within(canvasElement).findByRole('status', {}, LOAD)).toHaveTextContent(
      jobServerMessages.digestStopped,
    );
    await announcementsCleared();
  },
};

/** While the call runs the button is pending (and the page says nothing yet). */
export const Stopping: Story = {
  beforeEach({ msw }) {
    msw.use(hang('unsubscribeDigest'));
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: labels.stop }));
    await waitFor(() =>
      expect(canvasElement.querySelector('button[data-pending="true"]')).toHaveTextContent(labels.stop),
    );
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

import {
  notificationCategoryLabels,
  notificationPreferenceLabels as labels,
  type UpdateNotificationPreferencesRequest,
} from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildNotificationPreferences,
  buildNotificationPreferencesSaved,
  handle,
  handlers,
  hang,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../../testing/keyboard.ts';
import { serverError } from '../../testing/mocks.ts';
import { NotificationSettingsPages } from './testing.tsx';

const freelancer = buildAccessToken({ role: 'freelancer' });
const manager = buildAccessToken({ role: 'project_manager' });
const proposals = notificationCategoryLabels.proposals.name;
const interviews = notificationCategoryLabels.interviews.name;

/** /settings' Notifications section: per category an email switch and when, saved with Save. */
const meta = {
  title: 'Pages/Settings/Notifications',
  component: NotificationSettingsPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/settings', token: freelancer },
  beforeEach({ msw }) {
    msw.use(handlers.notificationPreferences.defaults, handlers.updateNotificationPreferences.saved);
  },
} satisfies Meta<typeof NotificationSettingsPages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults: every category by email, immediately. */
export const Freelancer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: labels.title }, LOAD);
    const email = await canvas.findByRole('switch', { name: `${proposals}: ${labels.email}` }, LOAD);
    await expect(email).toBeChecked();
    const when = canvas.getByRole('radiogroup', { name: `${proposals}: ${labels.mode}` });
    await expect(within(when).getByRole('radio', { name: labels.modes.immediate })).toBeChecked();
    await expect(canvas.getByText(labels.digestHint('America/New_York'))).toBeVisible();
  },
};

/** The manager's saved choices: proposals in the daily digest, interviews not by email (its mode disabled). */
export const ManagerSaved: Story = {
  args: { token: manager },
  beforeEach({ msw }) {
    msw.use(handlers.notificationPreferences.someOff);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const off = await canvas.findByRole('switch', { name: `${interviews}: ${labels.email}` }, LOAD);
    await expect(off).not.toBeChecked();
    const interviewModes = canvas.getByRole('radiogroup', { name: `${interviews}: ${labels.mode}` });
    await expect(within(interviewModes).getByRole('radio', { name: labels.modes.immediate })).toBeDisabled();
    const proposalModes = canvas.getByRole('radiogroup', { name: `${proposals}: ${labels.mode}` });
    await expect(within(proposalModes).getByRole('radio', { name: labels.modes.digest })).toBeChecked();
  },
};

/** While the preferences load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('notificationPreferences'));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(labels.loading, undefined, LOAD);
  },
};

let retried = false;
/** Loading fails until Retry; then the form shows. */
export const LoadFailedRetry: Story = {
  beforeEach({ msw }) {
    retried = false;
    msw.use(
      handle('notificationPreferences', () =>
        retried
          ? HttpResponse.json({ preferences: buildNotificationPreferences() })
          : HttpResponse.json({ code: 'internal_error', message: 'Internal error' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(labels.loadFailed, undefined, LOAD);
    retried = true;
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    await canvas.findByRole('switch', { name: `${proposals}: ${labels.email}` }, LOAD);
    await announcementsCleared();
  },
};

let sent: UpdateNotificationPreferencesRequest | undefined;
/**
 * By keyboard only: Space turns proposals' email off, the arrow keys move offers to the digest,
 * Enter on Save saves; the success says so and the request carried exactly those choices.
 */
export const SaveByKeyboard: Story = {
  beforeEach({ msw }) {
    sent = undefined;
    msw.use(
      handle('updateNotificationPreferences', async ({ request }) => {
        sent = (await request.json()) as UpdateNotificationPreferencesRequest;
        return HttpResponse.json(buildNotificationPreferencesSaved(sent));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('switch', { name: `${proposals}: ${labels.email}` }, LOAD);
    await tabToElement(email);
    await userEvent.keyboard(' ');
    // Proposals' mode is disabled now; Tab goes on to offers' switch, then its mode.
    const offers = canvas.getByRole('radiogroup', {
      name: `${notificationCategoryLabels.offers_contracts.name}: ${labels.mode}`,
    });
    await tabToElement(within(offers).getByRole('radio', { name: labels.modes.immediate }));
    await userEvent.keyboard('{ArrowRight}');
    await tabTo(labels.save);
    await userEvent.keyboard('{Enter}');
    await canvas.findByText(labels.saved, undefined, LOAD);
    await waitFor(() => expect(sent).toBeDefined());
    await expect(sent?.categories.proposals.email).toBe(false);
    await expect(sent?.categories.offers_contracts).toEqual({ email: true, mode: 'digest' });
    await expect(sent?.categories.interviews).toEqual({ email: true, mode: 'immediate' });
    await expect(canvas.getByRole('switch', { name: `${proposals}: ${labels.email}` })).not.toBeChecked();
    await announcementsCleared();
  },
};

/** While saving: the button is pending and the choices stay. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(hang('updateNotificationPreferences'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('switch', { name: `${interviews}: ${labels.email}` }, LOAD);
    await userEvent.click(email);
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: labels.save })).toHaveAttribute('aria-disabled', 'true'),
    );
    await expect(email).not.toBeChecked();
  },
};

/** A save that fails: the error says so, and the unsaved choices are all still there to try again. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('updateNotificationPreferences'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('switch', { name: `${interviews}: ${labels.email}` }, LOAD);
    await userEvent.click(email);
    await userEvent.click(canvas.getByRole('button', { name: labels.save }));
    await canvas.findByText(labels.saveFailed, undefined, LOAD);
    await expect(email).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: labels.save })).toBeEnabled();
    await announcementsCleared();
  },
};

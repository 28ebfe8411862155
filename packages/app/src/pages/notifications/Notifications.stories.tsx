import { notificationKindTexts, notificationPageLabels as labels } from '@cloudexperts/domain';
import {
  buildAccessToken,
  buildNotification,
  buildNotificationList,
  FIXTURE_JOB_ID,
  FIXTURE_PROPOSAL_ID,
  fixtureAccounts,
  handlers,
} from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD } from '../../testing/keyboard.ts';
import { tabChannelName } from '../../auth/notificationStore.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { NotificationPages } from './testing.tsx';

/** /notifications: the signed-in user's notifications, newest first, each leading to what it is about. */
const meta = {
  title: 'Pages/Notifications',
  component: NotificationPages,
  parameters: { layout: 'fullscreen' },
  args: { path: '/notifications', token: buildAccessToken({ role: 'project_manager' }) },
  beforeEach({ msw }) {
    // mark_all_read before /notifications/:id, which would match it too (the API mounts them so).
    msw.use(
      handlers.notifications.some,
      handlers.markAllNotificationsRead.done,
      handlers.updateNotification.read,
      handlers.deleteNotification.deleted,
    );
  },
} satisfies Meta<typeof NotificationPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const received = notificationKindTexts.proposal_received;
const accepted = notificationKindTexts.offer_accepted;

/**
 * The manager's list: the unread one marked, each a link to its proposal or to the offers; mark
 * it read, then delete the other, by keyboard.
 */
export const Manager: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: labels.title }, LOAD);
    await expect(within(list).getByRole('link', { name: received })).toHaveAttribute(
      'href',
      `/freelancer-proposal/${String(FIXTURE_PROPOSAL_ID)}/${String(FIXTURE_JOB_ID)}`,
    );
    await expect(within(list).getByRole('link', { name: accepted })).toHaveAttribute('href', '/invited?tab=offers');
    await expect(within(list).getAllByText(labels.unreadBadge)).toHaveLength(1);

    within(list)
      .getByRole('button', { name: `${labels.markRead}: ${received}` })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).queryByText(labels.unreadBadge)).not.toBeInTheDocument());
    await expect(within(list).getByRole('button', { name: `${labels.markUnread}: ${received}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: labels.markAllRead })).toBeDisabled();

    within(list)
      .getByRole('button', { name: `${labels.delete}: ${accepted}` })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(list).queryByText(accepted)).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.deleted);
    await announcementsCleared();
  },
};

/** The freelancer's offer leads to its offer page; Mark all as read clears every badge. */
export const MarkAllRead: Story = {
  args: { token: buildAccessToken({ role: 'freelancer' }) },
  beforeEach({ msw }) {
    msw.use(
      failOnceThen('notifications', () =>
        buildNotificationList([
          buildNotification({ kind: 'offer_received', payload: { job_id: FIXTURE_JOB_ID, offer_id: 77 } }),
          buildNotification({
            id: 903,
            kind: 'invitation_received',
            payload: { job_id: FIXTURE_JOB_ID, invitation_id: 31 },
          }),
        ]),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.loadFailed, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: labels.retry }));
    const list = await canvas.findByRole('list', { name: labels.title }, LOAD);
    await expect(within(list).getByRole('link', { name: notificationKindTexts.offer_received })).toHaveAttribute(
      'href',
      '/offer-details/77',
    );
    await expect(within(list).getAllByText(labels.unreadBadge)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: labels.markAllRead }));
    await waitFor(() => expect(within(list).queryByText(labels.unreadBadge)).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.allRead);
    await announcementsCleared();
  },
};

/**
 * Another tab of the same user marks everything read: this list follows at once, without a reload,
 * and with no bell on the screen (the page holds the tabs' channel itself).
 */
export const AnotherTabMarksAllRead: Story = {
  args: { token: buildAccessToken({ sub: fixtureAccounts.projectManager.uuid, role: 'project_manager' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: labels.title }, LOAD);
    await expect(within(list).getAllByText(labels.unreadBadge)).toHaveLength(1);
    const otherTab = new BroadcastChannel(tabChannelName(fixtureAccounts.projectManager.uuid));
    try {
      otherTab.postMessage({ type: 'notifications', unread: 0, edit: { kind: 'allRead' } });
      await waitFor(() => expect(within(list).queryByText(labels.unreadBadge)).not.toBeInTheDocument(), LOAD);
    } finally {
      otherTab.close();
    }
    await expect(canvas.getByRole('button', { name: labels.markAllRead })).toBeDisabled();
  },
};

/** Nothing yet: the empty state says what will show here; the unread filter is in the address. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.notifications.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(labels.empty, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: labels.unread }));
    await expect(await canvas.findByText(labels.emptyUnread, {}, LOAD)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByTestId('location')).toHaveAttribute('data-location', '/notifications?filter=unread'),
    );
  },
};

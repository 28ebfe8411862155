import { resetPasswordLabels } from '@cloudexperts/domain';
import { buildOutboxMessage, handlers, hang } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo, tabToElement } from '../../testing/keyboard.ts';
import { failOnceThen } from '../../testing/mocks.ts';
import { accountLabels } from './labels.ts';
import { AccountScreens } from './testing.tsx';
import { mailboxNotMounted } from './testingMocks.ts';

const labels = accountLabels.mailbox;

/** /dev/mailbox: the development outbox (`GET /api/v1/dev/mailbox`, answered outside production). */
const meta = {
  title: 'Pages/Account/Development mailbox',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dev/mailbox' },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const list = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: labels.list }, LOAD);

/** Newest first: the SMS with its code, the reset mail and the confirmation mail, links clickable. */
export const Messages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = within(await list(canvasElement)).getAllByRole('article');
    await expect(messages.map((message) => within(message).getByRole('heading').textContent)).toEqual([
      labels.smsTo('+14155550123'),
      'Reset your password',
      'Confirm your email',
    ]);
    const [sms, reset, confirm] = messages as [HTMLElement, HTMLElement, HTMLElement];
    await expect(sms).toHaveTextContent(`${labels.code}: 482913`);
    await expect(
      within(reset).getByRole('link', { name: 'http://localhost:3000/reset-password/reset-token' }),
    ).toHaveAttribute('href', '/reset-password/reset-token');
    await expect(within(confirm).getByRole('link', { name: labels.open })).toHaveAttribute(
      'href',
      '/login_page/confirm-token',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.count(3));
  },
};

/** A newcomer's way on, by keyboard: the reset mail's link opens the app's reset page. */
export const OpenResetLinkByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reset = within(await list(canvasElement)).getAllByRole('article')[1] as HTMLElement;
    await tabToElement(within(reset).getByRole('link', { name: labels.open }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/reset-password/reset-token'),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: resetPasswordLabels.title }, LOAD)).toBeVisible();
  },
};

/** Only what went to one address: typed in the filter and shown with Enter (kept in the URL). */
export const FilterByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await tabToElement(canvas.getByRole('searchbox', { name: labels.filter }));
    await userEvent.keyboard('ada.lovelace@example.com{Enter}');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveAttribute('data-location', '/dev/mailbox?to=ada.lovelace%40example.com'),
    );
    await expect(await list(canvasElement)).toBeVisible();
  },
};

/** Refresh keeps the list in place while the outbox loads again. */
export const RefreshByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await tabTo(labels.refresh);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('list', { name: labels.list })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: labels.refresh })).not.toHaveAttribute('aria-disabled'),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(labels.count(3));
    await announcementsCleared();
  },
};

/** Nothing sent yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.devMailbox.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: labels.emptyTitle }, LOAD)).toBeVisible();
  },
};

/** Nothing sent to the filtered address: the empty state offers every message. */
export const EmptyForAnAddress: Story = {
  args: { path: '/dev/mailbox?to=nobody%40example.com' },
  beforeEach({ msw }) {
    msw.use(handlers.devMailbox.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: labels.emptyFilteredTitle('nobody@example.com') }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: labels.filter })).toHaveValue('nobody@example.com');
    await userEvent.click(canvas.getByRole('button', { name: labels.showAll }));
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/dev/mailbox'));
  },
};

/** While the outbox loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(hang('devMailbox'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: labels.title }, LOAD);
    await expect(canvas.getByText(labels.loading)).toBeInTheDocument();
  },
};

/** The outbox fails to load: the error, and Retry (by keyboard) loads it. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnceThen('devMailbox', () => ({ messages: [buildOutboxMessage()] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(labels.loadFailed);
    await tabTo(accountLabels.retry);
    await userEvent.keyboard('{Enter}');
    await expect(await list(canvasElement)).toBeVisible();
    await announcementsCleared();
  },
};

/** A production API does not have the mailbox: the page is not found. */
export const NotOnThisServer: Story = {
  beforeEach({ msw }) {
    msw.use(mailboxNotMounted);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' }, LOAD)).toBeVisible();
  },
};

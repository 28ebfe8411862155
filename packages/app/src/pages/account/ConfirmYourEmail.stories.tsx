import { confirmYourEmailLabels, serverMessages } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabTo } from '../../testing/keyboard.ts';
import { accountLabels } from './labels.ts';
import { AccountScreens } from './testing.tsx';
import { mailboxNotMounted } from './testingMocks.ts';

const EMAIL = 'ada.lovelace@example.com';

/** /confirm-your-email/:id: after sign-up (or a login refused until the address is confirmed). */
const meta = {
  title: 'Pages/Account/Confirm your email',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/confirm-your-email/202', state: { email: EMAIL } },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: confirmYourEmailLabels.title }, LOAD);

/**
 * Straight after sign-up: the screen names the address the link went to, and "Resend email" (by
 * keyboard) sends a new one. In development it points at the development mailbox.
 */
export const AfterSignUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(confirmYourEmailLabels.sentTo(EMAIL))).toBeVisible();
    await expect(await canvas.findByRole('link', { name: accountLabels.mailbox.hintLink }, LOAD)).toHaveAttribute(
      'href',
      `/dev/mailbox?to=${encodeURIComponent(EMAIL)}`,
    );
    await tabTo(confirmYourEmailLabels.resend);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status', {}, LOAD)).toHaveTextContent(serverMessages.confirmationSent);
    await announcementsCleared();
  },
};

/** After a reload there is no navigation state: the screen still works by the account id. */
export const AfterReload: Story = {
  args: { state: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(confirmYourEmailLabels.sent)).toBeVisible();
    await expect(canvas.getByRole('button', { name: confirmYourEmailLabels.resend })).toBeEnabled();
  },
};

/** The address was confirmed meanwhile: the server says so, with the way to log in. */
export const AlreadyConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resendConfirmationEmail.alreadyConfirmed);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: confirmYourEmailLabels.resend }));
    await expect(await canvas.findByText(serverMessages.alreadyConfirmed, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/?account=login');
    await announcementsCleared();
  },
};

/** Too many resends: the server's message, and the button waits. */
export const TooManyResends: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resendConfirmationEmail.tooMany);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: confirmYourEmailLabels.resend }));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(serverMessages.tooManyRequests);
    // The mock's Retry-After is 30 s: the count starts there.
    const counting = [30, 29, 28].map((seconds) => confirmYourEmailLabels.wait(seconds));
    await expect(counting).toContain(canvas.getByTestId('resend-countdown').textContent);
    await waitFor(() => expect(canvas.getByRole('button', { name: confirmYourEmailLabels.resend })).toBeDisabled());
    await announcementsCleared();
  },
};

/** A production API has no mailbox: no pointer to it. */
export const WithoutDevelopmentMailbox: Story = {
  beforeEach({ msw }) {
    msw.use(mailboxNotMounted);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement);
    await expect(canvas.getByText(accountLabels.confirmYourEmail.spam)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: accountLabels.mailbox.hintLink })).not.toBeInTheDocument();
  },
};

/** An address whose id is not an account number: the page says the link is not valid. */
export const InvalidLink: Story = {
  args: { path: '/confirm-your-email/not-a-number', state: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: accountLabels.confirmYourEmail.invalidTitle }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/?account=login');
  },
};

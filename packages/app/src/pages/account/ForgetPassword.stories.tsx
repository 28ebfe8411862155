import { accountNotices, forgotPasswordLabels, forgotPasswordMessages, serverMessages } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, tabTo } from '../../testing/keyboard.ts';
import { accountLabels } from './labels.ts';
import { AccountScreens } from './testing.tsx';

const labels = accountLabels.forgetPassword;

/** /forget-password: the Forgot Password flow on a page of its own. */
const meta = {
  title: 'Pages/Account/Forgot password',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/forget-password' },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const dialog = () => screen.findByRole('dialog', { name: forgotPasswordLabels.title }, LOAD);
const emailField = (modal: HTMLElement) => within(modal).getByRole('textbox', { name: forgotPasswordLabels.email });

/**
 * By keyboard only: the form opens with the email field focused; type, Enter. The notice shows
 * for 5 seconds, then the page goes back to the login form.
 */
export const SendLinkByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = await dialog();
    await waitFor(() => expect(emailField(modal)).toHaveFocus());
    await userEvent.keyboard('ada.lovelace@example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(await canvas.findByRole('status', {}, LOAD)).toHaveTextContent(accountNotices.forgotPasswordSent);
    await expect(canvas.queryByRole('button', { name: labels.open })).not.toBeInTheDocument();
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/?account=login'), {
      timeout: 9_000,
    });
  },
};

/** Opened from the login form with the email typed there: the field starts with it. */
export const PrefilledEmail: Story = {
  args: { state: { email: 'grace.hopper@example.com' } },
  play: async () => {
    const modal = await dialog();
    await expect(emailField(modal)).toHaveValue('grace.hopper@example.com');
  },
};

/** An address that is not an email: the spec's message, nothing sent. */
export const InvalidEmail: Story = {
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(emailField(modal)).toHaveFocus());
    await userEvent.keyboard('ada.lovelace{Enter}');
    await expect(await within(modal).findByText(forgotPasswordMessages.emailInvalid)).toBeVisible();
    await expect(emailField(modal)).toHaveValue('ada.lovelace');
  },
};

/** The server fails: its message, the email kept, the form still open. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.forgotPassword.serverError);
  },
  play: async () => {
    const modal = await dialog();
    await waitFor(() => expect(emailField(modal)).toHaveFocus());
    await userEvent.keyboard('ada.lovelace@example.com{Enter}');
    await expect(await within(modal).findByRole('alert', {}, LOAD)).toHaveTextContent(serverMessages.internalError);
    await expect(emailField(modal)).toHaveValue('ada.lovelace@example.com');
  },
};

/** Cancel keeps the page, which offers the form again (by keyboard) and the way back to login. */
export const CancelThenReopen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const modal = await dialog();
    await waitFor(() => expect(emailField(modal)).toHaveFocus());
    await tabTo(forgotPasswordLabels.cancel);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(canvas.getByRole('link', { name: labels.backToLogin })).toHaveAttribute('href', '/?account=login');
    await tabTo(labels.open);
    await userEvent.keyboard('{Enter}');
    const reopened = await dialog();
    await waitFor(() => expect(emailField(reopened)).toHaveFocus(), LOAD);
  },
};

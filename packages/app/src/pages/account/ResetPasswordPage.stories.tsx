import { resetPasswordLabels, serverMessages, signUpLabels } from '@cloudexperts/domain';
import { handlers } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcementsCleared, LOAD, tabToElement } from '../../testing/keyboard.ts';
import { accountLabels } from './labels.ts';
import { AccountScreens } from './testing.tsx';

/** /reset-password/:token?: the mailed link's page. */
const meta = {
  title: 'Pages/Account/Reset password',
  component: AccountScreens,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reset-password/reset-token' },
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const PASSWORD = 'Cloud@2026x';
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
// A password input has no role: find it by its label.
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

async function fillAndSubmit(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('heading', { level: 1, name: resetPasswordLabels.title }, LOAD);
  await tabToElement(field(canvasElement, signUpLabels.password));
  await userEvent.keyboard(PASSWORD);
  await tabToElement(field(canvasElement, signUpLabels.confirmPassword));
  await userEvent.keyboard(`${PASSWORD}{Enter}`);
}

/** By keyboard only: the new password twice, Enter; the server's message and the way to log in. */
export const ResetByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('status', {}, LOAD)).toHaveTextContent(serverMessages.passwordReset);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/?account=login');
    await announcementsCleared();
  },
};

/** An expired or used link: the server's message and "Request a new link"; what was typed stays. */
export const InvalidLink: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resetPassword.invalidToken);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(serverMessages.resetTokenInvalid);
    await expect(canvas.getByRole('link', { name: resetPasswordLabels.requestNewLink })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    await expect(field(canvasElement, signUpLabels.password)).toHaveValue(PASSWORD);
    await announcementsCleared();
  },
};

/** A link without its token: the page says so and leads (by keyboard) to a new one. */
export const MissingToken: Story = {
  args: { path: '/reset-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: accountLabels.resetPassword.missingTitle }, LOAD),
    ).toBeVisible();
    await tabToElement(canvas.getByRole('link', { name: resetPasswordLabels.requestNewLink }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveAttribute('data-location', '/forget-password'));
  },
};

import { errorMessages, serverMessages, signUpMessages } from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { ResetPassword } from './ResetPassword.tsx';

const meta = {
  title: 'Flows/Reset password',
  component: ResetPassword,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
    withFlowInspector,
  ],
  args: { token: 'mailed-reset-token', onDone: fn() },
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const GOOD = 'Cloud@2026x';

const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const passwordField = (canvas: HTMLElement) => within(canvas).getByLabelText('Password');
const confirmField = (canvas: HTMLElement) => within(canvas).getByLabelText('Confirm password');

/** Tab into the form, type both passwords (past the first field's reveal toggle), Enter submits. */
async function fill(password: string, confirmPassword: string) {
  await userEvent.tab();
  if (password) await userEvent.keyboard(password);
  await userEvent.tab();
  await userEvent.tab();
  if (confirmPassword) await userEvent.keyboard(confirmPassword);
  await userEvent.keyboard('{Enter}');
}

/** The page as the mailed link opens it. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(passwordField(canvasElement)).toHaveFocus();
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** Nothing typed: 'Password is required' and 'This field can't be blank.', no call. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    await fill('', '');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(signUpMessages.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(signUpMessages.fieldBlank)).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** A password the sign-up rule refuses: the rule's message. */
export const PasswordRule: Story = {
  play: async ({ canvasElement }) => {
    await fill('cloud2026', 'cloud2026');
    await expect(await within(canvasElement).findByText(signUpMessages.passwordRule)).toBeVisible();
  },
};

/** The two differ: 'Password doesn't match'. */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    await fill(GOOD, 'Cloud@2026y');
    await expect(await within(canvasElement).findByText(signUpMessages.passwordMismatch)).toBeVisible();
  },
};

/** While the new password is being set the button shows its pending state and nothing else is taken. */
export const Submitting: Story = {
  beforeEach({ msw }) {
    msw.use(hang('resetPassword'));
  },
  play: async ({ canvasElement }) => {
    await fill(GOOD, GOOD);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('submitting'));
    await expect(within(canvasElement).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/** Completed by keyboard only: the server's message and a link to log in. */
export const Reset: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(GOOD, GOOD);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(serverMessages.passwordReset);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login_page');
    await expect(args.onDone).toHaveBeenCalledWith({ success: true, message: serverMessages.passwordReset });
  },
};

/** An invalid or expired link: the server's message stays, with a way to ask for a new link; the form stays as typed. */
export const InvalidLink: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resetPassword.invalidToken);
  },
  play: async ({ canvasElement }) => {
    await fill(GOOD, GOOD);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverMessages.resetTokenInvalid);
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forget-password');
    await expect(passwordField(canvasElement)).toHaveValue(GOOD);
    await expect(confirmField(canvasElement)).toHaveValue(GOOD);
  },
};

/** The server refuses the password: its message on the field. */
export const ServerPasswordRule: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resetPassword.passwordRule);
  },
  play: async ({ canvasElement }) => {
    await fill(GOOD, GOOD);
    await expect(await within(canvasElement).findByText(signUpMessages.passwordRule)).toBeVisible();
    await expect(passwordField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Too many tries: the 429's message. */
export const TooMany: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resetPassword.tooMany);
  },
  play: async ({ canvasElement }) => {
    await fill(GOOD, GOOD);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(serverMessages.tooManyRequests);
  },
};

/** No answer at all (network down): 'Something went wrong. Please try again.' */
export const NetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('resetPassword'));
  },
  play: async ({ canvasElement }) => {
    await fill(GOOD, GOOD);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.somethingWentWrong);
  },
};

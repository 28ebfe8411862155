import { accountNotices, errorMessages, serverMessages } from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { EmailConfirmation } from './EmailConfirmation.tsx';

/**
 * The landing page's path carried a confirmation token: the flow confirms it on its own, shows the
 * banner (7 s) and hands `emailConfirmed` to the app, which opens the login modal.
 */
const meta = {
  title: 'Flows/Email confirmation',
  component: EmailConfirmation,
  decorators: [withFlowInspector],
  args: { token: 'mailed-confirmation-token', onDone: fn() },
} satisfies Meta<typeof EmailConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');

/** While the token is checked. */
export const Confirming: Story = {
  beforeEach({ msw }) {
    msw.use(hang('confirmEmail'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Confirming your email…' })).toBeInTheDocument();
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('confirming'));
  },
};

/** A 200: the green banner with the server's message; the app is told `success`. */
export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      accountNotices.emailVerifiedDefault,
    );
    await waitFor(() =>
      expect(args.onDone).toHaveBeenCalledWith({
        emailConfirmed: { status: 'success', message: accountNotices.emailVerifiedDefault },
      }),
    );
    await expect(flowState(canvasElement)).toHaveTextContent('confirmed (done)');
  },
};

/** An invalid or used link: the red banner with the first server message; the app is told `error`. */
export const InvalidLink: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.confirmEmail.invalid);
  },
  play: async ({ canvasElement, args }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(serverMessages.confirmationInvalid);
    await waitFor(() =>
      expect(args.onDone).toHaveBeenCalledWith({
        emailConfirmed: { status: 'error', message: serverMessages.confirmationInvalid },
      }),
    );
  },
};

/** No answer at all (network down): the red banner with 'Something went wrong. Please try again.' */
export const NetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('confirmEmail'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.somethingWentWrong);
    await expect(flowState(canvasElement)).toHaveTextContent('failed (done)');
  },
};

import { confirmYourEmailLabels, errorMessages, serverMessages } from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { ResendConfirmation } from './ResendConfirmation.tsx';

const meta = {
  title: 'Flows/Resend confirmation',
  component: ResendConfirmation,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
    withFlowInspector,
  ],
  args: { userId: 42, email: 'ada@example.com' },
} satisfies Meta<typeof ResendConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const resendButton = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: 'Resend email' });

/** Tab to "Resend email" and press it. */
async function resend(canvas: HTMLElement) {
  await userEvent.tab();
  await expect(resendButton(canvas)).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

/** The screen after sign-up, with the address from the navigation state. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/ada@example\.com/)).toBeVisible();
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('idle'));
  },
};

/** After a reload the address is gone: the text does without it. */
export const WithoutEmail: Story = {
  args: { email: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/We sent you a confirmation link/)).toBeVisible();
  },
};

/** While the new link is being sent the button shows its pending state. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(hang('resendConfirmationEmail'));
  },
  play: async ({ canvasElement }) => {
    await resend(canvasElement);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('sending'));
    await expect(within(canvasElement).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/** Sent by keyboard only: the server's notice; sending again is allowed. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await resend(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(serverMessages.confirmationSent);
    await expect(resendButton(canvasElement)).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('sent'));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(serverMessages.confirmationSent);
  },
};

/** The address is already confirmed: the server's message and a link to log in. */
export const AlreadyConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resendConfirmationEmail.alreadyConfirmed);
  },
  play: async ({ canvasElement }) => {
    await resend(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(serverMessages.alreadyConfirmed);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login_page');
  },
};

/** There is no such account: the server's message. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resendConfirmationEmail.notFound);
  },
  play: async ({ canvasElement }) => {
    await resend(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(serverMessages.userNotFound);
  },
};

/** Too many tries: the 429's message, and "Resend email" waits as long as its Retry-After says. */
export const TooMany: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resendConfirmationEmail.tooMany);
  },
  play: async ({ canvasElement }) => {
    await resend(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverMessages.tooManyRequests);
    await expect(resendButton(canvasElement)).toBeDisabled();
    // The mock's Retry-After is 30 s, counting down from there.
    const countdown = canvas.getByTestId('resend-countdown');
    await expect([confirmYourEmailLabels.wait(30), confirmYourEmailLabels.wait(29)]).toContain(countdown.textContent);
  },
};

/** No answer at all (network down): 'Something went wrong. Please try again.'; sending again is allowed. */
export const NetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('resendConfirmationEmail'));
  },
  play: async ({ canvasElement }) => {
    await resend(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.somethingWentWrong);
    await expect(resendButton(canvasElement)).toBeEnabled();
  },
};

import { accountNotices, forgotPasswordMessages, serverMessages } from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { ForgotPassword } from './ForgotPassword.tsx';

/** The modal as the login form opens it, with a way to open it again after it closes. */
function ForgotPasswordDemo({ defaultEmail }: { defaultEmail?: string }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Forgot Password?
      </Button>
      <ForgotPassword isOpen={isOpen} onOpenChange={setOpen} defaultEmail={defaultEmail} />
    </>
  );
}

const meta = {
  title: 'Flows/Forgot password',
  component: ForgotPasswordDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '28rem' } } },
} satisfies Meta<typeof ForgotPasswordDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Forgot Password' });
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');

/** The modal opens with the email field focused. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(within(modal).getByRole('textbox', { name: 'Enter Your Email' })).toHaveFocus());
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** Send Link with nothing typed: 'Please enter your Email.' and no call. */
export const EmailRequired: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.keyboard('{Enter}');
    await expect(await within(modal).findByText(forgotPasswordMessages.emailEmpty)).toBeVisible();
  },
};

/** A malformed address: 'Email address is not valid.' */
export const EmailInvalid: Story = {
  play: async () => {
    const modal = await dialog();
    await userEvent.keyboard('ada@example');
    await userEvent.keyboard('{Enter}');
    await expect(await within(modal).findByText(forgotPasswordMessages.emailInvalid)).toBeVisible();
  },
};

/** While the link is being sent the button shows its pending state and a second submit does nothing. */
export const Sending: Story = {
  args: { defaultEmail: 'ada@example.com' },
  beforeEach({ msw }) {
    msw.use(hang('forgotPassword'));
  },
  play: async ({ canvasElement }) => {
    await dialog();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('sending'));
    await expect(within(canvasElement).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/** Completed by keyboard only: type, Enter; the modal closes and the notice shows (for 5 s). */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await dialog();
    await userEvent.keyboard('ada@example.com');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await within(canvasElement).findByText(accountNotices.forgotPasswordSent)).toBeVisible();
  },
};

/** The server refuses the address: its message shows, the email stays. */
export const ServerRejects: Story = {
  args: { defaultEmail: 'ada@example.com' },
  beforeEach({ msw }) {
    msw.use(handlers.forgotPassword.invalid);
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.keyboard('{Enter}');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(forgotPasswordMessages.emailInvalid);
    await expect(within(modal).getByRole('textbox', { name: 'Enter Your Email' })).toHaveValue('ada@example.com');
  },
};

/** A server failure shows its message. */
export const ServerError: Story = {
  args: { defaultEmail: 'ada@example.com' },
  beforeEach({ msw }) {
    msw.use(handlers.forgotPassword.serverError);
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.keyboard('{Enter}');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.internalError);
  },
};

/** No answer at all (network down): 'Something went wrong.' */
export const NetworkDown: Story = {
  args: { defaultEmail: 'ada@example.com' },
  beforeEach({ msw }) {
    msw.use(networkError('forgotPassword'));
  },
  play: async () => {
    const modal = await dialog();
    await userEvent.keyboard('{Enter}');
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(forgotPasswordMessages.serverFailure);
  },
};

/** Cancel closes the modal without a call; the button reopens a fresh one. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await userEvent.tab();
    await expect(within(modal).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Forgot Password?' })).toBeVisible();
  },
};

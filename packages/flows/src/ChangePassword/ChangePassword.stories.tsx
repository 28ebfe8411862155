import {
  changePasswordLabels,
  changePasswordMessages,
  errorMessages,
  serverMessages,
  signUpLabels,
  signUpMessages,
  successMessages,
} from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { ChangePassword } from './ChangePassword.tsx';

/** The modal as the account settings open it, with a way to open it again after it closes. */
function ChangePasswordDemo() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {changePasswordLabels.title}
      </Button>
      <ChangePassword isOpen={isOpen} onOpenChange={setOpen} userId={7} />
    </>
  );
}

const meta = {
  title: 'Flows/Change password',
  component: ChangePasswordDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
} satisfies Meta<typeof ChangePasswordDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const CURRENT = 'Cloud@2026x';
const NEXT = 'Sky#2027yes';

const dialog = () => screen.findByRole('dialog', { name: changePasswordLabels.title });
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
// A password input has no role: find it by its label (whose text ends with the required mark).
const field = (modal: HTMLElement, label: string) =>
  within(modal).getByLabelText(label, { selector: 'input', exact: false });
const fields = (modal: HTMLElement) => ({
  current: field(modal, changePasswordLabels.currentPassword),
  next: field(modal, changePasswordLabels.newPassword),
  confirm: field(modal, signUpLabels.confirmPassword),
});

/** Tabs forward (past each field's reveal toggle; focus wraps inside the dialog) until `target` has focus. */
async function tabTo(target: HTMLElement) {
  for (let step = 0; step < 10 && document.activeElement !== target; step += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** Fills the three passwords by keyboard (old one focused first), optionally ticks the checkbox, then Enter. */
async function fillAndSubmit(
  modal: HTMLElement,
  values: { current: string; next: string; confirm: string },
  options: { signOutAllDevices?: boolean } = {},
) {
  const { current, next, confirm } = fields(modal);
  await waitFor(() => expect(current).toHaveFocus());
  if (values.current) await userEvent.keyboard(values.current);
  await tabTo(next);
  if (values.next) await userEvent.keyboard(values.next);
  await tabTo(confirm);
  if (values.confirm) await userEvent.keyboard(values.confirm);
  if (options.signOutAllDevices) {
    const checkbox = within(modal).getByRole('checkbox', { name: changePasswordLabels.signOutAllDevices });
    await tabTo(checkbox);
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    // Back to a field (Tab wraps inside the dialog) to submit with Enter.
    await tabTo(confirm);
  }
  await userEvent.keyboard('{Enter}');
}

const valid = { current: CURRENT, next: NEXT, confirm: NEXT };

/** The modal opens with the old password focused; three passwords and the checkbox. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    const { current, next, confirm } = fields(modal);
    await waitFor(() => expect(current).toHaveFocus());
    await waitFor(() => expect(next).toBeVisible());
    await expect(confirm).toBeVisible();
    await expect(
      within(modal).getByRole('checkbox', { name: changePasswordLabels.signOutAllDevices }),
    ).not.toBeChecked();
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** Submit with nothing typed: each field says "This field can't be blank." and no call is made. */
export const FieldsRequired: Story = {
  play: async () => {
    const modal = await dialog();
    await fillAndSubmit(modal, { current: '', next: '', confirm: '' });
    await waitFor(() => expect(within(modal).getAllByText(signUpMessages.fieldBlank)).toHaveLength(3));
    await waitFor(() => expect(fields(modal).current).toHaveFocus());
  },
};

/** The new password equals the old one: 'Current password and new password cannot be the same'. */
export const SameAsCurrent: Story = {
  play: async () => {
    const modal = await dialog();
    await fillAndSubmit(modal, { current: CURRENT, next: CURRENT, confirm: CURRENT });
    await waitFor(() => expect(within(modal).getByText(changePasswordMessages.sameAsCurrent)).toBeVisible());
    await waitFor(() => expect(fields(modal).next).toHaveFocus());
  },
};

/** A new password outside the rule (8 to 16, a digit, a special from !@#$%^&*): the long message. */
export const PasswordRule: Story = {
  play: async () => {
    const modal = await dialog();
    await fillAndSubmit(modal, { current: CURRENT, next: 'short1!', confirm: 'short1!' });
    await waitFor(() => expect(within(modal).getByText(signUpMessages.passwordRule)).toBeVisible());
  },
};

/** The confirmation differs: 'The new password is not the same as the confirmed password.' */
export const ConfirmMismatch: Story = {
  play: async () => {
    const modal = await dialog();
    await fillAndSubmit(modal, { current: CURRENT, next: NEXT, confirm: `${NEXT}x` });
    await waitFor(() => expect(within(modal).getByText(changePasswordMessages.confirmMismatch)).toBeVisible());
    await waitFor(() => expect(fields(modal).confirm).toHaveFocus());
  },
};

/** While saving, the button shows its pending state and the machine accepts nothing. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(hang('changePassword'));
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await fillAndSubmit(modal, valid);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('saving'));
    await expect(within(canvasElement).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/**
 * Completed by keyboard only: three passwords, Space on "All devices must sign in again", Enter.
 * The modal closes and 'Account updated successfully.' shows.
 */
export const Saved: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changePassword.signedOutOtherDevices);
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await fillAndSubmit(modal, valid, { signOutAllDevices: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(successMessages.accountUpdated);
  },
};

/** A wrong old password: the server's message on that field, focus on it, everything typed kept. */
export const WrongCurrent: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changePassword.wrongCurrent);
  },
  play: async () => {
    const modal = await dialog();
    await fillAndSubmit(modal, valid);
    await waitFor(() => expect(within(modal).getByText(serverMessages.currentPasswordWrong)).toBeVisible());
    const { current, next, confirm } = fields(modal);
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveValue(CURRENT);
    await expect(next).toHaveValue(NEXT);
    await expect(confirm).toHaveValue(NEXT);
  },
};

/** The server finds the new password equal to the old one: its message on the new password. */
export const ServerSameAsCurrent: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changePassword.sameAsCurrent);
  },
  play: async () => {
    const modal = await dialog();
    await fillAndSubmit(modal, valid);
    await waitFor(() => expect(within(modal).getByText(changePasswordMessages.sameAsCurrent)).toBeVisible());
    await waitFor(() => expect(fields(modal).next).toHaveFocus());
  },
};

/** The server refuses the new password: its message on the new password. */
export const ServerPasswordRule: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changePassword.passwordRule);
  },
  play: async () => {
    const modal = await dialog();
    await fillAndSubmit(modal, valid);
    await waitFor(() => expect(within(modal).getByText(signUpMessages.passwordRule)).toBeVisible());
  },
};

/** Another user's account (403): the server's message in an alert. */
export const Forbidden: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changePassword.forbidden);
  },
  play: async () => {
    const modal = await dialog();
    await fillAndSubmit(modal, valid);
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.notAllowed);
  },
};

/** Too many tries (429): the server's message in an alert. */
export const TooMany: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changePassword.tooMany);
  },
  play: async () => {
    const modal = await dialog();
    await fillAndSubmit(modal, valid);
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.tooManyRequests);
  },
};

/** A failure on the server's side: its message in an alert, everything typed kept. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.changePassword.serverError);
  },
  play: async () => {
    const modal = await dialog();
    await fillAndSubmit(modal, valid);
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(serverMessages.internalError);
    await expect(fields(modal).current).toHaveValue(CURRENT);
  },
};

/** No answer at all: 'Something went wrong. Please try again.' */
export const NetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('changePassword'));
  },
  play: async () => {
    const modal = await dialog();
    await fillAndSubmit(modal, valid);
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(errorMessages.somethingWentWrong);
  },
};

/** Cancel closes the modal without a call; the button reopens a fresh one. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(fields(modal).current).toHaveFocus());
    await tabTo(within(modal).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: changePasswordLabels.title })).toBeVisible();
  },
};

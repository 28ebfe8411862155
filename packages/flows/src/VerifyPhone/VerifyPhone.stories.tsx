import {
  errorMessages,
  phoneCodes,
  phoneSignUpLabels,
  serverMessages,
  signUpMessages,
  verifyPhoneLabels,
} from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import { Button } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { VerifyPhone } from './VerifyPhone.tsx';

/** The modal as the account settings open it, with a way to open it again after it closes. */
function VerifyPhoneDemo() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {verifyPhoneLabels.title}
      </Button>
      <VerifyPhone isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Flows/Verify phone',
  component: VerifyPhoneDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '34rem' } } },
  beforeEach({ msw }) {
    // Signed in, the send answers the settings popup's 5-digit code.
    msw.use(handlers.sendPhoneCode.settings);
    // A focused button that turns pending leaves a 7 s announcement naming it (React Aria's live
    // announcer); the next story's button has another id, so axe would flag the leftover.
    for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
  },
} satisfies Meta<typeof VerifyPhoneDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const NUMBER = '4155550123';
const dialog = () => screen.findByRole('dialog', { name: verifyPhoneLabels.title });
const flowState = (canvas: HTMLElement) => within(canvas).getAllByTestId('flow-state')[0];
const numberField = (modal: HTMLElement) => within(modal).getByRole('textbox', { name: phoneSignUpLabels.phone });
const firstBox = (modal: HTMLElement) =>
  within(modal).getByRole('textbox', { name: `Digit 1 of ${phoneCodes.settingsLength}` });

/** Types the number into the focused field and sends it with Enter. */
async function sendNumber(modal: HTMLElement, number = NUMBER) {
  await waitFor(() => expect(numberField(modal)).toHaveFocus());
  if (number !== '') await userEvent.keyboard(number);
  await userEvent.keyboard('{Enter}');
}

/** Sends the number, then waits for the code step with its first box focused. */
async function reachCode(canvas: HTMLElement) {
  const modal = await dialog();
  await sendNumber(modal);
  await waitFor(() => expect(flowState(canvas)).toHaveTextContent('code'));
  await waitFor(() => expect(firstBox(modal)).toHaveFocus());
  return modal;
}

/** The modal opens on the number, focused, the country code on United States (+1). */
export const EnteringNumber: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await waitFor(() => expect(numberField(modal)).toHaveFocus());
    await expect(within(modal).getByRole('combobox', { name: phoneSignUpLabels.phoneCountry })).toHaveValue(
      'United States +1',
    );
    await expect(flowState(canvasElement)).toHaveTextContent('number.editing');
  },
};

/** Send code with nothing typed: 'Phone number required' and no call. */
export const NumberRequired: Story = {
  play: async () => {
    const modal = await dialog();
    await sendNumber(modal, '');
    await waitFor(() => expect(within(modal).getByText(signUpMessages.phoneMissing)).toBeVisible());
    await expect(numberField(modal)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A number that is not a valid US number: 'Invalid phone number'. */
export const NumberInvalid: Story = {
  play: async () => {
    const modal = await dialog();
    await sendNumber(modal, '415555');
    await waitFor(() => expect(within(modal).getByText(signUpMessages.phoneInvalid)).toBeVisible());
    await expect(numberField(modal)).toHaveValue('415555');
  },
};

/** While the code is being sent, Send code shows its pending state and nothing else is accepted. */
export const SendingCode: Story = {
  beforeEach({ msw }) {
    msw.use(hang('sendPhoneCode'));
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await sendNumber(modal);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('sending'));
    await expect(within(canvasElement).getAllByTestId('flow-events')[0]).toHaveTextContent('nothing');
  },
};

/** The code step: five boxes focused, the server's notice, resend waiting, Change number offered. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const modal = await reachCode(canvasElement);
    await expect(within(modal).getByRole('group', { name: verifyPhoneLabels.code })).toBeVisible();
    await expect(within(modal).getByRole('status')).toHaveTextContent(serverMessages.codeSent);
    await expect(within(modal).getByRole('button', { name: phoneSignUpLabels.resend })).toBeDisabled();
    await expect(within(modal).getByRole('button', { name: phoneSignUpLabels.verify })).toBeDisabled();
  },
};

/** Completed by keyboard only: number, Enter, code, Enter; the modal closes and the server's message shows. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await reachCode(canvasElement);
    await userEvent.keyboard('12345');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(serverMessages.phoneVerified);
  },
};

/** "Change number" goes back to the number, still typed, focused. */
export const ChangeNumber: Story = {
  play: async ({ canvasElement }) => {
    const modal = await reachCode(canvasElement);
    const changeNumber = within(modal).getByRole('button', { name: phoneSignUpLabels.changeNumber });
    while (document.activeElement !== changeNumber) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(numberField(modal)).toHaveFocus());
    await expect(numberField(modal)).toHaveValue(NUMBER);
    await expect(flowState(canvasElement)).toHaveTextContent('number.editing');
  },
};

/** The server refuses the number: its message on the field, the number kept. */
export const SendInvalidNumber: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.sendPhoneCode.invalidNumber);
  },
  play: async () => {
    const modal = await dialog();
    await sendNumber(modal);
    await waitFor(() => expect(within(modal).getByText(signUpMessages.phoneInvalid)).toBeVisible());
    await waitFor(() => expect(numberField(modal)).toHaveFocus());
    await expect(numberField(modal)).toHaveValue(NUMBER);
  },
};

/** Sent too soon (429): the server's message, and Send code waits as long as its Retry-After says. */
export const SendTooSoon: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.sendPhoneCode.tooSoon);
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    await sendNumber(modal);
    await waitFor(() => expect(within(modal).getByText(serverMessages.tooManyRequests)).toBeVisible());
    await expect(flowState(canvasElement)).toHaveTextContent('number.waiting');
    await expect(within(modal).getByRole('button', { name: phoneSignUpLabels.sendCode })).toBeDisabled();
    // The mock's Retry-After is 30 s, counting down from there.
    const countdown = within(modal).getByTestId('resend-countdown');
    await expect([phoneSignUpLabels.resendIn(30), phoneSignUpLabels.resendIn(29)]).toContain(countdown.textContent);
  },
};

/** A failure on the server's side: 'Failed to send OTP. Please try again.' */
export const SendServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.sendPhoneCode.serverError);
  },
  play: async () => {
    const modal = await dialog();
    await sendNumber(modal);
    await waitFor(() => expect(within(modal).getByText(errorMessages.sendCodeFailed)).toBeVisible());
  },
};

/** No answer at all: 'Something went wrong. Please try again.' */
export const SendNetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('sendPhoneCode'));
  },
  play: async () => {
    const modal = await dialog();
    await sendNumber(modal);
    await waitFor(() => expect(within(modal).getByText(errorMessages.somethingWentWrong)).toBeVisible());
  },
};

/** While the code is checked, Verify shows its pending state. */
export const Verifying: Story = {
  beforeEach({ msw }) {
    msw.use(hang('verifyPhoneCode'));
  },
  play: async ({ canvasElement }) => {
    await reachCode(canvasElement);
    await userEvent.keyboard('12345');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getAllByTestId('flow-state')[1]).toHaveTextContent('verifying'));
  },
};

/** A wrong code: the server's message on the code, focus back in it, the digits kept. */
export const InvalidCode: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.invalid);
  },
  play: async ({ canvasElement }) => {
    const modal = await reachCode(canvasElement);
    await userEvent.keyboard('12345');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(modal).getByText(serverMessages.codeInvalid)).toBeVisible());
    await waitFor(() => expect(firstBox(modal)).toHaveFocus());
    await expect(firstBox(modal)).toHaveValue('1');
  },
};

/** An expired code: the server's message. */
export const ExpiredCode: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.expired);
  },
  play: async ({ canvasElement }) => {
    const modal = await reachCode(canvasElement);
    await userEvent.keyboard('12345');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(modal).getByText(serverMessages.codeExpired)).toBeVisible());
  },
};

/** A failure on the server's side: 'Verification failed. Please try again.' */
export const VerifyServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.serverError);
  },
  play: async ({ canvasElement }) => {
    const modal = await reachCode(canvasElement);
    await userEvent.keyboard('12345');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(modal).getByText(errorMessages.verificationFailed)).toBeVisible());
  },
};

/** No answer at all: 'An error occurred during verification.' */
export const VerifyNetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('verifyPhoneCode'));
  },
  play: async ({ canvasElement }) => {
    const modal = await reachCode(canvasElement);
    await userEvent.keyboard('12345');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(modal).getByText(errorMessages.verificationError)).toBeVisible());
  },
};

/** Cancel closes the modal without a call; the button reopens a fresh one. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog();
    const cancel = within(modal).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(numberField(modal)).toHaveFocus());
    while (document.activeElement !== cancel) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: verifyPhoneLabels.title })).toBeVisible();
  },
};

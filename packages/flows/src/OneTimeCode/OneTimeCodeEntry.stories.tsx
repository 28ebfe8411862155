import {
  errorMessages,
  phoneCodeMessages,
  phoneCodes,
  phoneSignUpLabels,
  serverMessages,
  signUpMessages,
  verifyPhoneLabels,
} from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import { Banner, Button, Stack } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { oneTimeCodeMachine, type OneTimeCodeOutput } from './oneTimeCode.machine.ts';
import { OneTimeCodeEntry } from './OneTimeCodeEntry.tsx';

const PHONE = '+14155550123';
const FORM_ID = 'one-time-code-demo';

/**
 * The code entry as the settings popup runs it, standalone: a code was just sent to the number;
 * the verify and resend calls go to the (mocked) API. `firstWaitMs` is the first resend wait.
 */
function OneTimeCodeDemo({ firstWaitMs }: { firstWaitMs?: number }) {
  const api = useApi();
  const machine = useMemo(
    () =>
      oneTimeCodeMachine.provide({
        actors: {
          verifyCode: fromPromise(({ input, signal }) =>
            api.verifyPhoneCode({ body: { otp: input.code, phone: input.destination }, signal }),
          ),
          resendCode: fromPromise(({ input, signal }) =>
            api.sendPhoneCode({ body: { phone_number: input.destination }, signal }),
          ),
        },
      }),
    [api],
  );
  const [result, setResult] = useState<OneTimeCodeOutput | undefined>(undefined);
  const { snapshot, actor } = useFlow(machine, {
    input: { length: phoneCodes.settingsLength, destination: PHONE, firstWaitMs },
    onDone: setResult,
  });
  if (result) return <Banner tone="success">{result.message}</Banner>;
  const verifying = snapshot.matches({ active: { entry: 'verifying' } });
  return (
    <Stack gap="md">
      <OneTimeCodeEntry
        actorRef={actor}
        formId={FORM_ID}
        description={phoneSignUpLabels.codeSentTo(PHONE, phoneCodes.settingsLength)}
        focusOnMount
      />
      <div>
        <Button
          type="submit"
          form={FORM_ID}
          isPending={verifying}
          isDisabled={!verifying && !snapshot.can({ type: 'submit' })}
          pendingLabel={phoneSignUpLabels.verifying}
        >
          {phoneSignUpLabels.verify}
        </Button>
      </div>
    </Stack>
  );
}

const meta = {
  title: 'Flows/One-time code',
  component: OneTimeCodeDemo,
  decorators: [withFlowInspector],
  beforeEach({ msw }) {
    // Signed in, the send answers the settings popup's 5-digit code.
    msw.use(handlers.sendPhoneCode.settings);
    // A focused button that turns pending leaves a 7 s announcement naming it (React Aria's live
    // announcer); the next story's button has another id, so axe would flag the leftover.
    for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
  },
} satisfies Meta<typeof OneTimeCodeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const box = (canvas: HTMLElement, position: number) =>
  within(canvas).getByRole('textbox', { name: `Digit ${position} of ${phoneCodes.settingsLength}` });
const boxes = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('textbox', { name: /^Digit \d of 5$/ })
    .map((input) => (input as HTMLInputElement).value);
const verifyButton = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: phoneSignUpLabels.verify });
const resendButton = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: phoneSignUpLabels.resend });

/** Tabs forward (every box is a tab stop) until the resend button has focus, then presses Enter. */
async function pressResend(canvas: HTMLElement) {
  await waitFor(() => expect(resendButton(canvas)).toBeEnabled());
  for (let step = 0; step < phoneCodes.settingsLength + 1 && document.activeElement !== resendButton(canvas); step += 1)
    await userEvent.tab();
  await expect(resendButton(canvas)).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

/** Types the code into the focused first box and submits it with Enter. */
async function typeAndSubmit(canvas: HTMLElement, code: string) {
  await waitFor(() => expect(box(canvas, 1)).toHaveFocus());
  await userEvent.keyboard(code);
  await waitFor(() => expect(verifyButton(canvas)).toBeEnabled());
  await userEvent.keyboard('{Enter}');
}

/** Five boxes, the first focused; Verify waits for every digit; resend waits 30 s. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: verifyPhoneLabels.code })).toBeVisible();
    await waitFor(() => expect(box(canvasElement, 1)).toHaveFocus());
    await expect(boxes(canvasElement)).toHaveLength(phoneCodes.settingsLength);
    await expect(verifyButton(canvasElement)).toBeDisabled();
    await expect(resendButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByText(phoneSignUpLabels.resendIn(30))).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('active.entry.editing, resend.firstWait');
  },
};

/** Digits only: letters are ignored; with all five digits Verify can be pressed. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(box(canvasElement, 1)).toHaveFocus());
    await userEvent.keyboard('1a2b345');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
    await waitFor(() => expect(verifyButton(canvasElement)).toBeEnabled());
  },
};

/** A paste that fits fills the boxes. */
export const PasteFills: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(box(canvasElement, 1)).toHaveFocus());
    await userEvent.paste('24680');
    await waitFor(() => expect(boxes(canvasElement)).toEqual(['2', '4', '6', '8', '0']));
    await expect(verifyButton(canvasElement)).toBeEnabled();
  },
};

/** A pasted code longer than 5 characters: 'Wrong OTP!' and the boxes stay as they were. */
export const PasteTooLong: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(box(canvasElement, 1)).toHaveFocus());
    await userEvent.paste('123456');
    await expect(await within(canvasElement).findByText(phoneCodeMessages.settingsPasteTooLong)).toBeVisible();
    await expect(boxes(canvasElement)).toEqual(['', '', '', '', '']);
    await expect(box(canvasElement, 1)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the code is checked, Verify shows its pending state and the machine accepts nothing. */
export const Verifying: Story = {
  beforeEach({ msw }) {
    msw.use(hang('verifyPhoneCode'));
  },
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement, '12345');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('active.entry.verifying'));
    await expect(within(canvasElement).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/** Completed by keyboard only: type the code, Enter; the server's message shows. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement, '12345');
    await expect(await within(canvasElement).findByText(serverMessages.phoneVerified)).toBeVisible();
  },
};

/** A wrong code: the server's message on the code, focus back in it, the digits kept. */
export const InvalidCode: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.invalid);
  },
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement, '12345');
    await expect(await within(canvasElement).findByText(serverMessages.codeInvalid)).toBeVisible();
    await waitFor(() => expect(box(canvasElement, 1)).toHaveFocus());
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
  },
};

/** An expired code: the server's message. */
export const ExpiredCode: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.expired);
  },
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement, '12345');
    await expect(await within(canvasElement).findByText(serverMessages.codeExpired)).toBeVisible();
  },
};

/** Out of tries: the server's message. */
export const AttemptsExceeded: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.attemptsExceeded);
  },
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement, '12345');
    await expect(await within(canvasElement).findByText(serverMessages.codeAttemptsExceeded)).toBeVisible();
  },
};

/** The server refuses the code's form: its message. */
export const WrongLength: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.wrongLength);
  },
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement, '12345');
    await expect(await within(canvasElement).findByText(phoneCodeMessages.signUpCodeLength)).toBeVisible();
  },
};

/** A failure on the server's side: 'Verification failed. Please try again.' */
export const VerifyServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.serverError);
  },
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement, '12345');
    await expect(await within(canvasElement).findByText(errorMessages.verificationFailed)).toBeVisible();
  },
};

/** No answer at all: 'An error occurred during verification.' */
export const VerifyNetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('verifyPhoneCode'));
  },
  play: async ({ canvasElement }) => {
    await typeAndSubmit(canvasElement, '12345');
    await expect(await within(canvasElement).findByText(errorMessages.verificationError)).toBeVisible();
  },
};

/** Once the wait is over: Tab to Resend, Enter; the notice shows and resend waits 60 s. */
export const Resent: Story = {
  args: { firstWaitMs: 0 },
  beforeEach({ msw }) {
    msw.use(handlers.sendPhoneCode.resent);
  },
  play: async ({ canvasElement }) => {
    await pressResend(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(serverMessages.codeSent);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('resend.laterWait'));
    await expect(resendButton(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByText(phoneSignUpLabels.resendIn(60))).toBeVisible();
  },
};

/** While a new code is being sent, the resend button shows its pending state. */
export const Resending: Story = {
  args: { firstWaitMs: 0 },
  beforeEach({ msw }) {
    msw.use(hang('sendPhoneCode'));
  },
  play: async ({ canvasElement }) => {
    await pressResend(canvasElement);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('resend.resending'));
  },
};

/** Resent too soon after all (429): the server's message, and resend waits as long as its Retry-After says. */
export const ResendTooSoon: Story = {
  args: { firstWaitMs: 0 },
  beforeEach({ msw }) {
    msw.use(handlers.sendPhoneCode.tooSoon);
  },
  play: async ({ canvasElement }) => {
    await pressResend(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(serverMessages.tooManyRequests);
    await waitFor(() => expect(resendButton(canvasElement)).toBeDisabled());
    // The mock's Retry-After is 30 s, counting down from there.
    const countdown = await within(canvasElement).findByTestId('resend-countdown');
    await expect([phoneSignUpLabels.resendIn(30), phoneSignUpLabels.resendIn(29)]).toContain(countdown.textContent);
  },
};

/** The number is refused on resend: the server's message. */
export const ResendInvalidNumber: Story = {
  args: { firstWaitMs: 0 },
  beforeEach({ msw }) {
    msw.use(handlers.sendPhoneCode.invalidNumber);
  },
  play: async ({ canvasElement }) => {
    await pressResend(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(signUpMessages.phoneInvalid);
  },
};

/** A failure on the server's side: 'Failed to send OTP. Please try again.'; resend can be tried again. */
export const ResendServerError: Story = {
  args: { firstWaitMs: 0 },
  beforeEach({ msw }) {
    msw.use(handlers.sendPhoneCode.serverError);
  },
  play: async ({ canvasElement }) => {
    await pressResend(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.sendCodeFailed);
    await waitFor(() => expect(resendButton(canvasElement)).toBeEnabled());
  },
};

/** No answer at all: 'Something went wrong. Please try again.' */
export const ResendNetworkDown: Story = {
  args: { firstWaitMs: 0 },
  beforeEach({ msw }) {
    msw.use(networkError('sendPhoneCode'));
  },
  play: async ({ canvasElement }) => {
    await pressResend(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.somethingWentWrong);
  },
};

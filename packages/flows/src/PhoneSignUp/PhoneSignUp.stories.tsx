import {
  errorMessages,
  phoneCodeMessages,
  phoneSignUpLabels as labels,
  serverMessages,
  signUpLabels,
  signUpMessages,
} from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import { Banner, Card } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { fixedPositionSource } from '../shared/geolocation.ts';
import { PhoneSignUp, type PhoneSignUpProps } from './PhoneSignUp.tsx';
import type { PhoneSignUpOutput, PhoneSignUpValues } from './phoneSignUp.machine.ts';

/** A password the sign-up rule accepts ('#' is not one of its specials). */
const GOOD_PASSWORD = 'Cloud@2026x';

/** The form with phone; once done, where the app would go. */
function PhoneSignUpDemo(props: Omit<PhoneSignUpProps, 'onDone'>) {
  const [done, setDone] = useState<PhoneSignUpOutput | undefined>(undefined);
  if (done) {
    return (
      <Banner tone="success">
        Going to {done.route} with {done.routeState.email}
      </Banner>
    );
  }
  return (
    <Card padding="lg" style={{ maxWidth: '35rem' }}>
      <PhoneSignUp {...props} onDone={setDone} />
    </Card>
  );
}

const meta = {
  title: 'Flows/Sign up with phone',
  component: PhoneSignUpDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '60rem' } } },
  // The browser's position is declined unless a story gives one: the United States default stays.
  args: { positionSource: fixedPositionSource({ code: 1 }) },
} satisfies Meta<typeof PhoneSignUpDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: Partial<PhoneSignUpValues> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: { country: 'US', text: '2015550123', e164: '+12015550123' },
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  terms: true,
  subscribe: true,
};

const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const textbox = (canvas: HTMLElement, name: string) => within(canvas).getByRole('textbox', { name });
const firstDigit = (canvas: HTMLElement) => within(canvas).getByRole('textbox', { name: 'Digit 1 of 6' });

/** Tab into the form and submit it with Enter in the first field. */
async function submitForm(canvas: HTMLElement) {
  await userEvent.tab();
  await expect(textbox(canvas, signUpLabels.firstName)).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

/** From a filled form to the code step (focus on the first box). */
async function toCodeStep(canvas: HTMLElement) {
  await submitForm(canvas);
  await waitFor(() => expect(firstDigit(canvas)).toHaveFocus());
}

/** Types the code and submits it with Enter in the last box. */
async function enterCode(code: string) {
  await userEvent.keyboard(code);
  await userEvent.keyboard('{Enter}');
}

/** The form; Tab reaches the first name. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(textbox(canvasElement, signUpLabels.firstName)).toHaveFocus();
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
    await expect(within(canvasElement).getByRole('combobox', { name: labels.phoneCountry })).toHaveValue(
      'United States +1',
    );
  },
};

const toronto = fixedPositionSource({ latitude: 43.6532, longitude: -79.3832 });
const locationField = (canvas: HTMLElement) => within(canvas).getByRole('combobox', { name: signUpLabels.location });

/** The browser is in Toronto: the location and the phone's calling code default to Canada. */
export const LocatedCountry: Story = {
  args: { positionSource: toronto },
  play: async ({ canvasElement }) => {
    const phoneCountry = within(canvasElement).getByRole('combobox', { name: labels.phoneCountry });
    await waitFor(() => expect(phoneCountry).toHaveValue('Canada +1'));
    await waitFor(() => expect(locationField(canvasElement)).toHaveValue('Canada'));
  },
};

/** A browser without geolocation: the United States stays, and the field says why. */
export const LocationUnsupported: Story = {
  args: { positionSource: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(errorMessages.geolocationUnsupported)).toBeVisible();
    await expect(locationField(canvasElement)).toHaveValue('United States');
  },
};

/** The place could not be looked up: 'Network response was not ok', the United States stays. */
export const LocationLookupFailed: Story = {
  args: { positionSource: toronto },
  beforeEach({ msw }) {
    msw.use(handlers.reverseGeocode.unavailable);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(errorMessages.geolocationNetwork)).toBeVisible();
    await expect(locationField(canvasElement)).toHaveValue('United States');
    await expect(within(canvasElement).getByRole('combobox', { name: labels.phoneCountry })).toHaveValue(
      'United States +1',
    );
  },
};

/** Sign up with nothing filled: the first form's messages on every field, focus on the first. */
export const FormRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvasElement);
    await expect(await canvas.findByText(signUpMessages.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(signUpMessages.lastNameRequired)).toBeVisible();
    await expect(canvas.getByText(signUpMessages.emailRequired)).toBeVisible();
    await expect(canvas.getByText(signUpMessages.phoneRequired)).toBeVisible();
    await expect(canvas.getByText(signUpMessages.passwordRequired)).toBeVisible();
    await expect(canvas.getAllByText(signUpMessages.fieldBlank)).toHaveLength(3);
    await expect(textbox(canvasElement, signUpLabels.firstName)).toHaveFocus();
  },
};

/** A malformed email and phone number: 'Invalid email format' and 'Invalid phone number'. */
export const InvalidFormats: Story = {
  args: { defaultValues: { ...filled, email: 'ada@example', phone: { country: 'US', text: '12', e164: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvasElement);
    await expect(await canvas.findByText(signUpMessages.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(signUpMessages.phoneInvalid)).toBeVisible();
    await expect(textbox(canvasElement, labels.workEmail)).toHaveFocus();
  },
};

/** While the code is being texted the button is pending. */
export const SendingCode: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(hang('sendPhoneCode'));
  },
  play: async ({ canvasElement }) => {
    await submitForm(canvasElement);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('sendingCode'));
    await expect(within(canvasElement).getByRole('button', { name: new RegExp(signUpLabels.submit) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The code step: focus on the first box; Resend code disabled for 30 s, with the seconds left. */
export const CodeSent: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodeStep(canvasElement);
    await expect(canvas.getByRole('heading', { name: labels.codeTitle })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(serverMessages.codeSent);
    const resend = canvas.getByRole('button', { name: labels.resend });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveAccessibleDescription(labels.resendIn(30));
    await expect(flowState(canvasElement)).toHaveTextContent('resend.waitingFirst');
  },
};

/** Fewer than 6 digits: 'OTP must be exactly 6 digits.' (letters are not taken at all). */
export const CodeTooShort: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await enterCode('12a3');
    await expect(await within(canvasElement).findByText(phoneCodeMessages.signUpCodeLength)).toBeVisible();
    await expect(firstDigit(canvasElement)).toHaveValue('1');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Digit 4 of 6' })).toHaveValue('');
  },
};

/** A pasted text fills the boxes with its first 6 digits. */
export const PasteCode: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await userEvent.paste('Your code is 987 654 321');
    const boxes = within(canvasElement).getAllByRole('textbox', { name: /^Digit \d of 6$/ });
    await waitFor(() => expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('987654'));
  },
};

/** Change number: back to the form with the phone focused and everything kept. */
export const ChangeNumber: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodeStep(canvasElement);
    // The six boxes, then Verify, then Change number.
    for (let step = 0; step < 7; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.changeNumber })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(textbox(canvasElement, labels.phone)).toHaveFocus());
    await expect(textbox(canvasElement, labels.phone)).toHaveValue('2015550123');
    await expect(textbox(canvasElement, labels.workEmail)).toHaveValue('ada@example.com');
    await expect(flowState(canvasElement)).toHaveTextContent('form.editing');
  },
};

/** Once the wait is over (shortened here), Resend code texts a new code and waits 60 s. */
export const Resend: Story = {
  args: { defaultValues: filled, resendWaits: { firstResendWait: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodeStep(canvasElement);
    const resend = canvas.getByRole('button', { name: labels.resend });
    await waitFor(() => expect(resend).toBeEnabled());
    for (let step = 0; step < 8; step += 1) await userEvent.tab();
    await expect(resend).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('resend.waitingLater'));
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveAccessibleDescription(labels.resendIn(60));
  },
};

/** The server refuses the number: its message on the phone field. */
export const SendRefused: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(handlers.sendPhoneCode.invalidNumber);
  },
  play: async ({ canvasElement }) => {
    await submitForm(canvasElement);
    await waitFor(() =>
      expect(textbox(canvasElement, labels.phone)).toHaveAccessibleDescription(signUpMessages.phoneInvalid),
    );
    await expect(textbox(canvasElement, labels.phone)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server fails to send: 'Failed to send OTP. Please try again.' on the phone field. */
export const SendServerError: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(handlers.sendPhoneCode.serverError);
  },
  play: async ({ canvasElement }) => {
    await submitForm(canvasElement);
    await expect(await within(canvasElement).findByText(errorMessages.sendCodeFailed)).toBeVisible();
  },
};

/** No answer at all: 'Something went wrong. Please try again.' on the phone field. */
export const SendNetworkDown: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(networkError('sendPhoneCode'));
  },
  play: async ({ canvasElement }) => {
    await submitForm(canvasElement);
    await expect(await within(canvasElement).findByText(errorMessages.somethingWentWrong)).toBeVisible();
  },
};

/** Too soon (429): the code step with the server's message and the wait its Retry-After gives (the last code still works). */
export const SendTooSoon: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(handlers.sendPhoneCode.tooSoon);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodeStep(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(serverMessages.tooManyRequests);
    // The mock's Retry-After is 30 s, counting down from there.
    const countdown = canvas.getByTestId('resend-countdown');
    await expect([labels.resendIn(30), labels.resendIn(29)]).toContain(countdown.textContent);
    await expect(canvas.getByRole('button', { name: labels.resend })).toHaveAccessibleDescription(
      countdown.textContent,
    );
  },
};

/** While the code is checked, Verify is pending. */
export const Verifying: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(hang('verifyPhoneCode'));
  },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await enterCode('123456');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('entry.verifying'));
  },
};

/** A wrong code: the server's message under the boxes. */
export const CodeInvalid: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.invalid);
  },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await enterCode('123456');
    await waitFor(() => expect(firstDigit(canvasElement)).toHaveAccessibleDescription(serverMessages.codeInvalid));
    await expect(firstDigit(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An expired code: the server's message. */
export const CodeExpired: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.expired);
  },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await enterCode('123456');
    await expect(await within(canvasElement).findByText(serverMessages.codeExpired)).toBeVisible();
  },
};

/** Out of tries: the server's message. */
export const CodeAttemptsExceeded: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.attemptsExceeded);
  },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await enterCode('123456');
    await expect(await within(canvasElement).findByText(serverMessages.codeAttemptsExceeded)).toBeVisible();
  },
};

/** The server's own length check: its message. */
export const CodeWrongLength: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.wrongLength);
  },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await enterCode('123456');
    await expect(await within(canvasElement).findByText(phoneCodeMessages.signUpCodeLength)).toBeVisible();
  },
};

/** Verification fails on the server's side: 'Verification failed. Please try again.' */
export const VerifyServerError: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(handlers.verifyPhoneCode.serverError);
  },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await enterCode('123456');
    await expect(await within(canvasElement).findByText(errorMessages.verificationFailed)).toBeVisible();
  },
};

/** No answer while verifying: 'An error occurred during verification.' */
export const VerifyNetworkDown: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(networkError('verifyPhoneCode'));
  },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await enterCode('123456');
    await expect(await within(canvasElement).findByText(errorMessages.verificationError)).toBeVisible();
  },
};

/** The code verified; the account is being created. */
export const Registering: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(hang('signUp'));
  },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await enterCode('123456');
    await expect(await within(canvasElement).findByText(labels.registering)).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('registering');
  },
};

/** Completed by keyboard only: every field, the code, then /confirm-your-email/{id}. */
export const SignedUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Ada');
    await userEvent.tab();
    await userEvent.keyboard('Lovelace');
    await userEvent.tab();
    await userEvent.keyboard('ada@example.com');
    await userEvent.tab(); // the phone's country code (United States +1)
    await userEvent.tab();
    await expect(textbox(canvasElement, labels.phone)).toHaveFocus();
    await userEvent.keyboard('2015550123');
    await userEvent.tab(); // Location (United States)
    await userEvent.tab();
    await userEvent.keyboard(GOOD_PASSWORD);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(GOOD_PASSWORD);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: signUpLabels.terms })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    // Back to the confirmation (subscribe, terms, its toggle) and submit with Enter there.
    for (let step = 0; step < 3; step += 1) await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(firstDigit(canvasElement)).toHaveFocus());
    await enterCode('123456');
    await expect(await canvas.findByText('Going to /confirm-your-email/101 with ada@example.com')).toBeVisible();
  },
};

/** The email is taken (422): back on the form with the alert, focus on the email; the phone stays verified. */
export const RegisterEmailTaken: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(handlers.signUp.emailTaken);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toCodeStep(canvasElement);
    await enterCode('123456');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverMessages.emailTaken);
    await waitFor(() => expect(textbox(canvasElement, labels.workEmail)).toHaveFocus());
    await expect(textbox(canvasElement, labels.workEmail)).toHaveAccessibleDescription(serverMessages.emailTaken);
    await expect(textbox(canvasElement, labels.phone)).toHaveValue('2015550123');
  },
};

/** The server no longer takes the number as verified (422): its message alerts and marks the phone. */
export const RegisterPhoneNotVerified: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(handlers.signUp.phoneNotVerified);
  },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await enterCode('123456');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(serverMessages.phoneNotVerified);
    await waitFor(() => expect(textbox(canvasElement, labels.phone)).toHaveFocus());
  },
};

/** Any other registration failure: 'internal server error.', the form kept. */
export const RegisterServerError: Story = {
  args: { defaultValues: filled },
  beforeEach({ msw }) {
    msw.use(handlers.signUp.serverError);
  },
  play: async ({ canvasElement }) => {
    await toCodeStep(canvasElement);
    await enterCode('123456');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.signUpOtherFailure);
    await expect(textbox(canvasElement, signUpLabels.firstName)).toHaveValue('Ada');
  },
};

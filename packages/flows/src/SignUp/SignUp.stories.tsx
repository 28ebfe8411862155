import {
  errorMessages,
  serverMessages,
  signUpMessages,
  signUpModalMessages,
  signUpLabels as labels,
} from '@cloudexperts/domain';
import { handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import { Banner, Card } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { SignUp, type SignUpProps } from './SignUp.tsx';
import type { SignUpOutput } from './signUp.machine.ts';

/** A password the sign-up rule accepts ('#' is not one of its specials). */
const GOOD_PASSWORD = 'Cloud@2026x';

/** The sign-up panel as the login and sign-up modal shows it; once done, where the app would go. */
function SignUpDemo(props: Omit<SignUpProps, 'onDone'>) {
  const [done, setDone] = useState<SignUpOutput | undefined>(undefined);
  if (done) {
    return (
      <Banner tone="success">
        Going to {done.route} with {done.routeState.email}
      </Banner>
    );
  }
  return (
    <Card padding="lg" style={{ maxWidth: '35rem' }}>
      <SignUp {...props} onDone={setDone} />
    </Card>
  );
}

const meta = {
  title: 'Flows/Sign up',
  component: SignUpDemo,
  decorators: [withFlowInspector],
  parameters: { docs: { story: { inline: false, height: '44rem' } } },
} satisfies Meta<typeof SignUpDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepOne = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const bothSteps = {
  ...stepOne,
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  terms: true,
  subscribe: true,
};

/** The password field's label (its text ends with the required mark), not the confirmation's. */
const passwordLabel = new RegExp(`^${labels.password}`);
const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const field = (canvas: HTMLElement, name: string) => within(canvas).getByRole('textbox', { name });
const location = (canvas: HTMLElement) => within(canvas).getByRole('combobox', { name: labels.location });

/** Step 1 by keyboard: the first name has focus; type, Tab, type, Tab, type, Enter. */
async function fillDetails(canvas: HTMLElement) {
  await waitFor(() => expect(field(canvas, labels.firstName)).toHaveFocus());
  await userEvent.keyboard('Ada');
  await userEvent.tab();
  await userEvent.keyboard('Lovelace');
  await userEvent.tab();
  await userEvent.keyboard('ada@example.com');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(location(canvas)).toHaveFocus());
}

/**
 * Step 2 by keyboard, from the Location field: both checkboxes (Space), then the passwords, and
 * Enter in the confirmation submits. (Enter on the focused Sign up button submits as well, but RAC
 * then announces the pending button through a live region that outlives the story by 7 s; once the
 * form has gone, that region points at a removed element and axe flags the next story.)
 */
async function fillAccountEndingInField(canvas: HTMLElement) {
  for (let step = 0; step < 5; step += 1) await userEvent.tab();
  await expect(within(canvas).getByRole('checkbox', { name: labels.terms })).toHaveFocus();
  await userEvent.keyboard(' ');
  await userEvent.tab();
  await userEvent.keyboard(' ');
  for (let step = 0; step < 5; step += 1) await userEvent.tab({ shift: true });
  await userEvent.keyboard(GOOD_PASSWORD);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(GOOD_PASSWORD);
  await userEvent.keyboard('{Enter}');
}

/** Step 1 opens with the first name focused. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await expect(flowState(canvasElement)).toHaveTextContent('details');
    await expect(within(canvasElement).getByText(labels.stepOf(1, 2))).toBeVisible();
  },
};

/** Next with nothing typed: the three required messages, and focus on the first of them. */
export const DetailsRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(signUpMessages.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(signUpMessages.lastNameRequired)).toBeVisible();
    await expect(canvas.getByText(signUpMessages.emailRequired)).toBeVisible();
    await expect(field(canvasElement, labels.firstName)).toHaveFocus();
  },
};

/** A malformed email gets the modal's own message, 'Please enter a valid email'. */
export const EmailInvalid: Story = {
  args: { defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText(signUpModalMessages.emailInvalid)).toBeVisible();
    await expect(field(canvasElement, labels.email)).toHaveFocus();
  },
};

/** Step 2: the country list has loaded and United States is chosen. */
export const Account: Story = {
  play: async ({ canvasElement }) => {
    await fillDetails(canvasElement);
    await expect(location(canvasElement)).toHaveValue('United States');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('ready'));
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Canada' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Choosing another country by keyboard: type to filter, ArrowDown, Enter. */
export const ChooseCountry: Story = {
  args: { defaultValues: stepOne },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveFocus());
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('ready'));
    await userEvent.keyboard('{Control>}a{/Control}Cana');
    await within(document.body).findByRole('option', { name: 'Canada' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveValue('Canada'));
  },
};

/** While the country list loads, United States shows and the field says the list is loading. */
export const CountriesLoading: Story = {
  args: { defaultValues: stepOne },
  beforeEach({ msw }) {
    msw.use(hang('countries'));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveFocus());
    await expect(location(canvasElement)).toHaveValue('United States');
    await expect(within(canvasElement).getByText(labels.countriesLoading)).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('loading');
  },
};

/** The country list fails: a warning with Retry (reached by Tab, pressed with Enter). */
export const CountriesFailed: Story = {
  args: { defaultValues: stepOne },
  beforeEach({ msw }) {
    msw.use(networkError('countries'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(labels.countriesFailed);
    await expect(location(canvasElement)).toHaveValue('United States');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(labels.countriesFailed);
  },
};

/** Sign up with step 2 empty: every message of the modal's rules, focus on the first. */
export const AccountRequired: Story = {
  args: { defaultValues: stepOne },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(signUpMessages.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(signUpMessages.fieldBlank)).toBeVisible();
    await expect(canvas.getByText(signUpModalMessages.termsRequired)).toBeVisible();
    await expect(canvas.getByText(signUpModalMessages.subscribeRequired)).toBeVisible();
    await expect(canvas.getByLabelText(passwordLabel, { selector: 'input' })).toHaveFocus();
  },
};

/** A weak password gets the rule's message; a different confirmation 'Password doesn't match'. */
export const PasswordRules: Story = {
  args: { defaultValues: { ...stepOne, terms: true, subscribe: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('abc#12');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('abc#13');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(signUpMessages.passwordRule)).toBeVisible();
    await expect(canvas.getByText(signUpMessages.passwordMismatch)).toBeVisible();
  },
};

/** The show/hide toggle reveals the password as text. */
export const ShowPassword: Story = {
  args: { defaultValues: { ...bothSteps } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    const toggle = within(canvasElement).getAllByRole('button', { name: labels.showPassword })[0];
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(field(canvasElement, labels.password)).toHaveValue(GOOD_PASSWORD);
  },
};

/** Back keeps what step 1 holds (and step 2's values come back with Next). */
export const BackKeepsValues: Story = {
  play: async ({ canvasElement }) => {
    await fillDetails(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('half-typed');
    // Password, its toggle, confirm, its toggle, terms, subscribe: then Back.
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: labels.back })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveValue('Ada'));
    await expect(field(canvasElement, labels.lastName)).toHaveValue('Lovelace');
    await expect(field(canvasElement, labels.email)).toHaveValue('ada@example.com');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveFocus());
    await expect(within(canvasElement).getByLabelText(passwordLabel, { selector: 'input' })).toHaveValue('half-typed');
  },
};

/** While the account is being created the button is pending and nothing else is accepted. */
export const Submitting: Story = {
  args: { defaultValues: bothSteps },
  beforeEach({ msw }) {
    msw.use(hang('signUp'));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('submitting'));
    await expect(within(canvasElement).getByRole('button', { name: labels.back })).toBeDisabled();
  },
};

/** Completed by keyboard only: 201 ends the flow at /confirm-your-email/{id} with the email. */
export const SignedUp: Story = {
  play: async ({ canvasElement }) => {
    await fillDetails(canvasElement);
    await fillAccountEndingInField(canvasElement);
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Going to /confirm-your-email/101 with ada@example.com',
    );
  },
};

/** The email is taken (422): its message alerts and goes on the email field; nothing typed is lost. */
export const EmailTaken: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.signUp.emailTaken);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillDetails(canvasElement);
    await fillAccountEndingInField(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(serverMessages.emailTaken);
    await expect(canvas.getByLabelText(passwordLabel, { selector: 'input' })).toHaveValue(GOOD_PASSWORD);
    await expect(canvas.getByRole('checkbox', { name: labels.terms })).toBeChecked();
    // From the confirmation: its toggle, terms, subscribe, then Back.
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: labels.back })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field(canvasElement, labels.email)).toHaveValue('ada@example.com'));
    await expect(field(canvasElement, labels.email)).toHaveAccessibleDescription(serverMessages.emailTaken);
  },
};

/** The server refuses the password (422): its first message alerts and marks the field. */
export const ServerPasswordRule: Story = {
  args: { defaultValues: bothSteps },
  beforeEach({ msw }) {
    msw.use(handlers.signUp.passwordRule);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(signUpMessages.passwordRule);
    await expect(canvas.getByLabelText(passwordLabel, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Any other failure (500, 429) alerts the spec's 'internal server error.'. */
export const ServerError: Story = {
  args: { defaultValues: bothSteps },
  beforeEach({ msw }) {
    msw.use(handlers.signUp.serverError);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.signUpOtherFailure);
  },
};

/** Too many sign-ups from here (429): also 'internal server error.' (spec section 8). */
export const TooMany: Story = {
  args: { defaultValues: bothSteps },
  beforeEach({ msw }) {
    msw.use(handlers.signUp.tooMany);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.signUpOtherFailure);
  },
};

/** No answer at all: the same alert, and the form keeps its values. */
export const NetworkDown: Story = {
  args: { defaultValues: bothSteps },
  beforeEach({ msw }) {
    msw.use(networkError('signUp'));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, labels.firstName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location(canvasElement)).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.signUpOtherFailure);
    await expect(within(canvasElement).getByLabelText(passwordLabel, { selector: 'input' })).toHaveValue(GOOD_PASSWORD);
  },
};

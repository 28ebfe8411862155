import {
  errorMessages,
  forgotPasswordLabels,
  loginLabels,
  loginMessages,
  serverMessages,
  signUpLabels,
  storageKeys,
} from '@cloudexperts/domain';
import {
  CAPTCHA_ANSWER,
  buildCaptchaChallenge,
  fixtureAccounts,
  handlers,
  hang,
  networkError,
} from '@cloudexperts/domain/mocks';
import { Stack, Text } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { Login, type LoginProps } from './Login.tsx';

/** The login view as the modal holds it; where the app would go is shown below it. */
function LoginDemo(props: Omit<LoginProps, 'onSignedIn' | 'onConfirmEmail'>) {
  const [result, setResult] = useState('');
  return (
    <Stack gap="lg">
      <Login
        {...props}
        onSignedIn={({ kind, route, routeState, breadcrumb, rememberEmail, securityCheckRequired }) =>
          setResult(JSON.stringify({ kind, route, routeState, breadcrumb, rememberEmail, securityCheckRequired }))
        }
        onConfirmEmail={({ kind, route }) => setResult(JSON.stringify({ kind, route }))}
      />
      <Text size="sm" data-testid="login-result">
        {result}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Flows/Login',
  component: LoginDemo,
  decorators: [withFlowInspector],
  args: { variant: 'modal' },
  beforeEach() {
    localStorage.removeItem(storageKeys.rememberMe);
  },
} satisfies Meta<typeof LoginDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const prompt = buildCaptchaChallenge().prompt;

/** The state of one machine in the inspector (the login and its captcha both run). */
const flowState = (canvas: HTMLElement, id: 'login' | 'captcha' = 'login') => {
  const panel = within(canvas).getByRole('complementary', { name: 'Flow machine' });
  const title = within(panel).getByText(id, { selector: 'p' });
  return within(title.parentElement ?? panel).getByTestId('flow-state');
};
const result = (canvas: HTMLElement) => within(canvas).getByTestId('login-result');
const emailField = (canvas: HTMLElement) => within(canvas).getByRole('textbox', { name: signUpLabels.email });
const passwordField = (canvas: HTMLElement) => within(canvas).getByLabelText(signUpLabels.password);

/** Moves focus with Tab (or Shift+Tab) only until `element` has it. */
async function tabTo(element: HTMLElement, { shift = false } = {}) {
  for (let presses = 0; presses < 20 && document.activeElement !== element; presses += 1)
    await userEvent.tab({ shift });
  await expect(element).toHaveFocus();
}

/** By keyboard: email, password, then the captcha's answer and Enter (checks it). */
async function fillIn(canvas: HTMLElement, email: string, password = 'Cloud@2026x') {
  const answer = await within(canvas).findByRole('textbox', { name: prompt });
  await tabTo(emailField(canvas));
  await userEvent.keyboard(email);
  await userEvent.tab();
  await expect(passwordField(canvas)).toHaveFocus();
  await userEvent.keyboard(password);
  await tabTo(answer);
  await userEvent.keyboard(CAPTCHA_ANSWER);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(flowState(canvas, 'captcha')).toHaveTextContent('verified'));
}

/** Fills the form in and sends it with Enter (from the verified captcha answer). */
async function logIn(canvas: HTMLElement, email: string = fixtureAccounts.freelancer.email) {
  await fillIn(canvas, email);
  await userEvent.keyboard('{Enter}');
}

/** The empty form; Tab reaches the email first. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('textbox', { name: prompt });
    await userEvent.tab();
    await expect(emailField(canvasElement)).toHaveFocus();
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
    await expect(within(canvasElement).getByRole('checkbox', { name: loginLabels.rememberMe })).not.toBeChecked();
  },
};

/** Login with nothing filled in (modal): every field's message, focus on the first, and no call. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    await tabTo(emailField(canvasElement));
    await userEvent.keyboard('{Enter}');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(loginMessages.emailEmpty)).toBeVisible();
    // Each field shows its message as it renders (the captcha's comes once its widget has), so each is awaited.
    await expect(await canvas.findByText(loginMessages.passwordEmptyModal)).toBeVisible();
    await expect(await canvas.findByText(loginMessages.captchaRequired)).toBeVisible();
    await expect(emailField(canvasElement)).toHaveFocus();
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** The standalone page says 'Password is required'; a malformed email: 'Email address is not valid.' */
export const PageVariantInvalid: Story = {
  args: { variant: 'page' },
  play: async ({ canvasElement }) => {
    await tabTo(emailField(canvasElement));
    await userEvent.keyboard('alan@example');
    await userEvent.keyboard('{Enter}');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(loginMessages.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(loginMessages.passwordEmpty)).toBeVisible();
  },
};

/** Leaving a field blank: 'This field can't be blank.' */
export const BlankOnBlur: Story = {
  play: async ({ canvasElement }) => {
    await tabTo(emailField(canvasElement));
    await userEvent.tab();
    await userEvent.tab();
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(loginMessages.fieldBlank)).toHaveLength(2));
    await expect(emailField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While signing in, the Login button is pending and the form is read-only. */
export const SigningIn: Story = {
  beforeEach({ msw }) {
    msw.use(hang('login'));
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('signingIn'));
    await expect(emailField(canvasElement)).toHaveAttribute('readonly');
    const panel = within(canvasElement).getByText('login', { selector: 'p' }).parentElement ?? canvasElement;
    await expect(within(panel).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/** Completed by keyboard: a freelancer without a profile goes to /get-started (with the email). */
export const FreelancerWithoutProfile: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.login.freelancerWithoutProfile);
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await waitFor(() =>
      expect(result(canvasElement)).toHaveTextContent(
        JSON.stringify({
          kind: 'signedIn',
          route: '/get-started',
          routeState: { email: fixtureAccounts.freelancer.email },
          securityCheckRequired: false,
        }),
      ),
    );
    await expect(flowState(canvasElement)).toHaveTextContent('signedIn (done)');
    await expect(within(canvasElement).getByText(loginLabels.signedIn)).toBeVisible();
  },
};

/** A freelancer with a profile but no security question goes to /freelancer-success. */
export const FreelancerWithoutSecurityQuestion: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.login.freelancerWithoutSecurityQuestion);
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await waitFor(() => expect(result(canvasElement)).toHaveTextContent('"route":"/freelancer-success"'));
  },
};

/** From job details: a complete freelancer returns to the job. */
export const FreelancerFromJobDetails: Story = {
  args: { origin: { kind: 'jobDetails', jobId: '42' } },
  beforeEach({ msw }) {
    msw.use(handlers.login.freelancerComplete);
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await waitFor(() => expect(result(canvasElement)).toHaveTextContent('"route":"/job-details/42"'));
  },
};

/** A Project Manager without a job goes to /post-a-job-progress (the default mock). */
export const ProjectManagerWithoutJob: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, fixtureAccounts.projectManager.email);
    await waitFor(() => expect(result(canvasElement)).toHaveTextContent('"route":"/post-a-job-progress"'));
  },
};

/** A Project Manager with jobs goes to the stored target. */
export const ProjectManagerWithRedirect: Story = {
  args: { redirectTarget: '/settings' },
  beforeEach({ msw }) {
    msw.use(handlers.login.projectManagerWithJobs);
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, fixtureAccounts.projectManager.email);
    await waitFor(() => expect(result(canvasElement)).toHaveTextContent('"route":"/settings"'));
  },
};

/** After a hire-me action, a Project Manager returns to the freelancer's profile. */
export const ProjectManagerFromHireMe: Story = {
  args: { origin: { kind: 'hireMe', freelancerId: fixtureAccounts.freelancer.uuid } },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, fixtureAccounts.projectManager.email);
    await waitFor(() =>
      expect(result(canvasElement)).toHaveTextContent(`"route":"/user-profile/${fixtureAccounts.freelancer.uuid}"`),
    );
  },
};

/** While the device is checked (Freelancers and Project Managers), the form stays pending. */
export const CheckingDevice: Story = {
  beforeEach({ msw }) {
    msw.use(hang('deviceAuthorised'));
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, fixtureAccounts.projectManager.email);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('checkingDevice'));
  },
};

/** A device that needs the emailed code: the flag goes to the app. */
export const DeviceNeedsCheck: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.deviceAuthorised.needsCheck);
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, fixtureAccounts.projectManager.email);
    await waitFor(() => expect(result(canvasElement)).toHaveTextContent('"securityCheckRequired":true'));
    await expect(localStorage.getItem(storageKeys.securityCheckRequired)).toBe('true');
  },
};

/** An Admin: the Home breadcrumb is stored and the app goes to /. */
export const Admin: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.login.admin);
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, fixtureAccounts.admin.email);
    await waitFor(() =>
      expect(result(canvasElement)).toHaveTextContent(
        JSON.stringify({ kind: 'signedIn', route: '/', breadcrumb: [{ label: 'Home', path: '/' }] }),
      ),
    );
    await expect(localStorage.getItem(storageKeys.breadcrumb)).toBe(JSON.stringify([{ label: 'Home', path: '/' }]));
  },
};

/** Remember Me (Space) keeps the email, never the password. */
export const RememberMe: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.login.projectManagerWithJobs);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvasElement, fixtureAccounts.projectManager.email);
    await tabTo(canvas.getByRole('checkbox', { name: loginLabels.rememberMe }));
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: loginLabels.rememberMe })).toBeChecked();
    await tabTo(passwordField(canvasElement), { shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(result(canvasElement)).toHaveTextContent(`"rememberEmail":"${fixtureAccounts.projectManager.email}"`),
    );
    await expect(localStorage.getItem(storageKeys.rememberMe)).toBe(
      JSON.stringify({ email: fixtureAccounts.projectManager.email }),
    );
  },
};

/** With an email kept by Remember Me, the form opens with it and the box ticked. */
export const Remembered: Story = {
  beforeEach() {
    localStorage.setItem(storageKeys.rememberMe, JSON.stringify({ email: fixtureAccounts.projectManager.email }));
  },
  play: async ({ canvasElement }) => {
    await expect(emailField(canvasElement)).toHaveValue(fixtureAccounts.projectManager.email);
    await expect(within(canvasElement).getByRole('checkbox', { name: loginLabels.rememberMe })).toBeChecked();
  },
};

/** 401: the server's message on the email field; what was typed stays and the captcha asks anew. */
export const WrongPassword: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.login.wrongPassword);
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(serverMessages.invalidCredentials)).toBeVisible();
    await expect(emailField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(canvasElement)).toHaveValue(fixtureAccounts.freelancer.email);
    await expect(passwordField(canvasElement)).toHaveValue('Cloud@2026x');
    await waitFor(() => expect(flowState(canvasElement, 'captcha')).toHaveTextContent('asking'));
    await expect(canvas.getByRole('textbox', { name: prompt })).toHaveValue('');
  },
};

/** 403: not confirmed yet; the app goes to the confirm-your-email screen. */
export const EmailNotConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.login.unconfirmed);
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, fixtureAccounts.projectManager.email);
    await waitFor(() =>
      expect(result(canvasElement)).toHaveTextContent(
        JSON.stringify({ kind: 'confirmEmail', route: `/confirm-your-email/${fixtureAccounts.projectManager.id}` }),
      ),
    );
  },
};

/** The server refused the captcha token: 'Please verify the captcha' and a fresh question. */
export const CaptchaRefused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.login.captchaRequired);
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByText(loginMessages.captchaRequired)).toBeVisible();
    await expect(passwordField(canvasElement)).toHaveValue('Cloud@2026x');
  },
};

/** The captcha expired before Login: the form is blocked again. */
export const CaptchaExpired: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.captchaSolve.solvedExpiringSoon);
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, fixtureAccounts.freelancer.email);
    const canvas = within(canvasElement);
    await waitFor(() => expect(flowState(canvasElement, 'captcha')).toHaveTextContent('asking'), { timeout: 3_000 });
    await tabTo(passwordField(canvasElement));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(loginMessages.captchaRequired)).toBeVisible();
    await expect(flowState(canvasElement)).toHaveTextContent('editing');
  },
};

/** Any other failure (500): 'Internal server error, please try again later.' */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.login.serverError);
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.loginOtherFailure);
    await expect(emailField(canvasElement)).toHaveValue(fixtureAccounts.freelancer.email);
  },
};

/** Too many attempts (429) is another failure too. */
export const TooManyAttempts: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.login.tooMany);
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.loginOtherFailure);
  },
};

/** No answer at all (an exception): 'Something went wrong. Please try again.' */
export const NetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('login'));
  },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.loginException);
    await expect(passwordField(canvasElement)).toHaveValue('Cloud@2026x');
  },
};

/** The Forgot Password link (Enter) opens its modal with the typed email. */
export const ForgotPasswordLink: Story = {
  play: async ({ canvasElement }) => {
    await tabTo(emailField(canvasElement));
    await userEvent.keyboard(fixtureAccounts.freelancer.email);
    await tabTo(within(canvasElement).getByRole('link', { name: forgotPasswordLabels.title }));
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: forgotPasswordLabels.title });
    await expect(within(modal).getByRole('textbox', { name: forgotPasswordLabels.email })).toHaveValue(
      fixtureAccounts.freelancer.email,
    );
  },
};

import {
  errorMessages,
  roleLabels,
  serverMessages,
  signUpLabels,
  socialLoginLabels as labels,
  storageKeys,
} from '@cloudexperts/domain';
import { fixtureAccounts, handlers, hang, networkError } from '@cloudexperts/domain/mocks';
import { Stack, Text } from '@cloudexperts/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withFlowInspector } from '../inspector/withFlowInspector.tsx';
import { SocialLogin, type SocialLoginProps } from './SocialLogin.tsx';

/** The social buttons as the login view shows them; where the app would go is shown below. */
function SocialLoginDemo(props: Omit<SocialLoginProps, 'onSignedIn'>) {
  const [result, setResult] = useState('');
  return (
    <Stack gap="lg">
      <SocialLogin
        {...props}
        onSignedIn={({ kind, route, routeState, breadcrumb, securityCheckRequired, notice }) =>
          setResult(JSON.stringify({ kind, route, routeState, breadcrumb, securityCheckRequired, notice }))
        }
      />
      <Text size="sm" data-testid="social-result">
        {result}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Flows/Social login',
  component: SocialLoginDemo,
  decorators: [withFlowInspector],
  beforeEach() {
    localStorage.removeItem(storageKeys.breadcrumb);
  },
} satisfies Meta<typeof SocialLoginDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const flowState = (canvas: HTMLElement) => within(canvas).getByTestId('flow-state');
const result = (canvas: HTMLElement) => within(canvas).getByTestId('social-result');
const googleButton = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: labels.google });
const developmentDialog = (provider: string = labels.providers.google) =>
  screen.findByRole('dialog', { name: labels.developmentTitle(provider) });
const roleDialog = () => screen.findByRole('dialog', { name: labels.selectRoleTitle });

/** Tab to "continue with Google", Enter: the development identity provider asks who to sign in as. */
async function chooseGoogle(canvas: HTMLElement) {
  await userEvent.tab();
  await expect(googleButton(canvas)).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return developmentDialog();
}

/** Types an identity in the development dialog, then Tab to Continue and Enter. */
async function signInAs(dialog: HTMLElement, email: string, first = 'Grace', last = 'Hopper') {
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: signUpLabels.email })).toHaveFocus());
  await userEvent.keyboard(email);
  await userEvent.tab();
  await userEvent.keyboard(first);
  await userEvent.tab();
  await userEvent.keyboard(last);
  await userEvent.tab();
  await userEvent.tab();
  await expect(within(dialog).getByRole('button', { name: labels.continue })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

/** The two providers the spec offers. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(googleButton(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: labels.facebook })).toBeVisible();
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('idle'));
  },
};

/** The development identity provider's dialog (the app swaps in OAuth later). */
export const Authorizing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await chooseGoogle(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: signUpLabels.firstName })).toBeVisible());
    await expect(flowState(canvasElement)).toHaveTextContent('authorizing');
  },
};

/** Cancel leaves without a word, and focus goes back to the button. */
export const AuthorizationCancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await chooseGoogle(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('idle'));
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(googleButton(canvasElement)).toHaveFocus());
  },
};

/** Completed by keyboard: a known person signs in (a Project Manager without a job). */
export const KnownPerson: Story = {
  play: async ({ canvasElement }) => {
    await signInAs(await chooseGoogle(canvasElement), fixtureAccounts.projectManager.email);
    await waitFor(() =>
      expect(result(canvasElement)).toHaveTextContent(
        JSON.stringify({ kind: 'signedIn', route: '/post-a-job-progress', securityCheckRequired: false }),
      ),
    );
    await expect(flowState(canvasElement)).toHaveTextContent('signedIn (done)');
  },
};

/** "continue with Facebook" works the same way (Tab, Tab, Enter). */
export const WithFacebook: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: labels.facebook })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await signInAs(await developmentDialog(labels.providers.facebook), fixtureAccounts.projectManager.email);
    await waitFor(() => expect(result(canvasElement)).toHaveTextContent('"route":"/post-a-job-progress"'));
  },
};

/** While the provider's identity is checked, the status line says so. */
export const SigningIn: Story = {
  beforeEach({ msw }) {
    msw.use(hang('socialLogin'));
  },
  play: async ({ canvasElement }) => {
    await signInAs(await chooseGoogle(canvasElement), fixtureAccounts.projectManager.email);
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('signingIn'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(labels.signingIn);
    await expect(within(canvasElement).getByTestId('flow-events')).toHaveTextContent('nothing');
  },
};

/** A new person: 'Select A Role' with the server's message, the two roles, Project Manager first. */
export const SelectingRole: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.socialLogin.newUser);
  },
  play: async ({ canvasElement }) => {
    await signInAs(await chooseGoogle(canvasElement), 'new.person@example.com', 'New', 'Person');
    const dialog = await roleDialog();
    await waitFor(() => expect(within(dialog).getByText(serverMessages.socialNewUser)).toBeVisible());
    await expect(within(dialog).getByRole('radio', { name: roleLabels.projectManager })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: roleLabels.freelancer })).not.toBeChecked();
    await expect(flowState(canvasElement)).toHaveTextContent('selectingRole');
  },
};

/** Completed by keyboard: a new person picks 'Work as a Cloud Expert', is signed up and goes to /get-started. */
export const NewPersonSignsUp: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.socialLogin.asksRole);
  },
  play: async ({ canvasElement }) => {
    await signInAs(await chooseGoogle(canvasElement), fixtureAccounts.freelancer.email, 'Alan', 'Turing');
    const dialog = await roleDialog();
    const projectManager = within(dialog).getByRole('radio', { name: roleLabels.projectManager });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    while (document.activeElement !== projectManager) await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: roleLabels.freelancer })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: labels.submitRole })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(result(canvasElement)).toHaveTextContent(
        JSON.stringify({
          kind: 'signedIn',
          route: '/get-started',
          routeState: { email: fixtureAccounts.freelancer.email },
          securityCheckRequired: false,
          notice: serverMessages.socialSignedUp,
        }),
      ),
    );
  },
};

/** While signing up, the modal says so and a second Continue does nothing. */
export const SigningUp: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.socialLogin.newUser);
  },
  play: async ({ canvasElement, msw }) => {
    await signInAs(await chooseGoogle(canvasElement), 'new.person@example.com', 'New', 'Person');
    const dialog = await roleDialog();
    msw.use(hang('socialLogin'));
    const submit = within(dialog).getByRole('button', { name: labels.submitRole });
    while (document.activeElement !== submit) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(flowState(canvasElement)).toHaveTextContent('signingUp'));
    await expect(within(dialog).getByRole('status')).toHaveTextContent(labels.signingIn);
  },
};

/** Signing up fails (the address is taken, 422): the first server message in the modal, which stays. */
export const SignUpFails: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.socialLogin.newUser);
  },
  play: async ({ canvasElement, msw }) => {
    await signInAs(await chooseGoogle(canvasElement), 'new.person@example.com', 'New', 'Person');
    const dialog = await roleDialog();
    msw.use(handlers.socialLogin.emailTaken);
    const submit = within(dialog).getByRole('button', { name: labels.submitRole });
    while (document.activeElement !== submit) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(serverMessages.emailTaken);
    await expect(flowState(canvasElement)).toHaveTextContent('selectingRole');
  },
};

/** Cancel in Select A Role goes back to the buttons. */
export const RoleCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.socialLogin.newUser);
  },
  play: async ({ canvasElement }) => {
    await signInAs(await chooseGoogle(canvasElement), 'new.person@example.com', 'New', 'Person');
    const dialog = await roleDialog();
    const cancel = within(dialog).getByRole('button', { name: labels.cancel });
    while (document.activeElement !== cancel) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(flowState(canvasElement)).toHaveTextContent('idle');
    // Focus goes back to where the sign-in started (React Aria restores it a moment after the close).
    await waitFor(() => expect(googleButton(canvasElement)).toHaveFocus());
  },
};

/** The provider's token is refused (401): its message. */
export const InvalidToken: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.socialLogin.invalidToken);
  },
  play: async ({ canvasElement }) => {
    await signInAs(await chooseGoogle(canvasElement), fixtureAccounts.projectManager.email);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(serverMessages.socialTokenInvalid);
  },
};

/** 422: the first server message. */
export const EmailTaken: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.socialLogin.emailTaken);
  },
  play: async ({ canvasElement }) => {
    await signInAs(await chooseGoogle(canvasElement), fixtureAccounts.projectManager.email);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(serverMessages.emailTaken);
  },
};

/** Any other failure: its message. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.socialLogin.serverError);
  },
  play: async ({ canvasElement }) => {
    await signInAs(await chooseGoogle(canvasElement), fixtureAccounts.projectManager.email);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(serverMessages.internalError);
  },
};

/** No answer at all: 'Internal server error.' */
export const NetworkDown: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('socialLogin'));
  },
  play: async ({ canvasElement }) => {
    await signInAs(await chooseGoogle(canvasElement), fixtureAccounts.projectManager.email);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.socialOtherFailure);
  },
};

/** The identity provider does not answer: 'Internal server error.' too. */
export const ProviderUnavailable: Story = {
  beforeEach({ msw }) {
    msw.use(networkError('devIdentityToken'));
  },
  play: async ({ canvasElement }) => {
    await signInAs(await chooseGoogle(canvasElement), fixtureAccounts.projectManager.email);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(errorMessages.socialOtherFailure);
    await expect(flowState(canvasElement)).toHaveTextContent('idle');
  },
};

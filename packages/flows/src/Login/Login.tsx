import {
  forgotPasswordLabels,
  loginLabels,
  publicSiteLabels,
  signUpLabels,
  type LoginResponse,
} from '@cloudexperts/domain';
import { Banner, Button, Checkbox, Form, Inline, Link, PasswordField, Stack, TextField } from '@cloudexperts/ui';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { CaptchaField } from '../Captcha/CaptchaField.tsx';
import { ForgotPassword } from '../ForgotPassword/ForgotPassword.tsx';
import { useApi, useSession } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { deviceId } from './deviceId.ts';
import {
  loginMachine,
  type ConfirmEmailOutput,
  type LoginCredentials,
  type LoginInput,
  type SignedInOutput,
} from './login.machine.ts';
import type { LoginOrigin } from './postLoginRoute.ts';
import { keepSessionFacts, rememberEmail, rememberedEmail } from './storage.ts';

export interface LoginProps {
  /**
   * The login/sign-up modal or the standalone page (the password message differs).
   * @default 'modal'
   */
  variant?: LoginInput['variant'];
  /** The stored post-login target (the landing page's `redirect` parameter). */
  redirectTarget?: string;
  /** A login started from a hire-me action or from job details. */
  origin?: LoginOrigin;
  /** Signed in: the token is stored; the app goes to `output.route` (with `routeState`). */
  onSignedIn: (output: SignedInOutput) => void;
  /** Login 403: the app goes to `output.route`, the confirm-your-email screen. */
  onConfirmEmail: (output: ConfirmEmailOutput) => void;
}

/**
 * The login view (spec document 1, sections 2, 4, 5 and 8): email, password with show/hide, Remember
 * Me, the Forgot Password link (its modal gets the typed email), the captcha and Login. Remember Me
 * pre-fills the email it kept. The token is stored in the session; what else a login leaves behind
 * (Remember Me's email, the security-check flag, an Admin's breadcrumb) goes to localStorage.
 */
export function Login({ variant = 'modal', redirectTarget, origin, onSignedIn, onConfirmEmail }: LoginProps) {
  const api = useApi();
  const session = useSession();
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          logIn: fromPromise<LoginResponse, LoginCredentials>(async ({ input, signal }) => {
            const answer = await api.login({
              body: {
                email: input.email,
                password: input.password,
                rememberMe: input.rememberMe,
                captcha_token: input.captchaToken,
                device_id: deviceId(),
              },
              signal,
            });
            session.setToken(answer.token);
            return answer;
          }),
          checkDevice: fromPromise(({ signal }) => api.deviceAuthorised({ signal })),
        },
      }),
    [api, session],
  );
  const [input] = useState<LoginInput>(() => ({
    variant,
    rememberedEmail: rememberedEmail(),
    redirectTarget,
    origin,
  }));
  const { snapshot, send } = useFlow(machine, {
    input,
    onDone: (output) => {
      if (output.kind === 'confirmEmail') {
        onConfirmEmail(output);
        return;
      }
      rememberEmail(output.rememberEmail);
      keepSessionFacts(output);
      onSignedIn(output);
    },
  });
  const [isForgotOpen, setForgotOpen] = useState(false);
  const { email, password, rememberMe, fieldErrors, alert, captchaRound } = snapshot.context;
  const isEditing = snapshot.matches('editing');
  const isSignedIn = snapshot.matches('signedIn');

  return (
    <>
      <Form
        validationBehavior="aria"
        aria-label={publicSiteLabels.header.login}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submit' });
        }}
      >
        <Stack gap="md">
          {alert ? <Banner tone="error">{alert}</Banner> : null}
          {isSignedIn ? <Banner tone="success">{loginLabels.signedIn}</Banner> : null}
          <TextField
            label={signUpLabels.email}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(value) => send({ type: 'email.change', value })}
            onBlur={() => send({ type: 'email.blur' })}
            isInvalid={fieldErrors.email !== undefined}
            errorMessage={fieldErrors.email}
            isReadOnly={!isEditing}
          />
          <PasswordField
            label={signUpLabels.password}
            toggleLabel={signUpLabels.showPassword}
            value={password}
            onChange={(value) => send({ type: 'password.change', value })}
            onBlur={() => send({ type: 'password.blur' })}
            isInvalid={fieldErrors.password !== undefined}
            errorMessage={fieldErrors.password}
            isReadOnly={!isEditing}
          />
          <Inline justifyContent="space-between">
            <Checkbox
              isSelected={rememberMe}
              onChange={(value) => send({ type: 'rememberMe.change', value })}
              isReadOnly={!isEditing}
            >
              {loginLabels.rememberMe}
            </Checkbox>
            <Link variant="standalone" onPress={() => setForgotOpen(true)}>
              {forgotPasswordLabels.title}
            </Link>
          </Inline>
          <CaptchaField
            // Every attempt spends the token on the server: a new round asks a fresh question.
            key={captchaRound}
            onChange={(token) => send(token ? { type: 'captcha.verified', token } : { type: 'captcha.expired' })}
            errorMessage={fieldErrors.captcha}
          />
          <Button type="submit" isPending={!isEditing} pendingLabel={loginLabels.submitting}>
            {publicSiteLabels.header.login}
          </Button>
        </Stack>
      </Form>
      <ForgotPassword isOpen={isForgotOpen} onOpenChange={setForgotOpen} defaultEmail={email.trim()} />
    </>
  );
}

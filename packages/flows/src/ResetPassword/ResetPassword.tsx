import { publicSiteLabels, resetPasswordLabels as labels, signUpLabels } from '@cloudexperts/domain';
import { Banner, Button, Card, Form, Heading, Link, PasswordField, Stack } from '@cloudexperts/ui';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { resetPasswordMachine, type ResetPasswordOutput } from './resetPassword.machine.ts';

export interface ResetPasswordProps {
  /** The token of the mailed link (`/reset-password/:token`). */
  token: string;
  /**
   * Where the "Login" link goes once the password is reset.
   * @default '/login_page'
   */
  loginHref?: string;
  /**
   * Where "Request a new link" goes when the link is invalid or expired.
   * @default '/forget-password'
   */
  forgotPasswordHref?: string;
  /** Called once with the success flag and the server's message. */
  onDone?: (output: ResetPasswordOutput) => void;
}

/**
 * The reset-password page (spec document 1, sections 2, 4 and 8: `/reset-password/:token`): a new
 * password and its confirmation. Success shows the server's message with a link to log in; a
 * failure keeps the server's message and the form as typed.
 */
export function ResetPassword({
  token,
  loginHref = '/login_page',
  forgotPasswordHref = '/forget-password',
  onDone,
}: ResetPasswordProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      resetPasswordMachine.provide({
        actors: { resetPassword: fromPromise(({ input, signal }) => api.resetPassword({ body: input, signal })) },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { token }, onDone });
  const { password, confirmPassword, fieldErrors, error, linkInvalid, message } = snapshot.context;
  const submitting = snapshot.matches('submitting');

  return (
    <Card padding="lg">
      <Stack gap="lg">
        <Heading level={1} size="xl">
          {labels.title}
        </Heading>
        {snapshot.matches('done') ? (
          <Stack gap="md">
            <Banner tone="success">{message}</Banner>
            <Link variant="standalone" href={loginHref}>
              {publicSiteLabels.header.login}
            </Link>
          </Stack>
        ) : (
          <Form
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'submit' });
            }}
          >
            {error ? (
              <Banner tone="error">
                {error}
                {linkInvalid ? (
                  <>
                    {' '}
                    <Link href={forgotPasswordHref}>{labels.requestNewLink}</Link>
                  </>
                ) : null}
              </Banner>
            ) : null}
            <PasswordField
              label={signUpLabels.password}
              autoComplete="new-password"
              value={password}
              onChange={(value) => send({ type: 'password.change', value })}
              isInvalid={fieldErrors.password !== undefined}
              errorMessage={fieldErrors.password}
              isReadOnly={submitting}
            />
            <PasswordField
              label={signUpLabels.confirmPassword}
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(value) => send({ type: 'confirmPassword.change', value })}
              isInvalid={fieldErrors.confirmPassword !== undefined}
              errorMessage={fieldErrors.confirmPassword}
              isReadOnly={submitting}
            />
            <div>
              <Button type="submit" isPending={submitting} pendingLabel={labels.submitting}>
                {labels.submit}
              </Button>
            </div>
          </Form>
        )}
      </Stack>
    </Card>
  );
}

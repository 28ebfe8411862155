import { displayDurationsMs, forgotPasswordLabels as labels } from '@cloudexperts/domain';
import { Banner, Button, Dialog, Form, Modal, TextField } from '@cloudexperts/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { forgotPasswordMachine, type ForgotPasswordOutput } from './forgotPassword.machine.ts';

export interface ForgotPasswordProps {
  /** Whether the modal is open (it opens from the login form's "Forgot Password" link). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The email already typed in the login form. */
  defaultEmail?: string;
}

function ForgotPasswordForm({
  defaultEmail,
  onDone,
}: {
  defaultEmail?: string;
  onDone: (output: ForgotPasswordOutput) => void;
}) {
  const api = useApi();
  const machine = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: { sendResetLink: fromPromise(({ input, signal }) => api.forgotPassword({ body: input, signal })) },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { email: defaultEmail ?? '' }, onDone });
  const { email, fieldError, error } = snapshot.context;
  // The dialog would focus itself: start on the email field instead.
  const emailField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    emailField.current?.focus();
  }, []);
  const sending = snapshot.matches('sending');

  return (
    <Dialog
      title={labels.title}
      showCloseButton={false}
      actions={
        <>
          <Button
            variant="secondary"
            onPress={() => send({ type: 'cancel' })}
            isDisabled={!snapshot.can({ type: 'cancel' })}
          >
            {labels.cancel}
          </Button>
          <Button type="submit" form="forgot-password-form" isPending={sending} pendingLabel="Sending…">
            {labels.submit}
          </Button>
        </>
      }
    >
      <Form
        id="forgot-password-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'submit' });
        }}
      >
        {error ? <Banner tone="error">{error}</Banner> : null}
        <TextField
          ref={emailField}
          label={labels.email}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => send({ type: 'email.change', value })}
          isInvalid={fieldError !== undefined}
          errorMessage={fieldError}
          isReadOnly={sending}
        />
      </Form>
    </Dialog>
  );
}

/**
 * The forgot-password modal (spec document 1, sections 2, 4 and 5): 35rem wide; on success it closes
 * and the notice shows for 5 seconds.
 */
export function ForgotPassword({ isOpen, onOpenChange, defaultEmail }: ForgotPasswordProps) {
  const [notice, setNotice] = useState<string | undefined>(undefined);
  return (
    <>
      <Modal size="narrow" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
        <ForgotPasswordForm
          defaultEmail={defaultEmail}
          onDone={(output) => {
            if (output.result === 'sent') setNotice(output.notice);
            onOpenChange(false);
          }}
        />
      </Modal>
      {notice ? (
        <Banner
          key={notice}
          tone="success"
          autoHideMs={displayDurationsMs.forgotPasswordNotice}
          onHide={() => setNotice(undefined)}
        >
          {notice}
        </Banner>
      ) : null}
    </>
  );
}

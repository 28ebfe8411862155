import { changePasswordLabels as labels, forgotPasswordLabels, signUpLabels } from '@cloudexperts/domain';
import { Banner, Checkbox, Modal, PasswordField } from '@cloudexperts/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useFocusFirstInvalid } from '../OneTimeCode/useFocusFirstInvalid.ts';
import { useSubmitOnEnter } from '../OneTimeCode/useSubmitOnEnter.ts';
import { useApi } from '../shared/api.tsx';
import { ConfirmDialog, ConfirmForm } from '../shared/ConfirmDialog.tsx';
import { useFlow } from '../shared/useFlow.ts';
import { changePasswordMachine, type ChangePasswordOutput } from './changePassword.machine.ts';

export interface ChangePasswordProps {
  /** Whether the modal is open (it opens from the account settings). */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The signed-in user's id. */
  userId: number;
  /** Called once when the flow ends: saved (with how many other sessions ended) or cancelled. */
  onDone?: (output: ChangePasswordOutput) => void;
}

const FORM_ID = 'change-password-form';

function ChangePasswordForm({ userId, onDone }: { userId: number; onDone: (output: ChangePasswordOutput) => void }) {
  const api = useApi();
  const machine = useMemo(
    () =>
      changePasswordMachine.provide({
        actors: {
          changePassword: fromPromise(({ input, signal }) =>
            api.changePassword({
              params: { id: input.id },
              body: {
                user: {
                  current_password: input.currentPassword,
                  password: input.password,
                  password_confirmation: input.confirmation,
                },
                sign_out_all_devices: input.signOutAllDevices,
              },
              signal,
            }),
          ),
        },
      }),
    [api],
  );
  const { snapshot, send } = useFlow(machine, { input: { userId }, onDone });
  const { currentPassword, password, confirmation, signOutAllDevices, fieldErrors, error } = snapshot.context;
  const saving = snapshot.matches('saving');
  const { formRef, request } = useFocusFirstInvalid(!saving);
  useSubmitOnEnter(formRef);
  // The dialog would focus itself: start on the old password instead.
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    firstField.current?.focus();
  }, []);

  return (
    <ConfirmDialog
      title={labels.title}
      formId={FORM_ID}
      isPending={saving}
      onCancel={() => send({ type: 'cancel' })}
      isCancelDisabled={!snapshot.can({ type: 'cancel' })}
      cancelLabel={forgotPasswordLabels.cancel}
      confirmLabel={labels.submit}
      pendingLabel={labels.saving}
    >
      <ConfirmForm
        id={FORM_ID}
        formRef={formRef}
        onSubmit={() => {
          request();
          send({ type: 'submit' });
        }}
        error={error}
      >
        <PasswordField
          ref={firstField}
          label={labels.currentPassword}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(value) => send({ type: 'currentPassword.change', value })}
          isRequired
          isInvalid={fieldErrors.currentPassword !== undefined}
          errorMessage={fieldErrors.currentPassword}
          isReadOnly={saving}
        />
        <PasswordField
          label={labels.newPassword}
          autoComplete="new-password"
          value={password}
          onChange={(value) => send({ type: 'password.change', value })}
          isRequired
          isInvalid={fieldErrors.password !== undefined}
          errorMessage={fieldErrors.password}
          isReadOnly={saving}
        />
        <PasswordField
          label={signUpLabels.confirmPassword}
          autoComplete="new-password"
          value={confirmation}
          onChange={(value) => send({ type: 'confirmation.change', value })}
          isRequired
          isInvalid={fieldErrors.confirmation !== undefined}
          errorMessage={fieldErrors.confirmation}
          isReadOnly={saving}
        />
        <Checkbox
          isSelected={signOutAllDevices}
          onChange={(value) => send({ type: 'signOutAllDevices.change', value })}
          isReadOnly={saving}
        >
          {labels.signOutAllDevices}
        </Checkbox>
      </ConfirmForm>
    </ConfirmDialog>
  );
}

/**
 * The settings' Change Password modal (spec document 1, sections 2, 5 and 8). On success it closes
 * and 'Account updated successfully.' shows.
 */
export function ChangePassword({ isOpen, onOpenChange, userId, onDone }: ChangePasswordProps) {
  const [notice, setNotice] = useState<string | undefined>(undefined);
  return (
    <>
      <Modal size="narrow" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
        <ChangePasswordForm
          userId={userId}
          onDone={(output) => {
            if (output.result === 'saved') setNotice(output.message);
            onDone?.(output);
            onOpenChange(false);
          }}
        />
      </Modal>
      {notice ? (
        <Banner key={notice} tone="success" isDismissable onHide={() => setNotice(undefined)}>
          {notice}
        </Banner>
      ) : null}
    </>
  );
}

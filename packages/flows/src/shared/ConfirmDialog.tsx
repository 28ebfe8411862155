import { Banner, Button, Dialog, Form } from '@cloudexperts/ui';
import type { ReactNode, Ref } from 'react';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** The form the Confirm button submits (`ConfirmForm`'s id). */
  formId: string;
  /** A call is in flight: Cancel is disabled and Confirm shows `pendingLabel`. */
  isPending: boolean;
  onCancel: () => void;
  /** @default isPending (a flow whose machine says when it may cancel passes that) */
  isCancelDisabled?: boolean;
  cancelLabel: string;
  confirmLabel: ReactNode;
  pendingLabel: string;
  /** @default the Button's own ('primary') */
  confirmVariant?: 'primary' | 'danger';
  isConfirmDisabled?: boolean;
  /** The dialog's body: a `ConfirmForm`, with whatever the flow shows around it. */
  children: ReactNode;
}

/**
 * A popup flow's confirm frame: the dialog (no close button) with Cancel and the Confirm button
 * that submits the flow's form, pending while the call is in flight. The flow keeps its content
 * and texts.
 */
export function ConfirmDialog({
  title,
  formId,
  isPending,
  onCancel,
  isCancelDisabled = isPending,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  confirmVariant,
  isConfirmDisabled,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      showCloseButton={false}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isCancelDisabled}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            {...(confirmVariant === undefined ? {} : { variant: confirmVariant })}
            isPending={isPending}
            pendingLabel={pendingLabel}
            {...(isConfirmDisabled === undefined ? {} : { isDisabled: isConfirmDisabled })}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

export interface ConfirmFormProps {
  id: string;
  /** `useFocusFirstInvalid`'s ref. */
  formRef: Ref<HTMLFormElement>;
  /** The submit, once the browser's own is stopped (the flow's `request()` and its `submit` event). */
  onSubmit: () => void;
  /** What the dialog says first. */
  lead?: ReactNode;
  /** The failure's message: an error Banner after the lead. */
  error?: string | undefined;
  errorTitle?: string;
  children?: ReactNode;
}

/** A confirm dialog's form (ARIA validation): its lead, the error Banner when a call failed, its fields. */
export function ConfirmForm({ id, formRef, onSubmit, lead, error, errorTitle, children }: ConfirmFormProps) {
  return (
    <Form
      ref={formRef}
      id={id}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {lead}
      {error ? (
        <Banner tone="error" {...(errorTitle === undefined ? {} : { title: errorTitle })}>
          {error}
        </Banner>
      ) : null}
      {children}
    </Form>
  );
}

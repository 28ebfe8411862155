import { confirmationLabels } from '@cloudexperts/domain';
import { Banner, Button, Dialog, Modal, Stack, Text } from '@cloudexperts/ui';
import type { ReactNode } from 'react';
import type { PopupHostProps } from './registry.ts';

export interface ConfirmationDialogProps {
  title: string;
  message: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: both buttons wait, `busyText` is announced. */
  isBusy?: boolean;
  busyText?: string;
  /** Why the confirmed action failed (it can be confirmed again). */
  error?: string | undefined;
}

/**
 * The content of CONFIRMATION_POPUP (spec document 2, section 2): a question, what it does, and
 * the choice. Not React Aria's pending button: its announcement names a button that closing the
 * dialog removes (axe's aria-valid-attr-value).
 */
export function ConfirmationDialog({
  title,
  message,
  confirmLabel = confirmationLabels.confirm,
  cancelLabel = confirmationLabels.cancel,
  onConfirm,
  onCancel,
  isBusy = false,
  busyText,
  error,
}: ConfirmationDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      showCloseButton={false}
      actions={
        <>
          {/* The safe answer first (an alert dialog focuses the least destructive action). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button variant="secondary" autoFocus onPress={onCancel} isDisabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onPress={onConfirm} isDisabled={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        {error ? <Banner tone="error">{error}</Banner> : null}
        <Text>{message}</Text>
        <div role="status">{isBusy ? <Text size="sm">{busyText}</Text> : null}</div>
      </Stack>
    </Dialog>
  );
}

export interface ConfirmationPopupProps
  extends PopupHostProps, Omit<ConfirmationDialogProps, 'onCancel' | 'isBusy' | 'busyText' | 'error'> {}

/** CONFIRMATION_POPUP: confirm runs `onConfirm` and closes; Cancel and Escape close. */
export function ConfirmationPopup({ isOpen, onOpenChange, onConfirm, ...dialog }: ConfirmationPopupProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <ConfirmationDialog
        {...dialog}
        onConfirm={() => {
          onOpenChange(false);
          onConfirm();
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Text } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Modal, type ModalProps } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';
import type { ModalSize } from './Dialog.css.ts';

export const alertDialogTones = ['default', 'danger'] as const;
export type AlertDialogTone = (typeof alertDialogTones)[number];

export interface AlertDialogProps extends Omit<ModalProps, 'children' | 'isDismissable'> {
  /** The question or statement at the top; it names the dialog. */
  title: ReactNode;
  /** The message: what happens on confirming. Announced with the title. */
  children: ReactNode;
  /**
   * The confirm button's label (say what it does: "Delete job", not "OK").
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * The cancel button's label.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `danger` marks a destructive or irreversible action: a warning icon and a danger confirm button.
   * @default 'default'
   */
  tone?: AlertDialogTone;
  /** Called when the confirm button is pressed. */
  onConfirm?: () => void;
  /**
   * Whether confirming closes the dialog at once. Set it to `false` when the caller works after
   * confirming: show `isPending`, then close with `isOpen`/`onOpenChange` when done.
   * @default true
   */
  closeOnConfirm?: boolean;
  /**
   * Whether the confirmed action is under way: the confirm button shows a spinner and ignores
   * presses, and neither cancel nor Escape closes the dialog.
   * @default false
   */
  isPending?: boolean;
  /**
   * The modal's maximum width.
   * @default 'sm'
   */
  size?: ModalSize;
  /**
   * What a screen reader hears on the confirm button while `isPending`.
   * @default 'Working…'
   */
  pendingLabel?: string;
}

/**
 * A confirmation (`role="alertdialog"`): a title, a message, and cancel and confirm buttons.
 * Pressing outside does not dismiss it; Escape and cancel do (unless pending).
 */
export function AlertDialog({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  closeOnConfirm = true,
  isPending = false,
  pendingLabel,
  size = 'sm',
  isKeyboardDismissDisabled,
  ...props
}: AlertDialogProps) {
  return (
    <Modal
      {...props}
      size={size}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending || isKeyboardDismissDisabled}
    >
      <AriaDialog role="alertdialog" data-tone={tone} className={styles.dialog}>
        {({ close }) => (
          <>
            <header className={styles.header}>
              <Heading slot="title" className={styles.title}>
                {tone === 'danger' ? <Icon name="alert" className={styles.titleIcon} /> : null}
                {title}
              </Heading>
            </header>
            <Text slot="description" elementType="div" className={styles.body}>
              {children}
            </Text>
            <footer className={styles.footer}>
              <Button variant="secondary" onPress={close} isDisabled={isPending}>
                {cancelLabel}
              </Button>
              <Button
                variant={tone === 'danger' ? 'danger' : 'primary'}
                isPending={isPending}
                pendingLabel={pendingLabel}
                onPress={() => {
                  onConfirm?.();
                  if (closeOnConfirm) close();
                }}
              >
                {confirmLabel}
              </Button>
            </footer>
          </>
        )}
      </AriaDialog>
    </Modal>
  );
}

import { Button, Dialog, Icon } from '@cloudexperts/ui';
import { useEffect, useRef, type ReactNode } from 'react';

export interface ResultDialogProps {
  /** The result's title (the spec's: 'Proposal Rejected Successfully'...). */
  title: string;
  children?: ReactNode;
  /** The one button: it closes the popup. */
  closeLabel: string;
  onClose: () => void;
}

/**
 * A popup's last screen, its result (spec document 2, section 8: the titles of
 * ACTION_STATUS_SUCCESS_FAILURE): the title, what it means and one button that closes it, focused
 * so Enter or Escape ends it.
 */
export function ResultDialog({ title, children, closeLabel, onClose }: ResultDialogProps) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
  }, []);
  return (
    <Dialog
      title={
        <>
          <Icon name="checkCircle" /> {title}
        </>
      }
      showCloseButton={false}
      actions={
        <Button ref={close} onPress={onClose}>
          {closeLabel}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}

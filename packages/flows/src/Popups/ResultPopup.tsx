import {
  proposalFailureText,
  proposalResultButtons,
  proposalResultTitles,
  RESULT_POPUP_AUTO_CLOSE_MS,
} from '@cloudexperts/domain';
import { Button, Dialog, Modal, Text } from '@cloudexperts/ui';
import { useEffect, useRef } from 'react';
import type { PopupHostProps } from './registry.ts';

export type ProposalOutcome = keyof typeof proposalResultTitles;

export interface ResultDialogProps {
  /** Which of the spec's four titles: submitted, updated, withdrawn, or failed. */
  outcome: ProposalOutcome;
  /** Superb! (success): goes where `href` says. */
  onSuccess: () => void;
  /** Try again (failure). */
  onRetry: () => void;
  /**
   * Closes (and navigates, on success) by itself after this long (spec section 9: about 5 s).
   * @default RESULT_POPUP_AUTO_CLOSE_MS
   */
  autoCloseMs?: number;
  /** The caller's own title, for a result the spec names no title for (an offer sent); else the outcome's. */
  title?: string;
  /** The caller's own text under the title; else the failure text on failure, nothing on success. */
  text?: string;
}

/**
 * The content of ACTION_STATUS_SUCCESS_FAILURE (spec document 2, sections 2 and 8): one of the
 * proposal result titles, the failure text on failure, and 'Superb!' or 'Try again'. It acts by
 * itself after `autoCloseMs`: on success as Superb!, on failure by closing (onRetry: the form is
 * there, with everything typed).
 */
export function ResultDialog({
  outcome,
  onSuccess,
  onRetry,
  autoCloseMs = RESULT_POPUP_AUTO_CLOSE_MS,
  title,
  text,
}: ResultDialogProps) {
  const failed = outcome === 'failed';
  const act = failed ? onRetry : onSuccess;
  const latest = useRef(act);
  useEffect(() => {
    latest.current = act;
  });
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs]);

  return (
    <Dialog
      title={title ?? proposalResultTitles[outcome]}
      showCloseButton={false}
      actions={
        // The dialog's one action: Enter answers it at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        <Button autoFocus onPress={act}>
          {failed ? proposalResultButtons.failure : proposalResultButtons.success}
        </Button>
      }
    >
      {text !== undefined ? <Text>{text}</Text> : failed ? <Text>{proposalFailureText}</Text> : null}
    </Dialog>
  );
}

export interface ResultPopupProps extends PopupHostProps, Omit<ResultDialogProps, 'onSuccess' | 'onRetry'> {
  /** Where Superb! goes (success and withdrawal). */
  href?: string;
  /** How to go there (the app's router). */
  onNavigate?: (href: string) => void;
  /** Called by Try again, after the popup closes. */
  onRetry?: () => void;
}

/** ACTION_STATUS_SUCCESS_FAILURE: {@link ResultDialog} in a modal. */
export function ResultPopup({ isOpen, onOpenChange, href, onNavigate, onRetry, ...dialog }: ResultPopupProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <ResultDialog
        {...dialog}
        onSuccess={() => {
          onOpenChange(false);
          if (href !== undefined) onNavigate?.(href);
        }}
        onRetry={() => {
          onOpenChange(false);
          onRetry?.();
        }}
      />
    </Modal>
  );
}

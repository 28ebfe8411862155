import { Button, Dialog, Icon, Text } from '@cloudexperts/ui';
import { useEffect, useRef, type ReactNode } from 'react';

export interface InterviewResultProps {
  /** Section 8's title ('Interview Scheduled Successfully', 'Failed to Schedule Interview'…). */
  title: string;
  tone: 'success' | 'failure';
  children?: ReactNode;
  /** The one button's words (Close, Try again). */
  actionLabel: string;
  /** What the button does, and what happens by itself after `autoCloseMs`. */
  onAction: () => void;
  /** Section 9: the result popups act by themselves after about 5 s (4.99 s for the schedule). */
  autoCloseMs: number;
}

/**
 * The last screen of an interview popup (spec document 2, section 8): the title, what it means and
 * one button, focused, that the popup presses by itself after `autoCloseMs`.
 */
export function InterviewResult({ title, tone, children, actionLabel, onAction, autoCloseMs }: InterviewResultProps) {
  const latest = useRef(onAction);
  useEffect(() => {
    latest.current = onAction;
  });
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [autoCloseMs]);
  return (
    <Dialog
      title={
        <>
          <Icon name={tone === 'success' ? 'checkCircle' : 'alert'} /> {title}
        </>
      }
      showCloseButton={false}
      actions={
        // The dialog's one action: Enter answers it at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        <Button autoFocus onPress={onAction}>
          {actionLabel}
        </Button>
      }
    >
      {children ? <Text>{children}</Text> : null}
    </Dialog>
  );
}

import { Text } from '@cloudexperts/ui';
import { useSecondsLeft } from './useSecondsLeft.ts';

export interface WaitCountdownProps {
  /** The wait, from when this mounted (mount it again for a new wait). */
  waitMs: number;
  /** The words for the seconds left ("You can resend the code in N s."). */
  label: (seconds: number) => string;
  /** For the control it describes (`aria-describedby`). */
  id?: string;
}

/**
 * A wait counting down (a resend's cooldown, a 429's Retry-After). A live count: screenshot tests
 * mask it by its test id.
 */
export function WaitCountdown({ waitMs, label, id }: WaitCountdownProps) {
  const secondsLeft = useSecondsLeft(waitMs);
  return (
    <Text id={id} size="sm" tone="muted" data-testid="resend-countdown">
      {label(secondsLeft)}
    </Text>
  );
}

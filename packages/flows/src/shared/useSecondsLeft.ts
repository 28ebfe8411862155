import { useEffect, useState } from 'react';

/**
 * The whole seconds left of a wait of `waitMs` that began when the caller mounted (mount it again
 * for a new wait). Counts from the clock, not from ticks, so a busy page that
 * skips ticks still shows the right number.
 */
export function useSecondsLeft(waitMs: number): number {
  const [secondsLeft, setSecondsLeft] = useState(() => Math.ceil(waitMs / 1000));
  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((waitMs - (Date.now() - startedAt)) / 1000)));
    }, 250);
    return () => clearInterval(timer);
  }, [waitMs]);
  return secondsLeft;
}

import { useEffect, useState } from 'react';
import { nextIndex } from './rotation.ts';

/**
 * The index of the shown item of `count`, advancing every `intervalMs` while `isRunning`. Each
 * advance re-arms the wait, so stopping and starting again gives the shown item its full time.
 */
export function useRotation(count: number, intervalMs: number, isRunning: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!isRunning || count < 2) return undefined;
    const timer = window.setTimeout(() => {
      setIndex((current) => nextIndex(current, count));
    }, intervalMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [index, count, intervalMs, isRunning]);
  return index;
}

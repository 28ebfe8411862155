import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !('matchMedia' in window)) return () => undefined;
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => {
    media.removeEventListener('change', onChange);
  };
}

const getSnapshot = () => typeof window !== 'undefined' && 'matchMedia' in window && window.matchMedia(query).matches;

/** Whether the user asked for reduced motion; follows the setting live. On the server: no. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

import { useSyncExternalStore } from 'react';

/**
 * A value kept outside React that several components read and one loader sets (the signed-in
 * user's details, the platforms' names): every reader re-renders when it changes.
 */
export interface SharedValue<T> {
  get: () => T;
  set: (value: T) => void;
  /** Stable for the value's life, so `useSyncExternalStore` subscribes once per reader. */
  subscribe: (listener: () => void) => () => void;
}

export function sharedValue<T>(initial: T): SharedValue<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The shared value, read in render; the component re-renders when it is set. */
export const useSharedValue = <T>(shared: SharedValue<T>): T => useSyncExternalStore(shared.subscribe, shared.get);

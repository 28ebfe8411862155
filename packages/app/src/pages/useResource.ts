import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a load stands. A failed load that is being retried stays `error`, with `isRetrying`. */
export type Resource<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown; isRetrying: boolean };

interface Settled<T> {
  key: string;
  attempt: number;
  outcome: { status: 'ready'; data: T } | { status: 'error'; error: unknown };
}

/**
 * Loads data for `key` (the request, as a string) with `load`, again whenever the key changes or
 * `retry` is called. A superseded request is aborted and its answer ignored.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, outcome: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, outcome: { status: 'error', error } });
      },
    );
    return () => {
      controller.abort();
    };
  }, [key, attempt]);

  const retry = useCallback(() => {
    setAttempt((current) => current + 1);
  }, []);

  let resource: Resource<T> = { status: 'loading' };
  if (settled?.key === key) {
    if (settled.attempt === attempt) {
      resource = settled.outcome.status === 'ready' ? settled.outcome : { ...settled.outcome, isRetrying: false };
    } else if (settled.outcome.status === 'error') {
      resource = { ...settled.outcome, isRetrying: true };
    }
  }
  return { resource, retry };
}

/**
 * Spec document 1, section 4: "Loading indicator is on while any tracked request is pending". The
 * app's API client sends every call through {@link trackedFetch}, and lazy code (a page, the login
 * modal) goes through {@link trackLoad}; the Shell's thin bar shows while any is under way.
 */
let pending = 0;
/** Bumped by {@link resetPending}: work counted before it no longer counts when it settles. */
let generation = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of [...listeners]) listener();
};

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a tracked request or load is under way. */
export const isPending = (): boolean => pending > 0;

/** Counts `work` as pending until it settles, and hands it back. */
export function trackLoad<T>(work: Promise<T>): Promise<T> {
  const counted = generation;
  pending += 1;
  notify();
  const settle = () => {
    if (counted !== generation) return;
    pending -= 1;
    notify();
  };
  work.then(settle, settle);
  return work;
}

/** The page's `fetch`, counted (read at call time, so a test's or a mock's `fetch` is the one used). */
export const trackedFetch: typeof fetch = (input, init) => trackLoad(globalThis.fetch(input, init));

/**
 * Forgets whatever is under way (Storybook, before each story: a story that left a request
 * hanging must not leave the loading bar on in the next one rendered on the same page).
 */
export function resetPending(): void {
  generation += 1;
  pending = 0;
  notify();
}

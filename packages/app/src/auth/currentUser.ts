import type { UserDetails } from '@cloudexperts/domain';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { apiClientFor } from './apiClient.ts';
import { useAuthStore } from './AuthContext.tsx';
import type { AuthStore } from './authStore.ts';

/** Where the signed-in person's details stand. A failed load being retried stays `error`. */
export type CurrentUserState =
  | { status: 'loading' }
  | { status: 'ready'; user: UserDetails }
  | { status: 'error'; error: unknown; isRetrying: boolean };

interface Entry {
  token: string | null;
  state: CurrentUserState;
  started: boolean;
  listeners: Set<() => void>;
}

const entries = new WeakMap<AuthStore, Entry>();

/** One entry per session (token): the header and the home page share one `GET /current_user_details`. */
function entryFor(auth: AuthStore): Entry {
  const token = auth.session.getToken();
  let entry = entries.get(auth);
  if (entry?.token !== token) {
    entry = { token, state: { status: 'loading' }, started: false, listeners: new Set() };
    entries.set(auth, entry);
  }
  return entry;
}

function set(entry: Entry, state: CurrentUserState) {
  entry.state = state;
  for (const listener of [...entry.listeners]) listener();
}

function load(auth: AuthStore, entry: Entry) {
  entry.started = true;
  apiClientFor(auth)
    .currentUser()
    .then(
      (user) => set(entry, { status: 'ready', user }),
      (error: unknown) => set(entry, { status: 'error', error, isRetrying: false }),
    );
}

/** The signed-in person's details (`GET /current_user_details`), loaded once per session, and a retry. */
export function useCurrentUser() {
  const auth = useAuthStore();
  const entry = entryFor(auth);
  const state = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        entry.listeners.add(listener);
        return () => {
          entry.listeners.delete(listener);
        };
      },
      [entry],
    ),
    () => entry.state,
  );
  useEffect(() => {
    if (!entry.started) load(auth, entry);
  }, [auth, entry]);
  const retry = useCallback(() => {
    if (entry.state.status === 'error') set(entry, { ...entry.state, isRetrying: true });
    load(auth, entry);
  }, [auth, entry]);
  return { state, retry };
}

import type { UserDetails } from '@cloudexperts/domain';
import { useCallback, useEffect } from 'react';
import { sharedValue, useSharedValue, type SharedValue } from '../sharedValue.ts';
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
  state: SharedValue<CurrentUserState>;
  started: boolean;
}

const entries = new WeakMap<AuthStore, Entry>();

/** One entry per session (token): the header and the home page share one `GET /current_user_details`. */
function entryFor(auth: AuthStore): Entry {
  const token = auth.session.getToken();
  let entry = entries.get(auth);
  if (entry?.token !== token) {
    entry = { token, state: sharedValue<CurrentUserState>({ status: 'loading' }), started: false };
    entries.set(auth, entry);
  }
  return entry;
}

function load(auth: AuthStore, entry: Entry) {
  entry.started = true;
  apiClientFor(auth)
    .currentUser()
    .then(
      (user) => entry.state.set({ status: 'ready', user }),
      (error: unknown) => entry.state.set({ status: 'error', error, isRetrying: false }),
    );
}

/** The signed-in person's details (`GET /current_user_details`), loaded once per session, and a retry. */
export function useCurrentUser() {
  const auth = useAuthStore();
  const entry = entryFor(auth);
  const state = useSharedValue(entry.state);
  useEffect(() => {
    if (!entry.started) load(auth, entry);
  }, [auth, entry]);
  const retry = useCallback(() => {
    const current = entry.state.get();
    if (current.status === 'error') entry.state.set({ ...current, isRetrying: true });
    load(auth, entry);
  }, [auth, entry]);
  return { state, retry };
}

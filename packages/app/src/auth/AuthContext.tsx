import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthState, AuthStore } from './authStore.ts';

const AuthContext = createContext<AuthStore | null>(null);

/** Gives the app its session store (one per app; stories give each their own). */
export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthContext value={store}>{children}</AuthContext>;
}

/** The app's session store. */
export function useAuthStore(): AuthStore {
  const store = use(AuthContext);
  if (!store) throw new Error('useAuthStore needs an AuthProvider above it');
  return store;
}

/** Signed in or out, re-rendering on every change of session. */
export function useAuth(): AuthState {
  const store = useAuthStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}

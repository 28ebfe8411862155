import { createStorageSessionStore, type SessionStore } from '@cloudexperts/domain';
import { decodeToken, type TokenClaims } from './token.ts';

/** Signed out, or signed in with a token and what it says (the role picks the route table). */
export type AuthState = { status: 'signedOut' } | { status: 'signedIn'; token: string; claims: TokenClaims };

/** Where the app goes along with a change of session, and the navigation state it passes. */
export interface Destination {
  to: string;
  state?: unknown;
}

/** A change of session, with where to go next. */
export interface AuthChange {
  destination?: Destination;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthStoreOptions {
  /** Where the token lives (the browser's `localStorage`; spec document 1, section 3). */
  storage: KeyValueStore;
  /** Where this tab keeps the post-login target (the browser's `sessionStorage`). */
  tabStorage: KeyValueStore;
}

/** The post-login target's key in the tab's storage (ours; the spec only says it is stored). */
export const redirectTargetKey = 'redirectTarget';

/** The app's session: the token store the API client reads, and the signed-in state built on it. */
export interface AuthStore {
  /** The token store every API call sends its token from (the flows store a new token here). */
  readonly session: SessionStore;
  getState: () => AuthState;
  /** Called after every change of session (and after a session ended). */
  subscribe: (listener: (change: AuthChange) => void) => () => void;
  /** Signed in with `token` (already stored by the login flow, or not): then go to `destination`. */
  signIn: (token: string, destination?: Destination) => void;
  /** Forgets the session here (the token, the security flag, the breadcrumb) and goes to `/`. */
  signOut: () => void;
  /** The post-login target the landing page's `redirect` parameter set (spec document 1, section 2). */
  readonly redirectTarget: {
    get: () => string | undefined;
    set: (target: string | undefined) => void;
  };
}

const home: Destination = { to: '/' };

function stateOf(token: string | null): AuthState {
  const claims = decodeToken(token);
  return token && claims ? { status: 'signedIn', token, claims } : { status: 'signedOut' };
}

/**
 * The app's session store (spec document 1, sections 3, 4 and 6). The authenticated flag starts
 * true when a token is stored; the role is read from the decoded token. A stored token that is not
 * a token at all is forgotten at once.
 */
export function createAuthStore({ storage, tabStorage }: AuthStoreOptions): AuthStore {
  const session = createStorageSessionStore(storage);
  let state = stateOf(session.getToken());
  if (state.status === 'signedOut' && session.getToken() !== null) session.clear();
  const listeners = new Set<(change: AuthChange) => void>();

  const change = (next: AuthState, destination?: Destination) => {
    state = next;
    for (const listener of [...listeners]) listener(destination ? { destination } : {});
  };

  const redirectTarget = {
    get: () => tabStorage.getItem(redirectTargetKey) ?? undefined,
    set: (target: string | undefined) => {
      if (target) tabStorage.setItem(redirectTargetKey, target);
      else tabStorage.removeItem(redirectTargetKey);
    },
  };

  return {
    session,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    signIn: (token, destination) => {
      const next = stateOf(token);
      if (next.status === 'signedOut') {
        session.clear();
        change(next);
        return;
      }
      session.setToken(token);
      redirectTarget.set(undefined);
      change(next, destination);
    },
    signOut: () => {
      session.clear();
      change({ status: 'signedOut' }, home);
    },
    redirectTarget,
  };
}

/** A `Storage` kept in memory (stories, tests, and a browser that refuses storage). */
export function createMemoryStorage(entries: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

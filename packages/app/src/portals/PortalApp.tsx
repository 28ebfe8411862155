import type { Role } from '@cloudexperts/domain';
import { useSyncExternalStore } from 'react';
import type { DataRouter, Location, RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AuthProvider } from '../auth/AuthContext.tsx';
import type { AuthState, AuthStore, Destination } from '../auth/authStore.ts';
import { trackLoad } from '../auth/requestTracker.ts';
import { registerSignInPrefetch } from '../auth/signInPrefetch.ts';
import { publicRoutes } from '../routes.tsx';
import * as styles from '../pages/pages.css.ts';

/** Makes a router for a route table, at `location` when given (else where the page is). */
export type CreateRouter = (routes: RouteObject[], location?: Location) => DataRouter;

const roleOf = (state: AuthState): Role | null => (state.status === 'signedIn' ? state.claims.role : null);

const loadSignedInRoutes = () => import('./signedInRoutes.ts');
registerSignInPrefetch(loadSignedInRoutes);

/** The signed-out table at once; a signed-in role's table loads with its code. */
function routesFor(role: Role | null): RouteObject[] | Promise<RouteObject[]> {
  if (role === null) return publicRoutes;
  return trackLoad(loadSignedInRoutes()).then((module) => module.signedInRoutes(role));
}

/** Where the app stands: a router for the current role's table, or its table still loading (or failed to). */
export type NavigatorState = { status: 'ready'; router: DataRouter } | { status: 'loading' } | { status: 'failed' };

/** The current router, replaced by one for the new role's table on every change of role. */
export interface PortalNavigator {
  getState: () => NavigatorState;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Keeps the app on the route table of the signed-in role (spec document 1, section 6): a sign-in,
 * logOut or ended session makes a router for the new table where the old one was, then goes where
 * the change says (the post-login route, or `/`).
 */
export function createPortalNavigator(auth: AuthStore, createRouter: CreateRouter): PortalNavigator {
  const listeners = new Set<() => void>();
  let role = roleOf(auth.getState());
  let state: NavigatorState = { status: 'loading' };
  // Each change of role supersedes a table still loading for the one before.
  let generation = 0;

  const set = (next: NavigatorState) => {
    if (state.status === 'ready' && (next.status !== 'ready' || next.router !== state.router)) {
      state.router.dispose();
    }
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const open = (routes: RouteObject[], from: Location | undefined, destination: Destination | undefined) => {
    const router = createRouter(routes, from);
    set({ status: 'ready', router });
    if (destination) void router.navigate(destination.to, { state: destination.state });
  };

  const switchTo = (next: Role | null, destination?: Destination) => {
    generation += 1;
    const mine = generation;
    const from = state.status === 'ready' ? state.router.state.location : undefined;
    const routes = routesFor(next);
    if (Array.isArray(routes)) {
      open(routes, from, destination);
      return;
    }
    routes.then(
      (loaded) => {
        if (mine === generation) open(loaded, from, destination);
      },
      () => {
        if (mine === generation) set({ status: 'failed' });
      },
    );
  };

  switchTo(role);
  auth.subscribe(({ destination }) => {
    const next = roleOf(auth.getState());
    if (next !== role) {
      role = next;
      switchTo(next, destination);
      return;
    }
    if (destination && state.status === 'ready')
      void state.router.navigate(destination.to, { state: destination.state });
  });

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export interface PortalAppProps {
  auth: AuthStore;
  /** Made once, outside React (its routers listen to the browser's history). */
  navigator: PortalNavigator;
}

/** The app: the session, and the router of the signed-in role's table (or the public one). */
export function PortalApp({ auth, navigator }: PortalAppProps) {
  const state = useSyncExternalStore(navigator.subscribe, navigator.getState);
  return (
    <AuthProvider store={auth}>
      {state.status === 'ready' ? <RouterProvider router={state.router} /> : null}
      {state.status === 'loading' ? (
        <p role="status" className={styles.loading}>
          Loading…
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" className={styles.loading}>
          This page could not be shown. Check your connection, then{' '}
          <a href={window.location.href} className={styles.link}>
            reload the page
          </a>
          .
        </p>
      ) : null}
    </AuthProvider>
  );
}

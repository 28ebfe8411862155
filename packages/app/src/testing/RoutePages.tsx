import { storageKeys, type Role } from '@cloudexperts/domain';
import { useState, useSyncExternalStore } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { ApiLayout } from '../auth/ApiScope.tsx';
import { AuthProvider } from '../auth/AuthContext.tsx';
import { createAuthStore, createMemoryStorage } from '../auth/authStore.ts';
import * as frameStyles from '../pages/account/testing.css.ts';
import { RouteError } from '../pages/RouteError.tsx';
import { LinkRouter } from '../Shell/LinkRouter.tsx';

export interface RoutePagesProps {
  /** The path (with any query) the pages open at. */
  path: string;
  /**
   * A stored access token (`buildAccessToken({ role: 'freelancer' })` from the mocks): the pages
   * open signed in, with that role's routes; signed out without one.
   */
  token?: string;
}

/** Where a story lands once it leaves the pages under test. */
function Elsewhere({ area }: { area: string }) {
  const { pathname, search } = useLocation();
  return (
    <section aria-labelledby="elsewhere-title">
      <h1 id="elsewhere-title">Another page of the app</h1>
      <p>
        The {area} led to <code>{`${pathname}${search}`}</code>.
      </p>
    </section>
  );
}

function Frame() {
  return (
    <LinkRouter>
      <main id="main" className={frameStyles.frame}>
        <Outlet />
      </main>
    </LinkRouter>
  );
}

/**
 * One area's pages (`routesFor` the signed-in role, or null) in a memory router with the app's
 * session store and API client (same origin; MSW answers it), in a plain frame (the app's route
 * tables mount the same route objects); any other path is a stand-in page naming it. The current
 * location is kept in a hidden element's `data-location` (`data-testid="location"`).
 */
export function RoutePages({
  path,
  token,
  routesFor,
  area,
}: RoutePagesProps & { routesFor: (role: Role | null) => RouteObject[]; area: string }) {
  const [auth] = useState(() =>
    createAuthStore({
      storage: createMemoryStorage(token ? { [storageKeys.accessToken]: token } : {}),
      tabStorage: createMemoryStorage(),
    }),
  );
  const [router] = useState(() => {
    const state = auth.getState();
    const url = new URL(path, 'http://localhost');
    return createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            {
              errorElement: <RouteError />,
              element: <ApiLayout />,
              children: [
                ...routesFor(state.status === 'signedIn' ? state.claims.role : null),
                { path: '*', element: <Elsewhere area={area} /> },
              ],
            },
          ],
        },
      ],
      { initialEntries: [{ pathname: url.pathname, search: url.search }] },
    );
  });
  const location = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.state.location,
  );
  return (
    <AuthProvider store={auth}>
      <RouterProvider router={router} />
      <span data-testid="location" data-location={`${location.pathname}${location.search}`} hidden />
    </AuthProvider>
  );
}

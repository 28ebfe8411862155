import { storageKeys } from '@cloudexperts/domain';
import { useState, useSyncExternalStore } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { ApiLayout } from '../../auth/ApiScope.tsx';
import { AuthProvider } from '../../auth/AuthContext.tsx';
import { createAuthStore, createMemoryStorage } from '../../auth/authStore.ts';
import { LinkRouter } from '../../Shell/LinkRouter.tsx';
import * as frameStyles from '../account/testing.css.ts';
import { RouteError } from '../RouteError.tsx';
import { publicJobRoutes } from './publicRoutes.tsx';
import { freelancerJobRoutes, projectManagerJobRoutes } from './routes.tsx';

export interface JobPagesProps {
  /** The path (with any query) the pages open at. */
  path: string;
  /**
   * A stored access token (`buildAccessToken({ role: 'freelancer' })` from the mocks): the pages
   * open signed in, with that role's job routes; signed out (the visitors' routes) without one.
   */
  token?: string;
}

/** Where a story lands once it leaves the job pages (a proposal, the post-job wizard). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return (
    <section aria-labelledby="elsewhere-title">
      <h1 id="elsewhere-title">Another page of the app</h1>
      <p>
        The job pages led to <code>{`${pathname}${search}`}</code>.
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

function routesFor(role: string | null): RouteObject[] {
  if (role === 'freelancer') return freelancerJobRoutes;
  if (role === 'project_manager') return projectManagerJobRoutes;
  return publicJobRoutes;
}

/**
 * The job pages in a memory router with the app's session store and API client (same origin;
 * MSW answers it), in a plain frame (the app's route tables mount the same route objects). The
 * current location is kept in a hidden element's `data-location` (`data-testid="location"`).
 */
export function JobPages({ path, token }: JobPagesProps) {
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
                { path: '*', element: <Elsewhere /> },
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

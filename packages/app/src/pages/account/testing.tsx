import { createApiClient, createMemorySessionStore } from '@cloudexperts/domain';
import { ApiProvider } from '@cloudexperts/flows';
import { useState, useSyncExternalStore } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { RouteError } from '../RouteError.tsx';
import { publicAccountRoutes, signedInAccountRoutes } from './routes.tsx';
import * as styles from './testing.css.ts';
import { LinkRouter } from '../../Shell/LinkRouter.tsx';

export interface AccountScreensProps {
  /** The path (with any query) the screens open at. */
  path: string;
  /** Navigation state of that first entry (the email some screens receive). */
  state?: unknown;
  /** The screens to mount (the vetting pages' stories pass theirs); the account screens by default. */
  routes?: readonly RouteObject[];
}

/** Where a story lands once it leaves the account screens (the landing page, the dashboard). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return (
    <section aria-labelledby="elsewhere-title">
      <h1 id="elsewhere-title">Another page of the app</h1>
      <p>
        The account screens led to <code>{`${pathname}${search}`}</code>.
      </p>
    </section>
  );
}

function Frame() {
  return (
    <LinkRouter>
      <main id="main" className={styles.frame}>
        <Outlet />
      </main>
    </LinkRouter>
  );
}

const accountRoutes = [
  ...publicAccountRoutes,
  ...signedInAccountRoutes.filter((route) => !publicAccountRoutes.includes(route)),
];

/**
 * Every account screen in a memory router, with the app's API client (same origin; MSW answers
 * it), in a plain frame (the app's own frames mount the same route objects). The current location
 * is kept in a hidden element's `data-location` (`data-testid="location"`) for the stories.
 */
export function AccountScreens({ path, state, routes = accountRoutes }: AccountScreensProps) {
  const [api] = useState(() => {
    const session = createMemorySessionStore();
    return { session, client: createApiClient({ session }) };
  });
  const [router] = useState(() => {
    const url = new URL(path, 'http://localhost');
    return createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            {
              errorElement: <RouteError />,
              children: [...routes, { path: '*', element: <Elsewhere /> }],
            },
          ],
        },
      ],
      { initialEntries: [{ pathname: url.pathname, search: url.search, state }] },
    );
  });
  const location = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.state.location,
  );
  return (
    <ApiProvider client={api.client} session={api.session}>
      <RouterProvider router={router} />
      <span data-testid="location" data-location={`${location.pathname}${location.search}`} hidden />
    </ApiProvider>
  );
}

import { storageKeys } from '@cloudexperts/domain';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { createMemoryRouter } from 'react-router';
import { createAuthStore, createMemoryStorage } from '../auth/authStore.ts';
import { createPortalNavigator, PortalApp } from '../portals/PortalApp.tsx';

export interface PublicSiteProps {
  /** The path (with any query) the site opens at. */
  path: string;
  /** Navigation state of that first entry (the roles and skills popups send a search term). */
  state?: unknown;
  /**
   * A stored access token (e.g. `buildAccessToken({ role: 'freelancer' })` from the mocks): the
   * site opens signed in, on that role's route table.
   */
  token?: string;
}

/**
 * The whole app in a memory router, as `main.tsx` mounts it, with its own session storage (same
 * origin API; MSW answers it). The current location is kept in a hidden element's `data-location`
 * (`data-testid="location"`) for the stories' assertions about the URL.
 */
export function PublicSite({ path, state, token }: PublicSiteProps) {
  const [app] = useState(() => {
    const auth = createAuthStore({
      storage: createMemoryStorage(token ? { [storageKeys.accessToken]: token } : {}),
      tabStorage: createMemoryStorage(),
    });
    const url = new URL(path, 'http://localhost');
    const navigator = createPortalNavigator(auth, (routes, location) =>
      createMemoryRouter(routes, {
        initialEntries: [location ?? { pathname: url.pathname, search: url.search, state }],
      }),
    );
    return { auth, navigator };
  });
  const site = useSyncExternalStore(app.navigator.subscribe, app.navigator.getState);
  const router = site.status === 'ready' ? site.router : null;
  const location = useSyncExternalStore(
    useCallback((listener: () => void) => router?.subscribe(listener) ?? (() => undefined), [router]),
    () => router?.state.location,
  );
  return (
    <>
      <PortalApp auth={app.auth} navigator={app.navigator} />
      <span data-testid="location" data-location={location ? `${location.pathname}${location.search}` : ''} hidden />
    </>
  );
}

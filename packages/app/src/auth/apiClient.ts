import { createApiClient, type ApiClient } from '@cloudexperts/domain';
import type { AuthStore } from './authStore.ts';
import { trackedFetch } from './requestTracker.ts';

const clients = new WeakMap<AuthStore, ApiClient>();

/**
 * The app's one API client for a session store (ky and zod: load this module lazily, never on the
 * landing page's critical path). Every call sends the stored token and is counted by the loading
 * bar; an answer that ends the session (spec document 1, section 8: 'Invalid user', 'Signature has
 * expired', 'Invalid segment encoding', 'Not an authorized user') clears it and the app goes to `/`
 * signed out.
 */
export function apiClientFor(auth: AuthStore): ApiClient {
  let client = clients.get(auth);
  if (!client) {
    client = createApiClient({
      session: auth.session,
      fetch: trackedFetch,
      onSessionEnded: () => {
        auth.signOut();
      },
    });
    clients.set(auth, client);
  }
  return client;
}

/**
 * logOut (spec document 1, section 2): `DELETE /logout`, then the session is forgotten here and the
 * app goes to `/`, whatever the answer (a failed call must not leave the person signed in; a
 * session-ending answer has already signed out).
 */
export async function logOut(auth: AuthStore): Promise<void> {
  try {
    await apiClientFor(auth).logout();
  } catch {
    // Signed out here all the same.
  } finally {
    if (auth.getState().status === 'signedIn') auth.signOut();
  }
}

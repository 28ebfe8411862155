import { createApiClient, createMemorySessionStore, type ApiClient, type SessionStore } from '@cloudexperts/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

interface ApiContextValue {
  client: ApiClient;
  session: SessionStore;
}

const ApiContext = createContext<ApiContextValue | null>(null);

/**
 * Gives flow views the domain client they build their actors from, and the session store that
 * client sends its token from (a flow that signs in stores the new token there, so the calls after
 * it are signed in). The app passes its own; stories and tests pass theirs.
 */
export function ApiProvider({
  client,
  session,
  children,
}: {
  client: ApiClient;
  session: SessionStore;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ client, session }), [client, session]);
  return <ApiContext value={value}>{children}</ApiContext>;
}

/** Without a provider: a client for the page's own origin with a session kept in memory. */
function createFallback(): ApiContextValue {
  const session = createMemorySessionStore();
  return { client: createApiClient({ session }), session };
}
const fallback = createFallback();

function useApiContext(): ApiContextValue {
  return useContext(ApiContext) ?? fallback;
}

/** The client of the nearest ApiProvider; without one, a client for the page's own origin. */
export function useApi(): ApiClient {
  return useApiContext().client;
}

/** The session store the client sends its token from. */
export function useSession(): SessionStore {
  return useApiContext().session;
}

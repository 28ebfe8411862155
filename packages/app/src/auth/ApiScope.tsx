import { ApiProvider, PopupProvider } from '@cloudexperts/flows';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { apiClientFor } from './apiClient.ts';
import { useAuthStore } from './AuthContext.tsx';

/**
 * Gives the flows and pages inside it the app's API client and session store. It lives in lazy
 * chunks only (the client is ky and zod): every lazy page sits under {@link ApiLayout}, and lazy
 * parts of an eager page (the landing page's forms, the login modal) wrap themselves in it.
 */
export function ApiScope({ children }: { children: ReactNode }) {
  const auth = useAuthStore();
  return (
    <ApiProvider client={apiClientFor(auth)} session={auth.session}>
      {children}
    </ApiProvider>
  );
}

/**
 * The layout route of every lazy page: the page renders inside the app's {@link ApiScope} and the
 * one popup host (spec document 2, section 2: each popup type loads on first use).
 */
export function ApiLayout() {
  return (
    <ApiScope>
      <PopupProvider>
        <Outlet />
      </PopupProvider>
    </ApiScope>
  );
}

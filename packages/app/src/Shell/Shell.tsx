import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useAuth } from '../auth/AuthContext.tsx';
import { isPending, subscribePending, trackLoad } from '../auth/requestTracker.ts';
import { AccountModalSlot } from './AccountModalSlot.tsx';
import { shellLabels } from './labels.ts';
import { LinkRouter } from './LinkRouter.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import * as styles from './Shell.css.ts';
import { SignedInHeaderFallback } from './SignedInHeaderFallback.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { ToastSlot } from './ToastSlot.tsx';

// The signed-in header (its menu, the current user's details and the API client) is not on the
// landing page's critical path: it loads for signed-in people only.
const SignedInHeader = lazy(() =>
  trackLoad(import('./SignedInHeader.tsx')).then((module) => ({ default: module.SignedInHeader })),
);

/**
 * The frame every page sits in: header, main landmark, footer. Signed out, the public header and
 * the login and sign-up modal; signed in, the header with the notification bell and the user menu.
 * The thin bar under the header shows while a page's code or any API call is on its way (spec
 * document 1, section 4: the loading indicator).
 */
export function Shell() {
  const auth = useAuth();
  const navigating = useNavigation().state === 'loading';
  const requesting = useSyncExternalStore(subscribePending, isPending);
  return (
    <LinkRouter>
      <div className={styles.page}>
        <ScrollToTop />
        <a className={styles.skipLink} href="#main">
          {shellLabels.skipToContent}
        </a>
        {auth.status === 'signedIn' ? (
          <Suspense fallback={<SignedInHeaderFallback />}>
            <SignedInHeader role={auth.claims.role} />
          </Suspense>
        ) : (
          <SiteHeader />
        )}
        {/* A zero-height track: the bar overlays the page's top edge and never pushes it down. */}
        <div className={styles.loadingTrack}>
          {navigating || requesting ? (
            <div className={styles.loadingBar} aria-hidden="true" data-testid="loading-bar" />
          ) : null}
        </div>
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
        {auth.status === 'signedOut' ? <AccountModalSlot /> : null}
        <ToastSlot eager={auth.status === 'signedIn'} />
      </div>
    </LinkRouter>
  );
}

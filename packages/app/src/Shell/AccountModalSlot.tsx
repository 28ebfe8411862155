import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { readAccountModal, withAccountModal, type AccountView } from '../auth/accountModalLink.ts';
import { trackLoad } from '../auth/requestTracker.ts';

const loadAccountModal = () => import('../auth/AccountModal.tsx');

/** Starts fetching the modal's code (on hover or focus of a link that opens it). */
export function prefetchAccountModal() {
  loadAccountModal().catch(() => {
    // Opening it tries again.
  });
}

const AccountModal = lazy(() => trackLoad(loadAccountModal()).then((module) => ({ default: module.AccountModal })));

/**
 * The login and sign-up modal over a signed-out page, when the URL asks for it (see
 * `readAccountModal`). Its code (the flows, the API client) loads only then.
 */
export function AccountModalSlot() {
  const { pathname, search } = useLocation();
  const request = readAccountModal(pathname, search);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AccountModal request={request} />
    </Suspense>
  );
}

/** A link that opens the modal on `view` over the current page (the header's Login and Sign up). */
export function AccountModalLink({
  view,
  className,
  onNavigate,
  children,
}: {
  view: AccountView;
  className?: string;
  onNavigate?: () => void;
  children: string;
}) {
  const { pathname, search } = useLocation();
  return (
    <Link
      to={{ pathname, search: withAccountModal(search, view) }}
      className={className}
      onPointerEnter={prefetchAccountModal}
      onFocus={prefetchAccountModal}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}

import { publicSiteLabels, type SignUpRole } from '@cloudexperts/domain';
import { safeRedirectTarget } from '@cloudexperts/flows';
import { Dialog, Modal } from '@cloudexperts/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../site/paths.ts';
import {
  withAccountModal,
  withoutAccountModal,
  type AccountModalRequest,
  type AccountView,
} from './accountModalLink.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { loginOriginOf } from './loginOrigin.ts';
import { ApiScope } from './ApiScope.tsx';
import { useAuthStore } from './AuthContext.tsx';
import { accountLabels } from './labels.ts';

/**
 * The login and sign-up modal (spec document 1, section 2), opened by the URL (see
 * `readAccountModal`): switching the view or the role rewrites the URL in place, and closing removes
 * its parameters. A `redirect` parameter is stored as the post-login target (with a leading slash)
 * and leaves the URL; a hire-me origin (`auth/loginOrigin.ts`) goes to the login. On /login_page/:token the token is confirmed first; once answered, the URL
 * becomes the landing page's (a reload must not spend the token again) and the banner stays 7 s.
 */
export function AccountModal({ request }: { request: AccountModalRequest }) {
  const auth = useAuthStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Kept for the modal's life: the URL leaves /login_page/:token once the token is answered.
  const [confirmationToken] = useState(request.confirmationToken);
  const redirectTarget = safeRedirectTarget(request.redirect) ?? auth.redirectTarget.get();
  const origin = loginOriginOf(search);

  useEffect(() => {
    if (request.redirect === undefined) return;
    auth.redirectTarget.set(safeRedirectTarget(request.redirect));
    void navigate({ pathname, search: withAccountModal(search, 'login', request.role) }, { replace: true });
  }, [auth, navigate, pathname, search, request.redirect, request.role]);

  const show = (view: AccountView, role: SignUpRole) =>
    void navigate({ pathname, search: withAccountModal(search, view, role) }, { replace: true });
  const onConfirmationPath = request.confirmationToken !== undefined;
  const close = () =>
    void navigate(
      { pathname: onConfirmationPath ? paths.home : pathname, search: withoutAccountModal(search) },
      { replace: true },
    );

  return (
    <ApiScope>
      <Modal size="lg" isOpen isDismissable={false} onOpenChange={(isOpen) => (isOpen ? undefined : close())}>
        <Dialog
          title={request.view === 'login' ? publicSiteLabels.header.login : publicSiteLabels.header.signUp}
          closeLabel={accountLabels.close}
        >
          <AccountPanel
            view={request.view}
            role={request.role}
            variant="modal"
            redirectTarget={redirectTarget}
            origin={origin}
            confirmationToken={confirmationToken}
            onConfirmed={() =>
              void navigate(
                { pathname: paths.home, search: withAccountModal(search, 'login', request.role) },
                { replace: true },
              )
            }
            onViewChange={(view) => show(view, request.role)}
            onRoleChange={(role) => show(request.view, role)}
          />
        </Dialog>
      </Modal>
    </ApiScope>
  );
}

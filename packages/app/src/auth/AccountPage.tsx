import { DEFAULT_SIGN_UP_ROLE, publicSiteLabels, signUpRoles, type SignUpRole } from '@cloudexperts/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../pages/usePageTitle.ts';
import { paths } from '../site/paths.ts';
import { accountModalParams, type AccountView } from './accountModalLink.ts';
import { AccountPanel } from './AccountPanel.tsx';
import * as styles from './AccountPanel.css.ts';
import { useAuthStore } from './AuthContext.tsx';

/**
 * The standalone login and sign-up pages (/login, /signup; spec document 1, section 2): the modal's
 * views as a page. `?role=` sets the role switch, as for the modal.
 */
export function AccountPage({ view }: { view: AccountView }) {
  const auth = useAuthStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = params.get(accountModalParams.role);
  const role = signUpRoles.find((candidate) => candidate === asked) ?? DEFAULT_SIGN_UP_ROLE;
  const title = view === 'login' ? publicSiteLabels.header.login : publicSiteLabels.header.signUp;
  usePageTitle(title);
  const go = (next: AccountView, nextRole: SignUpRole, replace: boolean) => {
    const search = nextRole === DEFAULT_SIGN_UP_ROLE ? '' : `?${accountModalParams.role}=${nextRole}`;
    void navigate({ pathname: next === 'login' ? paths.login : paths.signUp, search }, { replace });
  };
  return (
    <section className={styles.page} aria-labelledby="account-page-title">
      <h1 id="account-page-title" className={styles.pageTitle}>
        {title}
      </h1>
      <AccountPanel
        view={view}
        role={role}
        variant="page"
        redirectTarget={auth.redirectTarget.get()}
        onViewChange={(next) => go(next, role, false)}
        onRoleChange={(next) => go(view, next, true)}
      />
    </section>
  );
}

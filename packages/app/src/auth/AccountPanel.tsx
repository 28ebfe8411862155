import { accountModalLabels, publicSiteLabels, roleLabels, signUpRoles, type SignUpRole } from '@cloudexperts/domain';
import {
  ApiProvider,
  EmailConfirmation,
  Login,
  PhoneSignUp,
  SignUp,
  SocialLogin,
  useApi,
  useSession,
  type LoginOrigin,
  type LoginProps,
  type SignUpProps,
  type SocialLoginProps,
} from '@cloudexperts/flows';
import { Link, toast, ToggleButtonGroup, ToggleButtonGroupItem } from '@cloudexperts/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AccountView } from './accountModalLink.ts';
import * as styles from './AccountPanel.css.ts';
import { useAuthStore } from './AuthContext.tsx';
import { withSingleUseConfirmation } from './confirmOnce.ts';
import { accountLabels as labels } from './labels.ts';
import { prefetchForSignIn } from './signInPrefetch.ts';

export interface AccountPanelProps {
  view: AccountView;
  role: SignUpRole;
  /** The modal, or the standalone /login and /signup pages (the password message differs). */
  variant: 'modal' | 'page';
  /** The stored post-login target. */
  redirectTarget?: string;
  /** Where the login was started (a hire-me action), for the post-login rule. */
  origin?: LoginOrigin;
  /** From /login_page/:token: confirm this token first, and show the result above the login form. */
  confirmationToken?: string;
  /** The confirmation has an answer (its banner stays for 7 s). */
  onConfirmed?: () => void;
  onViewChange: (view: AccountView) => void;
  onRoleChange: (role: SignUpRole) => void;
}

/** Email confirmation, with the token spent once however often the flow mounts. */
function SingleUseConfirmation({ token, onDone }: { token: string; onDone?: () => void }) {
  const client = useApi();
  const session = useSession();
  const guarded = useMemo(() => withSingleUseConfirmation(client), [client]);
  return (
    <ApiProvider client={guarded} session={session}>
      <EmailConfirmation token={token} onDone={onDone} />
    </ApiProvider>
  );
}

type SignedIn = Parameters<LoginProps['onSignedIn']>[0] | Parameters<SocialLoginProps['onSignedIn']>[0];

/**
 * The login and sign-up modal's content (spec document 1, section 2), also the standalone pages'
 * body: the left marketing panel (its headline follows the role switch) and the right form. Login:
 * the Login flow (Forgot Password opens its 35rem modal), then Google and Facebook (Select A Role
 * for new people). Sign up: the sign-up form, or the one with a phone number. After a login the
 * app signs in and goes where the flow's post-login route says.
 */
export function AccountPanel({
  view,
  role,
  variant,
  redirectTarget,
  origin,
  confirmationToken,
  onConfirmed,
  onViewChange,
  onRoleChange,
}: AccountPanelProps) {
  const auth = useAuthStore();
  const navigate = useNavigate();
  const [signUpWithPhone, setSignUpWithPhone] = useState(false);
  // A login switches to the role's route table: fetch the signed-in tables while the form is filled in.
  useEffect(prefetchForSignIn, []);

  // The finished form goes away with the page: focus leaves it first, so nothing inside it is
  // focused while it is removed (the new page starts from the top of the document).
  const leave = (go: () => void) => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    go();
  };
  const signedIn = (output: SignedIn) =>
    leave(() => {
      if ('notice' in output && output.notice) toast.info(output.notice);
      auth.signIn(output.token, { to: output.route, state: output.routeState });
    });
  const signedUp: SignUpProps['onDone'] = (output) =>
    leave(() => void navigate(output.route, { state: output.routeState }));

  return (
    <div className={styles.columns}>
      <div className={styles.marketing}>
        <p className={styles.headline}>
          {role === 'project_manager'
            ? accountModalLabels.headlineProjectManager
            : accountModalLabels.headlineFreelancer}
        </p>
        <ul className={styles.points}>
          {labels.points[role].map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </div>
      <div className={styles.form}>
        <ToggleButtonGroup
          aria-label={labels.roleSwitch}
          selectedKey={role}
          onSelectionChange={(key) => {
            const chosen = signUpRoles.find((candidate) => candidate === key);
            if (chosen) onRoleChange(chosen);
          }}
          isFullWidth
        >
          <ToggleButtonGroupItem id="project_manager">{roleLabels.projectManager}</ToggleButtonGroupItem>
          <ToggleButtonGroupItem id="freelancer">{roleLabels.freelancer}</ToggleButtonGroupItem>
        </ToggleButtonGroup>
        {confirmationToken ? <SingleUseConfirmation token={confirmationToken} onDone={onConfirmed} /> : null}
        {view === 'login' ? (
          <>
            <Login
              variant={variant}
              redirectTarget={redirectTarget}
              origin={origin}
              onSignedIn={signedIn}
              onConfirmEmail={(output) =>
                leave(() => void navigate(output.route, { state: { email: output.user.email } }))
              }
            />
            <p className={styles.separator}>{labels.or}</p>
            {/* The role only matters to Select A Role: a new switch position starts it afresh. */}
            <SocialLogin key={role} role={role} redirectTarget={redirectTarget} origin={origin} onSignedIn={signedIn} />
            <p className={styles.switchLine}>
              {labels.noAccount}
              <Link variant="standalone" onPress={() => onViewChange('signup')}>
                {publicSiteLabels.header.signUp}
              </Link>
            </p>
          </>
        ) : (
          <>
            {/* Sign-up takes its role at the start: a new switch position starts the form afresh. */}
            {signUpWithPhone ? (
              <PhoneSignUp key={role} role={role} onDone={signedUp} />
            ) : (
              <SignUp key={role} role={role} onDone={signedUp} />
            )}
            <p className={styles.switchLine}>
              <Link variant="standalone" onPress={() => setSignUpWithPhone((current) => !current)}>
                {signUpWithPhone ? labels.withEmail : labels.withPhone}
              </Link>
            </p>
            <p className={styles.switchLine}>
              {labels.haveAccount}
              <Link variant="standalone" onPress={() => onViewChange('login')}>
                {publicSiteLabels.header.login}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

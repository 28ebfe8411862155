import { roleNames, signedInHeaderLabels, type UserDetails } from '@cloudexperts/domain';
import {
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  StatusTag,
} from '@cloudexperts/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthContext.tsx';
import { useCurrentUser } from '../auth/currentUser.ts';
import * as pageStyles from '../pages/pages.css.ts';
import { Dashboard } from '../pages/dashboard/Dashboard.tsx';
import { usePageTitle } from '../pages/usePageTitle.ts';
import { vettingPaths } from '../pages/vetting/paths.ts';
import { signedInPaths } from '../site/paths.ts';
import { portalFor } from './index.ts';
import { homeLabels as labels } from './labels.ts';
import * as styles from './SignedInHome.css.ts';
import { hasPath, type Portal } from './table.ts';

// The admin's dashboard brings the chart library: loaded only when an admin opens their home.
const AdminDashboard = lazy(() => import('../pages/adminReports/AdminDashboard.tsx'));
// The staff home (issue 19): every client's contracts, loaded only for Coordinator and Support.
const StaffDashboard = lazy(() => import('../pages/staff/StaffDashboard.tsx'));

function settingsPathOf(portal: Portal): string | undefined {
  return [signedInPaths.settings, signedInPaths.adminSettings].find((path) => hasPath(portal, path));
}

function AccountStatus({ user, portal }: { user: UserDetails; portal: Portal }) {
  const settings = settingsPathOf(portal);
  const canSetQuestion = hasPath(portal, signedInPaths.securityQuestions);
  return (
    <Card as="section" aria-labelledby="account-status-title">
      <CardHeader>
        <CardTitle level={2} id="account-status-title">
          {labels.accountTitle}
        </CardTitle>
      </CardHeader>
      <CardBody>
        <dl className={styles.facts}>
          <dt className={styles.term}>{labels.email}</dt>
          <dd className={styles.detail}>
            {user.email}
            <StatusTag tone={user.email_confirmed ? 'success' : 'warning'}>
              {user.email_confirmed ? labels.emailConfirmed : labels.emailNotConfirmed}
            </StatusTag>
          </dd>
          <dt className={styles.term}>{labels.role}</dt>
          <dd className={styles.detail}>{roleNames[user.role]}</dd>
          <dt className={styles.term}>{labels.securityQuestion}</dt>
          <dd className={styles.detail}>
            <StatusTag tone={user.is_security_ques_added ? 'success' : 'warning'}>
              {user.is_security_ques_added ? labels.securityQuestionAdded : labels.securityQuestionMissing}
            </StatusTag>
            {canSetQuestion ? (
              <Link to={signedInPaths.securityQuestions} className={pageStyles.link}>
                {user.is_security_ques_added ? labels.changeSecurityQuestion : labels.addSecurityQuestion}
              </Link>
            ) : null}
          </dd>
          {hasPath(portal, vettingPaths.appProcess) ? (
            <>
              <dt className={styles.term}>{labels.application}</dt>
              <dd className={styles.detail}>
                <StatusTag tone={user.professional_profile_created ? 'success' : 'warning'}>
                  {user.professional_profile_created ? labels.applicationSubmitted : labels.applicationMissing}
                </StatusTag>
                <Link
                  to={user.professional_profile_created ? vettingPaths.appProcess : vettingPaths.application}
                  className={pageStyles.link}
                >
                  {user.professional_profile_created ? labels.applicationStatus : labels.applicationStart}
                </Link>
              </dd>
            </>
          ) : null}
          <dt className={styles.term}>{labels.phone}</dt>
          <dd className={styles.detail}>
            {user.phone_number ? (
              <>
                {user.phone_number}
                <StatusTag tone={user.phone_verified ? 'success' : 'warning'}>
                  {user.phone_verified ? labels.phoneVerified : labels.phoneNotVerified}
                </StatusTag>
              </>
            ) : (
              labels.noPhone
            )}
          </dd>
        </dl>
      </CardBody>
      {settings ? (
        <CardBody>
          <p className={styles.actions}>
            <Link to={settings} className={pageStyles.link}>
              {labels.settings}
            </Link>
          </p>
        </CardBody>
      ) : null}
    </Card>
  );
}

/**
 * The home page of every signed-in role (spec document 1, section 2: "/ is the home/dashboard for
 * every signed-in role"): a greeting by name, the freelancer's or manager's dashboard, and the
 * account's state from `GET /current_user_details` (email, role, security question, phone), with
 * links to settings.
 */
export function SignedInHome() {
  const auth = useAuth();
  const { state, retry } = useCurrentUser();
  const role = auth.status === 'signedIn' ? auth.claims.role : null;
  const portal = portalFor(role);
  const name = state.status === 'ready' ? state.user.first_name || state.user.full_name : undefined;
  usePageTitle(name ? labels.greeting(name) : signedInHeaderLabels.welcome);
  return (
    <section className={pageStyles.section} aria-labelledby="home-title">
      <h1 id="home-title" className={pageStyles.heading}>
        {name ? labels.greeting(name) : signedInHeaderLabels.welcome}
      </h1>
      {state.status === 'loading' ? (
        <SkeletonGroup label={labels.loading}>
          <Skeleton width="60%" />
          <Skeleton shape="rectangle" height="12rem" />
        </SkeletonGroup>
      ) : null}
      {state.status === 'error' ? (
        <ErrorState
          title={labels.loadFailedTitle}
          message={labels.loadFailed}
          onRetry={retry}
          retryLabel={labels.retry}
          isRetrying={state.isRetrying}
          retryingLabel={labels.retrying}
        />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <p className={pageStyles.lead}>{labels.lead(roleNames[state.user.role])}</p>
          {state.user.role === 'admin' || state.user.role === 'coordinator' || state.user.role === 'support' ? (
            <Suspense
              fallback={
                <SkeletonGroup label={labels.loading}>
                  <Skeleton shape="rectangle" height="10rem" />
                </SkeletonGroup>
              }
            >
              {state.user.role === 'admin' ? <AdminDashboard /> : <StaffDashboard />}
            </Suspense>
          ) : (
            <Dashboard role={state.user.role} />
          )}
          <AccountStatus user={state.user} portal={portal} />
        </>
      ) : null}
    </section>
  );
}

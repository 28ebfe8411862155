import { displayDurationsMs, forgotPasswordLabels, type ApiClient, type RequestOf } from '@cloudexperts/domain';
import { ApiProvider, ForgotPassword, useApi, useSession } from '@cloudexperts/flows';
import { Button } from '@cloudexperts/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import * as pageStyles from '../pages.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './account.css.ts';
import { accountLabels } from './labels.ts';
import { readStateEmail } from './navigationState.ts';
import { loginHref } from './links.ts';

const labels = accountLabels.forgetPassword;

/**
 * /forget-password (spec document 1, sections 2, 4 and 5): the Forgot Password flow on a page of
 * its own. Its form opens at once (pre-filled with an email given as navigation state); once the
 * link is sent the notice shows for 5 seconds and the page goes back to the login form. Cancel
 * leaves the page here, with a way to open the form again or go back to login.
 */
export function ForgetPassword() {
  usePageTitle(forgotPasswordLabels.title);
  const api = useApi();
  const session = useSession();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const [defaultEmail] = useState(() => readStateEmail(state));
  const [isOpen, setOpen] = useState(true);
  const [sent, setSent] = useState(false);

  // The flow's view is the login form's modal, which tells its caller only that it closed. The page
  // learns from the call itself that the link went out, so that it can return to login afterwards.
  const linkSent = useRef(false);
  const client = useMemo<ApiClient>(
    () => ({
      ...api,
      forgotPassword: async (request: RequestOf<'forgotPassword'>) => {
        const answer = await api.forgotPassword(request);
        linkSent.current = true;
        return answer;
      },
    }),
    [api],
  );

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => {
      void navigate(loginHref);
    }, displayDurationsMs.forgotPasswordNotice);
    return () => {
      clearTimeout(timer);
    };
  }, [sent, navigate]);

  return (
    <section className={styles.narrow} aria-labelledby="forget-password-title">
      <div className={styles.intro}>
        <h1 id="forget-password-title" className={styles.title}>
          {forgotPasswordLabels.title}
        </h1>
        <p className={styles.lead}>{labels.lead}</p>
      </div>
      <ApiProvider client={client} session={session}>
        <ForgotPassword
          isOpen={isOpen}
          defaultEmail={defaultEmail}
          onOpenChange={(open) => {
            setOpen(open);
            if (!open && linkSent.current) setSent(true);
          }}
        />
      </ApiProvider>
      <div className={styles.actions}>
        {sent ? null : (
          <Button
            onPress={() => {
              setOpen(true);
            }}
          >
            {labels.open}
          </Button>
        )}
        <Link to={loginHref} className={pageStyles.link}>
          {labels.backToLogin}
        </Link>
      </div>
    </section>
  );
}

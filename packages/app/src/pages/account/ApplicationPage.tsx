import { applicationWizardLabels } from '@cloudexperts/domain';
import { ApplicationWizard, type ApplicationWizardOutput } from '@cloudexperts/flows';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../auth/AuthContext.tsx';
import { facts } from '../content/facts.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './account.css.ts';
import { accountLabels } from './labels.ts';

const labels = accountLabels.application;

/**
 * The freelancer application wizard's page (spec document 1, section 2: "its route path is not
 * shown"; ours is /application, linked from /get-started). A submitted application swaps the stored
 * token for the one that carries the profile (section 7) and shows the success screen, whose
 * Continue goes to /; a user whose profile already exists is sent to / at once (section 2).
 */
export function ApplicationPage() {
  usePageTitle(labels.title);
  const auth = useAuthStore();
  const navigate = useNavigate();
  const onDone = useCallback(
    (output: ApplicationWizardOutput) => {
      if (output.kind === 'submitted') {
        // The new token replaces the stored one where the app reads it; the page stays on the
        // success screen until Continue.
        auth.session.setToken(output.response.token);
        return;
      }
      void navigate('/', { replace: true });
    },
    [auth, navigate],
  );
  const onContinue = useCallback(() => {
    const token = auth.session.getToken();
    if (token) auth.signIn(token, { to: '/' });
    else void navigate('/');
  }, [auth, navigate]);

  return (
    <section className={styles.wide} aria-labelledby="application-title">
      <div className={styles.intro}>
        <h1 id="application-title" className={styles.title}>
          {labels.title}
        </h1>
        <p className={styles.lead}>{labels.lead(applicationWizardLabels.steps.length)}</p>
      </div>
      <ApplicationWizard supportEmail={facts.supportEmail} onDone={onDone} onContinue={onContinue} />
    </section>
  );
}

import { applicationLimits, applicationWizardLabels } from '@cloudexperts/domain';
import { Banner } from '@cloudexperts/ui';
import { Link } from 'react-router';
import { primaryAction } from '../content/content.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './account.css.ts';
import { accountLabels } from './labels.ts';
import { accountPaths } from './paths.ts';

const labels = accountLabels.freelancerSuccess;

/**
 * /freelancer-success (spec document 1, section 2): a freelancer whose profile is created but who
 * has no security question yet. The success message, the reviewers' promise (section 1), and the
 * way to the one step left: /security-questions.
 */
export function FreelancerSuccess() {
  usePageTitle(labels.title);
  return (
    <section className={styles.narrow} aria-labelledby="freelancer-success-title">
      <div className={styles.intro}>
        <h1 id="freelancer-success-title" className={styles.title}>
          {labels.title}
        </h1>
        <Banner tone="success">{applicationWizardLabels.success}</Banner>
        <p className={styles.lead}>{labels.review(applicationLimits.reviewPromise)}</p>
      </div>
      <div className={styles.intro}>
        <h2 className={styles.sectionTitle}>{labels.nextTitle}</h2>
        <p className={styles.text}>{labels.nextText}</p>
      </div>
      <p className={styles.actions}>
        <Link to={accountPaths.securityQuestions} className={primaryAction}>
          {labels.next}
        </Link>
      </p>
    </section>
  );
}

import { securityQuestionLabels, successMessages } from '@cloudexperts/domain';
import { Link } from 'react-router';
import { primaryAction, secondaryAction } from '../content/content.css.ts';
import { usePageTitle } from '../usePageTitle.ts';
import * as styles from './account.css.ts';
import { accountLabels } from './labels.ts';
import { homePath } from './links.ts';
import { accountPaths } from './paths.ts';
import { QuestionModalPage } from './QuestionModalPage.tsx';

const labels = accountLabels.securityQuestions;

/**
 * /security-questions (spec document 1, sections 2 and 4): add the first security question (a
 * freelancer comes here from /freelancer-success) or change it (answer the current one first).
 */
export function SecurityQuestions() {
  usePageTitle(securityQuestionLabels.title);
  return (
    <QuestionModalPage
      title={securityQuestionLabels.title}
      lead={labels.lead}
      start="change"
      openLabel={labels.open}
      links={
        <Link to={accountPaths.settings} className={secondaryAction}>
          {labels.settings}
        </Link>
      }
      saved={
        <>
          <h2 className={`${styles.sectionTitle} ${styles.focusTarget}`} tabIndex={-1}>
            {labels.savedTitle}
          </h2>
          <p className={styles.text}>{successMessages.questionSaved}</p>
          <p className={styles.actions}>
            <Link to={homePath} className={primaryAction}>
              {labels.home}
            </Link>
            <Link to={accountPaths.settings} className={secondaryAction}>
              {labels.settings}
            </Link>
          </p>
        </>
      }
    />
  );
}
